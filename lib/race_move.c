/*
 * One line of play: which single moves the unspent part of a throw allows,
 * playing them, and the rules that judge a whole line (C11, R14, R15).
 * Nothing here allocates: reading a record checks each turn on the stack.
 */
#include <string.h>

#include "race.h"

#define MAX_CANDS	256

int
race_bside(const struct race_rules *r, const struct race_pos *p, int pl)
{
	return r->side_board[p->side[pl]];
}

static int
friends(const struct race_rules *r, const struct race_pos *p, int a, int b)
{
	int	 ba, bb;

	if (a == b)
		return 1;
	if (!r->teams)
		return 0;
	ba = race_bside(r, p, a);
	bb = race_bside(r, p, b);
	return r->board.partner[ba] == bb;
}

int
race_is_double(const struct throw *t)
{
	int	 i;

	if (t->n < 2)
		return 0;
	for (i = 1; i < t->n; i++)
		if (t->v[i] != t->v[0])
			return 0;
	return 1;
}

int
race_throw_earns(const struct race_rules *r, const struct throw *t)
{
	int	 i, tot = 0;

	if (r->throw_kind == RT_DICE && r->extra_doubles && race_is_double(t))
		return RX_DOUBLE;
	for (i = 0; i < t->n; i++)
		tot += t->v[i];
	for (i = 0; i < r->nextra_throws; i++)
		if (r->extra_throws[i] == tot)
			return RX_THROW;
	return RX_NONE;
}

int
race_in_base(const struct race_rules *r, const struct race_pos *p, int pl)
{
	int	 i;

	for (i = 0; i < r->pieces; i++)
		if (p->prog[pl][i] < 0)
			return 1;
	return 0;
}

int
race_side_done(const struct race_rules *r, const struct race_pos *p, int pl)
{
	int	 i, fin = race_final(r, race_bside(r, p, pl));

	for (i = 0; i < r->pieces; i++)
		if (p->prog[pl][i] != fin)
			return 0;
	return 1;
}

static int
count_on(const struct race_rules *r, const struct race_pos *p, int pl, int sq)
{
	int	 i, n = 0, bs = race_bside(r, p, pl);

	for (i = 0; i < r->pieces; i++)
		if (p->prog[pl][i] >= 0 &&
		    race_square(r, bs, p->prog[pl][i]) == sq)
			n++;
	return n;
}

int
race_block_at(const struct race_rules *r, const struct race_pos *p, int sq,
    int *owner)
{
	int	 a, b;

	if (sq <= 0)
		return 0;
	if (r->block_pair)
		for (a = 0; a < p->nplayers; a++)
			if (count_on(r, p, a, sq) >= 2) {
				*owner = a;
				return 1;
			}
	if (r->safe_block && sq <= r->board.loop && r->safe[sq])
		for (a = 0; a < p->nplayers; a++) {
			if (count_on(r, p, a, sq) == 0)
				continue;
			for (b = a + 1; b < p->nplayers; b++)
				if (!friends(r, p, a, b) &&
				    count_on(r, p, b, sq) > 0) {
					*owner = a;
					return 1;
				}
		}
	return 0;
}

/* Whether player pl's piece is part of a block where it stands. */
static int
in_block(const struct race_rules *r, const struct race_pos *p, int pl, int i)
{
	int	 sq, owner;

	if (p->prog[pl][i] < 0)
		return 0;
	sq = race_square(r, race_bside(r, p, pl), p->prog[pl][i]);
	return race_block_at(r, p, sq, &owner);
}

