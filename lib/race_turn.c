/*
 * Whole turns: applying a turn (its line's end is lib/race_line_end.c's)
 * and listing every legal line for a throw, once per resulting play.
 * Their text is lib/race_turn_fmt.c's; throws and the end of the game
 * lib/race_throw.c's.
 */
#include <stdlib.h>
#include <string.h>

#include "race.h"
#include "race_turn_int.h"

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

void
race_line_end(const struct race_rules *r, struct race_pos *p,
    const struct race_line *L, int kind, struct events *ev,
    struct race_cache *C)
{
	struct race_line_done	 d;
	struct race_pos		 before = *p;

	d.after = &L->p;
	d.th = &L->th;
	d.m = L->m;
	d.n = L->n;
	d.moved = L->moved;
	d.bonus = L->bonus;
	d.hbonus = L->hbonus;
	d.occ = race_line_occ(L);
	d.rulings_only = 0;
	race_line_done(r, p, &before, &d, kind, ev, C);
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
 * The occupancy of the position after a turn taken back to the one before
 * it, b: only the pieces the turn moved or took change, so this costs a
 * few of race_occ_build()'s steps instead of one per piece.  Squares as
 * race_play.c keeps them.  Not inlined: turn_replay() without blocks
 * was dearer with it.
 */
#ifdef __GNUC__
__attribute__((noinline))
#endif
static void
occ_take_back(const struct race_rules *r, struct race_occ *o,
    const struct race_pos *b, const struct race_pos *a)
{
	int		 pl, i;

	for (pl = 0; pl < b->nplayers; pl++) {
		int	 bs = race_bside(r, b, pl);

		if (memcmp(a->prog[pl], b->prog[pl], sizeof b->prog[pl]) == 0)
			continue;
		for (i = 0; i < r->pieces; i++) {
			if (a->prog[pl][i] == b->prog[pl][i])
				continue;
			/* Home and the base are no squares. */
			if (a->prog[pl][i] >= 0)
				race_occ_del(o, race_sq(r, bs, a->prog[pl][i]),
				    pl);
			if (b->prog[pl][i] >= 0)
				race_occ_put(o, race_sq(r, bs, b->prog[pl][i]),
				    pl);
		}
	}
}

/*
 * A turn's moves played again: on a position other than the one they
 * were read in, or for the events of S14's captures on entry (the rest
 * moves_events() finds without playing).  Apart from turn_apply(), whose
 * usual path then needs none of this one's large frame.
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
	 * Played again for the events only, the read's moves left the cache
	 * at their end, where an occupancy built again for the next turn
	 * was a twentieth of convert's time.  With blocks, age_blocks()
	 * needs one at the end anyway and the events ask it of every move:
	 * the cache's is taken back to the turn's start, the moves bring it
	 * there again.  Without, the moves need none (keeping one up to
	 * date costs them more).
	 */
	after = known && race_cache_fits(C, r, &t->after);
	if (after && (r->block_pair || r->safe_block)) {
		occ_take_back(r, &C->occ, p, &t->after);
		race_cache_set(C, r, p);
		after = 0;
	}
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

/*
 * memcmp(a, b, sizeof *a) == 0 for two positions, inline: a call to
 * memcmp() was a tenth of applying a read turn.
 */
static inline int
same_pos(const struct race_pos *a, const struct race_pos *b)
{
	const unsigned char	*x = (const void *)a, *y = (const void *)b;
	uint64_t		 u, v, d = 0;
	size_t			 i;

	_Static_assert(sizeof *a % 8 == 0, "same_pos");
	for (i = 0; i < sizeof *a; i += 8) {
		memcpy(&u, x + i, 8);
		memcpy(&v, y + i, 8);
		d |= u ^ v;
	}
	return d == 0;
}

/*
 * occ_take_back() for a read turn whose events are wanted: the pieces
 * that changed are the mover's it moved and those its captures took.
 */
static void
moves_take_back(const struct race_rules *r, struct race_occ *o,
    const struct race_turn *t, int pl, int bs)
{
	const struct race_pos	*b = &t->before, *a = &t->after;
	unsigned		 moved = t->moved;
	int			 i, n, q;

	for (n = 0; n < t->n; n++)
		if (t->m[n].capture)
			break;
	if (n < t->n) {
		occ_take_back(r, o, b, a);
		return;
	}
	for (; moved != 0; moved &= moved - 1) {
		i = __builtin_ctz(moved);
		if ((q = a->prog[pl][i]) >= 0)
			race_occ_del(o, race_sq(r, bs, q), pl);
		if ((q = b->prog[pl][i]) >= 0)
			race_occ_put(o, race_sq(r, bs, q), pl);
	}
}

/*
 * The events of move m of pl's once w shows it played (k pieces, ending
 * on square sq; was_block: pl had a block there before): the move or
 * entry, a block formed, a piece home.  oc shows w, or is NULL.
 */
#ifdef __GNUC__
__attribute__((always_inline))
#endif
static inline void
move_done(const struct race_rules *r, struct race_pos *w,
    const struct race_occ *oc, const struct race_move *m, struct events *ev,
    int pl, int k, int sq, int fin, int was_block)
{
	struct event	*e;
	int		 side = w->side[pl];

	w->prog[pl][m->piece] = m->to;
	if (m->piece2 >= 0)
		w->prog[pl][m->piece2] = m->to;
	if (m->piece3 >= 0)
		w->prog[pl][m->piece3] = m->to;
	if ((e = events_add(ev, m->kind == MK_ENTER ? EV_ENTER :
	    EV_MOVE, side)) != NULL) {
		/* race_ev_pieces()'s, the count known. */
		e->piece = m->piece;
		e->piece2 = m->piece2;
		e->count = k;
		e->from = m->from;
		e->to = m->to;
		if (!(ev->unwanted & EVENTS_NO_SAFE))
			e->safe = race_ends_safe(r, w, oc, pl, m->to, fin);
		if (m->kind == MK_BONUS)
			e->points = m->amt;
	}
	if (!was_block && race_own_block(r, w, oc, sq, pl) &&
	    (e = events_add(ev, EV_BLOCK_FORMED, side)) != NULL)
		e->at = m->to;
	if (m->to == fin) {
		race_ev_pieces(events_add(ev, EV_HOME, side), m);
		if (r->home_bonus > 0 &&
		    (e = events_add(ev, EV_BONUS, side)) != NULL)
			e->points = r->home_bonus;
	}
}

/*
 * moves_events() for a turn of one move that takes nothing, the usual
 * turn, where blocks are asked of an occupancy oc that shows the turn's
 * end: only the square the move ends on is asked of the position before
 * it, and held then what it holds at the end but the pieces the move
 * brought (unless they left that same square, a whole lap: then 0, and
 * the occupancy is taken back and played as for any turn).  oc is
 * neither taken back nor played (that was a third of a turn's events
 * with blocks).
 */
static int
one_move_events(const struct race_rules *r, const struct race_occ *oc,
    const struct race_turn *t, struct events *ev, int pl, int bs, int fin)
{
	const struct race_move	*m = &t->m[0];
	struct race_pos		 w;
	int			 k = m->piece3 >= 0 ? 3 : m->piece2 >= 0 ? 2 : 1;
	int			 sq = race_sq(r, bs, m->to), was_block;
	uint32_t		 cell;

	if (sq <= 0 || sq >= RACE_MAX_SQ || race_sq(r, bs, m->from) == sq ||
	    race_occ_count(race_occ_cell(oc, sq), pl) < k)
		return 0;
	w = t->before;
	/* race_own_block() of the square as it was. */
	cell = race_occ_cell(oc, sq) - ((uint32_t)k << (4 * pl));
	was_block = !race_occ_few(cell) &&
	    race_own_block_slow(r, &w, oc, cell, sq, pl);
	move_done(r, &w, oc, m, ev, pl, k, sq, fin, was_block);
	return 1;
}

/*
 * The events of a read turn's moves (t->kind TK_MOVES, applied to
 * t->before), the ones race_line_play_ev() gives, found without playing
 * the moves again: the read played them, and what the events ask of the
 * position as each move leaves it -- where the pieces stand, who is
 * taken -- is only the pieces' progress, kept up to date here.  Playing
 * them again was a third of convert's time on the dice variants.  0,
 * nothing done, for S14's captures on entry, whose victim hangs on the
 * order of arrival: those turns are played again.
 */
static int
moves_events(const struct race_rules *r, struct race_cache *C,
    const struct race_turn *t, struct events *ev)
{
	const struct race_pos	*b = &t->before;
	const struct race_move	*m;
	struct race_pos		 w;
	struct race_occ		 own, *oc = NULL;
	struct event		*e;
	int			 pl = race_mover(r, b, b->to_move);
	int			 bs = race_bside(r, b, pl), fin = race_final(r, bs);
	int			 side = b->side[pl], blocks, was_block, sq, k;
	int			 n, o, i;

	for (n = 0; r->full_start == FS_LAST && n < t->n; n++)
		if (t->m[n].kind == MK_ENTER && t->m[n].capture)
			return 0;
	blocks = r->block_pair || r->safe_block;
	/*
	 * Blocks ask how many pieces stand on a square: the cache shows the
	 * turn's end, taken back to its start here, and the moves bring it
	 * to the end again.  Immune doubles ask it only of the mover's own
	 * pieces where a move ends, which race_ends_safe() counts from them
	 * more cheaply than the occupancy is kept.
	 */
	if (blocks) {
		if (race_cache_fits(C, r, &t->after)) {
			oc = &C->occ;
			if (t->n == 1 && !t->m[0].capture &&
			    one_move_events(r, oc, t, ev, pl, bs, fin))
				return 1;
			moves_take_back(r, oc, t, pl, bs);
		} else {
			oc = &own;
			race_occ_build(r, b, oc);
		}
	}
	w = *b;
	for (n = 0; n < t->n; n++) {
		m = &t->m[n];
		sq = race_sq(r, bs, m->to);
		k = m->piece3 >= 0 ? 3 : m->piece2 >= 0 ? 2 : 1;
		was_block = !blocks || race_own_block(r, &w, oc, sq, pl);
		/* As play() takes them: every piece of each side taken. */
		for (o = 0; m->capture && o < w.nplayers; o++) {
			if (!race_takes_side(r, &w, pl, o, sq, k,
			    m->kind == MK_ENTER))
				continue;
			for (i = 0; i < r->pieces; i++) {
				int obs = race_bside(r, &w, o);

				if (w.prog[o][i] < 0 ||
				    race_sq(r, obs, w.prog[o][i]) != sq)
					continue;
				if (oc != NULL)
					race_occ_del(oc, sq, o);
				if ((e = events_add(ev, EV_CAPTURE, side)) !=
				    NULL) {
					e->other = w.side[o];
					e->piece = i;
					e->at = w.prog[o][i];
				}
				w.prog[o][i] = -1;
				if (r->capture_returns != RC_START)
					continue;
				w.prog[o][i] = (int8_t)r->start_steps[i];
				if (oc != NULL && w.prog[o][i] >= 0)
					race_occ_put(oc, race_sq(r, obs,
					    w.prog[o][i]), o);
			}
		}
		if (m->capture && r->reward == RR_BONUS &&
		    (e = events_add(ev, EV_BONUS, side)) != NULL)
			e->points = r->bonus;
		if (oc != NULL) {
			if (w.prog[pl][m->piece] >= 0)
				race_occ_del(oc, race_sq(r, bs,
				    w.prog[pl][m->piece]), pl);
			race_occ_put(oc, sq, pl);
			if (m->piece2 >= 0) {
				if (w.prog[pl][m->piece2] >= 0)
					race_occ_del(oc, race_sq(r, bs,
					    w.prog[pl][m->piece2]), pl);
				race_occ_put(oc, sq, pl);
			}
			if (m->piece3 >= 0) {
				race_occ_del(oc, race_sq(r, bs,
				    w.prog[pl][m->piece3]), pl);
				race_occ_put(oc, sq, pl);
			}
		}
		move_done(r, &w, oc, m, ev, pl, k, sq, fin, was_block);
	}
	return 1;
}

/*
 * turn_apply() for a turn that moves nothing, not read on p: apart, so
 * that the usual turn needs no frame for the copy of p.
 */
#ifdef __GNUC__
__attribute__((noinline))
#endif
static void
turn_end_moveless(const struct race_rules *r, struct race_cache *C,
    struct race_pos *p, const struct race_turn *t, struct events *ev)
{
	struct race_pos	 before = *p;

