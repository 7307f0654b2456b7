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
 * stack.  The explanations are lib/race_read_explain.c's; the move text's
 * parse stays here, beside its one caller: apart, its call was 2% more
 * of validate's instructions.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "race.h"
#include "race_read_int.h"
#include "race_play_int.h"

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

/* isspace() in the C locale, the only one pasa runs in, inline. */
static inline int
blank(int ch)
{
	return ch == ' ' || (ch >= '\t' && ch <= '\r');
}

/*
 * race_parse_square() for a square written as a loop number, the usual
 * case, without its calls: the progress of a square of the loop is its
 * distance from the side's start along the direction of play, counted
 * from the out column's end (race_loop_prog()), looked up in the table
 * race_rules_derive() fills; a square the route misses is none.  v is the
 * number the len digits at s say; anything else is left to
 * race_parse_square().
 */
static inline int
loop_prog(const struct rd *c, int v, const char *s, size_t len)
{
	int	 prog;

	if (v < 1 || v > c->loop)
		return -2;
	prog = c->loopprog[v];
	return prog != RACE_LOOP_ASK ? prog :
	    race_parse_square(c->r, c->bs, s, len);
}

/* What a byte of the move text ends: a square, a move's suffix. */
#define CH_BLANK	0x1
#define CH_SLASH	0x2
#define CH_MARK		0x4	/* '*' or '(' */
#define CH_DIGIT	0x8
static const unsigned char ch_class[256] = {
	['\t'] = CH_BLANK, ['\n'] = CH_BLANK, ['\v'] = CH_BLANK,
	['\f'] = CH_BLANK, ['\r'] = CH_BLANK, [' '] = CH_BLANK,
	['/'] = CH_SLASH, ['*'] = CH_MARK, ['('] = CH_MARK,
	['0'] = CH_DIGIT, ['1'] = CH_DIGIT, ['2'] = CH_DIGIT,
	['3'] = CH_DIGIT, ['4'] = CH_DIGIT, ['5'] = CH_DIGIT,
	['6'] = CH_DIGIT, ['7'] = CH_DIGIT, ['8'] = CH_DIGIT,
	['9'] = CH_DIGIT,
};
#define CH(x)	(ch_class[(unsigned char)(x)])

/*
 * A square of the usual move read in place: a loop number, 'base',
 * 'home', 'hN' or 'oN' (a fifth of the squares written in some
 * variants), as race_parse_square() reads it, the square's end in *end;
 * -2 for anything else or anything it does not fit, which the long way
 * reads again and says what is wrong with.
 */
static inline int
quick_square(const struct rd *c, const char *s, size_t i, size_t len,
    size_t *end)
{
	const struct race_board	*b = &c->r->board;
	size_t			 k = i, e;
	int			 v = 0, pre = s[i];

	if (CH(pre) & CH_DIGIT)
		;
	else if (len - i >= 4 && memcmp(s + i, "base", 4) == 0) {
		*end = i + 4;
		return -1;
	} else if (len - i >= 4 && memcmp(s + i, "home", 4) == 0) {
		*end = i + 4;
		return race_final(c->r, c->bs);
	} else if (pre == 'h' || pre == 'o')
		k++;
	else
		return -2;
	for (e = k; e < len && e - k < 4 && (CH(s[e]) & CH_DIGIT); e++)
		v = v * 10 + (s[e] - '0');
	if (e == k || e - k > 3)
		return -2;
	*end = e;
	if (pre == 'h')
		return v >= 1 && v <= b->hlen ?
		    b->olen + b->turn_dist[c->bs] + v : -2;
	if (pre == 'o')
		return v >= 1 && v <= b->olen ? v - 1 : -2;
	return loop_prog(c, v, s + i, e - i);
}

/*
 * quick_square() for the square most moves write, one to three digits,
 * spelt out: its loop over the digits was a tenth of the turn check.
 */
static inline int
quick_number(const struct rd *c, const char *s, size_t i, size_t len,
    size_t *end)
{
	size_t		 k = i;
	unsigned	 d;
	int		 v;

	if ((d = (unsigned)(unsigned char)s[k] - '0') > 9)
		return quick_square(c, s, i, len, end);
	v = (int)d;
	if (++k < len && (d = (unsigned)(unsigned char)s[k] - '0') <= 9) {
		v = v * 10 + (int)d;
		if (++k < len && (d = (unsigned)(unsigned char)s[k] - '0') <=
		    9) {
			v = v * 10 + (int)d;
			if (++k < len && (CH(s[k]) & CH_DIGIT))
				return -2;
		}
	}
	*end = k;
	return loop_prog(c, v, s + i, k - i);
}