/* Would k pieces of pl ending on sq capture there? */
static int
captures_at(const struct race_rules *r, const struct race_pos *p, int pl,
    int sq, int k, int entering)
{
	int	 o, c, bs = race_bside(r, p, pl);

	if (sq <= 0 || sq > r->board.loop)
		return 0;	/* home columns are private; home is no square */
	for (o = 0; o < p->nplayers; o++) {
		if (friends(r, p, pl, o) || (c = count_on(r, p, o, sq)) == 0)
			continue;
		if (r->safe[sq] && !(entering && r->safe_entry_capture &&
		    sq == r->board.start[bs]))
			continue;
		if (r->pairs && c >= 2 && (k < 2 || r->pair_immune))
			continue;
		return 1;
	}
	return 0;
}

/* Checks the path and the landing square; 0 when the move may be made. */
static int
path_ok(const struct race_rules *r, const struct race_pos *p, int pl,
    int from, int to)
{
	int	 q, sq, owner, bs = race_bside(r, p, pl);

	for (q = from < 0 ? 0 : from + 1; q <= to; q++) {
		sq = race_square(r, bs, q);
		if (!race_block_at(r, p, sq, &owner))
			continue;
		if (q == to || !r->block_passable)
			return -1;
	}
	return 0;
}

struct cands {
	struct race_move	*v;
	int			 n, max;
};

/* Whether an opponent's piece stands on a safe loop square. */
static int
safe_taken(const struct race_rules *r, const struct race_pos *p, int pl,
    int sq)
{
	int	 o;

	if (sq <= 0 || sq > r->board.loop || !r->safe[sq])
		return 0;
	for (o = 0; o < p->nplayers; o++)
		if (!friends(r, p, pl, o) && count_on(r, p, o, sq) > 0)
			return 1;
	return 0;
}

static int
in_list(const int *v, int n, int x)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (v[i] == x)
			return 1;
	return 0;
}

/* hb: a bonus move spending a home bonus rather than a capture's. */
static void
add(const struct race_rules *r, const struct race_line *L, struct cands *c,
    int piece, int piece2, int to, int kind, int dmask, int stop, int hb)
{
	const struct race_pos	*p = &L->p;
	int			 pl = L->player;
	int			 from = p->prog[pl][piece];
	int			 fin = race_final(r, race_bside(r, p, pl));
	struct race_move	*m;
	int			 i, sq, cap;

	if (to > fin) {
		/* The house rule that unsticks a piece one short of home. */
		if (from == fin - 1 && kind != MK_BONUS &&
		    in_list(r->finish_last, r->nfinish_last, to - from))
			to = fin;
		else if (r->finish_exact)
			return;
		else
			to = fin;
	}
	if (path_ok(r, p, pl, from, to) != 0)
		return;
	for (i = 0; i < c->n; i++) {
		m = &c->v[i];
		if (m->from == from && m->to == to && m->kind == kind &&
		    (m->piece2 >= 0) == (piece2 >= 0) && m->home_pts == hb &&
		    (kind == MK_BONUS || kind == MK_THROW || m->dmask == dmask))
			return;
	}
	sq = race_square(r, race_bside(r, p, pl), to);
	cap = captures_at(r, p, pl, sq, piece2 >= 0 ? 2 : 1, kind == MK_ENTER);
	if (!cap && !r->safe_land && safe_taken(r, p, pl, sq))
		return;
	if (c->n == c->max)
		return;
	m = &c->v[c->n++];
	memset(m, 0, sizeof *m);
	m->piece = (int8_t)piece;
	m->piece2 = (int8_t)piece2;
	m->from = (int8_t)from;
	m->to = (int8_t)to;
	m->kind = (uint8_t)kind;
	m->dmask = (uint8_t)dmask;
	m->stop = (uint8_t)stop;
	m->capture = (uint8_t)cap;
	if (kind == MK_BONUS) {
		m->home_pts = (uint8_t)hb;
		m->amt = (uint8_t)(hb ? r->home_bonus : r->bonus);
	}
}

/* Skips a die whose value an earlier unused die already offers. */
static int
dup_die(const struct race_line *L, int i)
{
	int	 j;

	for (j = 0; j < i; j++)
		if (!(L->used & (1u << j)) && L->val[j] == L->val[i])
			return 1;
	return 0;
}

