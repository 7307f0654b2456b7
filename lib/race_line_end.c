/*
 * The end of a race line: what follows its moves by the rules, not by the
 * player -- bonuses lost, extra turns, the penalty for too many doubles,
 * sides finished and their ranks, the game's end, and the ages of blocks
 * (R14).  Apart from lib/race_turn.c (applying and listing whole turns)
 * because it is one rule set of its own, asked both for a line put
 * together move by move and for a turn read before.
 */
#include <string.h>

#include "race.h"
#include "race_turn_int.h"

/*
 * Block ages (R14): a block kept unchanged through its owner's line ages.
 * A piece in a block keeps its block when it did not move and no piece
 * that changed square in the line (moved, captured, sent back) arrived on
 * its square or left it: then that square holds the same pieces before
 * and after, so it was a block before too.  Only the changed pieces need
 * looking at.
 */
/* Every block age 0, the usual case: then there is nothing to reset. */
static int
ages_zero(const struct race_pos *p)
{
	uint64_t	 w[(sizeof p->age + 7) / 8] = { 0 };
	size_t		 i;
	uint64_t	 any = 0;

	memcpy(w, p->age, sizeof p->age);
	for (i = 0; i < sizeof w / sizeof w[0]; i++)
		any |= w[i];
	return any == 0;
}

/* No piece in a block: every age back to 0, written only when one is not. */
static void
ages_clear(const struct race_rules *r, struct race_pos *p)
{
	int	 pl, i;

	if (ages_zero(p))
		return;
	for (pl = 0; pl < p->nplayers; pl++)
		for (i = 0; i < r->pieces; i++)
			p->age[pl][i] = 0;
}

/*
 * The pieces that changed square in the line, or moved (player in cq,
 * piece in ck): what age_blocks() needs only for a piece in a block.
 */
static int
changed(const struct race_rules *r, const struct race_pos *before,
    const struct race_pos *after, int mover, uint16_t moved, int8_t *cq,
    int8_t *ck)
{
	int	 q, k, nc = 0;

	for (q = 0; q < after->nplayers; q++) {
		/* Most sides had no piece moved or taken. */
		if (q != mover && memcmp(before->prog[q], after->prog[q],
		    sizeof after->prog[q]) == 0)
			continue;
		for (k = 0; k < r->pieces; k++)
			if (before->prog[q][k] != after->prog[q][k] ||
			    (q == mover && (moved & (1u << k)))) {
				cq[nc] = (int8_t)q;
				ck[nc++] = (int8_t)k;
			}
	}
	return nc;
}

static void
age_blocks(const struct race_rules *r, const struct race_pos *before,
    struct race_pos *after, int mover, uint16_t moved,
    const struct race_occ *occ, struct race_cache *C)
{
	struct race_occ	 oa;
	int8_t		 cq[RACE_MAX_PLAYERS * RACE_MAX_PIECES];
	int8_t		 ck[RACE_MAX_PLAYERS * RACE_MAX_PIECES];
	int		 pl, i, q, k, c, nc = -1, same, sq, a, b, prog, bs;

	if (!r->block_pair && !r->safe_block) {
		/* Nothing is ever a block (race_block_at()). */
		ages_clear(r, after);
		return;
	}
	if (occ == NULL && race_cache_fits(C, r, after))
		occ = &C->occ;
	else if (occ == NULL && C != NULL) {
		race_occ_build(r, after, &C->occ);
		race_cache_set(C, r, after);
		occ = &C->occ;
	} else if (occ == NULL) {
		race_occ_build(r, after, &oa);
		occ = &oa;
	}
	if (occ->shared == 0) {
		/* No two pieces share a square: no block anywhere. */
		ages_clear(r, after);
		return;
	}
	for (pl = 0; pl < after->nplayers; pl++) {
		const int16_t	*row;
		unsigned	 any = 0;

		/*
		 * Another side's age 0 stays 0 whatever happened around it:
		 * only its blocks kept unchanged keep an age, and they do not
		 * grow.  Most sides have no block.
		 */
		if (pl != mover) {
			for (i = 0; i < r->pieces; i++)
				any |= after->age[pl][i];
			if (any == 0)
				continue;
		}
		row = race_sq_row(r, race_bside(r, after, pl));
		for (i = 0; i < r->pieces; i++) {
			if ((prog = after->prog[pl][i]) < 0 ||
			    !race_occ_block(r, after, occ, sq = row != NULL ?
			    row[prog] : race_sq(r, race_bside(r, after, pl),
			    prog))) {
				after->age[pl][i] = 0;
				continue;
			}
			same = before->prog[pl][i] == prog &&
			    !(pl == mover && (moved & (1u << i)));
			if (same && nc < 0)
				nc = changed(r, before, after, mover, moved,
				    cq, ck);
			for (c = 0; same && c < nc; c++) {
				q = cq[c];
				k = ck[c];
				bs = race_bside(r, after, q);
				a = after->prog[q][k] >= 0 &&
				    race_sq(r, bs, after->prog[q][k]) == sq;
				b = before->prog[q][k] >= 0 &&
				    race_sq(r, bs, before->prog[q][k]) == sq;
				if (a != b || (a && q == mover &&
				    (moved & (1u << k))))
					same = 0;
			}
			if (!same)
				after->age[pl][i] = 0;
			else if (pl == mover && after->age[pl][i] < 255)
				after->age[pl][i]++;
		}
	}
}

