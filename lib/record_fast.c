/*
 * The record reader's common line (lib/record.c has the rest): a turn
 * line read straight from the input block, in one pass, into the game's
 * turns, and as many such lines in a row as there are.  Any other line,
 * and every error, is left to the general path in lib/record.c.
 */
#include <stdint.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "record.h"
#include "record_int.h"

/*
 * The common line, a well-formed ASCII turn line whole in rb, read in
 * one pass from rb: its end, comment, tokens and number together.  It
 * gives what record_input_line(), parse_line() and turn_line() give for such
 * a line; anything else (a blank, comment or tag line, a line that is
 * not whole in rb, the first line, NUL, a non-ASCII byte, a line too
 * long, any syntax error, the turn limit) is not read, and the general
 * path reads it, diagnostics and all.  fast_line_bytes() reads the line
 * at p into *t (all but its file and line) as it goes, and returns the
 * next line, or NULL with the line untouched (*t then holds nothing to
 * read: the slot is not the game's); end is rb + rlen, and *end a NUL,
 * so the byte loops need no bounds; the word loop reads at most 8 bytes
 * past it, inside rb's allocation.  fast_line(), below, is the same for
 * the usual line in fewer instructions, and hands it any other.
 */
static char *
fast_line_bytes(char *p, const char *end, struct turn_text *t)
{
	const uint64_t	 ones = 0x0101010101010101u;
	const uint64_t	 highs = ones * 0x80;
	const uint64_t	 nls = ones * '\n', hashes = ones * '#';
	char		*q, *e, *ce, *nl;
	char		*n0, *s0, *t0, *m0;
	uint64_t	 w, x, y;
	unsigned long	 un;

	for (q = p; TC(*q) & TC_BLANK; q++)
		;
	if ((TC(*q) & (TC_SPECIAL | TC_COLON)) || *q == '[')
		return NULL;
	/* Unsigned: a long run of digits (a side, or a number the
	 * general path refuses) wraps instead of overflowing. */
	for (n0 = q, un = 0; (unsigned char)(*q - '0') < 10; q++)
		un = un * 10 + (unsigned char)(*q - '0');
	if (q > n0 && *q == '.') {
		/* Up to 18 digits cannot overflow a 64-bit long. */
		if (q - n0 > 18 || sizeof(long) < 8)
			return NULL;
		t->number = (long)un;
		t->number_col = (unsigned)(n0 - p) + 1;
		for (q++, q += *q == ' '; TC(*q) & TC_BLANK; q++)
			;
	} else {
		q = n0;
		t->number = -1;
		t->number_col = 0;
	}
	for (s0 = q; !(TC(*q) & (TC_STOP | TC_SPECIAL)); q++)
		;
	if (q == s0 || !(TC(*q) & TC_BLANK))
		return NULL;
	t->side = s0;
	t->side_len = (size_t)(q - s0);
	t->side_col = (unsigned)(s0 - p) + 1;
	for (q++, q += *q == ' '; TC(*q) & TC_BLANK; q++)
		;
	/* A token, then ':' after blanks, is the throw; else the moves. */
	for (t0 = m0 = q; !(TC(*q) & (TC_STOP | TC_SPECIAL)); q++)
		;
	e = q;
	for (; TC(*q) & TC_BLANK; q++)
		;
	if (e > t0 && *q == ':') {
		t->throw_ = t0;
		t->throw_len = (size_t)(e - t0);
		t->throw_col = (unsigned)(t0 - p) + 1;
		for (q++, q += *q == ' '; TC(*q) & TC_BLANK; q++)
			;
		m0 = q;
	} else {
		t->throw_ = NULL;
		t->throw_len = 0;
		t->throw_col = 0;
	}
	if (TC(*m0) & (TC_COLON | TC_SPECIAL))
		return NULL;
	/* The first NUL, '\n', '#' or high byte from the moves on. */
	for (q = m0;; q += 8) {
		memcpy(&w, q, 8);
		x = w ^ nls;
		y = w ^ hashes;
		if (((w | ((w - ones) & ~w) | ((x - ones) & ~x) |
		    ((y - ones) & ~y)) & highs) != 0)
			break;
	}
#if defined(__GNUC__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	/* Below the first flagged byte no byte is flagged: it is the
	 * first special byte. */
	q += __builtin_ctzll((w | ((w - ones) & ~w) | ((x - ones) & ~x) |
	    ((y - ones) & ~y)) & highs) / 8;
#else
	while (!(TC(*q) & TC_SPECIAL))
		q++;
#endif
	if (*q == '\n') {
		nl = q;
		ce = q > m0 && q[-1] == '\r' ? q - 1 : q;
	} else if (*q == '#') {
		ce = q;
		nl = memchr(q, '\n', (size_t)(end - q));
		if (nl == NULL)
			return NULL;
	} else
		return NULL;
	if (nl - p > RECORD_MAX_LINE)
		return NULL;
	while (ce > m0 && (TC(ce[-1]) & TC_BLANK))
		ce--;
	if (ce == m0)
		return NULL;

	/* The line is read: its tokens are cut in place. */
	s0[t->side_len] = '\0';
	if (t->throw_ != NULL)
		t0[t->throw_len] = '\0';
	t->moves = m0;
	t->moves_len = (size_t)(ce - m0);
	t->moves_col = (unsigned)(m0 - p) + 1;
	*ce = '\0';
	return nl + 1;
}

