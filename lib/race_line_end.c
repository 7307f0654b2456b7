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
 * looking at, and only the squares they touched.
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
 * Whether a row of ages is all 0, one word at a time: ages past
 * r->pieces are never set, so they are 0 too.
 */
static inline int
row_zero(const uint8_t *age)
{
	uint32_t	 a;
	uint16_t	 b;

	_Static_assert(RACE_MAX_PIECES == 6, "row_zero");
	memcpy(&a, age, 4);
	memcpy(&b, age + 4, 2);
	return (a | b) == 0;
}

/*
 * The squares where a block cannot have been kept, as bits (tb, square 0
 * and below on bit 0, never a block's): where a piece arrived or that one
 * left, and where the mover moved a piece that came back to the same
 * square.  Only the sides whose pieces changed or moved are looked at;
 * their pieces each without a branch, since which of them changed is a
 * guess a processor gets wrong.  row[-1], the base, is square -1.
 */
static void
touched(const struct race_rules *r, const struct race_pos *before,
    const struct race_pos *after, int mover, uint16_t moved, uint64_t *tb)
{
	int		 q, k, a, b, bs;
	unsigned	 f;
	const int16_t	*row;

	memset(tb, 0, RACE_OCC_WORDS * sizeof tb[0]);
	for (q = 0; q < after->nplayers; q++) {
		/* Most sides had no piece moved or taken. */
		if (q != mover && memcmp(before->prog[q], after->prog[q],
		    sizeof after->prog[q]) == 0)
			continue;
		bs = race_bside(r, after, q);
		row = race_sq_row(r, bs);
		for (k = 0; k < r->pieces; k++) {
			a = after->prog[q][k];
			b = before->prog[q][k];
			a = row != NULL ? row[a] : race_sq(r, bs, a);
			b = row != NULL ? row[b] : race_sq(r, bs, b);
			/* A piece that kept its progress kept its square. */
			f = (unsigned)(a != b) |
			    (q == mover && ((moved >> k) & 1));
			a = a > 0 ? a : 0;
			b = b > 0 ? b : 0;
			tb[a >> 6] |= (uint64_t)f << (a & 63);
			tb[b >> 6] |= (uint64_t)f << (b & 63);
		}
	}
}

/*
 * race_occ_in_block() for pl on a square holding cell, where some square
 * is shared, without its call but for two sides on a safe square
 * (safe_share.block).
 */
static inline int
occ_in_block(const struct race_rules *r, const struct race_pos *p,
    uint32_t cell, int sq, int pl)
{
	/* No piece, or one alone: never a block. */
	if (race_occ_few(cell))
		return 0;
	if (r->block_pair && race_occ_count(cell, pl) >= 2)
		return 1;	/* pl's pair */
	if (!r->safe_block || sq > r->board.loop || !r->safe[sq])
		return 0;
	return race_occ_in_block(r, p, cell, sq, pl);
}

/* after's occupancy: occ, the cache's, or one built (in oa, or the cache). */
static const struct race_occ *
after_occ(const struct race_rules *r, const struct race_pos *after,
    const struct race_occ *occ, struct race_cache *C, struct race_occ *oa)
{
	if (occ != NULL)
		return occ;
	if (race_cache_fits(C, r, after))
		return &C->occ;
	if (C != NULL) {
		race_occ_build(r, after, &C->occ);
		race_cache_set(C, r, after);
		return &C->occ;
	}
	race_occ_build(r, after, oa);
	return oa;
}

/*
 * The ages of a position whose occupancy occ has a shared square: a
 * piece's age is 0 unless it is in a block kept (and then its owner's
 * grows).  Apart from age_blocks(): most lines share no square.
 */
#ifdef __GNUC__
__attribute__((noinline))
#endif
static void
age_kept(const struct race_rules *r, const struct race_pos *before,
    struct race_pos *after, int mover, uint16_t moved,
    const struct race_occ *occ)
{
	uint64_t	 tb[RACE_OCC_WORDS];
	int16_t		 sqs[RACE_MAX_PIECES];
	int		 pl, i, bs, prog, sq, have_tb = 0;
	unsigned	 keep, maybe, m;

	_Static_assert(RACE_MAX_PLAYERS <= 6, "occ_in_block");
	for (pl = 0; pl < after->nplayers; pl++) {
		const int16_t	*row;
		uint8_t		*age = after->age[pl];
		uint32_t	 cell;

		/*
		 * Another side's age 0 stays 0 whatever happened around it:
		 * only its blocks kept unchanged keep an age, and they do not
		 * grow.  Most sides have no block.
		 */
		if (pl != mover && row_zero(age))
			continue;
		bs = race_bside(r, after, pl);
		row = race_sq_row(r, bs);
		/*
		 * Pieces on the board that did not move and share their
		 * square, found without a branch on each: in the base,
		 * moved, taken or alone, age 0.  A kept piece stands on its
		 * square, so the occupancy's cell there is valid.
		 */
		keep = maybe = 0;
		for (i = 0; i < r->pieces; i++) {
			prog = after->prog[pl][i];
			sq = row != NULL ? row[prog] : race_sq(r, bs, prog);
			sqs[i] = (int16_t)sq;
			keep |= ((unsigned)(prog >= 0) &
			    (unsigned)(before->prog[pl][i] == prog)) << i;
			cell = occ->cell[sq > 0 ? sq : 0];
			maybe |= (unsigned)!race_occ_few(cell) << i;
		}
		if (pl == mover)
			keep &= ~(unsigned)moved;
		keep &= maybe;
		/* The rare piece that may be in a block kept: asked in full. */
		for (m = keep; m != 0; m &= m - 1) {
			i = __builtin_ctz(m);
			sq = sqs[i];
			if (sq <= 0 || !occ_in_block(r, after,
			    race_occ_cell(occ, sq), sq, pl)) {
				keep &= ~(1u << i);
				continue;
			}
			if (!have_tb) {
				touched(r, before, after, mover, moved, tb);
				have_tb = 1;
			}
			if ((tb[sq >> 6] >> (sq & 63)) & 1)
				keep &= ~(1u << i);
		}
		for (i = 0; i < r->pieces; i++) {
			unsigned a = age[i];

			if (pl == mover)
				a += a < 255;
			age[i] = (uint8_t)(a & (0u - ((keep >> i) & 1)));
		}
	}
}

