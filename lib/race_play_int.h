/*
 * What race_play.c (playing a move) and race_written.c (a written move
 * checked and, when it is one plain move, played at once) share, and no
 * other file uses: the move most lines are made of played without the
 * general play()'s checks.  Inline, as both play most moves this way.
 */
#ifndef RACE_PLAY_INT_H
#define RACE_PLAY_INT_H

#include "race.h"

/* What a move uses up of the line: its dice, the throw or a bonus. */
static inline void
race_line_spend(struct race_line *L, const struct race_move *m)
{
	if (m->kind == MK_BONUS && m->home_pts)
		L->hbonus--;
	else if (m->kind == MK_BONUS)
		L->bonus--;
	else if (m->kind == MK_THROW)
		L->thrown_used = 1;
	L->used |= m->dmask;
	L->must_piece = -1;
}

/*
 * What an entry m, its dice spent, does to the rest of the line: the side
 * has entered (R9), a cowrie throw is used, a piece entered by a sum stops
 * there (enter_sum.stop), and one entered by one die of several must move
 * on by another (C9).
 */
static inline void
race_line_entered(const struct race_rules *r, struct race_line *L,
    const struct race_move *m)
{
	L->p.entered[L->player] = 1;
	if (r->throw_kind == RT_COWRIES)
		L->thrown_used = 1;
	if (m->stop)
		L->frozen |= (uint16_t)(1u << m->piece);
	else if (r->enter_move_on && race_popcount(m->dmask) == 1 &&
	    (L->used & ((1u << L->nval) - 1)) !=
	    (unsigned)((1u << L->nval) - 1)) {
		L->must_piece = m->piece;
		L->must_dice = (uint8_t)~L->used;
	}
}

/*
 * Whether the rules let race_play_plain() play a move of one piece that
 * takes nothing: no full_start's order of arrival, no round_again's
 * laps, and a square table.
 */
static inline int
race_plain_rules(const struct race_rules *r)
{
	return r->full_start != FS_LAST && !r->round_again && r->have_sqtab;
}

/*
 * The move most lines are made of, where nobody keeps the events: one
 * piece that takes nothing, entering or not (entries are an eighth of
 * some variants' moves), on race_plain_rules().  Of play()'s work only
 * the occupancy, the piece, the line's dice and bonuses and an entry's
 * bonds are left; its checks cost the turn check as much as the rest.
 */
static inline void
race_play_plain(const struct race_rules *r, struct race_line *L,
    const struct race_move *m)
{
	struct race_pos	*p = &L->p;
	int		 pl = L->player, bs = L->bs;
	struct race_occ	*oc = L->occ;
	int8_t		*prog = &p->prog[pl][m->piece];
	/*
	 * The squares from the table (race_plain_rules() asks for one),
	 * which holds every int8_t progress: no call to race_square() to
	 * keep registers for.
	 */
	const int16_t	*row = race_sq_row(r, bs);

	if (oc != NULL) {
		/* A shared occupancy follows this line only if it showed it. */
		int shows = oc->id == L->occ_id;

		L->occ_id = ++oc->serial;
		if (shows) {
			oc->id = L->occ_id;
			if (*prog >= 0)
				race_occ_del(oc, row[*prog], pl);
			race_occ_put(oc, row[m->to], pl);
		}
	}
	*prog = m->to;
	L->moved |= (uint16_t)(1u << m->piece);
	p->last[pl] = m->piece;
	if (m->to == L->fin && r->home_bonus > 0)
		L->hbonus++;
	race_line_spend(L, m);
	if (m->kind == MK_ENTER)
		race_line_entered(r, L, m);
	if (L->n < RACE_MAX_MOVES)
		L->m[L->n++] = *m;
}

#endif
