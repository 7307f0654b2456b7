/*
 * Why a race turn is not legal, in one diagnostic: the written move that
 * fits nothing and the rule it breaks (blocks, pairs, entering, home,
 * safe squares), a throw not fully used (R3) with the play that would
 * use it, a line-level rule (C11, R14, R15), a throw the variant has not,
 * '-' or a pass beside a legal play.  Apart from lib/race_read.c because
 * none of it runs for a legal turn.
 */
#include <stdio.h>
#include <string.h>

#include "race.h"
#include "race_read_int.h"

static int
first_play(const struct race_rules *r, const struct race_line *s,
    const struct race_line *L, struct race_lsum *sum,
    struct race_line *out)
{
	struct race_move	 m[MAX_CANDS];
	struct race_line	 next;
	int			 n, i;

	n = race_line_moves(r, L, m, MAX_CANDS);
	if (n == 0) {
		if (L->n > 0 && race_line_verdict(r, s, L, sum) == LC_OK) {
			race_line_copy(out, L);
			return 1;
		}
		return 0;
	}
	for (i = 0; i < n; i++) {
		race_line_copy(&next, L);
		race_line_play(r, &next, &m[i]);
		if (first_play(r, s, &next, sum, out))
			return 1;
	}
	return 0;
}

static void
line_text(const struct rd *c, const struct race_line *L, struct buf *o)
{
	int	 i;

	for (i = 0; i < L->n; i++) {
		if (i)
			buf_addc(o, ' ');
		race_move_text(c->r, c->bs, &L->m[i], 1, o);
	}
}

static void
dice_text(const struct race_rules *r, const struct throw *t, struct buf *o)
{
	race_throw_format(r, t, o);
}

static int
count_at(const struct rd *c, const struct race_line *L, int prog, int any)
{
	int	 i, n = 0;

	for (i = 0; i < c->r->pieces; i++)
		if (L->p.prog[c->pl][i] == prog &&
		    (any || !(L->frozen & (1u << i))))
			n++;
	return n;
}

/* Whether only the mover's pieces stand on a loop or column square. */
static int
own_only(const struct rd *c, const struct race_line *L, int sq)
{
	int	 o, i;

	for (o = 0; o < L->p.nplayers; o++)
		for (i = 0; o != c->pl && i < c->r->pieces; i++)
			if (L->p.prog[o][i] >= 0 && race_square(c->r,
			    race_bside(c->r, &L->p, o), L->p.prog[o][i]) == sq)
				return 0;
	return 1;
}

/* Whether a piece of the mover already stands where w ends (not home). */
static int
own_on(const struct rd *c, const struct race_line *L, const struct wmove *w)
{
	int	 i, sq = race_sq(c->r, c->bs, w->to);

	if (sq <= 0)
		return 0;
	for (i = 0; i < c->r->pieces; i++)
		if (L->p.prog[c->pl][i] >= 0 &&
		    race_sq(c->r, c->bs, L->p.prog[c->pl][i]) == sq)
			return 1;
	return 0;
}

/* The block a move meets, with the group that made it a block. */
static int
blocked(struct rd *c, const struct race_line *L, const struct wmove *w)
{
	const struct race_rules	*r = c->r;
	int			 q, sq, owner, i, o, own = 0, rc;
	char			 sqt[16];
	struct buf		 b;

	for (q = w->from < 0 ? 0 : w->from + 1; q <= w->to; q++) {
		sq = race_square(r, c->bs, q);
		if (!race_block_at(r, &L->p, sq, &owner))
			continue;
		if (q != w->to && (r->block_passable ||
		    (r->block_owner_passes && own_only(c, L, sq))))
			continue;
		for (i = 0; i < r->pieces; i++)
			if (L->p.prog[owner][i] >= 0 && race_square(r,
			    race_bside(r, &L->p, owner),
			    L->p.prog[owner][i]) == sq)
				own++;
		buf_init(&b);
		race_square_text(r, c->bs, q, &b);
		snprintf(sqt, sizeof sqt, "%s", b.s);
		buf_clear(&b);
		/* Name every side in the block: C18 mixes two. */
		for (o = 0; o < L->p.nplayers; o++)
			for (i = 0; i < r->pieces; i++)
				if (L->p.prog[o][i] >= 0 && race_square(r,
				    race_bside(r, &L->p, o),
				    L->p.prog[o][i]) == sq) {
					buf_printf(&b, "%s%s", b.len ?
					    " and " : "",
					    r->side_name[L->p.side[o]]);
					break;
				}
		rc = race_read_fail(c, w->col, own >= 2 && r->block_pair ?
		    r->src_blocks : r->src_safe_share, q == w->to ?
		    "square '%s' is blocked by %s" :
		    "cannot pass the block of %s on '%s'",
		    q == w->to ? sqt : b.s, q == w->to ? b.s : sqt);
		buf_free(&b);
		return rc;
	}
	return 0;
}

