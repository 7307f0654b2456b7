/*
 * What race_moveto.c (a line's moves from one square to another) and
 * race_written.c (the moves a written move may be) share, and no other
 * file uses: the line's occupancy shown when first needed, the judgement
 * of a landing, which of a square's pieces moves first (R15), and one
 * piece's move written field by field.  Inline, as both call them for
 * most written moves.
 */
#ifndef RACE_MOVETO_INT_H
#define RACE_MOVETO_INT_H

#include "race.h"

/*
 * The line's occupancy, which the shared one shows from now on if it
 * showed another line (cands_occ()).
 */
static inline struct race_occ *
direct_occ(const struct race_rules *r, const struct race_line *L)
{
	if (L->occ->id != L->occ_id) {
		race_occ_build(r, &L->p, L->occ);
		L->occ->id = L->occ_id;
	}
	return L->occ;
}

/*
 * Whether k of the mover's pieces may go from progress from to to, by
 * the occupancy o that shows L: 0 no, 1 yes, 2 taking.
 */
static inline int
land_judge(const struct race_rules *r, const struct race_line *L,
    const struct race_occ *o, int from, int to, int k)
{
	const struct race_pos	*p = &L->p;
	uint32_t		 cell, others;
	int			 sq, pl = L->player;

	if (o->shared != 0 && (r->block_pair || r->safe_block) &&
	    race_path_ok(r, p, o, pl, L->bs, from, to) != 0)
		return 0;
	sq = race_sq(r, L->bs, to);
	cell = race_occ_cell(o, sq);
	others = cell & ~((uint32_t)0xf << (4 * pl));
	if (!r->land_own && to != L->fin && cell != others)
		return 0;
	if (others != 0 && race_captures_at(r, p, o, pl, sq, k, from < 0))
		return 2;
	if (others != 0 && !r->safe_land && race_safe_taken(r, p, o, pl, sq))
		return 0;
	if (r->square_max > 0 && !race_square_room(r, sq, cell, k))
		return 0;
	return 1;
}

/*
 * Of the pieces on one square and lap, the first moves, unless R15 may
 * hold one of them and not the other: whether piece i is one that moves.
 */
static inline int
direct_first(const struct race_line *L, int i, unsigned *laps_seen)
{
	unsigned	 lb = (L->p.lap[L->player] >> i) & 1;

	if (race_r15_bound(L, i))
		return 1;
	if (*laps_seen & (1u << lb))
		return 0;
	*laps_seen |= 1u << lb;
	return 1;
}

/*
 * One piece's move, whole, as entry_add() and race_direct_written() list
 * it: stored field by field, as a move built whole and then copied cost
 * race_direct_written() a tenth more.
 */
static inline void
lone_move(struct race_move *m, int piece, int from, int to, int kind,
    int dmask, int stop, int capture, int home_pts, int amt)
{
	m->piece = (int8_t)piece;
	m->piece2 = m->piece3 = -1;
	m->from = (int8_t)from;
	m->to = (int8_t)to;
	m->kind = (uint8_t)kind;
	m->dmask = (uint8_t)dmask;
	m->capture = (uint8_t)capture;
	m->stop = (uint8_t)stop;
	m->amt = (uint8_t)amt;
	m->home_pts = (uint8_t)home_pts;
	m->again = 0;
}

#endif
