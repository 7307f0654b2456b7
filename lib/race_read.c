/*
 * Reading one turn line: the side, the turn number, the throw, and the
 * moves, with one precise diagnostic for the first thing that is wrong.
 *
 * The written moves are matched against the moves the engine allows, one
 * by one (R1: any reading that fits is taken); only the moves between the
 * written squares are generated, and the other plays of the throw are
 * looked at only when a line-level rule needs them.  When a move fits
 * nothing, race_read_explain() says why; when the line ends while the
 * throw could still be used, the unused part is named (R3); the
 * line-level rules (C11, R14, R15) come last.  Everything lives on the
 * stack.  The move text is cut into moves by lib/race_read_parse.c; the
 * explanations are lib/race_read_explain.c's.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "race.h"
#include "race_read_int.h"

int
race_read_fail(struct rd *c, unsigned col, const char *rule, const char *fmt,
    ...)
{
	char	 msg[DIAG_MSG_MAX];
	va_list	 ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_ctx_add(c->dc, DIAG_ERROR, c->tt->line, col,
	    rule != NULL && rule[0] != '\0' ? rule : NULL, "%s", msg);
	return -1;
}

/* The moves of L that written move k may be. */
static int
written_cands(const struct rd *c, const struct race_line *L, int k,
    struct race_move *m)
{
	/* Only moves between the written squares can match. */
	if (c->circ > 0 && (c->w[k].from == c->r->board.olen ||
	    c->w[k].to == c->r->board.olen))
		return race_line_moves(c->r, L, m, MAX_CANDS);
	return race_line_moves_to(c->r, L, c->w[k].from, c->w[k].to, m,
	    MAX_CANDS);
}

/* Matches written moves k.. from L; the complete line ends in *out. */
static int
match_search(struct rd *c, const struct race_line *L, int k,
    struct race_line *out)
{
	struct race_move	 m[MAX_CANDS];
	struct race_line	 next;
	int			 n, i;

	if (k == c->nw) {
		if (race_line_any(c->r, L) ||
		    race_line_verdict(c->r, &c->start, L, &c->sum) != LC_OK)
			return 0;
		race_line_copy(out, L);
		return 1;
	}
	n = written_cands(c, L, k, m);
	for (i = 0; i < n; i++) {
		if (!same(c, &m[i], &c->w[k]))
			continue;
		race_line_copy(&next, L);
		race_line_play(c->r, &next, &m[i]);
		if (match_search(c, &next, k + 1, out))
			return 1;
	}
	return 0;
}

/*
 * match_search() from the start, playing in place on *out while each
 * written move has only one reading: most lines have no other, and a copy
 * of the line per move was a good part of the check.  Where two readings
 * fit (a die or its twin, a die or a sum), the search takes over from
 * there, so the reading chosen is the same (R1).
 */
static int
match(struct rd *c, struct race_line *out)
{
	struct race_move	 m[MAX_CANDS];
	struct race_line	 here;
	int			 n, i, k, hit, nhit;

	/* The start has no move played: its fixed part, of known size,
	 * copied in place instead of by a call. */
	memcpy(out, &c->start, offsetof(struct race_line, m));
	for (k = 0; k < c->nw; k++) {
		n = written_cands(c, out, k, m);
		for (i = nhit = 0, hit = -1; i < n; i++)
			if (same(c, &m[i], &c->w[k]) && nhit++ == 0)
				hit = i;
		if (nhit == 0)
			return 0;
		if (nhit > 1) {
			race_line_copy(&here, out);
			return match_search(c, &here, k, out);
		}
		race_line_play(c->r, out, &m[hit]);
	}
	return !race_line_any(c->r, out) &&
	    race_line_verdict(c->r, &c->start, out, &c->sum) == LC_OK;
}