#if defined(__SSE2__) && defined(__GNUC__)
/* 16 bytes of a line at s, and bit i of a mask: byte i is a given one. */
static inline __m128i
load16(const char *s)
{
	return _mm_loadu_si128((const __m128i *)(const void *)s);
}

static inline unsigned
byte_mask(__m128i v, char c)
{
	return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(c)));
}

/* Odd: a control byte or a high one (both below ' ' to a signed
 * compare), or '#'. */
static inline unsigned
odd_mask(__m128i v)
{
	return (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_cmplt_epi8(v,
	    _mm_set1_epi8(' ')), _mm_cmpeq_epi8(v, _mm_set1_epi8('#'))));
}

/* The lowest set bit of *m, cleared. */
static inline size_t
take_bit(uint64_t *m)
{
	size_t		 i = (unsigned)__builtin_ctzll(*m);

	*m &= *m - 1;
	return i;
}

/*
 * The value of the n digits at s, 1 <= n <= 4, or -1 when one of them
 * (all below 0x80; s holds 4 bytes) is not a digit.  A byte xor '0' is
 * a digit's value when under 10, and then plus 0x76 stays under 0x80:
 * no carry into the next byte.  Shifted to the top of the word, which
 * drops the bytes past the n and puts zeros before them, the digits are
 * summed in pairs, then the pairs.
 */
static inline long
digits_value(const char *s, size_t n)
{
	uint32_t	 x;

	x = (util_load32(s) ^ 0x30303030u) << (8 * (4 - n));
	if (((x + 0x76767676u) | x) & 0x80808080u)
		return -1;
	x = (x * 2561) >> 8 & 0x00ff00ffu;
	return (long)((x * 6553601) >> 16);
}

/*
 * fast_line() of the usual line, "N. SIDE THROW: MOVES" with one blank
 * between tokens (or "N. SIDE MOVES" with no ':' in it): its first odd
 * byte its '\n' (no tab, CR, comment, NUL or UTF-8 in it), a number of
 * at most 4 digits, and its moves starting in its first 32 bytes.
 * Those bytes are classed in two loads, and the tokens found from the
 * first three blanks and the first ':', not by a byte loop.  Any other
 * line goes to fast_line_bytes(), which reads a usual line the same
 * way, and reads or leaves the rest.  A load starts at most 16 bytes
 * past the last byte that is not rb's NUL (RB_SLACK).
 */
__attribute__((always_inline))
static inline char *
fast_line(char *p, const char *end, struct turn_text *t)
{
	const __m128i	 v0 = load16(p), v1 = load16(p + 16);
	size_t		 nl, i, b1, b2, b3, c, m0, ce;
	uint64_t	 odd, bl, co;
	unsigned	 o;
	long		 num;

	odd = odd_mask(v0) | (uint64_t)odd_mask(v1) << 16;
	if (odd != 0)
		nl = (unsigned)__builtin_ctzll(odd);
	else
		for (i = 32;; i += 16)
			if ((o = odd_mask(load16(p + i))) != 0) {
				nl = i + (unsigned)__builtin_ctz(o);
				break;
			}
	if (p[nl] != '\n' || nl > RECORD_MAX_LINE)
		return fast_line_bytes(p, end, t);
	/* Bit i of bl: byte i is blank, odd or past the window.  So the
	 * first three are the line's blanks when the moves start before
	 * its end; the first ':' then is the line's when it is before. */
	bl = byte_mask(v0, ' ') | (uint64_t)byte_mask(v1, ' ') << 16 | odd |
	    ~(uint64_t)0 << 32;
	co = byte_mask(v0, ':') | (uint64_t)byte_mask(v1, ':') << 16;
	b1 = take_bit(&bl);
	b2 = take_bit(&bl);
	b3 = take_bit(&bl);
	c = (size_t)(unsigned)__builtin_ctzll(co | (uint64_t)1 << 40);
	if (b1 - 2 > 3 || p[b1 - 1] != '.' || b2 <= b1 + 1 ||
	    (num = digits_value(p, b1 - 1)) < 0)
		return fast_line_bytes(p, end, t);
	/* *t is written as it is read (fewer registers held): when the
	 * line goes to fast_line_bytes() after all, so does *t. */
	t->number = num;
	t->number_col = 1;
	t->side = p + b1 + 1;
	t->side_len = b2 - b1 - 1;
	t->side_col = (unsigned)b1 + 2;
	/* The throw before the first ':', the moves a blank after it;
	 * or, with no ':' in the line, the moves after the side. */
	if (c > b2 + 1 && b3 == c + 1) {
		m0 = c + 2;
		t->throw_ = p + b2 + 1;
		t->throw_len = c - b2 - 1;
		t->throw_col = (unsigned)b2 + 2;
	} else if (c > nl && nl <= 32 && b3 > b2 + 1) {
		m0 = b2 + 1;
		t->throw_ = NULL;
		t->throw_len = 0;
		t->throw_col = 0;
	} else
		return fast_line_bytes(p, end, t);
	/* bl has lost b1-b3, which m0 is past. */
	if (m0 >= nl || ((bl | co) >> m0 & 1) != 0)
		return fast_line_bytes(p, end, t);
	/* p[m0] is not blank. */
	for (ce = nl; p[ce - 1] == ' '; ce--)
		;
	t->moves = p + m0;
	t->moves_len = ce - m0;
	t->moves_col = (unsigned)m0 + 1;

	/* The line is read: its tokens are cut in place. */
	p[b2] = '\0';
	if (m0 != b2 + 1)
		p[c] = '\0';
	p[ce] = '\0';
	return p + nl + 1;
}
#else
static inline char *
fast_line(char *p, const char *end, struct turn_text *t)
{
	return fast_line_bytes(p, end, t);
}
#endif

