/*
 * A race turn's move text read into written moves: squares, bonuses,
 * capture marks, pairs and chains ("a/b/c" is a/b b/c), '-' and 'pass',
 * with a fast path for the usual loop numbers.  Apart from the matching
 * (lib/race_read.c) because it reads text only: nothing here asks what
 * the engine allows.
 */
#include <string.h>

#include "race.h"
#include "race_read_int.h"

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
 * from the out column's end (race_loop_prog()); a square the route misses
 * is none.  v is the number the len digits at s say; anything else is
 * left to race_parse_square().
 */
static inline int
loop_prog(const struct rd *c, int v, const char *s, size_t len)
{
	const struct race_board	*b = &c->r->board;
	int			 d;

	if (v < 1 || v > b->loop)
		return -2;
	/* Both squares on the loop: less than a lap lies between. */
	d = (v - b->start[c->bs]) * b->dir;
	if (d < 0)
		d += b->loop;
	if (d < 0 || d >= b->loop)
		return race_parse_square(c->r, c->bs, s, len);
	return d <= b->turn_dist[c->bs] ? d + b->olen : -2;
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

/* Splits the move text into moves; chains a/b/c become a/b b/c. */
int
race_read_moves(struct rd *c, int *kind)
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
	while (i < len) {
		while (i < len && blank(s[i]))
			i++;
		if (i == len)
			break;
		/*
		 * The usual move, 'A/B' or 'A/B*' between loop squares, read
		 * in one go; anything else, or anything wrong, goes the long
		 * way, which says what is wrong.
		 */
		if (CH(s[i]) & CH_DIGIT) {
			size_t	 a_end, b0, b_end;
			int	 va = 0, vb = 0, pa, pb, mk = 0;

			for (a_end = i; a_end < len && a_end - i < 4 &&
			    (CH(s[a_end]) & CH_DIGIT); a_end++)
				va = va * 10 + (s[a_end] - '0');
			b0 = a_end + 1;
			if (a_end - i <= 3 && a_end < len && s[a_end] == '/') {
				for (b_end = b0; b_end < len && b_end - b0 < 4 &&
				    (CH(s[b_end]) & CH_DIGIT); b_end++)
					vb = vb * 10 + (s[b_end] - '0');
				j = b_end;
				if (j < len && s[j] == '*') {
					mk = 1;
					j++;
				}
				if (b_end > b0 && b_end - b0 <= 3 &&
				    (j == len || (CH(s[j]) & CH_BLANK)) &&
				    c->nw < RACE_MAX_MOVES &&
				    (pa = loop_prog(c, va, s + i, a_end - i)) !=
				    -2 && (pb = loop_prog(c, vb, s + b0,
				    b_end - b0)) != -2) {
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