/* With blocks (r->blocks): without, no piece ever has an age. */
static inline void
age_blocks(const struct race_rules *r, const struct race_pos *before,
    struct race_pos *after, int mover, uint16_t moved,
    const struct race_occ *occ, struct race_cache *C)
{
	struct race_occ	 oa;

	occ = after_occ(r, after, occ, C, &oa);
	if (occ->shared == 0)
		ages_clear(r, after);	/* no square shared: no block */
	else
		age_kept(r, before, after, mover, moved, occ);
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

/*
 * race_side_done() without its call: once a side's first piece is home
 * it was asked every turn of the side's.
 */
static inline int
side_done(const struct race_rules *r, const struct race_pos *p, int pl)
{
	int		 i, fin = race_final(r, race_bside(r, p, pl));
	unsigned	 all = 1;

	/* Every piece looked at: which one is not home is hard to guess. */
	for (i = 0; i < r->pieces; i++)
		all &= (unsigned)(p->prog[pl][i] == fin);
	return (int)all;
}

/*
 * race_line_done(), inline in it and in race_turn_done(), where the
 * line's parts are the turn's own and need not be gathered first.
 */
#ifdef __GNUC__
__attribute__((always_inline))
#endif
static inline void
line_done(const struct race_rules *r, struct race_pos *p,
    const struct race_pos *before, const struct race_line_done *L, int kind,
    struct events *ev, struct race_cache *C)
{
	int		 pl = p->to_move, side = p->side[pl], extra = 0, i;
	int		 done, penalty = 0, penalty_moved = 0;
	int		 mover = race_mover(r, p, pl);	/* whose pieces */
	int		 earns;

	if (kind == TK_MOVES && L->after != NULL)
		*p = *L->after;
	p->played[pl] = 1;
	p->ply++;
	if (L->bonus > 0 || L->hbonus > 0)
		ev_add(ev, EV_BONUS_LOST, side, L->bonus * r->bonus +
		    L->hbonus * r->home_bonus);
	extra = earns = race_throw_earns(r, L->th);
	/* R11: a capture's throw, one further throw, never two. */
	for (i = 0; r->reward == RR_THROW && !extra && i < L->n; i++)
		if (L->m[i].capture)
			extra = RX_CAPTURE;
	p->extra = RX_NONE;
	done = !p->rank[mover] && side_done(r, p, mover);
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
	 * blocks no piece has an age (race_pos_parse() allows one only in a
	 * block): there is nothing to age.  Where only rulings are wanted
	 * and no limit reads the ages, they are left as they were.
	 */
	if (r->blocks && (r->block_turns > 0 || !L->rulings_only))
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

void
race_line_done(const struct race_rules *r, struct race_pos *p,
    const struct race_pos *before, const struct race_line_done *L, int kind,
    struct events *ev, struct race_cache *C)
{
	line_done(r, p, before, L, kind, ev, C);
}

/* race_turn_done()'s, with or without rulings_only (a constant). */
#ifdef __GNUC__
__attribute__((always_inline))
#endif
static inline void
turn_done(const struct race_rules *r, struct race_pos *p,
    const struct race_pos *before, const struct race_turn *t,
    struct events *ev, struct race_cache *C, int rulings_only)
{
	struct race_line_done	 d;

	d.after = t->kind == TK_MOVES ? &t->after : NULL;
	d.th = &t->th;
	d.m = t->m;
	d.n = t->n;
	d.moved = t->moved;
	d.bonus = t->bonus;
	d.hbonus = t->hbonus;
	d.occ = NULL;
	d.rulings_only = rulings_only;
	line_done(r, p, before, &d, t->kind, ev, C);
}

void
race_turn_done(const struct race_rules *r, struct race_pos *p,
    const struct race_pos *before, const struct race_turn *t,
    struct events *ev, struct race_cache *C)
{
	turn_done(r, p, before, t, ev, C, 0);
}

void
race_turn_done_rulings(const struct race_rules *r, struct race_pos *p,
    const struct race_pos *before, const struct race_turn *t,
    struct race_cache *C)
{
	turn_done(r, p, before, t, NULL, C, 1);
}