static void
moves_by_dice(const struct race_rules *r, const struct race_line *L,
    struct cands *c, int piece, int piece2, uint8_t allowed)
{
	int	 i, from = L->p.prog[L->player][piece];
	int	 nd = L->nval, mask, bits, j, k, tot, reads;

	for (i = 0; i < nd; i++) {
		if ((L->used & (1u << i)) || !(allowed & (1u << i)) ||
		    dup_die(L, i))
			continue;
		add(r, L, c, piece, piece2, from + L->val[i], MK_DIE, 1u << i,
		    0, 0);
		if (L->opp && r->opposite_sum - L->val[i] != L->val[i])
			add(r, L, c, piece, piece2,
			    from + r->opposite_sum - L->val[i], MK_DIE,
			    1u << i, 0, 0);
	}
	if (!r->sum_move || allowed != 0xff)
		return;
	for (mask = 1; mask < (1 << nd); mask++) {
		if ((mask & L->used) || __builtin_popcount(mask) < 2)
			continue;
		bits = __builtin_popcount(mask);
		for (reads = 0; reads < (1 << bits); reads++) {
			if (!L->opp && reads != 0)
				break;
			tot = 0;
			for (j = 0, k = 0; j < nd; j++) {
				if (!(mask & (1 << j)))
					continue;
				tot += (reads & (1 << k)) ?
				    r->opposite_sum - L->val[j] : L->val[j];
				k++;
			}
			add(r, L, c, piece, piece2, from + tot, MK_SUM, mask,
			    0, 0);
		}
	}
}

static void
entries(const struct race_rules *r, const struct race_line *L,
    struct cands *c, int piece)
{
	int	 i, j, mask, tot, nd = L->nval;

	if (r->throw_kind == RT_COWRIES) {
		if (!L->thrown_used && ((r->enter_first_any &&
		    !L->p.entered[L->player]) ||
		    in_list(r->enter_throws, r->nenter_throws, L->th.v[0])))
			add(r, L, c, piece, -1, 0, MK_ENTER, 0, 0, 0);
		return;
	}
	for (i = 0; i < nd; i++)
		if (!(L->used & (1u << i)) && !dup_die(L, i) &&
		    ((r->enter_first_any && !L->p.entered[L->player]) ||
		    in_list(r->enter_dice, r->nenter_dice, L->val[i])))
			add(r, L, c, piece, -1, 0, MK_ENTER, 1u << i, 0, 0);
	for (mask = 1; mask < (1 << nd); mask++) {
		if ((mask & L->used) || __builtin_popcount(mask) < 2)
			continue;
		for (j = 0, tot = 0; j < nd; j++)
			if (mask & (1 << j))
				tot += L->val[j];
		if (in_list(r->enter_sums, r->nenter_sums, tot))
			add(r, L, c, piece, -1, 0, MK_ENTER, mask,
			    r->enter_sum_stop, 0);
	}
}

int
race_line_moves(const struct race_rules *r, const struct race_line *L,
    struct race_move *out, int max)
{
	struct cands	 c = { out, 0, max };
	int		 pl = L->player, i, j, mate;
	int		 fin = race_final(r, race_bside(r, &L->p, pl));

