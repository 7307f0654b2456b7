/*
 * Inside the race turn: what lib/race_turn.c (applying and listing turns)
 * asks of lib/race_line_end.c (what the rules do when a line ends).  Not
 * for other modules; race.h is the family's interface.
 */
#ifndef PASA_RACE_TURN_INT_H
#define PASA_RACE_TURN_INT_H

#include "race.h"

/*
 * What finishing a line reads: the moves are played, the position they
 * reach is 'after' (NULL: the pieces stay where they are).  Turns read
 * before hand it over from the turn without a line put together.
 */
struct race_line_done {
	const struct race_pos	*after;
	const struct throw	*th;
	const struct race_move	*m;
	int			 n;
	uint16_t		 moved;
	int			 bonus, hbonus;
	const struct race_occ	*occ;	/* after's occupancy, or NULL */
	int			 rulings_only;	/* what no rule reads
						 * may be left as it was */
};

/*
 * Finishes a line in p, which holds before, the position the line
 * started from: before is a copy of it elsewhere (a read turn has one),
 * which age_blocks() reads once p has changed.
 */
void	 race_line_done(const struct race_rules *, struct race_pos *p,
	    const struct race_pos *before, const struct race_line_done *,
	    int kind, struct events *, struct race_cache *);

#endif