	race_turn_done(r, p, &before, t, ev, C);
}

/*
 * turn_apply() of a turn read on p just now (t->cached, t->before is p):
 * race_turn_read() played the moves, or there are none, so only the end
 * is left, and it reads the position, throw, moves, moved pieces and
 * bonuses of the turn (no occupancy: age_blocks() takes the cache's if it
 * shows the position, else builds it).  A line without moves ends with
 * its own events, so these need no line either.  ev->n is 0 or ev NULL.
 */
static inline void
turn_apply_known(const struct race_rules *r, struct race_cache *C,
    struct race_pos *p, const struct race_turn *t, struct events *ev)
{
	if (t->kind == TK_MOVES && ev != NULL && !moves_events(r, C, t, ev))
		turn_replay(r, C, p, t, ev, 1);
	else
		race_turn_done(r, p, &t->before, t, ev, C);
}

/* With the game's cache C, or NULL. */
static void
turn_apply(const struct race_rules *r, struct race_cache *C,
    struct race_pos *p, const struct race_turn *t, struct events *ev)
{
	if (ev != NULL)
		ev->n = 0;
	if (t->cached && same_pos(&t->before, p))
		turn_apply_known(r, C, p, t, ev);
	else if (t->kind == TK_MOVES)
		turn_replay(r, C, p, t, ev, 0);
	else
		turn_end_moveless(r, C, p, t, ev);
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
 * Read and applied in one: the turn read on p just now was played there,
 * so only its end is left (turn_apply()'s known case), without the copy
 * of p the read kept compared with p again.
 */
int
race_turn_step_cached(const void *rp, struct engine_cache *ec,
    struct position *pos, const struct turn_text *tt, struct turn *out,
    struct events *ev, struct diag_ctx *dc)
{
	if (race_turn_read_cached(rp, ec, pos, tt, out, dc) != 0)
		return -1;
	if (ev != NULL)
		ev->n = 0;
	turn_apply_known(rp, (struct race_cache *)(void *)ec,
	    (struct race_pos *)(void *)pos,
	    (const struct race_turn *)(void *)out, ev);
	return 0;
}

/* The same for the rulings only: what of p no rule reads is left as it
 * was (race_turn_done_rulings()). */
int
race_turn_check_cached(const void *rp, struct engine_cache *ec,
    struct position *pos, const struct turn_text *tt, struct turn *out,
    struct diag_ctx *dc)
{
	const struct race_turn	*t = (const struct race_turn *)(void *)out;

	if (race_turn_read_cached(rp, ec, pos, tt, out, dc) != 0)
		return -1;
	race_turn_done_rulings(rp, (struct race_pos *)(void *)pos,
	    &t->before, t, (struct race_cache *)(void *)ec);
	return 0;
}

/*
 * Lines are listed once per resulting play (issue 14): the same position
 * at the end of the line, which orders of the same moves mostly reach.
 * The piece moved last is part of it only where the doubles penalty reads
 * it (R17).
 *
 * A record names squares, not pieces, so two pieces of a side on one square
 * are the same piece to it: '7/10 7/12' and '7/12 7/10' are one play.  The
 * result is compared with each side's pieces in a canonical order.
 */
struct piece_key {
	int8_t	 prog;
	uint8_t	 age, lap, late, last;
};

static int
piece_key_cmp(const struct piece_key *a, const struct piece_key *b)
{
	if (a->prog != b->prog)
		return a->prog < b->prog ? -1 : 1;
	if (a->age != b->age)
		return a->age < b->age ? -1 : 1;
	if (a->lap != b->lap)
		return a->lap < b->lap ? -1 : 1;
	if (a->late != b->late)
		return a->late < b->late ? -1 : 1;
	if (a->last != b->last)
		return a->last < b->last ? -1 : 1;
	return 0;
}

static void
result_canon(const struct race_rules *r, const struct race_pos *e,
    struct race_pos *out)
{
	struct piece_key	 k[RACE_MAX_PIECES], t;
	int			 pl, i, j, n = r->pieces, want_last;

	*out = *e;
	want_last = r->penalty_after > 0 && r->penalty_sends == RP_LAST;
	if (n > RACE_MAX_PIECES)
		n = RACE_MAX_PIECES;
	for (pl = 0; pl < e->nplayers && pl < RACE_MAX_PLAYERS; pl++) {
		for (i = 0; i < n; i++) {
			k[i].prog = e->prog[pl][i];
			k[i].age = e->age[pl][i];
			k[i].lap = (e->lap[pl] >> i) & 1;
			k[i].late = (e->late[pl] >> i) & 1;
			k[i].last = want_last && e->last[pl] == i;
		}
		for (i = 1; i < n; i++) {	/* at most six: insertion */
			t = k[i];
			for (j = i; j > 0 && piece_key_cmp(&k[j - 1], &t) > 0;
			    j--)
				k[j] = k[j - 1];
			k[j] = t;
		}
		out->lap[pl] = out->late[pl] = 0;
		if (want_last)
			out->last[pl] = -1;
		for (i = 0; i < n; i++) {
			out->prog[pl][i] = k[i].prog;
			out->age[pl][i] = k[i].age;
			out->lap[pl] |= (uint8_t)(k[i].lap << i);
			out->late[pl] |= (uint8_t)(k[i].late << i);
			if (k[i].last)
				out->last[pl] = (int8_t)i;
		}
	}
}

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
	struct race_pos	 canon;
	size_t		 i, k, mask;

	result_canon(c->r, e, &canon);
	e = &canon;
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