	if (L->forfeit)
		return 0;
	if (L->must_piece >= 0) {
		moves_by_dice(r, L, &c, L->must_piece, -1, L->must_dice);
		if (c.n > 0)
			return c.n;
	}
	for (i = 0; i < r->pieces; i++) {
		int prog = L->p.prog[pl][i];

		if ((L->frozen & (1u << i)) || prog == fin)
			continue;
		for (j = 0; j < i; j++)
			if (L->p.prog[pl][j] == prog &&
			    !(L->frozen & (1u << j)))
				break;
		if (j < i)
			continue;	/* same moves as an earlier piece */
		if (prog < 0) {
			entries(r, L, &c, i);
			continue;
		}
		mate = -1;
		if (r->pairs)
			for (j = i + 1; j < r->pieces; j++)
				if (L->p.prog[pl][j] == prog &&
				    !(L->frozen & (1u << j)))
					mate = j;
		if (r->throw_kind == RT_COWRIES) {
			if (!L->thrown_used) {
				add(r, L, &c, i, -1, prog + L->th.v[0],
				    MK_THROW, 0, 0, 0);
				if (mate >= 0)
					add(r, L, &c, i, mate,
					    prog + L->th.v[0], MK_THROW, 0, 0,
					    0);
			}
		} else {
			moves_by_dice(r, L, &c, i, -1, 0xff);
			if (mate >= 0)
				moves_by_dice(r, L, &c, i, mate, 0xff);
		}
		if (L->bonus > 0)
			add(r, L, &c, i, -1, prog + r->bonus, MK_BONUS, 0, 0,
			    0);
		if (L->hbonus > 0)
			add(r, L, &c, i, -1, prog + r->home_bonus, MK_BONUS, 0,
			    0, 1);
	}
	return c.n;
}

void
race_line_start(const struct race_rules *r, struct race_line *L,
    const struct race_pos *p, const struct throw *t)
{
	int	 i;

	memset(L, 0, sizeof *L);
	L->p = *p;
	L->player = p->to_move;
	L->th = *t;
	for (i = 0; i < t->n && i < RACE_MAX_DICE; i++)
		L->val[i] = t->v[i];
	L->nval = i;
	if (r->throw_kind == RT_DICE) {
		int out = !race_in_base(r, p, L->player);

		L->dbl = (uint8_t)race_is_double(t);
		L->opp = (uint8_t)(r->opposite && L->dbl && out);
		if (out && r->all_out_value > 0)
			for (i = 0; i < L->nval; i++)
				if (L->val[i] == r->all_out_face)
					L->val[i] = r->all_out_value;
		if (L->opp && r->opposite_play == RO_BOTH) {
			for (i = 0; i < t->n && L->nval < RACE_MAX_VALS; i++)
				L->val[L->nval++] = r->opposite_sum - t->v[i];
			L->opp = 0;
		}
	}
	/* The throw that completes a penalty run, when it is not played. */
	if (r->penalty_after > 0 && !r->penalty_play &&
	    p->run + 1 >= r->penalty_after && race_throw_earns(r, t))
		L->forfeit = 1;
	L->must_piece = -1;
	for (i = 0; i < RACE_MAX_PIECES; i++)
		L->start_prog[i] = p->prog[L->player][i];
}

static void
ev_add(struct events *ev, enum event_kind k, int side, int other, int a,
    int b)
{
	if (ev == NULL || ev->n >= EVENTS_MAX)
		return;
	ev->v[ev->n].kind = k;
	ev->v[ev->n].side = side;
	ev->v[ev->n].other = other;
	ev->v[ev->n].a = a;
	ev->v[ev->n].b = b;
	ev->n++;
}