/* Whether a partner's piece stands where the move ends. */
static int
partner_on(const struct rd *c, const struct race_line *L, int to)
{
	const struct race_rules	*r = c->r;
	int			 sq = race_sq(r, c->bs, to), o, i;

	if (!r->teams || sq <= 0 || sq > r->board.loop)
		return 0;
	for (o = 0; o < L->p.nplayers; o++)
		if (o != c->pl && r->board.partner[c->bs] ==
		    race_bside(r, &L->p, o))
			for (i = 0; i < r->pieces; i++)
				if (L->p.prog[o][i] >= 0 && race_square(r,
				    race_bside(r, &L->p, o),
				    L->p.prog[o][i]) == sq)
					return 1;
	return 0;
}

static int
check_marks(struct rd *c, const struct race_line *L)
{
	int		 i, sq, strict = c->dc->strict;
	const char	*rule;

	for (i = 0; i < c->nw && i < L->n; i++) {
		if (c->w[i].mark == (L->m[i].capture != 0))
			continue;
		sq = race_square(c->r, c->bs, L->m[i].to);
		rule = sq > 0 && sq <= c->r->board.loop &&
		    c->r->safe[sq] ? c->r->src_safe : c->r->pairs &&
		    c->w[i].mark && (L->m[i].piece2 < 0 ||
		    L->m[i].piece3 >= 0 || c->r->pair_immune ||
		    c->r->pair_taken_by == RT_LARGER) ? c->r->src_pairs :
		    c->r->src_capture;
		if (c->w[i].mark && partner_on(c, L, L->m[i].to))
			rule = c->r->src_teams;
		diag_ctx_add(c->dc, strict ? DIAG_ERROR : DIAG_WARNING,
		    c->tt->line, c->w[i].col, rule[0] ? rule : NULL,
		    c->w[i].mark ?
		    "'%.*s' is marked '*' but captures nothing" :
		    "'%.*s' captures but is not marked '*'",
		    c->w[i].toklen, c->w[i].tok);
		if (strict)
			return -1;
	}
	return 0;
}