static int
has_value(const struct rd *c, const struct race_line *L, int d, int *opp,
    int *sum)
{
	const struct race_rules	*r = c->r;
	int			 i, j, hit = 0;

	*opp = *sum = 0;
	if (r->throw_kind == RT_COWRIES)
		return !L->thrown_used && L->th.v[0] == d;
	for (i = 0; i < L->nval; i++) {
		if (L->used & (1u << i))
			continue;
		if (L->val[i] == d)
			hit = 1;
		if (r->opposite_sum - L->val[i] == d)
			*opp = 1;
		for (j = i + 1; j < L->nval; j++)
			if (!(L->used & (1u << j)) &&
			    L->val[i] + L->val[j] == d)
				*sum = 1;
	}
	return hit;
}

/* Whether an opponent stands on the safe loop square at progress to. */
static int
safe_held(const struct rd *c, const struct race_line *L, int to)
{
	const struct race_rules	*r = c->r;
	int			 sq = race_sq(r, c->bs, to), o, i;

	if (sq <= 0 || sq > r->board.loop || !r->safe[sq])
		return 0;
	for (o = 0; o < L->p.nplayers; o++) {
		if (o == c->pl || (r->teams && r->board.partner[c->bs] ==
		    race_bside(r, &L->p, o)))
			continue;
		for (i = 0; i < r->pieces; i++)
			if (L->p.prog[o][i] >= 0 && race_square(r,
			    race_bside(r, &L->p, o), L->p.prog[o][i]) == sq)
				return 1;
	}
	return 0;
}

/*
 * R12's square_limit: how many pieces stand where w ends, when w would
 * add more than square_max allows and takes none of them; else 0.
 */
static int
square_full(const struct rd *c, const struct race_line *L,
    const struct wmove *w)
{
	const struct race_rules	*r = c->r;
	int			 sq = race_sq(r, c->bs, w->to), o, i, n = 0;

	if (sq <= 0 || race_captures_at(r, &L->p, NULL, c->pl, sq,
	    1 + w->pair, w->from < 0))
		return 0;
	for (o = 0; o < L->p.nplayers; o++)
		for (i = 0; i < r->pieces; i++)
			if (L->p.prog[o][i] >= 0 && race_square(r,
			    race_bside(r, &L->p, o), L->p.prog[o][i]) == sq)
				n++;
	return n + 1 + w->pair > r->square_max ? n : 0;
}

/* Whether two unused dice show the same value. */
static int
unused_double(const struct rd *c, const struct race_line *L)
{
	int	 i, j;

	if (c->r->throw_kind != RT_DICE)
		return 0;
	for (i = 0; i < L->nval; i++)
		for (j = i + 1; j < L->nval; j++)
			if (!(L->used & (1u << i)) && !(L->used & (1u << j)) &&
			    L->val[i] == L->val[j])
				return 1;
	return 0;
}