/*
 * The move text as most records write it, in one pass: moves 'A/B' or
 * 'A/B*' between two squares quick_square() reads, each perhaps after a
 * bonus '+N' the
 * variant pays, apart by blanks; len is past the last move.  0 when all
 * of it is that, -1 at the first thing that is not, with c->w as it was:
 * parse_moves() then reads it all the long way, which says what is wrong.
 */
static int
quick_moves(struct rd *c, const char *s, size_t len)
{
	size_t		 i = 0, t0, e;
	int		 a, pa, pb, mk, bonus = 0, nw = c->nw;
	unsigned	 bcol = 0, col0 = c->tt->moves_col;
	struct wmove	*w;

	while (i < len) {
		t0 = i;
		if (s[i] == '+') {
			for (a = 0, i++; i < len && i - t0 <= 4 &&
			    (CH(s[i]) & CH_DIGIT); i++)
				a = a * 10 + (s[i] - '0');
			if (bonus || i == t0 + 1 || i == len || s[i] != ' ' ||
			    !((c->r->reward == RR_BONUS && a == c->r->bonus) ||
			    (c->r->home_bonus > 0 && a == c->r->home_bonus)))
				return -1;
			bonus = a;
			bcol = col0 + (unsigned)t0;
			while (i < len && blank(s[i]))
				i++;
			continue;
		}
		/* Two squares quick_square() reads, a '/' between. */
		if ((pa = quick_number(c, s, i, len, &e)) == -2 || e + 1 >=
		    len || s[e] != '/' || (pb = quick_number(c, s, e + 1, len,
		    &i)) == -2)
			return -1;
		if ((mk = i < len && s[i] == '*'))
			i++;
		if ((i < len && !blank(s[i])) || nw == RACE_MAX_MOVES)
			return -1;
		w = &c->w[nw++];
		w->from = pa;
		w->to = pb;
		w->mark = mk;
		w->pair = 0;
		w->bonus = bonus;
		w->col = bonus ? bcol : col0 + (unsigned)t0;
		w->tok = s + t0;
		w->toklen = (int)(i - t0);
		bonus = 0;
		/* Past the blank just seen, and any more. */
		if (i < len)
			while (++i < len && blank(s[i]))
				;
	}
	if (bonus)
		return -1;
	c->nw = nw;
	return 0;
}

