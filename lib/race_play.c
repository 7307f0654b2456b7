/*
 * Playing one move of a line: the pieces it takes (S14's last arrival,
 * K5's return to the start), the bonus it earns, the occupancy kept up to
 * date in place, and, for a caller that keeps them, its events.  The
 * moves come from race_move.c's lists, which judge them legal first.
 * Nothing here allocates.
 */
#include <string.h>

#include "race.h"
#include "race_play_int.h"

/* A move's pieces: the pair's second too (B10). */
void
race_ev_pieces(struct event *e, const struct race_move *m)
{
	if (e == NULL)
		return;
	e->piece = m->piece;
	e->piece2 = m->piece2;
	e->count = m->piece3 >= 0 ? 3 : m->piece2 >= 0 ? 2 : 1;
}

/*
 * K5 (capture.returns: start): captured piece i of o, now in its base,
 * goes back onto the square it began the game on.
 */
static void
back_to_start(const struct race_rules *r, struct race_pos *p,
    struct race_occ *oc, int o, int i)
{
	p->prog[o][i] = (int8_t)r->start_steps[i];
	if (oc != NULL && p->prog[o][i] >= 0)
		race_occ_put(oc, race_sq(r, race_bside(r, p, o), p->prog[o][i]), o);
}

/* race_own_block() past its quick answers. */
int
race_own_block_slow(const struct race_rules *r, const struct race_pos *p,
    const struct race_occ *oc, uint32_t cell, int sq, int pl)
{
	uint8_t		 n[RACE_MAX_PLAYERS];
	int		 a, owner;

	if (oc == NULL)
		return race_block_at(r, p, sq, &owner) && owner == pl;
	for (a = 0; a < p->nplayers; a++)
		n[a] = (uint8_t)race_occ_count(cell, a);
	return race_block_of(r, p, sq, n, &owner) && owner == pl;
}

/*
 * race_late_leave() for piece i of pl, in bside bs.  full_start (S14)
 * keeps the order of arrival on start squares only: off them, leaving
 * only clears the piece's mark and arriving does nothing, which play()
 * does without the calls (a tenth of a parchis turn).
 */
static inline void
late_leave(const struct race_rules *r, struct race_pos *p, int pl, int bs,
    int i)
{
	int	 prog = p->prog[pl][i];

	if (prog < 0)
		return;
	if (race_start_square(r, race_sq(r, bs, prog)))
		race_late_leave(r, p, pl, i);
	else
		p->late[pl] &= (uint8_t)~(1u << i);
}

/*
 * Whether an entry of pl onto sq may take the piece that arrived there
 * last (race_full_start_victim()): not where the occupancy oc (or NULL)
 * shows one piece or none, as two must stand there.
 */
static inline int
late_victim(const struct race_rules *r, const struct race_pos *p,
    const struct race_occ *oc, int pl, int sq, int *vo, int *vi)
{
	if (oc != NULL && race_occ_few(race_occ_cell(oc, sq)))
		return 0;
	return race_full_start_victim(r, p, pl, sq, vo, vi);
}

/*
 * recheck: m did not come from race_line_moves() on this very line, so
 * whether it captures is asked again of the position.
 */