/* With the game's cache C, or NULL. */
static int
turn_read(const void *rp, struct race_cache *C, const struct position *pos,
    const struct turn_text *tt, struct turn *out, struct diag_ctx *dc)
{
	const struct race_rules	*r = rp;
	const struct race_pos	*p = (const struct race_pos *)(const void *)pos;
	struct rd		 c;
	struct race_line	 end, walk;
	struct race_move	 m[MAX_CANDS];
	struct race_turn	*t = (struct race_turn *)(void *)out;
	struct throw		 th;
	struct buf		 b;
	int			 kind, k, n, i, pl;

	/* Not memset: the moves, line and occupancy are filled when used. */
	c.nw = 0;
	c.bs = 0;
	c.r = r;
	c.tt = tt;
	c.dc = dc;
	pl = race_player_of(r, p, tt->side, tt->side_len);
	c.pl = race_mover(r, p, p->to_move);	/* whose pieces move */
	if (pl < 0)
		return race_read_fail(&c, tt->side_col, r->src_turns, "'%.*s' "
		    "is not a side in "
		    "this game", (int)tt->side_len, tt->side);
	if (race_game_over(r, p)) {
		buf_init(&b);
		race_result(rp, pos, &b);
		race_read_fail(&c, tt->side_col, r->src_game_end, "the game is "
		    "over (%s)", b.s);
		buf_free(&b);
		return -1;
	}
	if (pl != p->to_move && p->extra == RX_PENALTY)
		return race_read_fail(&c, tt->side_col, r->src_penalty, "the "
		    "third double in a row ended the turn: it is %s's, not "
		    "'%.*s'", r->side_name[p->side[p->to_move]],
		    (int)tt->side_len, tt->side);
	if (pl != p->to_move && p->extra != RX_NONE)
		return race_read_fail(&c, tt->side_col, p->extra == RX_CAPTURE ?
		    r->src_capture : r->src_extra, "%s has another turn "
		    "(%s), not '%.*s'", r->side_name[p->side[p->to_move]],
		    p->extra == RX_DOUBLE ? "a double" : p->extra == RX_THROW ?
		    "the throw earns one" : "a capture earns one",
		    (int)tt->side_len, tt->side);
	if (pl != p->to_move)
		return race_read_fail(&c, tt->side_col, r->src_turns, "it is "
		    "%s's turn, not '%.*s'", r->side_name[p->side[p->to_move]],
		    (int)tt->side_len, tt->side);
	if (tt->number >= 0 && tt->number != (long)p->ply + 1)
		return race_read_fail(&c, tt->number_col, r->src_turns, "turn "
		    "number %ld should be %lu", tt->number,
		    (unsigned long)p->ply + 1);
	if (tt->throw_ == NULL)
		return race_read_fail(&c, tt->side_col, r->src_throws, "a race "
		    "turn needs a throw");
	if (race_throw_parse(rp, tt->throw_, tt->throw_len, &th) != 0)
		return race_read_throw_problem(&c);
	c.bs = race_bside(r, p, c.pl);
	c.circ = race_circuit(r, c.bs);
	race_line_start(r, &c.start, p, &th);
	if (C != NULL)
		race_line_attach_cache(r, &c.start, C);
	else
		race_line_attach(r, &c.start, &c.occ, 0);
	if (race_read_moves(&c, &kind) != 0)
		return -1;
	race_line_summary(r, &c.start, &c.sum);
	/*
	 * A pass where passing is allowed is legal whether or not a move
	 * exists; only its canonical text depends on that (R18), so the
	 * search waits for race_turn_format() (a tenth of validate's time
	 * was spent proving that a play exists where a pass is allowed).
	 */
	if (kind == TK_PASS && race_pass_legal(r, p)) {
		kind = TK_PASS_ANY;
		goto ok;
	}
	if (kind != TK_MOVES) {
		int any = race_has_play(r, &c.start, &c.sum);

		/* Where no move exists, '-' and 'pass' are one play (R18). */
		if (!any) {
			kind = TK_NONE;
			goto ok;
		}
		if (kind == TK_PASS && race_pass_legal(r, p))
			goto ok;
		return race_read_pass_problem(&c, kind);
	}
	if (match(&c, &end)) {
		if (check_marks(&c, &end) != 0)
			return -1;
		/* The moves past the n played are never read: not cleared. */
		memset(t, 0, offsetof(struct race_turn, m));
		t->player = (int8_t)pl;
		t->kind = TK_MOVES;
		t->th = th;
		t->n = (uint8_t)end.n;
		memcpy(t->m, end.m, (size_t)end.n * sizeof t->m[0]);
		t->cached = 1;
		t->moved = end.moved;
		t->bonus = (int16_t)end.bonus;
		t->hbonus = (int16_t)end.hbonus;
		t->before = *p;
		t->after = end.p;
		if (C != NULL)
			race_cache_keep(r, C, &end);
		return 0;
	}
	race_line_copy(&walk, &c.start);
	for (k = 0; k < c.nw; k++) {
		n = race_line_moves(r, &walk, m, MAX_CANDS);
		for (i = 0; i < n; i++)
			if (same(&c, &m[i], &c.w[k]))
				break;
		if (i == n)
			return race_read_explain(&c, &walk, &c.w[k]);
		race_line_play(r, &walk, &m[i]);
	}
	return race_read_end_problem(&c, &walk);
ok:
	/* No moves, none past the n (0) played are read: not cleared. */
	memset(t, 0, offsetof(struct race_turn, m));
	t->player = (int8_t)pl;
	t->kind = (uint8_t)kind;
	t->th = th;
	/* No move to play again either: race_turn_apply() ends the line. */
	t->cached = 1;
	t->moved = 0;
	t->bonus = t->hbonus = 0;
	t->before = *p;
	t->after = *p;
	if (C != NULL)
		race_cache_keep(r, C, &c.start);
	return 0;
}

int
race_turn_read(const void *rp, const struct position *pos,
    const struct turn_text *tt, struct turn *out, struct diag_ctx *dc)
{
	return turn_read(rp, NULL, pos, tt, out, dc);
}

int
race_turn_read_cached(const void *rp, struct engine_cache *ec,
    const struct position *pos, const struct turn_text *tt, struct turn *out,
    struct diag_ctx *dc)
{
	return turn_read(rp, (struct race_cache *)(void *)ec, pos, tt, out,
	    dc);
}