/* Splits the move text into moves; chains a/b/c become a/b b/c. */
static int
parse_moves(struct rd *c, int *kind)
{
	const char	*s = c->tt->moves;
	size_t		 len = c->tt->moves_len, i = 0, j, e;
	int		 bonus = 0, prev = -2, parts;
	size_t		 tok0, ppos = 0;
	unsigned	 bcol = 0;

	*kind = TK_MOVES;
	while (len > 0 && blank(s[len - 1]))
		len--;
	if (len == 1 && s[0] == '-') {
		*kind = TK_NONE;
		return 0;
	}
	if (len == 4 && memcmp(s, "pass", 4) == 0) {
		*kind = TK_PASS;
		return 0;
	}
	if (len == 0)
		return race_read_fail(c, c->tt->moves_col, NOTE_LINE, "no "
		    "moves: write '-' when no move is possible");
	if (quick_moves(c, s, len) == 0)
		return 0;
	while (i < len) {
		while (i < len && blank(s[i]))
			i++;
		if (i == len)
			break;
		/*
		 * The usual move, 'A/B' or 'A/B*', read in one go; anything
		 * else, or anything wrong, goes the long way, which says what
		 * is wrong.
		 */
		{
			size_t	 a_end, b0, b_end;
			int	 pa, pb, mk = 0;

			if ((pa = quick_square(c, s, i, len, &a_end)) != -2 &&
			    a_end < len && s[a_end] == '/' &&
			    (b0 = a_end + 1) < len && (pb = quick_square(c, s,
			    b0, len, &b_end)) != -2) {
				j = b_end;
				if (j < len && s[j] == '*') {
					mk = 1;
					j++;
				}
				if ((j == len || (CH(s[j]) & CH_BLANK)) &&
				    c->nw < RACE_MAX_MOVES) {
					struct wmove *w = &c->w[c->nw++];

					w->from = pa;
					w->to = pb;
					w->mark = mk;
					w->pair = 0;
					w->bonus = bonus;
					w->col = bonus ? bcol : c->tt->moves_col +
					    (unsigned)i;
					w->tok = s + i;
					w->toklen = (int)(j - i);
					bonus = 0;
					i = j;
					continue;
				}
			}
		}
		/*
		 * The token's end, j, is found by reading its squares; only
		 * these rarer tokens look for it first.
		 */
		if ((s[i] == '-' && (i + 1 == len || blank(s[i + 1]))) ||
		    (len - i >= 4 && memcmp(s + i, "pass", 4) == 0 &&
		    (i + 4 == len || blank(s[i + 4])))) {
			for (j = i; j < len && !blank(s[j]); j++)
				;
			return race_read_fail(c, c->tt->moves_col + (unsigned)i,
			    NOTE_LINE, "'%.*s' stands alone: it cannot be "
			    "written with moves", (int)(j - i), s + i);
		}
		if (s[i] == '+') {
			long v = 0;

			for (j = i; j < len && !blank(s[j]); j++)
				;

			/* Saturates: "+99999999999999999999" must not overflow. */
			for (e = i + 1; e < j && (s[e] >= '0' && s[e] <= '9');
			    e++)
				v = v > 999 ? v : v * 10 + (s[e] - '0');
			if (e != j || e == i + 1 || v > 999)
				return race_read_fail(c,
				    c->tt->moves_col + (unsigned)i, NOTE_LINE,
				    "bad bonus '%.*s'", (int)(j - i), s + i);
			if (!(c->r->reward == RR_BONUS && v == c->r->bonus) &&
			    !(c->r->home_bonus > 0 && v == c->r->home_bonus))
				return race_read_fail(c,
				    c->tt->moves_col + (unsigned)i,
				    c->r->src_capture, "a capture earns %s, "
				    "not '%.*s'", c->r->reward == RR_BONUS ?
				    "a bonus of that many points" :
				    "no bonus points", (int)(j - i), s + i);
			bonus = (int)v;
			bcol = c->tt->moves_col + (unsigned)i;
			i = j;
			continue;
		}
		prev = -2;
		parts = 0;
		tok0 = i;
		for (;;) {
			size_t	 k, sq_end;
			int	 prog, mark = 0, pair = 0, v = 0;

			/*
			 * One pass: the square, read as a number while it is
			 * one, then what follows it.
			 */
			for (sq_end = i; sq_end < len &&
			    (CH(s[sq_end]) & CH_DIGIT); sq_end++)
				if (v < 1000)
					v = v * 10 + (s[sq_end] - '0');
			if (sq_end == i || sq_end - i > 3 || (sq_end < len &&
			    !(CH(s[sq_end]) & (CH_BLANK | CH_SLASH |
			    CH_MARK)))) {
				for (; sq_end < len && !(CH(s[sq_end]) &
				    (CH_BLANK | CH_SLASH | CH_MARK)); sq_end++)
					;
				v = -1;
			}
			for (k = sq_end; k < len && !(CH(s[k]) & (CH_BLANK |
			    CH_SLASH)); k++)
				;
			if (k == sq_end)
				;
			else if (k - sq_end == 1 && s[sq_end] == '*')
				mark = 1;
			else if (k - sq_end == 3 && s[sq_end] == '(' &&
			    (s[sq_end + 1] == '2' || s[sq_end + 1] == '3') &&
			    s[sq_end + 2] == ')')
				pair = s[sq_end + 1] - '1';
			else if (k - sq_end == 4 && s[sq_end] == '*' &&
			    s[sq_end + 1] == '(' && (s[sq_end + 2] == '2' ||
			    s[sq_end + 2] == '3') && s[sq_end + 3] == ')') {
				mark = 1;
				pair = s[sq_end + 2] - '1';
			} else if (k - sq_end == 4 && s[sq_end] == '(' &&
			    (s[sq_end + 1] == '2' || s[sq_end + 1] == '3') &&
			    s[sq_end + 2] == ')' && s[sq_end + 3] == '*') {
				mark = 1;
				pair = s[sq_end + 1] - '1';
			}
			else
				return race_read_fail(c, c->tt->moves_col +
				    (unsigned)sq_end, NOTE_LINE, "unexpected "
				    "'%.*s' after a square", (int)(k - sq_end),
				    s + sq_end);
			prog = v >= 0 ? loop_prog(c, v, s + i, sq_end - i) :
			    race_parse_square(c->r, c->bs, s + i, sq_end - i);
			if (prog == -2)
				return race_read_fail(c,
				    c->tt->moves_col + (unsigned)i, NOTE_SQUARE,
				    "no square '%.*s' on %s's route",
				    (int)(sq_end - i), s + i, pname(c));
			if (prev != -2) {
				struct wmove *w;
				size_t pstart = ppos;

				if (c->nw == RACE_MAX_MOVES)
					return race_read_fail(c,
					    c->tt->moves_col + (unsigned)i,
					    NOTE_LINE, "too many moves");
				w = &c->w[c->nw++];
				w->from = prev;
				w->to = prog;
				w->mark = mark;
				w->pair = pair;
				w->bonus = bonus;
				w->col = bonus ? bcol : c->tt->moves_col +
				    (unsigned)pstart;
				w->tok = s + pstart;
				w->toklen = (int)(k - pstart);
				bonus = 0;
			} else if (mark || pair)
				return race_read_fail(c,
				    c->tt->moves_col + (unsigned)i, NOTE_LINE,
				    "a move is written 'FROM/TO'");
			prev = prog;
			ppos = i;
			parts++;
			if (k < len && s[k] == '/') {
				i = k + 1;
				if (i < len && !(CH(s[i]) & CH_BLANK))
					continue;
			} else
				i = k;
			break;
		}
		j = i;
		if (parts < 2)
			return race_read_fail(c,
			    c->tt->moves_col + (unsigned)tok0, NOTE_LINE, "a "
			    "move is written 'FROM/TO', not '%.*s'",
			    (int)(j - tok0), s + tok0);
		i = j;
	}
	if (bonus)
		return race_read_fail(c, bcol, c->r->src_capture, "the bonus "
		    "needs a move after it");
	return 0;
}