/* An event with one number: what 'a' is depends on k. */
static void
ev_add(struct events *ev, enum event_kind k, int side, int a)
{
	struct event	*e = events_add(ev, k, side);

	if (e == NULL)
		return;
	if (k == EV_BONUS_LOST)
		e->points = a;
	else if (k == EV_FINISHED)
		e->rank = a;
}

/* The piece the penalty sends back, or -1. */
static int
penalty_piece(const struct race_rules *r, const struct race_pos *p, int pl)
{
	int	 i, best = -1, fin = race_final(r, race_bside(r, p, pl));

	if (r->penalty_sends == RP_NONE)
		return -1;
	/*
	 * R17: a piece that has reached home stays there; with spare_column
	 * (Parchis) so does one in its home column.
	 */
	if (r->penalty_sends == RP_LAST) {
		int	 lp = p->last[pl], prog = lp >= 0 ? p->prog[pl][lp] : -1;
		int	 col = r->board.olen + r->board.turn_dist[race_bside(r,
			    p, pl)];

		if (prog < 0 || prog == fin ||
		    (r->penalty_spare_column && prog > col))
			return -1;
		return lp;
	}
	for (i = 0; i < r->pieces; i++)
		if (p->prog[pl][i] >= 0 && p->prog[pl][i] < fin &&
		    (best < 0 || p->prog[pl][i] > p->prog[pl][best]))
			best = i;
	return best;
}

void
race_line_done(const struct race_rules *r, struct race_pos *p,
    const struct race_pos *before, const struct race_line_done *L, int kind,
    struct events *ev, struct race_cache *C)
{
	int		 pl = p->to_move, side = p->side[pl], extra = 0, i;
	int		 captured = 0, done, penalty = 0, penalty_moved = 0;
	int		 mover = race_mover(r, p, pl);	/* whose pieces */
	int		 earns;

	if (kind == TK_MOVES && L->after != NULL)
		*p = *L->after;
	for (i = 0; i < L->n; i++)
		captured |= L->m[i].capture;
	p->played[pl] = 1;
	p->ply++;
	if (L->bonus > 0 || L->hbonus > 0)
		ev_add(ev, EV_BONUS_LOST, side, L->bonus * r->bonus +
		    L->hbonus * r->home_bonus);
	extra = earns = race_throw_earns(r, L->th);
	if (r->reward == RR_THROW && captured && !extra)
		extra = RX_CAPTURE;	/* R11: one further throw, never two */
	p->extra = RX_NONE;
	done = !p->rank[mover] && race_side_done(r, p, mover);
	if (done) {
		p->rank[mover] = ++p->nfinished;
		ev_add(ev, EV_FINISHED, p->side[mover], p->rank[mover]);
	}
	if (r->penalty_after > 0) {
		/* The run counts throws that earn a turn by themselves. */
		if (earns) {
			if (++p->run >= r->penalty_after) {
				int lp = penalty_piece(r, p, mover);

				if (!done && lp >= 0) {
					struct event *e = events_add(ev,
					    EV_PENALTY, p->side[mover]);

					if (e != NULL) {
						e->piece = lp;
						e->at = p->prog[mover][lp];
					}
					race_late_leave(r, p, mover, lp);
					p->lap[mover] &= (uint8_t)~(1u << lp);
					p->prog[mover][lp] = -1;
					penalty_moved = 1;
				}
				extra = 0;
				penalty = 1;
				p->run = 0;
			}
		} else
			p->run = 0;
	}
	/*
	 * L's occupancy shows p unless the penalty moved a piece.  Without
	 * blocks and block ages, the usual case, there is nothing to age.
	 */
	if (r->block_pair || r->safe_block || !ages_zero(p))
		age_blocks(r, before, p, mover, kind == TK_MOVES ?
		    L->moved : 0, penalty_moved ? NULL : L->occ, C);
	if (done)
		extra = 0;
	if (race_game_over(r, p)) {
		ev_add(ev, EV_GAME_OVER, side, 0);
		return;
	}
	if (extra) {
		p->extra = (uint8_t)extra;
		ev_add(ev, EV_EXTRA_TURN, side, 0);
		return;
	}
	p->run = 0;
	if (penalty)
		p->extra = RX_PENALTY;
	for (i = 1; i <= p->nplayers; i++) {
		int nx = (pl + i) % p->nplayers;

		if (!p->rank[nx] || race_mover(r, p, nx) != nx) {
			p->to_move = (uint8_t)nx;
			break;
		}
	}
}
