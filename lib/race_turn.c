/*
 * Whole turns: applying a line with its automatic consequences, listing
 * every legal line for a throw, their canonical text, throws, and the end
 * of the game.
 */
#include <stdlib.h>
#include <string.h>

#include "race.h"

#define MAX_CANDS	256

static const struct race_pos *
cpos(const struct position *pos)
{
	return (const struct race_pos *)(const void *)pos;
}

int
race_pass_legal(const struct race_rules *r, const struct race_pos *p)
{
	int	 pl;

	if (!r->pass_voluntary)
		return 0;
	for (pl = 0; pl < p->nplayers; pl++)
		if (!p->played[pl] && !p->rank[pl])
			return 0;
	return 1;
}

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
		if (ages_zero(after))
			return;
		for (pl = 0; pl < after->nplayers; pl++)
			for (i = 0; i < r->pieces; i++)
				after->age[pl][i] = 0;
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
		if (ages_zero(after))
			return;
		for (pl = 0; pl < after->nplayers; pl++)
			for (i = 0; i < r->pieces; i++)
				after->age[pl][i] = 0;
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

/*
 * What finishing a line reads: the moves are played, the position they
 * reach is 'after' (NULL: the pieces stay where they are).  Turns read
 * before hand it over from the turn without a line put together.
 */
struct line_done {
	const struct race_pos	*after;
	const struct throw	*th;
	const struct race_move	*m;
	int			 n;
	uint16_t		 moved;
	int			 bonus, hbonus;
	const struct race_occ	*occ;	/* after's occupancy, or NULL */
};

/*
 * Finishes a line in p, which holds before, the position the line
 * started from: before is a copy of it elsewhere (a read turn has one),
 * which age_blocks() reads once p has changed.
 */