/* K12: why three pieces cannot move together here. */
static int
triple_problem(struct rd *c, const struct race_line *L, const struct wmove *w)
{
	const struct race_rules	*r = c->r;
	struct buf		 b;
	int			 i, rc;

	if (r->ntriples == 0)
		return race_read_fail(c, w->col,
		    r->src_triples[0] ? r->src_triples : r->src_pairs, "three "
		    "pieces cannot move together");
	if (count_at(c, L, w->from, 0) < 3)
		return race_read_fail(c, w->col, r->src_triples, "no three %s "
		    "pieces to move together", pname(c));
	buf_init(&b);
	for (i = 0; i < r->ntriples; i++)
		buf_printf(&b, "%s%d", i ? ", " : "", r->triples[i]);
	rc = race_read_fail(c, w->col, r->src_triples, "three pieces move "
	    "together only on a triple of %s, twice its value, before any die "
	    "is used", b.s);
	buf_free(&b);
	return rc;
}

/* C9: a die showing an entering value, unused, after another die was. */
static int
late_entry(const struct rd *c, const struct race_line *L)
{
	const struct race_rules	*r = c->r;
	int			 i;

	if (r->throw_kind != RT_DICE || !r->enter_move_on ||
	    (L->used & ((1u << L->nval) - 1)) == 0)
		return 0;
	for (i = 0; i < L->nval; i++)
		if (!(L->used & (1u << i)) &&
		    race_in_list(r->enter_dice, r->nenter_dice, L->val[i]))
			return 1;
	return 0;
}

/* R15: whether some piece on w's square may not make w for that rule. */
static int
r15_move(const struct rd *c, const struct race_line *L,
    const struct wmove *w)
{
	int	 i, j;

	if (!L->r15)
		return 0;
	for (i = 0; i < c->r->pieces; i++) {
		if (L->p.prog[c->pl][i] != w->from)
			continue;
		if (!w->pair && race_r15_forbids(c->r, L, i, -1, w->to))
			return 1;
		for (j = i + 1; w->pair && j < c->r->pieces; j++)
			if (L->p.prog[c->pl][j] == w->from &&
			    race_r15_forbids(c->r, L, i, j, w->to))
				return 1;
	}
	return 0;
}

/*
 * Which of the two progresses of a start square that is also the turn
 * square a written move means, for the explanation of an illegal one.
 */
static const struct wmove *
resolve(const struct rd *c, const struct race_line *L, const struct wmove *w,
    struct wmove *rw)
{
	int	 olen = c->r->board.olen;

	if (c->circ < 0 || (w->from != olen && w->to != olen))
		return w;
	*rw = *w;
	if (rw->to == olen && rw->from > olen)
		rw->to = c->circ;
	if (rw->from == olen && count_at(c, L, c->circ, 1) > 0 &&
	    (count_at(c, L, olen, 1) == 0 || rw->to > c->circ))
		rw->from = c->circ;
	return rw;
}