static void
play(const struct race_rules *r, struct race_line *L,
    const struct race_move *m, struct events *ev)
{
	struct race_pos	*p = &L->p;
	int		 pl = L->player, bs = race_bside(r, p, pl);
	int		 sq = race_square(r, bs, m->to), o, i, k;
	int		 side = p->side[pl];

	k = m->piece2 >= 0 ? 2 : 1;
	if (m->capture || captures_at(r, p, pl, sq, k, m->kind == MK_ENTER)) {
		for (o = 0; o < p->nplayers; o++) {
			int c;

			if (friends(r, p, pl, o) ||
			    (c = count_on(r, p, o, sq)) == 0)
				continue;
			if (r->safe[sq] && !(m->kind == MK_ENTER &&
			    r->safe_entry_capture && sq == r->board.start[bs]))
				continue;
			if (r->pairs && c >= 2 && (k < 2 || r->pair_immune))
				continue;
			for (i = 0; i < r->pieces; i++)
				if (p->prog[o][i] >= 0 && race_square(r,
				    race_bside(r, p, o), p->prog[o][i]) == sq) {
					p->prog[o][i] = -1;
					p->age[o][i] = 0;
					ev_add(ev, EV_CAPTURE, side, p->side[o],
					    sq, 0);
				}
		}
		if (r->reward == RR_BONUS) {
			L->bonus++;
			ev_add(ev, EV_BONUS, side, -1, r->bonus, 0);
		}
	}
	p->prog[pl][m->piece] = m->to;
	L->moved |= (uint16_t)(1u << m->piece);
	p->last[pl] = m->piece;
	if (m->piece2 >= 0) {
		p->prog[pl][m->piece2] = m->to;
		L->moved |= (uint16_t)(1u << m->piece2);
		p->last[pl] = m->piece2;
	}
	ev_add(ev, m->kind == MK_ENTER ? EV_ENTER : EV_MOVE, side, -1,
	    m->from, m->to);
	if (m->to == race_final(r, bs)) {
		ev_add(ev, EV_HOME, side, -1, m->piece, 0);
		if (r->home_bonus > 0) {
			L->hbonus += m->piece2 >= 0 ? 2 : 1;
			ev_add(ev, EV_BONUS, side, -1, r->home_bonus, 0);
		}
	}
	if (m->kind == MK_BONUS && m->home_pts)
		L->hbonus--;
	else if (m->kind == MK_BONUS)
		L->bonus--;
	else if (m->kind == MK_THROW)
		L->thrown_used = 1;
	L->used |= m->dmask;
	L->must_piece = -1;
	if (m->kind == MK_ENTER) {
		p->entered[pl] = 1;
		if (r->throw_kind == RT_COWRIES)
			L->thrown_used = 1;
		if (m->stop)
			L->frozen |= (uint16_t)(1u << m->piece);
		else if (r->enter_move_on && __builtin_popcount(m->dmask) == 1 &&
		    (L->used & ((1u << L->nval) - 1)) !=
		    (unsigned)((1u << L->nval) - 1)) {
			L->must_piece = m->piece;
			L->must_dice = (uint8_t)~L->used;
		}
	}
	if (L->n < RACE_MAX_MOVES)
		L->m[L->n++] = *m;
}

void
race_line_play(const struct race_rules *r, struct race_line *L,
    const struct race_move *m)
{
	play(r, L, m, NULL);
}

void
race_line_play_ev(const struct race_rules *r, struct race_line *L,
    const struct race_move *m, struct events *ev)
{
	play(r, L, m, ev);
}

int
race_any_move(const struct race_rules *r, const struct race_pos *p,
    const struct throw *t)
{
	struct race_line	 L;
	struct race_move	 c[MAX_CANDS];

	race_line_start(r, &L, p, t);
	return race_line_moves(r, &L, c, MAX_CANDS) > 0;
}

/* ---- judging whole lines ---- */

static int
line_enters(const struct race_line *L)
{
	int	 i;

	for (i = 0; i < L->n; i++)
		if (L->m[i].kind == MK_ENTER)
			return 1;
	return 0;
}

/* R15: two pieces of a block at the start may not end together. */
static int
breaks_block_double(const struct race_rules *r, const struct race_line *s,
    const struct race_line *e)
{
	int	 pl = s->player, a, b, sq, owner;

	if (r->block_pair_on_double || !s->dbl)
		return 0;
	for (a = 0; a < r->pieces; a++)
		for (b = a + 1; b < r->pieces; b++) {
			if (s->p.prog[pl][a] < 0 ||
			    s->p.prog[pl][a] != s->p.prog[pl][b])
				continue;
			sq = race_square(r, race_bside(r, &s->p, pl),
			    s->p.prog[pl][a]);
			if (!race_block_at(r, &s->p, sq, &owner))
				continue;
			if ((e->moved & (1u << a)) && (e->moved & (1u << b)) &&
			    e->p.prog[pl][a] == e->p.prog[pl][b] &&
			    e->p.prog[pl][a] != race_final(r,
			    race_bside(r, &s->p, pl)))
				return 1;
		}
	return 0;
}