static void
play(const struct race_rules *r, struct race_line *L,
    const struct race_move *m, struct events *ev, int recheck)
{
	struct race_pos	*p = &L->p;
	int		 pl = L->player, bs = race_bside(r, p, pl);
	int		 sq = race_sq(r, bs, m->to), o, i, k;
	int		 side = p->side[pl];
	struct race_occ	*oc = L->occ;
	struct event	*e;
	int		 was_block = 1, vo, vi, took = 0;

	/* A shared occupancy follows this line only if it showed it. */
	if (oc != NULL && oc->id != L->occ_id)
		oc = NULL;
	/* Only a caller that keeps the events learns of a new block, so
	 * the turn checks (ev NULL) pay nothing for it. */
	if (ev != NULL && (r->block_pair || r->safe_block))
		was_block = race_own_block(r, p, oc, sq, pl);
	if (L->occ != NULL)
		L->occ_id = ++L->occ->serial;
	if (oc != NULL)
		oc->id = L->occ_id;
	k = m->piece3 >= 0 ? 3 : m->piece2 >= 0 ? 2 : 1;
	if (m->kind == MK_ENTER && r->full_start == FS_LAST &&
	    late_victim(r, p, oc, pl, sq, &vo, &vi)) {
		/* S14: only the piece that arrived last goes back. */
		if (oc != NULL)
			race_occ_del(oc, sq, vo);
		if ((e = events_add(ev, EV_CAPTURE, side)) != NULL) {
			e->other = p->side[vo];
			e->piece = vi;
			e->at = p->prog[vo][vi];
		}
		race_late_leave(r, p, vo, vi);
		p->lap[vo] &= (uint8_t)~(1u << vi);
		p->prog[vo][vi] = -1;
		p->age[vo][vi] = 0;
		if (r->capture_returns == RC_START)
			back_to_start(r, p, oc, vo, vi);
		took = 1;
	} else if (m->capture || (recheck &&
	    race_captures_at(r, p, oc, pl, sq, k, m->kind == MK_ENTER))) {
		/*
		 * Each side's count on sq from the occupancy, read before any
		 * piece leaves (a side's own pieces are all that change its
		 * count), instead of counting its pieces again.
		 */
		int		 counted = oc != NULL && sq > 0 &&
				     sq < RACE_MAX_SQ;
		uint32_t	 cell = counted ? race_occ_cell(oc, sq) : 0;
		const int16_t	*orow;
		int		 n, ob;

		for (o = 0; o < p->nplayers; o++) {
			n = counted ? race_occ_count(cell, o) :
			    race_count_on(r, p, o, sq);
			if (!race_takes_count(r, p, pl, o, sq, k,
			    m->kind == MK_ENTER, n))
				continue;
			ob = race_bside(r, p, o);
			orow = race_sq_row(r, ob);
			for (i = 0; i < r->pieces; i++)
				if (p->prog[o][i] >= 0 && (orow != NULL ?
				    orow[p->prog[o][i]] : race_square(r, ob,
				    p->prog[o][i])) == sq) {
					if (oc != NULL)
						race_occ_del(oc, sq, o);
					if ((e = events_add(ev, EV_CAPTURE,
					    side)) != NULL) {
						e->other = p->side[o];
						e->piece = i;
						e->at = p->prog[o][i];
					}
					p->prog[o][i] = -1;
					p->age[o][i] = 0;
					p->late[o] &= (uint8_t)~(1u << i);
					p->lap[o] &= (uint8_t)~(1u << i);
					if (r->capture_returns == RC_START)
						back_to_start(r, p, oc, o, i);
				}
		}
		took = 1;
	}
	if (took && r->reward == RR_BONUS) {
		L->bonus++;
		if ((e = events_add(ev, EV_BONUS, side)) != NULL)
			e->points = r->bonus;
	}
	if (oc != NULL) {
		if (p->prog[pl][m->piece] >= 0)
			race_occ_del(oc, race_sq(r, bs, p->prog[pl][m->piece]), pl);
		race_occ_put(oc, race_sq(r, bs, m->to), pl);
		if (m->piece2 >= 0) {
			if (p->prog[pl][m->piece2] >= 0)
				race_occ_del(oc, race_sq(r, bs,
				    p->prog[pl][m->piece2]), pl);
			race_occ_put(oc, race_sq(r, bs, m->to), pl);
		}
		if (m->piece3 >= 0) {
			race_occ_del(oc, race_sq(r, bs, p->prog[pl][m->piece3]),
			    pl);
			race_occ_put(oc, race_sq(r, bs, m->to), pl);
		}
	}
	if (r->full_start == FS_LAST) {
		late_leave(r, p, pl, bs, m->piece);
		if (m->piece2 >= 0)
			late_leave(r, p, pl, bs, m->piece2);
	}
	p->prog[pl][m->piece] = m->to;
	L->moved |= (uint16_t)(1u << m->piece);
	p->last[pl] = m->piece;
	if (m->piece2 >= 0) {
		p->prog[pl][m->piece2] = m->to;
		L->moved |= (uint16_t)(1u << m->piece2);
		p->last[pl] = m->piece2;
	}
	if (m->piece3 >= 0) {
		p->prog[pl][m->piece3] = m->to;
		L->moved |= (uint16_t)(1u << m->piece3);
		p->last[pl] = m->piece3;
	}
	if (m->again)
		p->lap[pl] |= (uint8_t)(1u << m->piece);
	else if (r->round_again && p->lap[pl] && m->to > r->board.olen +
	    r->board.turn_dist[bs])
		p->lap[pl] &= (uint8_t)~(1u << m->piece |
		    (m->piece2 >= 0 ? 1u << m->piece2 : 0));
	if (r->full_start == FS_LAST && race_start_square(r, sq)) {
		race_late_arrive(r, p, pl, m->piece, sq);
		if (m->piece2 >= 0)
			race_late_arrive(r, p, pl, m->piece2, sq);
	}
	if ((e = events_add(ev, m->kind == MK_ENTER ? EV_ENTER : EV_MOVE,
	    side)) != NULL) {
		race_ev_pieces(e, m);
		e->from = m->from;
		e->to = m->to;
		if (!(ev->unwanted & EVENTS_NO_SAFE))
			e->safe = race_ends_safe(r, p, oc, pl, m->to, L->fin);
		if (m->kind == MK_BONUS)
			e->points = m->amt;
	}
	if (!was_block && race_own_block(r, p, oc, sq, pl) &&
	    (e = events_add(ev, EV_BLOCK_FORMED, side)) != NULL)
		e->at = m->to;
	if (m->to == L->fin) {
		race_ev_pieces(events_add(ev, EV_HOME, side), m);
		if (r->home_bonus > 0) {
			L->hbonus += k;
			if ((e = events_add(ev, EV_BONUS, side)) != NULL)
				e->points = r->home_bonus;
		}
	}
	race_line_spend(L, m);
	if (m->kind == MK_ENTER)
		race_line_entered(r, L, m);
	if (L->n < RACE_MAX_MOVES)
		L->m[L->n++] = *m;
}

/* play() for the move most lines are made of (race_play_plain()). */
static int
plain_move(const struct race_rules *r, const struct race_move *m)
{
	return !m->capture && m->piece2 < 0 && m->piece3 < 0 && !m->again &&
	    race_plain_rules(r);
}

/*
 * m comes from race_line_moves() on L itself, so its capture flag is the
 * position's answer already: add() asked race_captures_at() the same question.
 */
void
race_line_play(const struct race_rules *r, struct race_line *L,
    const struct race_move *m)
{
	if (plain_move(r, m))
		race_play_plain(r, L, m);
	else
		play(r, L, m, NULL, 0);
}

void
race_line_play_ev(const struct race_rules *r, struct race_line *L,
    const struct race_move *m, struct events *ev, int known)
{
	play(r, L, m, ev, !known);
}