int
race_read_explain(struct rd *c, const struct race_line *L,
    const struct wmove *w0)
{
	struct wmove		 rw;
	const struct wmove	*w = resolve(c, L, w0, &rw);
	const struct race_rules	*r = c->r;
	int			 fin = race_final(r, c->bs), n, opp, sum;
	int			 d = w->to - w->from, i;
	struct race_move	 m[MAX_CANDS];
	struct buf		 b;

	if (L->forfeit)
		return race_read_fail(c, w->col, r->src_penalty, "the throw "
		    "that makes %d in a row is not played", r->penalty_after);
	if (w->from == fin)
		return race_read_fail(c, w->col, r->src_finish, "a piece at "
		    "home cannot move");
	if (count_at(c, L, w->from, 1) == 0)
		return w->from < 0 ?
		    race_read_fail(c, w->col, NOTE_PIECE, "%s has no piece in "
		    "the base", pname(c)) :
		    race_read_fail(c, w->col, NOTE_PIECE, "no %s piece on "
		    "'%.*s'", pname(c), (int)(strchr(w->tok, '/') ?
		    strchr(w->tok, '/') - w->tok : w->toklen), w->tok);
	if (w0->from == r->board.olen && w->from == c->circ &&
	    w->to < c->circ)
		return race_read_fail(c, w->col, r->src_route, "the piece on "
		    "'%.*s' has come round the loop: it turns into its home "
		    "column", (int)(strchr(w->tok, '/') - w->tok), w->tok);
	if (c->circ > 0 && w->from == r->board.olen && w->to > c->circ)
		return race_read_fail(c, w->col, r->src_route, "the piece on "
		    "'%.*s' has just come out: it goes round the loop before "
		    "its home column", (int)(strchr(w->tok, '/') - w->tok),
		    w->tok);
	if (w->pair && w->from < 0 && r->pairs)
		return race_read_fail(c, w->col, r->src_pairs, "pieces leave "
		    "the base one at a time");
	if (w->pair && !r->pairs)
		return race_read_fail(c, w->col,
		    r->src_pairs[0] ? r->src_pairs : r->src_blocks, "pieces "
		    "cannot move as a pair");
	if (w->pair == 2)
		return triple_problem(c, L, w);
	if (w->pair && r->pair_on_doubles && !unused_double(c, L))
		return race_read_fail(c, w->col, r->src_pairs, "two pieces "
		    "move together only on a double");
	if (w->pair && count_at(c, L, w->from, 0) < 2)
		return race_read_fail(c, w->col, r->src_pairs, "no pair of %s "
		    "pieces to move", pname(c));
	if (count_at(c, L, w->from, 0) == 0)
		return race_read_fail(c, w->col, r->src_enter_sum, "a piece "
		    "entered with a sum stays on the start square this turn");
	if (L->must_piece >= 0) {
		n = race_line_moves(r, L, m, MAX_CANDS);
		if (n > 0 && m[0].piece == L->must_piece &&
		    (w->from != L->p.prog[c->pl][L->must_piece] || w->bonus))
			return race_read_fail(c, w->col, r->src_enter_die,
			    "the piece entered with a die must first move on "
			    "by the other die");
	}
	if (w->from < 0) {
		if (w->to != 0) {
			buf_init(&b);
			race_square_text(r, c->bs, 0, &b);
			race_read_fail(c, w->col, r->src_route, "a piece "
			    "enters on '%s'", b.s);
			buf_free(&b);
			return -1;
		}
		if (r->throw_kind == RT_COWRIES && L->thrown_used)
			return race_read_fail(c, w->col, r->src_must_use, "the "
			    "throw is already used");
		if (blocked(c, L, w) != 0)
			return -1;
		if (late_entry(c, L))
			return race_read_fail(c, w->col, r->src_enter_die, "a "
			    "piece enters with one die's 5 only while the "
			    "other die is unused");
		buf_init(&b);
		if (r->throw_kind == RT_COWRIES) {
			for (i = 0; i < r->nenter_throws; i++)
				buf_printf(&b, "%s%d", i ? ", " : "",
				    r->enter_throws[i]);
			race_read_fail(c, w->col, r->src_enter, "entering "
			    "needs a throw of %s", b.len ? b.s : "(none)");
		} else {
			for (i = 0; i < r->nenter_dice; i++)
				buf_printf(&b, "%s%d", i ? " or " : "",
				    r->enter_dice[i]);
			race_read_fail(c, w->col, r->src_enter, "entering "
			    "needs a die or a sum of %s",
			    b.len ? b.s : "(none)");
		}
		buf_free(&b);
		return -1;
	}
	if (d <= 0 && r->round_again && w->from >= r->board.olen &&
	    w->to >= r->board.olen && w->bonus == 0)
		return race_read_fail(c, w->col, r->src_round_again, "a piece "
		    "goes round a second time only from its first round, once, "
		    "and alone");
	if (d <= 0)
		return race_read_fail(c, w->col, r->src_route, "a piece cannot "
		    "move backwards");
	if (w->bonus) {
		int home = r->home_bonus > 0 && w->bonus == r->home_bonus &&
		    (L->hbonus > 0 || r->reward != RR_BONUS ||
		    r->bonus != r->home_bonus);
		const char *src = home ? r->src_home_bonus : r->src_capture;

		if (home ? L->hbonus == 0 : L->bonus == 0)
			return race_read_fail(c, w->col, src, home ? "no home "
			    "bonus to spend" : "no capture bonus to spend");
		if (d != w->bonus)
			return race_read_fail(c, w->col, src, "a bonus moves "
			    "one piece exactly %d squares, not %d", w->bonus,
			    d);
	} else if (!has_value(c, L, d, &opp, &sum) &&
	    !(sum && r->sum_move && r->throw_kind == RT_DICE) &&
	    !(opp && L->opp)) {
		if (opp && r->opposite && L->dbl)
			return race_read_fail(c, w->col, r->src_opposite,
			    "opposite faces may be used only when no piece is "
			    "in the base");
		if (sum && !r->sum_move)
			return race_read_fail(c, w->col, r->src_moves, "dice "
			    "cannot be added into one move");
		if (r->all_out_value > 0 && d == r->all_out_face &&
		    has_value(c, L, r->all_out_value, &opp, &sum))
			return race_read_fail(c, w->col, r->src_all_out, "with "
			    "no piece in the base a %d counts %d",
			    r->all_out_face, r->all_out_value);
		buf_init(&b);
		dice_text(r, &L->th, &b);
		if (w->to == fin && r->finish_exact)
			race_read_fail(c, w->col, r->src_finish, "home needs "
			    "an exact count: %d from '%.*s' does not fit the "
			    "unused part of %s", d, (int)(strchr(w->tok, '/') -
			    w->tok), w->tok, b.s);
		else
			race_read_fail(c, w->col, r->src_moves, "a move of %d "
			    "matches no unused part of the throw %s", d, b.s);
		buf_free(&b);
		return -1;
	}
	if (blocked(c, L, w) != 0)
		return -1;
	if (r->square_max > 0 && (n = square_full(c, L, w)) > 0) {
		buf_init(&b);
		race_square_text(r, c->bs, w->to, &b);
		race_read_fail(c, w->col, r->src_square_limit, "square '%s' "
		    "holds %d pieces already: no more than %d may share a "
		    "square", b.s, n, r->square_max);
		buf_free(&b);
		return -1;
	}
	if (!r->land_own && own_on(c, L, w))
		return race_read_fail(c, w->col, r->src_blocks, "a piece may "
		    "not end on a square that holds a piece of its own");
	if (r15_move(c, L, w))
		return race_read_fail(c, w->col, r->src_block_double, "the two "
		    "pieces of a block may not both move to one square on a "
		    "double");
	if (!r->safe_land && w->to > w->from && safe_held(c, L, w->to)) {
		buf_init(&b);
		race_square_text(r, c->bs, w->to, &b);
		race_read_fail(c, w->col, r->src_safe_share, "safe square '%s' "
		    "holds an opponent's piece", b.s);
		buf_free(&b);
		return -1;
	}
	return race_read_fail(c, w->col, r->src_moves, "this move is not legal "
	    "here");
}