static void
line_end(const struct race_rules *r, struct race_pos *p,
    const struct race_pos *before, const struct line_done *L, int kind,
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

void
race_line_end(const struct race_rules *r, struct race_pos *p,
    const struct race_line *L, int kind, struct events *ev,
    struct race_cache *C)
{
	struct line_done	 d;
	struct race_pos		 before = *p;

	d.after = &L->p;
	d.th = &L->th;
	d.m = L->m;
	d.n = L->n;
	d.moved = L->moved;
	d.bonus = L->bonus;
	d.hbonus = L->hbonus;
	d.occ = race_line_occ(L);
	line_end(r, p, &before, &d, kind, ev, C);
}

static int
turn_of(const struct race_rules *r, const struct race_line *L, int kind,
    struct race_turn *t)
{
	(void)r;
	memset(t, 0, sizeof *t);
	t->player = (int8_t)L->p.to_move;	/* who threw: not always
						 * whose pieces moved */
	t->kind = (uint8_t)kind;
	t->th = L->th;
	t->n = (uint8_t)L->n;
	memcpy(t->m, L->m, (size_t)L->n * sizeof t->m[0]);
	return 0;
}

/*
 * A turn's moves played again, with their events or on a position other
 * than the one they were read in.  Apart from turn_apply(), whose usual
 * path then needs none of this one's large frame.
 */
#ifdef __GNUC__
__attribute__((noinline))
#endif
static void
turn_replay(const struct race_rules *r, struct race_cache *C,
    struct race_pos *p, const struct race_turn *t, struct events *ev,
    int known)
{
	struct race_line	 L;
	struct race_occ		 occ;
	int			 i, after;

	race_line_start(r, &L, p, &t->th);
	/*
	 * Played again for the events only, the read's moves leave the
	 * cache where the read left it, at their end: an occupancy built
	 * again for the next turn was a twentieth of convert's time.
	 */
	after = known && race_cache_fits(C, r, &t->after);
	/* With blocks, age_blocks() needs it at the end anyway, and the
	 * events ask it of every move. */
	if (C == NULL || after)
		race_line_attach(r, &L, &occ, r->block_pair || r->safe_block);
	else {
		race_line_attach_cache(r, &L, C);
		if (race_line_occ(&L) == NULL &&
		    (r->block_pair || r->safe_block)) {
			race_occ_build(r, &L.p, &C->occ);
			C->occ.id = L.occ_id;
		}
	}
	for (i = 0; i < t->n; i++)
		race_line_play_ev(r, &L, &t->m[i], ev, known);
	if (after) {
		L.occ = &C->occ;
		L.occ_id = C->occ.id;
	} else if (C != NULL)
		race_cache_keep(r, C, &L);
	race_line_end(r, p, &L, t->kind, ev, C);
}

/* With the game's cache C, or NULL. */
static void
turn_apply(const struct race_rules *r, struct race_cache *C,
    struct race_pos *p, const struct race_turn *t, struct events *ev)
{
	struct line_done	 d;
	struct race_pos		 before;
	int			 known;

	if (ev != NULL)
		ev->n = 0;
	known = t->cached && memcmp(&t->before, p, sizeof *p) == 0;
	if ((ev != NULL || !known) && t->kind == TK_MOVES) {
		turn_replay(r, C, p, t, ev, known);
		return;
	}
	/*
	 * race_turn_read() played the moves, or there are none: only the
	 * end is left, and it reads the position, throw, moves, moved pieces
	 * and bonuses of the turn (no occupancy: age_blocks() takes the
	 * cache's if it shows the position, else builds it).  A line without
	 * moves ends with its own events, so these need no line either.
	 */
	d.after = t->kind == TK_MOVES ? &t->after : NULL;
	d.th = &t->th;
	d.m = t->m;
	d.n = t->n;
	d.moved = t->moved;
	d.bonus = t->bonus;
	d.hbonus = t->hbonus;
	d.occ = NULL;
	if (!known)
		before = *p;
	line_end(r, p, known ? &t->before : &before, &d, t->kind, ev, C);
}

void
race_turn_apply(const void *rp, struct position *pos, const struct turn *tp,
    struct events *ev)
{
	turn_apply(rp, NULL, (struct race_pos *)(void *)pos,
	    (const struct race_turn *)(const void *)tp, ev);
}

void
race_turn_apply_cached(const void *rp, struct engine_cache *ec,
    struct position *pos, const struct turn *tp, struct events *ev)
{
	turn_apply(rp, (struct race_cache *)(void *)ec,
	    (struct race_pos *)(void *)pos,
	    (const struct race_turn *)(const void *)tp, ev);
}

/*
 * Lines are listed once per resulting play (issue 14): the same position
 * at the end of the line, which orders of the same moves mostly reach.
 * The piece moved last is part of it only where the doubles penalty reads
 * it (R17).
 */
static int
same_result(const struct race_rules *r, const struct race_pos *a,
    const struct race_pos *b)
{
	if (memcmp(a->prog, b->prog, sizeof a->prog) != 0 ||
	    memcmp(a->age, b->age, sizeof a->age) != 0 ||
	    memcmp(a->entered, b->entered, sizeof a->entered) != 0 ||
	    memcmp(a->late, b->late, sizeof a->late) != 0 ||
	    memcmp(a->lap, b->lap, sizeof a->lap) != 0)
		return 0;
	if (r->penalty_after > 0 && r->penalty_sends == RP_LAST &&
	    memcmp(a->last, b->last, sizeof a->last) != 0)
		return 0;
	return 1;
}

static uint32_t
result_hash(const struct race_rules *r, const struct race_pos *p)
{
	uint32_t	 h = 2166136261u;
	size_t		 i;
	const uint8_t	*b = (const uint8_t *)p->prog;

	for (i = 0; i < sizeof p->prog; i++)
		h = (h ^ b[i]) * 16777619u;
	if (r->penalty_after > 0 && r->penalty_sends == RP_LAST)
		for (i = 0; i < sizeof p->last; i++)
			h = (h ^ (uint8_t)p->last[i]) * 16777619u;
	return h;
}

struct collect {
	const struct race_rules	*r;
	const struct race_line	*start;
	struct race_lsum	*sum;
	struct turnlist		*out;
	size_t			 first;
	/* Plays already listed, by result: four-move doubles give thousands
	 * of orders. */
	size_t			*slot;		/* index + 1, or 0 */
	size_t			 nslot, used;
	struct race_pos		*res;		/* result of each listed line */
	size_t			 nres, cap;
	/*
	 * Partial lines already walked, by state: another order of the same
	 * moves that reaches a state walked before has no play to add.
	 */
	struct lstate		*seen;
	size_t			 nseen, seen_cap;	/* cap: a power of 2 */
};

/* What decides how a partial line may go on and where it can end. */
struct lstate {
	struct race_pos	 p;
	int		 bonus, hbonus, must_piece;
	uint16_t	 frozen, moved;
	uint8_t		 used, thrown_used, must_dice, forfeit;
	uint8_t		 full;			/* the slot is taken */
};

static void
lstate_of(const struct race_rules *r, const struct race_line *L,
    struct lstate *k)
{
	memset(k, 0, sizeof *k);
	k->p = L->p;
	/* The piece moved last matters only to the penalty (see
	 * same_result()). */
	if (!(r->penalty_after > 0 && r->penalty_sends == RP_LAST))
		memset(k->p.last, 0, sizeof k->p.last);
	k->bonus = L->bonus;
	k->hbonus = L->hbonus;
	k->must_piece = L->must_piece;
	k->frozen = L->frozen;
	k->moved = L->moved;
	k->used = L->used;
	k->thrown_used = L->thrown_used;
	k->must_dice = L->must_piece >= 0 ? L->must_dice : 0;
	k->forfeit = L->forfeit;
	k->full = 1;
}

/* Hashes the parts that tell partial lines apart most often. */
static uint32_t
lstate_hash(const struct lstate *k)
{
	const uint8_t	*b = (const uint8_t *)k->p.prog;
	uint32_t	 h = 2166136261u;
	size_t		 i;

	for (i = 0; i < sizeof k->p.prog; i++)
		h = (h ^ b[i]) * 16777619u;
	h = (h ^ k->used) * 16777619u;
	h = (h ^ (uint32_t)k->bonus) * 16777619u;
	return (h ^ k->moved) * 16777619u;
}

/* Whether L's state was walked before; records it if not. */
static int
seen_before(struct collect *c, const struct race_line *L)
{
	struct lstate	 k;
	size_t		 i, mask;

	if (c->nseen * 2 >= c->seen_cap) {
		struct lstate	*old = c->seen;
		size_t		 n = c->seen_cap;

		c->seen_cap = n ? n * 2 : 256;
		c->seen = xcalloc(c->seen_cap, sizeof *c->seen);
		mask = c->seen_cap - 1;
		for (i = 0; i < n; i++) {
			size_t j;

			if (!old[i].full)
				continue;
			for (j = lstate_hash(&old[i]) & mask; c->seen[j].full;
			    j = (j + 1) & mask)
				;
			c->seen[j] = old[i];
		}
		free(old);
	}
	lstate_of(c->r, L, &k);
	mask = c->seen_cap - 1;
	for (i = lstate_hash(&k) & mask; c->seen[i].full; i = (i + 1) & mask)
		if (memcmp(&c->seen[i], &k, sizeof k) == 0)
			return 1;
	c->seen[i] = k;
	c->nseen++;
	return 0;
}

/* Adds t, which ends in position e, unless a play with its result is
 * listed already. */
static void
collect_push(struct collect *c, const struct race_turn *t,
    const struct race_pos *e)
{
	size_t	 i, k, mask;

	if (c->used * 2 >= c->nslot) {
		size_t	*old = c->slot, n = c->nslot;

		c->nslot = n ? n * 2 : 256;
		c->slot = xcalloc(c->nslot, sizeof *c->slot);
		c->used = 0;
		mask = c->nslot - 1;
		for (i = 0; i < n; i++)
			if (old[i]) {
				for (k = result_hash(c->r, &c->res[old[i] - 1]) &
				    mask; c->slot[k]; k = (k + 1) & mask)
					;
				c->slot[k] = old[i];
				c->used++;
			}
		free(old);
	}
	mask = c->nslot - 1;
	for (k = result_hash(c->r, e) & mask; c->slot[k]; k = (k + 1) & mask)
		if (same_result(c->r, &c->res[c->slot[k] - 1], e))
			return;
	if (c->nres == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 64;
		c->res = xreallocarray(c->res, c->cap, sizeof *c->res);
	}
	c->res[c->nres++] = *e;
	memcpy(turnlist_push(c->out), t, sizeof *t);
	c->slot[k] = c->nres;
	c->used++;
}

static void
collect(struct collect *c, const struct race_line *L)
{
	struct race_move	 m[MAX_CANDS];
	struct race_line	 next;
	struct race_turn	 t;
	int			 n, i;

	n = race_line_moves(c->r, L, m, MAX_CANDS);
	if (n == 0) {
		if (L->n == 0 ||
		    race_line_verdict(c->r, c->start, L, c->sum) != LC_OK)
			return;
		turn_of(c->r, L, TK_MOVES, &t);
		collect_push(c, &t, &L->p);
		return;
	}
	for (i = 0; i < n; i++) {
		race_line_copy(&next, L);
		race_line_play(c->r, &next, &m[i]);
		if (!seen_before(c, &next))
			collect(c, &next);
	}
}

/* Whether some complete line of moves is legal (not "-"). */
static int
exists(const struct race_rules *r, const struct race_line *s,
    const struct race_line *L, struct race_lsum *sum)
{
	struct race_move	 m[MAX_CANDS];
	struct race_line	 next;
	int			 n, i;

	n = race_line_moves(r, L, m, MAX_CANDS);
	if (n == 0)
		return L->n > 0 && race_line_verdict(r, s, L, sum) == LC_OK;
	for (i = 0; i < n; i++) {
		race_line_copy(&next, L);
		race_line_play(r, &next, &m[i]);
		if (exists(r, s, &next, sum))
			return 1;
	}
	return 0;
}

int
race_has_play(const struct race_rules *r, const struct race_line *start,
    struct race_lsum *sum)
{
	return exists(r, start, start, sum);
}

int
race_turns_legal(const void *rp, const struct position *pos,
    const struct throw *th, struct turnlist *out)
{
	const struct race_rules	*r = rp;
	const struct race_pos	*p = cpos(pos);
	struct race_line	 L;
	struct race_occ		 occ;
	struct race_lsum	 sum;
	struct race_turn	 t;
	struct collect		 c;

	if (race_game_over(r, p))
		return -1;
	race_line_start(r, &L, p, th);
	race_line_attach(r, &L, &occ, 0);
	race_line_summary(r, &L, &sum);
	c.r = r;
	c.start = &L;
	c.sum = &sum;
	c.out = out;
	c.first = out->n;
	c.slot = NULL;
	c.nslot = c.used = 0;
	c.res = NULL;
	c.nres = c.cap = 0;
	c.seen = NULL;
	c.nseen = c.seen_cap = 0;
	collect(&c, &L);
	free(c.slot);
	free(c.res);
	free(c.seen);
	/*
	 * Where no move exists, '-' and 'pass' are one play (R18, issue 14):
	 * it is listed once, as '-'; 'pass' only beside legal moves.
	 */
	if (out->n == c.first) {
		turn_of(r, &L, TK_NONE, &t);
		t.n = 0;
		memcpy(turnlist_push(out), &t, sizeof t);
	} else if (race_pass_legal(r, p)) {
		turn_of(r, &L, TK_PASS, &t);
		t.n = 0;
		memcpy(turnlist_push(out), &t, sizeof t);
	}
	return 0;
}

/*
 * Whether a pass in p on throw th stands beside a legal play (R18).  One
 * move is enough: a first move always ends in some complete play, and
 * the rules that judge whole plays (C11, R14) only choose among them --
 * the play that enters, or breaks the most old blocks, always passes --
 * so a legal play exists exactly when a move does.  Searching for a
 * whole play was a fifth of convert's time on pachisi-modern.
 */
static int
pass_has_play(const struct race_rules *r, const struct race_pos *p,
    const struct throw *th)
{
	struct race_line	 L;
	struct race_occ		 occ;

	race_line_start(r, &L, p, th);
	race_line_attach(r, &L, &occ, 0);
	return race_line_any(r, &L);
}

void
race_move_text(const struct race_rules *r, int bs, const struct race_move *m,
    int mark, struct buf *o)
{
	if (m->kind == MK_BONUS)
		buf_printf(o, "+%d ", m->amt);
	race_square_text(r, bs, m->from, o);
	buf_addc(o, '/');
	race_square_text(r, bs, m->to, o);
	if (mark && m->capture)
		buf_addc(o, '*');
	if (m->piece3 >= 0)
		buf_adds(o, "(3)");
	else if (m->piece2 >= 0)
		buf_adds(o, "(2)");
}

/* v in decimal at q, as "%d" writes it. */
static char *
put_int(char *q, int v)
{
	char		 t[16], *e = t + sizeof t, *d = e;
	unsigned	 u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	do
		*--d = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--d = '-';
	while (d < e)
		*q++ = *d++;
	return q;
}

/* A square's text at q, from the table where it has one. */
static char *
put_square(const struct race_rules *r, int bs, int prog, struct buf *o,
    char *q)
{
	const char	*t;

	if (r->have_sqtab && prog >= -1 && prog < RACE_MAX_PROG - 1 &&
	    (t = r->sqtext[bs][prog + 1])[7] != 0) {
		memcpy(q, t, 8);
		return q + t[7];
	}
	buf_setlen(o, (size_t)(q - o->s));
	race_square_text(r, bs, prog, o);
	return buf_room(o, 64);
}

/*
 * Written in place, a move's room at a time: convert writes every turn,
 * and appends one at a time were half of this.  The same text as
 * race_move_text() with marks.
 */
void
race_turn_format(const void *rp, const struct position *pos,
    const struct turn *tp, struct buf *o)
{
	const struct race_rules	*r = rp;
	const struct race_pos	*p = cpos(pos);
	const struct race_turn	*t = (const struct race_turn *)(const void *)tp;
	const struct race_move	*m;
	const char		*name = r->side_name[p->side[t->player]];
	size_t			 len = strlen(name);
	char			*q;
	int			 i;
	int			 bs = race_bside(r, p, race_mover(r, p, t->player));

	q = buf_room(o, len + 16 * (sizeof t->th.v / sizeof t->th.v[0]) + 64);
	memcpy(q, name, len);
	q += len;
	*q++ = ' ';
	for (i = 0; i < t->th.n; i++) {
		if (i)
			*q++ = '-';
		q = put_int(q, t->th.v[i]);
	}
	*q++ = ':';
	*q++ = ' ';
	if (t->kind == TK_NONE || (t->kind == TK_PASS_ANY &&
	    !pass_has_play(r, p, &t->th)))
		*q++ = '-';
	else if (t->kind == TK_PASS || t->kind == TK_PASS_ANY) {
		memcpy(q, "pass", 4);
		q += 4;
	}
	for (i = 0; t->kind == TK_MOVES && i < t->n; i++) {
		m = &t->m[i];
		buf_setlen(o, (size_t)(q - o->s));
		/* "+NNN base/home*(3)" and a blank fit. */
		q = buf_room(o, 64);
		if (i)
			*q++ = ' ';
		if (m->kind == MK_BONUS) {
			*q++ = '+';
			q = put_int(q, m->amt);
			*q++ = ' ';
		}
		q = put_square(r, bs, m->from, o, q);
		*q++ = '/';
		q = put_square(r, bs, m->to, o, q);
		if (m->capture)
			*q++ = '*';
		if (m->piece3 >= 0) {
			memcpy(q, "(3)", 3);
			q += 3;
		} else if (m->piece2 >= 0) {
			memcpy(q, "(2)", 3);
			q += 3;
		}
	}
	buf_setlen(o, (size_t)(q - o->s));
}

int
race_throw_parse(const void *rp, const char *s, size_t len, struct throw *t)
{
	const struct race_rules	*r = rp;
	size_t			 i = 0;
	long			 v;

	memset(t, 0, sizeof *t);
	/* The usual throw: dice of one digit each, joined by '-'. */
	if (r->throw_kind == RT_DICE && r->dice > 0 &&
	    len == (size_t)r->dice * 2 - 1) {
		for (i = 0; i < len; i += 2) {
			if ((unsigned)(s[i] - '0') > 9 ||
			    (i + 1 < len && s[i + 1] != '-'))
				break;
			t->v[i / 2] = s[i] - '0';
		}
		if (i >= len) {
			t->n = r->dice;
			goto faces;
		}
		memset(t, 0, sizeof *t);
		i = 0;
	}
	for (;;) {
		v = 0;
		if (i == len || s[i] < '0' || s[i] > '9')
			return -1;
		while (i < len && s[i] >= '0' && s[i] <= '9' && v < 1000)
			v = v * 10 + (s[i++] - '0');
		if (t->n == (r->throw_kind == RT_DICE ? r->dice : 1))
			return -1;
		t->v[t->n++] = (int)v;
		if (i == len)
			break;
		if (s[i++] != '-')
			return -1;
	}
	if (r->throw_kind == RT_COWRIES)
		return race_in_list(r->points, r->npoints, t->v[0]) ? 0 : -1;
	if (t->n != r->dice)
		return -1;
faces:
	for (i = 0; i < (size_t)t->n; i++)
		if (!race_in_list(r->faces, r->nfaces, t->v[i]))
			return -1;
	return 0;
}

void
race_throw_format(const void *rp, const struct throw *t, struct buf *o)
{
	int	 i;

	(void)rp;
	for (i = 0; i < t->n; i++) {
		if (i)
			buf_addc(o, '-');
		buf_add_int(o, t->v[i]);
	}
}

void
race_throw_random(const void *rp, const struct position *pos, struct rng *g,
    struct throw *t)
{
	const struct race_rules	*r = rp;
	int			 i, up = 0;

	(void)pos;
	memset(t, 0, sizeof *t);
	if (r->throw_kind == RT_COWRIES) {
		/* Even chances draw as they always have, so a seed's games
		 * stay the same. */
		for (i = 0; i < r->shells; i++)
			up += r->counted_p == 0.5 ? (int)rng_below(g, 2) :
			    (rng_next(g) >> 11) < r->counted_cut;
		t->n = 1;
		t->v[0] = r->points[up];
		return;
	}
	t->n = r->dice;
	for (i = 0; i < r->dice; i++)
		t->v[i] = r->faces[rng_below(g, (uint32_t)r->nfaces)];
}

/* What race_throw_random draws from: it is the model by construction. */
void
race_throw_model(const void *rp, struct throw_model *m)
{
	const struct race_rules	*r = rp;
	int			 i;

	memset(m, 0, sizeof *m);
	if (r->throw_kind == RT_COWRIES) {
		m->kind = TM_COWRIES;
		m->shells = r->shells;
		m->p_up = r->counted_p;
		for (i = 0; i < r->npoints && i < THROW_MODEL_MAX; i++)
			m->points[i] = r->points[i];
		return;
	}
	m->kind = TM_DICE;
	m->dice = r->dice;
	for (i = 0; i < r->nfaces && i < THROW_MODEL_MAX; i++)
		m->faces[m->nfaces++] = r->faces[i];
}

/* Every throw the variant can produce, for the stall test. */
static int
all_throws(const struct race_rules *r, struct throw *v, int max)
{
	int	 n = 0, a, b, c, nd = r->dice, nf = r->nfaces;

	if (r->throw_kind == RT_COWRIES) {
		for (a = 0; a < r->npoints && n < max; a++) {
			v[n].n = 1;
			v[n++].v[0] = r->points[a];
		}
		return n;
	}
	for (a = 0; a < nf; a++)
		for (b = 0; b < (nd > 1 ? nf : 1); b++)
			for (c = 0; c < (nd > 2 ? nf : 1) && n < max; c++) {
				memset(&v[n], 0, sizeof v[n]);
				v[n].n = nd;
				v[n].v[0] = r->faces[a];
				if (nd > 1)
					v[n].v[1] = r->faces[b];
				if (nd > 2)
					v[n].v[2] = r->faces[c];
				n++;
			}
	return n;
}

enum game_state
race_state(const void *rp, const struct position *pos)
{
	const struct race_rules	*r = rp;
	const struct race_pos	*p = cpos(pos);
	struct race_pos		 q;
	struct throw		 th[RACE_MAX_LIST * RACE_MAX_LIST * 4];
	int			 n, i, pl;

	if (race_game_over(r, p))
		return GAME_OVER;
	n = all_throws(r, th, (int)(sizeof th / sizeof th[0]));
	q = *p;
	for (pl = 0; pl < p->nplayers; pl++) {
		if (p->rank[pl])
			continue;
		q.to_move = (uint8_t)pl;
		for (i = 0; i < n; i++)
			if (race_any_move(r, &q, &th[i]))
				return GAME_ON;
	}
	return GAME_STALLED;
}

void
race_result(const void *rp, const struct position *pos, struct buf *o)
{
	const struct race_rules	*r = rp;
	const struct race_pos	*p = cpos(pos);
	int			 k, pl, any = 0;

	if (race_state(rp, pos) != GAME_OVER) {
		buf_addc(o, '*');
		return;
	}
	for (k = 1; k <= p->nfinished; k++)
		for (pl = 0; pl < p->nplayers; pl++)
			if (p->rank[pl] == k) {
				buf_printf(o, "%s%s", any ? " " : "",
				    r->side_name[p->side[pl]]);
				any = 1;
				if (r->teams && !r->play_on) {
					int part = r->board.partner[
					    race_bside(r, p, pl)], q;

					for (q = 0; q < p->nplayers; q++)
						if (q != pl && race_bside(r, p,
						    q) == part)
							buf_printf(o, " %s",
							    r->side_name[
							    p->side[q]]);
				}
				if (!r->play_on)
					return;
			}
	for (pl = 0; pl < p->nplayers; pl++)
		if (!p->rank[pl])
			buf_printf(o, " %s", r->side_name[p->side[pl]]);
}

void
race_event_format(const void *rp, const struct event *e, struct buf *o)
{
	const struct race_rules	*r = rp;
	const char *s = race_side_name(rp, e->side);

	/* CSV writes every event: no printf.  This one names no side. */
	if (e->kind == EV_GAME_OVER) {
		buf_adds(o, "the game is over");
		return;
	}
	buf_adds(o, s);
	switch (e->kind) {
	case EV_ENTER:
		buf_adds(o, " enters a piece");
		break;
	case EV_MOVE:
		buf_adds(o, " moves");
		break;
	case EV_CAPTURE:
		buf_adds(o, " captures ");
		buf_adds(o, race_side_name(rp, e->other));
		buf_adds(o, " on ");
		buf_add_int(o, race_sq(r, r->side_board[e->other], e->at));
		break;
	case EV_BONUS:
		buf_adds(o, " earns ");
		buf_add_int(o, e->points);
		buf_adds(o, " bonus points");
		break;
	case EV_BONUS_LOST:
		buf_adds(o, " loses ");
		buf_add_int(o, e->points);
		buf_adds(o, " bonus points");
		break;
	case EV_BLOCK_FORMED:
		buf_adds(o, " forms a block on ");
		buf_add_int(o, race_sq(r, r->side_board[e->side], e->at));
		break;
	case EV_EXTRA_TURN:
		buf_adds(o, " has another turn");
		break;
	case EV_PENALTY:
		buf_adds(o, ": third double, the piece on ");
		buf_add_int(o, race_sq(r, r->side_board[e->side], e->at));
		buf_adds(o, " goes back");
		break;
	case EV_HOME:
		buf_adds(o, " brings a piece home");
		break;
	case EV_FINISHED:
		buf_adds(o, " finishes, rank ");
		buf_add_int(o, e->rank);
		break;
	default:
		buf_adds(o, ": event ");
		buf_add_int(o, (int)e->kind);
		break;
	}
}

void
race_place_format(const void *rp, int side, int place, struct buf *o)
{
	const struct race_rules	*r = rp;

	race_square_text(r, r->side_board[side], place, o);
}