/* fast_line() into game.turns[n], where the array ends: it grows for a
 * line read, not one tried.  Apart, not inlined: it is rare. */
#ifdef __GNUC__
__attribute__((noinline))
#endif
static char *
fast_line_grow(struct record_reader *r, char *p, const char *end, size_t n)
{
	struct turn_text	 spare;
	char			*next;

	if ((next = fast_line(p, end, &spare)) != NULL) {
		record_turns_grow(r);
		r->game.turns[n] = spare;
	}
	return next;
}

/*
 * As many common lines as there are in a row, in one call: the
 * reader's state is kept in locals and written back once, not a line.
 * Returns how many were read.
 */
size_t
record_fast_turns(struct record_reader *r)
{
	struct rgame	*g = &r->game;
	struct turn_text *t, *turns = g->turns;
	char		*p = (char *)r->rb + r->rpos, *next;
	const char	*end = (const char *)r->rb + r->rlen, *name = r->name;
	unsigned	 lineno = r->lineno, off;
	size_t		 n = g->nturns, first = n, lim;

	if (lineno == 0)
		return 0;
	/* In locals, not reread after each line (a char store may alias
	 * them): turn n is on line n + off. */
	off = lineno + 1 - (unsigned)first;
	for (;;) {
		lim = r->turns_cap < RECORD_MAX_TURNS ? r->turns_cap :
		    RECORD_MAX_TURNS;
		for (; n < lim; n++) {
			t = &turns[n];
			if ((next = fast_line(p, end, t)) == NULL)
				goto done;
			t->file = name;
			t->line = (unsigned)n + off;
			p = next;
		}
		if (n == RECORD_MAX_TURNS ||
		    (next = fast_line_grow(r, p, end, n)) == NULL)
			break;
		turns = g->turns;
		turns[n].file = name;
		turns[n].line = (unsigned)n + off;
		n++;
		p = next;
	}
done:
	lineno = (unsigned)n + off - 1;
	if (n == first)
		return 0;
	g->nturns = n;
	r->lineno = lineno;
	r->rpos = (size_t)(p - (char *)r->rb);
	if (!r->started) {
		r->started = 1;
		g->line = lineno - (unsigned)(n - first) + 1;
	}
	g->end_line = lineno;
	r->moves = 1;
	if (!r->inplace)
		record_turns_relocate(r);
	return n - first;
}

int
record_fast_turn_one(struct record_reader *r)
{
	struct rgame	*g = &r->game;
	struct turn_text tt;
	char		*next;

	if (r->lineno == 0 || g->nturns == RECORD_MAX_TURNS)
		return 0;
	if ((next = fast_line((char *)r->rb + r->rpos,
	    (const char *)r->rb + r->rlen, &tt)) == NULL)
		return 0;
	if (g->nturns == r->turns_cap)
		record_turns_grow(r);
	g->turns[g->nturns] = tt;
	g->turns[g->nturns].file = r->name;
	g->turns[g->nturns].line = ++r->lineno;
	g->nturns++;
	r->rpos = (size_t)(next - (char *)r->rb);
	if (!r->started) {
		r->started = 1;
		g->line = r->lineno;
	}
	g->end_line = r->lineno;
	r->moves = 1;
	record_turns_relocate(r);
	return 1;
}