int
race_read_end_problem(struct rd *c, const struct race_line *L)
{
	const struct race_rules	*r = c->r;
	struct race_move	 m[MAX_CANDS];
	struct race_line	 best;
	struct buf		 b;
	unsigned		 col = c->tt->moves_col +
				    (unsigned)c->tt->moves_len;
	int			 n, i, rc = -1;
	char			 who[24] = "a piece";

	buf_init(&b);
	n = race_line_moves(r, L, m, MAX_CANDS);
	/*
	 * The hint is the next move of a legal play that goes on from the
	 * written moves (issue 14): a move that is legal on its own may lead
	 * only to lines another rule refuses.
	 */
	if (n > 0 && first_play(r, &c->start, L, &c->sum, &best)) {
		m[0] = best.m[L->n];
		race_move_text(r, c->bs, &m[0], 0, &b);
		if (m[0].kind == MK_BONUS)
			race_read_fail(c, col,
			    m[0].home_pts ? r->src_home_bonus : r->src_capture,
			    "the %d bonus points are not used but '%s' can use "
			    "them", m[0].amt, b.s);
		else if (r->throw_kind == RT_COWRIES)
			race_read_fail(c, col, r->src_must_use, "the throw is "
			    "not used but '%s' can use it", b.s);
		else {
			for (i = 0; i < L->nval; i++)
				if (!(L->used & (1u << i)) &&
				    (m[0].dmask & (1u << i)))
					break;
			if (i == L->nval)
				for (i = 0; i < L->nval; i++)
					if (!(L->used & (1u << i)))
						break;
			race_read_fail(c, col, r->src_must_use, "the %d is not "
			    "used but '%s' can use it", L->val[i], b.s);
		}
		buf_free(&b);
		return -1;
	}
	switch (race_line_verdict(r, &c->start, L, &c->sum)) {
	case LC_FORCED:
		if (first_play(r, &c->start, &c->start, &c->sum, &best))
			line_text(c, &best, &b);
		if (c->sum.known & LS_MOST && c->sum.most_enter > 1)
			snprintf(who, sizeof who, "%d pieces",
			    c->sum.most_enter);
		race_read_fail(c, c->tt->moves_col, r->src_forced, "%s must "
		    "enter when the throw allows it, e.g. '%s'", who, b.s);
		break;
	case LC_BLOCK_LIMIT:
		if (first_play(r, &c->start, &c->start, &c->sum, &best))
			line_text(c, &best, &b);
		if (race_block_open_now(r, &L->th))
			race_read_fail(c, c->tt->moves_col, r->src_block_limit,
			    "a block must be opened on this throw, e.g. '%s'",
			    b.s);
		else
			race_read_fail(c, c->tt->moves_col, r->src_block_limit,
			    "a block held for %d turns must be broken, e.g. "
			    "'%s'", r->block_turns, b.s);
		break;
	case LC_BLOCK_DOUBLE:
		race_read_fail(c, c->tt->moves_col, r->src_block_double, "the "
		    "two pieces of a block may not move together on a double");
		break;
	default:
		/* Moves remain, but no legal play goes on from these. */
		if (n > 0 && first_play(r, &c->start, &c->start, &c->sum,
		    &best)) {
			line_text(c, &best, &b);
			race_read_fail(c, c->tt->moves_col, r->src_must_use,
			    "no legal play of the throw begins with these "
			    "moves, e.g. '%s'", b.s);
			break;
		}
		race_read_fail(c, c->tt->moves_col, r->src_moves, "these moves "
		    "are not a legal line for the throw");
		break;
	}
	buf_free(&b);
	return rc;
}