/*
 * Whether written move w takes race_direct_written()'s way: most written
 * moves are one piece's, whose fitting moves are found without the list.
 * A start square that is also the turn square, either progress, and a
 * pair need the list.
 */
static inline int
direct_ok(const struct rd *c, const struct wmove *w)
{
	return !(c->circ > 0 && (w->from == c->r->board.olen ||
	    w->to == c->r->board.olen)) && c->direct && w->pair == 0;
}

/* The moves of L that written move k is, in order, from the list. */
static inline __attribute__((always_inline)) int
listed_cands(const struct rd *c, const struct race_line *L, int k,
    struct race_move *m)
{
	const struct wmove	*w = &c->w[k];
	int			 n, i, nhit;

	if (c->circ > 0 && (w->from == c->r->board.olen ||
	    w->to == c->r->board.olen))
		n = race_line_moves(c->r, L, m, MAX_CANDS);
	else
		n = race_line_moves_to(c->r, L, w->from, w->to, m,
		    MAX_CANDS);
	for (i = nhit = 0; i < n; i++)
		if (same(c, &m[i], w))
			m[nhit++] = m[i];
	return nhit;
}

/* The moves of L that written move k is, in order. */
static inline __attribute__((always_inline)) int
written_cands(const struct rd *c, const struct race_line *L, int k,
    struct race_move *m)
{
	const struct wmove	*w = &c->w[k];
	int			 n;

	if (direct_ok(c, w) && (n = race_direct_written(c->r, L, w->from,
	    w->to, w->bonus, m)) >= 0)
		return n;
	return listed_cands(c, L, k, m);
}

/*
 * The same, the one move played on L where there is only one; with
 * more, L is as it was.  The direct way's move is one piece's, no pair
 * and no lap: unless it takes, race_play_plain() plays it here without
 * race_line_play()'s call and its checks of what is known.
 */
static inline __attribute__((always_inline)) int
written_play(const struct rd *c, struct race_line *L, int k,
    struct race_move *m)
{
	const struct wmove	*w = &c->w[k];
	int			 n;

	if (direct_ok(c, w) && (n = race_direct_written(c->r, L, w->from,
	    w->to, w->bonus, m)) >= 0) {
		if (n == 1 && !m[0].capture && c->plain)
			race_play_plain(c->r, L, &m[0]);
		else if (n == 1)
			race_line_play(c->r, L, &m[0]);
		return n;
	}
	if ((n = listed_cands(c, L, k, m)) == 1)
		race_line_play(c->r, L, &m[0]);
	return n;
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
 * there, so the reading chosen is the same (R1).  *marked: without a
 * search, whether each move's '*' was seen to say what it takes, so that
 * check_marks() need not look again.
 */
static int
match(struct rd *c, struct race_line *out, int *marked)
{
	struct race_move	 m[MAX_CANDS];
	struct race_line	 here;
	int			 n, k, wrong = 0;

	*marked = 0;
	/* The start has no move played: its fixed part, of known size,
	 * copied in place instead of by a call. */
	memcpy(out, &c->start, offsetof(struct race_line, m));
	for (k = 0; k < c->nw; k++) {
		n = written_play(c, out, k, m);
		if (n == 0)
			return 0;
		if (n > 1) {
			race_line_copy(&here, out);
			return match_search(c, &here, k, out);
		}
		/* The move just played is out->m[k]: the line started with
		 * none, and has room for every written move. */
		wrong |= c->w[k].mark != (out->m[k].capture != 0);
	}
	*marked = !wrong;
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
	int			 kind, k, n, i, pl, marked;

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
	c.loop = r->board.loop;
	c.loopprog = r->loopprog[c.bs];
	race_line_start(r, &c.start, p, &th);
	if (C != NULL)
		race_line_attach_cache(r, &c.start, C);
	else
		race_line_attach(r, &c.start, &c.occ, 0);
	c.direct = race_direct_written_fits(r, &c.start, MAX_CANDS);
	c.plain = c.direct && race_plain_rules(r);
	if (parse_moves(&c, &kind) != 0)
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
	if (match(&c, &end, &marked)) {
		if (!marked && check_marks(&c, &end) != 0)
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
