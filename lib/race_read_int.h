/*
 * Inside the race turn reader: what lib/race_read.c (the move text parsed
 * and matched, the turn as a whole) and lib/race_read_explain.c (why a
 * turn is not legal) share.  Not for other modules; race.h is the
 * family's interface.
 */
#ifndef PASA_RACE_READ_INT_H
#define PASA_RACE_READ_INT_H

#include "race.h"

/* Room for the moves of one step of a line. */
#define MAX_CANDS	256

/*
 * Notation rules, cited where a line cannot be read at all: pasa-rules(7)
 * explains them, pasa-record(5) gives the notation.
 */
#define NOTE_LINE	"N1"	/* how a turn line is written */
#define NOTE_SQUARE	"N2"	/* squares on the mover's route */
#define NOTE_PIECE	"N3"	/* a move starts where a piece stands */

struct wmove {
	int		 from, to;
	int		 bonus, mark;
	int		 pair;		/* pieces moving with the first: 1
					 * for '(2)', 2 for '(3)' */
	unsigned	 col;
	const char	*tok;
	int		 toklen;
};

struct rd {
	const struct race_rules	*r;
	const struct turn_text	*tt;
	struct diag_ctx		*dc;
	int			 pl, bs;
	int			 circ;		/* race_circuit() of bs */
	int			 loop;		/* the board's loop squares */
	const int16_t		*loopprog;	/* race_rules' row for bs */
	int			 direct;	/* race_direct_written_fits()
						 * the start */
	int			 plain;		/* race_plain_rules() */
	struct wmove		 w[RACE_MAX_MOVES];
	int			 nw;
	struct race_line	 start;
	struct race_lsum	 sum;
	struct race_occ		 occ;		/* shared by start's copies */
};

/* A diagnostic at col of the turn's line: always -1, for return. */
int	 race_read_fail(struct rd *, unsigned col, const char *rule,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* The name of the side whose pieces move. */
static inline const char *
pname(const struct rd *c)
{
	return c->r->side_name[c->start.p.side[c->pl]];
}

/*
 * Whether progress m is what written square w means: a start square that
 * is also the turn square means the piece just out or the one come round.
 */
static inline int
is_prog(const struct rd *c, int m, int w)
{
	return m == w || (w == c->r->board.olen && m == c->circ);
}

/* Whether legal move m is what written move w says. */
static inline int
same(const struct rd *c, const struct race_move *m, const struct wmove *w)
{
	return is_prog(c, m->from, w->from) && is_prog(c, m->to, w->to) &&
	    (m->kind == MK_BONUS ? m->amt == w->bonus : !w->bonus) &&
	    (m->piece2 >= 0) + (m->piece3 >= 0) == w->pair;
}

/*
 * race_read_explain.c: one diagnostic for what is wrong, always -1.
 * Written move w fits no move of L; the moves fit but the line L they
 * make is not a legal end; the throw is none the variant has; '-' or a
 * pass where a play exists (kind).
 */
int	 race_read_explain(struct rd *, const struct race_line *L,
	    const struct wmove *w);
int	 race_read_end_problem(struct rd *, const struct race_line *L);
int	 race_read_throw_problem(struct rd *);
int	 race_read_pass_problem(struct rd *, int kind);

#endif