int
race_read_throw_problem(struct rd *c)
{
	const struct race_rules	*r = c->r;
	const struct turn_text	*tt = c->tt;
	struct buf		 b;
	int			 i;

	buf_init(&b);
	if (r->throw_kind == RT_COWRIES) {
		for (i = 0; i < r->npoints; i++)
			buf_printf(&b, "%s%d", i ? ", " : "", r->points[i]);
		race_read_fail(c, tt->throw_col, r->src_throws, "'%.*s' is not "
		    "a cowrie score (%s)", (int)tt->throw_len, tt->throw_, b.s);
	} else {
		for (i = 0; i < r->nfaces; i++)
			buf_printf(&b, "%s%d", i ? "," : "", r->faces[i]);
		race_read_fail(c, tt->throw_col, r->src_throws, "'%.*s' is not "
		    "a throw of %d dice with faces %s", (int)tt->throw_len,
		    tt->throw_, r->dice, b.s);
	}
	buf_free(&b);
	return -1;
}

int
race_read_pass_problem(struct rd *c, int kind)
{
	const struct race_rules	*r = c->r;
	const struct turn_text	*tt = c->tt;
	struct race_line	 end;
	struct buf		 b;

	buf_init(&b);
	if (first_play(r, &c->start, &c->start, &c->sum, &end))
		line_text(c, &end, &b);
	if (kind == TK_PASS)
		race_read_fail(c, tt->moves_col, r->src_pass,
		    r->pass_voluntary ? "a pass is allowed only after the "
		    "first round while a move such as '%s' exists" :
		    "no pass while a move such as '%s' exists", b.s);
	else
		race_read_fail(c, tt->moves_col, r->src_no_move[0] ?
		    r->src_no_move : r->src_must_use, "'-' but a "
		    "legal move exists: '%s'", b.s);
	buf_free(&b);
	return -1;
}