/* R14: how many blocks held past the limit the line breaks. */
static int
old_blocks_broken(const struct race_rules *r, const struct race_line *s,
    const struct race_line *e, int *nold)
{
	int	 pl = s->player, i, j, done = 0, n = 0, broken = 0;

	*nold = 0;
	if (r->block_turns <= 0)
		return 0;
	for (i = 0; i < r->pieces; i++) {
		int prog = s->p.prog[pl][i], hit = 0;

		if ((done & (1 << i)) || prog < 0 ||
		    s->p.age[pl][i] < r->block_turns ||
		    !in_block(r, &s->p, pl, i))
			continue;
		for (j = i; j < r->pieces; j++)
			if (s->p.prog[pl][j] == prog) {
				done |= 1 << j;
				if (e->p.prog[pl][j] != prog)
					hit = 1;
			}
		n++;
		broken += hit;
	}
	*nold = n;
	return broken;
}

struct lsum {
	int	 any_enter;
	int	 maxk_enter, maxk_all;
};

static void
summarize(const struct race_rules *r, const struct race_line *s,
    const struct race_line *L, struct lsum *sum)
{
	struct race_move	 c[MAX_CANDS];
	struct race_line	 next;
	int			 n, i, k, nold;

	n = race_line_moves(r, L, c, MAX_CANDS);
	if (n == 0) {
		if (L->n == 0 || breaks_block_double(r, s, L))
			return;
		k = old_blocks_broken(r, s, L, &nold);
		if (line_enters(L)) {
			sum->any_enter = 1;
			if (k > sum->maxk_enter)
				sum->maxk_enter = k;
		}
		if (k > sum->maxk_all)
			sum->maxk_all = k;
		return;
	}
	for (i = 0; i < n; i++) {
		next = *L;
		race_line_play(r, &next, &c[i]);
		summarize(r, s, &next, sum);
	}
}

void
race_line_summary(const struct race_rules *r, const struct race_line *start,
    struct race_lsum *out)
{
	struct lsum	 s = { 0, -1, -1 };

	if (r->forced_entry || r->block_turns > 0)
		summarize(r, start, start, &s);
	out->any_enter = s.any_enter;
	out->maxk_enter = s.maxk_enter;
	out->maxk_all = s.maxk_all;
}

enum race_lcheck
race_line_verdict(const struct race_rules *r, const struct race_line *s,
    const struct race_line *e, const struct race_lsum *sum)
{
	int	 k, nold, target;

	if (breaks_block_double(r, s, e))
		return LC_BLOCK_DOUBLE;
	if (r->forced_entry && sum->any_enter && !line_enters(e))
		return LC_FORCED;
	if (r->block_turns > 0) {
		k = old_blocks_broken(r, s, e, &nold);
		target = (r->forced_entry && sum->any_enter) ?
		    sum->maxk_enter : sum->maxk_all;
		if (k < target)
			return LC_BLOCK_LIMIT;
	}
	return LC_OK;
}

enum race_lcheck
race_line_check(const struct race_rules *r, const struct race_line *start,
    const struct race_line *end)
{
	struct race_lsum	 sum;

	race_line_summary(r, start, &sum);
	return race_line_verdict(r, start, end, &sum);
}

/* Whether a piece of pl is in a block, for race_turn.c's age keeping. */
int
race_in_block(const struct race_rules *r, const struct race_pos *p, int pl,
    int i)
{
	return in_block(r, p, pl, i);
}
