/*
 * The streaming record reader (notation: man/pasa-record.5): lines
 * assembled into games.  lib/record_input.c reads the input in blocks
 * and cuts it into lines; lib/record_line.c reads one tag or turn line.
 *
 * A game's turn lines stay in the input block, their tokens
 * NUL-terminated there, until a refill would move them: then (and for
 * every line under record_next_line(), whose caller sees each turn while
 * the next is read) they are copied to chunks of a per-reader arena,
 * which also holds the tags.  The arena and two arrays are reset,
 * not freed, between games, so the reader's memory is bounded by its
 * longest game and a turn line costs no allocation once they have grown.
 *
 * Most lines are well-formed ASCII turn lines; fast_line() reads those in
 * one pass and leaves every other line, and every error, to the general
 * path (record_input_line(), parse_line()), so messages come from one
 * place.
 *
 * Game boundaries depend only on the first non-blank byte of each line:
 * '[' makes a tag line, '#' or nothing a blank line, anything else a turn
 * line.  A tag line after a turn line starts the next game.  Because this
 * never depends on whether a line parses, a syntax error can simply stop
 * parsing: the rest of its game is skipped and the next game reads as if
 * nothing had happened.
 *
 * Columns are 1-based and count bytes, so a tab or each byte of a UTF-8
 * character is one column; a byte-order mark starting the input is not
 * counted.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "record.h"
#include "record_int.h"

#define TURNS_FIRST	64

enum line_kind {
	LK_BLANK,
	LK_TAG,
	LK_TURN,
};

const struct rtag *
rgame_find_tag(const struct rgame *g, const char *name)
{
	size_t	i;

	for (i = 0; i < g->ntags; i++)
		if (strcmp(g->tags[i].name, name) == 0)
			return &g->tags[i];
	return NULL;
}

const char *
rgame_tag(const struct rgame *g, const char *name)
{
	size_t	i;

	for (i = 0; i < g->ntags; i++)
		if (strcmp(g->tags[i].name, name) == 0)
			return g->tags[i].value;
	return NULL;
}

#define syntax_error(r, d, ...) record_syntax_error(d, (r)->name, __VA_ARGS__)

static enum line_kind
line_kind(const struct line *l)
{
	switch (record_line_kind(l->s, l->len, l->too_long)) {
	case RECORD_LINE_TAG:
		return LK_TAG;
	case RECORD_LINE_TURN:
		return LK_TURN;
	default:
		return LK_BLANK;
	}
}

/* ---- game storage ---- */

static char *
arena_alloc(struct record_reader *r, size_t n)
{
	struct chunk	*c = r->chunk_cur;
	char		*p;

	if (c == NULL || CHUNK_SIZE - c->used < n) {
		if (c != NULL && c->next != NULL)
			c = c->next;
		else {
			c = xmalloc(sizeof(*c));
			c->next = NULL;
			if (r->chunk_cur == NULL)
				r->chunks = c;
			else
				r->chunk_cur->next = c;
			r->nchunks++;
		}
		c->used = 0;
		r->chunk_cur = c;
	}
	p = c->data + c->used;
	c->used += n;
	return p;
}

static void
game_reset(struct record_reader *r)
{
	struct rgame	*g = &r->game;

	r->chunk_cur = r->chunks;
	if (r->chunks != NULL)
		r->chunks->used = 0;
	g->file = r->name;
	g->line = 0;
	g->end_line = 0;
	g->ntags = 0;
	g->nturns = 0;
	g->errors = 0;
	g->over_limit = 0;
	r->inbuf = 0;
}

/* Room for one more turn. */
static void
turns_grow(struct record_reader *r)
{
	r->turns_cap = r->turns_cap == 0 ? TURNS_FIRST : r->turns_cap * 2;
	r->game.turns = xreallocarray(r->game.turns, r->turns_cap,
	    sizeof(*r->game.turns));
}

/* ---- tag lines ---- */

/* The tag split into ov; plain: its value has no escape. */
static int
tag_add(struct record_reader *r, const struct line *l, const char *s,
    const size_t ov[6], int plain, struct diags *d)
{
	struct rgame	*g = &r->game;
	struct rtag	*t;
	char		 q[QUOTE_SIZE];
	char		*p;
	size_t		 nlen, vlen, i, o;
	const char	*v;

	nlen = ov[3] - ov[2];
	v = s + ov[4];
	vlen = ov[5] - ov[4];
	if (g->ntags == RECORD_MAX_TAGS) {
		g->over_limit = 1;
		syntax_error(r, d, l->no, ov[2], "too many tags: '%s' is "
		    "tag %d, the limit is %d", record_quote(q, s + ov[2], nlen),
		    RECORD_MAX_TAGS + 1, RECORD_MAX_TAGS);
		return -1;
	}
	/* Each escape is two bytes for one. */
	p = arena_alloc(r, nlen + 1 + vlen + 1);
	/* Names and values are short: no memcpy() call. */
	util_put_bytes(p, s + ov[2], nlen);
	p[nlen] = '\0';
	if (plain) {
		util_put_bytes(p + nlen + 1, v, vlen);
		o = nlen + 1 + vlen;
	} else
		for (i = 0, o = nlen + 1; i < vlen; i++) {
			if (v[i] == '\\')
				i++;
			p[o++] = v[i];
		}
	p[o] = '\0';
	if (o - (nlen + 1) > RECORD_MAX_TAG_VALUE) {
		g->over_limit = 1;
		syntax_error(r, d, l->no, ov[4], "tag value too long: value of "
		    "'%s' is over %d bytes", record_quote(q, p, nlen),
		    RECORD_MAX_TAG_VALUE);
		return -1;
	}
	if (g->ntags == r->tags_cap) {
		r->tags_cap = r->tags_cap == 0 ? 16 : r->tags_cap * 2;
		g->tags = xreallocarray(g->tags, r->tags_cap, sizeof(*g->tags));
	}
	t = &g->tags[g->ntags++];
	t->name = p;
	t->value = p + nlen + 1;
	t->line = l->no;
	t->col = (unsigned)ov[2] + 1;
	t->value_col = (unsigned)ov[4] + 1;
	return 0;
}

static int
tag_line(struct record_reader *r, const struct line *l, const char *s,
    size_t len, struct diags *d)
{
	size_t	ov[6];

	if (record_tag_split(s, len, ov) < 0) {
		record_tag_diagnose(d, r->name, l->no, s, len);
		return -1;
	}
	return tag_add(r, l, s, ov, 0, d);
}

/* Turn text from game.turns[r->inbuf] on copied out of rb. */
void
record_turns_relocate(struct record_reader *r)
{
	struct rgame		*g = &r->game;
	struct turn_text	*t;
	const char		*b;
	char			*p;
	size_t			 n;

	for (; r->inbuf < g->nturns; r->inbuf++) {
		t = &g->turns[r->inbuf];
		b = t->side;
		n = (size_t)(t->moves + t->moves_len - b) + 1;
		p = arena_alloc(r, n);
		memcpy(p, b, n);
		t->side = p;
		if (t->throw_ != NULL)
			t->throw_ = p + (t->throw_ - b);
		t->moves = p + (t->moves - b);
	}
}

static int
turn_line(struct record_reader *r, const struct line *l, char *s,
    size_t len, struct diags *d)
{
	struct rgame		*g = &r->game;
	struct turn_text	 tt;
	size_t			 ov[10];
	char			 q[QUOTE_SIZE];
	size_t			 last;

	switch (record_turn_parse(s, len, &tt, ov)) {
	case RECORD_TURN_SPLIT:
		record_turn_diagnose(d, r->name, l->no, s, len);
		return -1;
	case RECORD_TURN_NUMBER:
		syntax_error(r, d, l->no, ov[2], "turn number too large '%s'",
		    record_quote(q, s + ov[2], ov[3] - ov[2]));
		return -1;
	case RECORD_TURN_NO_MOVES:
		/* The last token read: the throw with its ':', or the side. */
		last = ov[6] != RECORD_UNSET ? 6 : 4;
		syntax_error(r, d, l->no, len, "malformed turn line: "
		    "no moves after '%s'", record_quote(q, s + ov[last],
		    (last == 6 ? ov[9] : ov[5]) - ov[last]));
		return -1;
	case RECORD_TURN_NO_THROW:
		syntax_error(r, d, l->no, ov[8],
		    "malformed turn line: no throw before ':'");
		return -1;
	}
	if (g->nturns == RECORD_MAX_TURNS) {
		g->over_limit = 1;
		syntax_error(r, d, l->no, ov[4], "too many turn lines: '%s' is "
		    "turn line %d of the game, the limit is %d",
		    record_quote(q, s + ov[4], len - ov[4]), RECORD_MAX_TURNS + 1,
		    RECORD_MAX_TURNS);
		return -1;
	}
	if (g->nturns == r->turns_cap)
		turns_grow(r);
	record_turn_terminate(s, ov);
	tt.file = r->name;
	tt.line = l->no;
	g->turns[g->nturns++] = tt;
	if (!r->inplace)
		record_turns_relocate(r);
	return 0;
}

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

	memcpy(&x, s, 4);
	x = (x ^ 0x30303030u) << (8 * (4 - n));
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
		turns_grow(r);
		r->game.turns[n] = spare;
	}
	return next;
}

/*
 * As many common lines as there are in a row, in one call: the
 * reader's state is kept in locals and written back once, not a line.
 * Returns how many were read.
 */
#ifdef __GNUC__
__attribute__((noinline))
#endif
static size_t
fast_turns(struct record_reader *r)
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

/* One line, for record_next_line(): its caller sees each turn. */
static int
fast_turn_one(struct record_reader *r)
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
		turns_grow(r);
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

/* ---- lines and games ---- */

/* 0, or -1 after one syntax error. */
static int
parse_line(struct record_reader *r, const struct line *l, enum line_kind k,
    struct diags *d)
{
	char	 q[QUOTE_SIZE];
	size_t	 len, bad, ov[6];

	if (k == LK_TAG && !l->too_long &&
	    record_tag_plain(l->s, l->len, ov) == 3)
		return tag_add(r, l, l->s, ov, 1, d);
	if (l->too_long) {
		r->game.over_limit = 1;
		syntax_error(r, d, l->no, RECORD_MAX_LINE, "line too long: "
		    "'%s' is over %d bytes", record_quote(q, l->s, l->len),
		    RECORD_MAX_LINE);
		return -1;
	}
	if (k == LK_TAG) {
		len = record_tag_comment(l->s, l->len);
		bad = record_utf8_check(l->s, len);
	} else
		len = record_turn_content(l->s, l->len, &bad);
	if (bad < len) {
		if (l->s[bad] == '\0')
			syntax_error(r, d, l->no, bad, "unexpected NUL byte");
		else
			syntax_error(r, d, l->no, bad,
			    "invalid UTF-8: unexpected byte '%s'",
			    record_quote(q, l->s + bad, 1));
		return -1;
	}
	while (len > 0 && (TC(l->s[len - 1]) & TC_BLANK))
		len--;
	if (k == LK_TAG)
		return tag_line(r, l, l->s, len, d);
	return turn_line(r, l, l->s, len, d);
}

/* tried: the first line is not one fast_turn_one() reads (fast_turns()
 * has just failed on it, or it starts with '['). */
static int
next_line(struct record_reader *r, struct rgame **game, struct diags *d,
    int tried)
{
	struct rgame	*g = &r->game;
	struct line	 l;
	enum line_kind	 k;
	int		 rc;

	*game = NULL;
	if (r->state != 0)
		return r->state < 0 ? -1 : 0;
	if (!r->in_game) {
		game_reset(r);
		r->in_game = 1;
		r->started = r->moves = r->skipping = 0;
	}
	for (;; tried = 0) {
		if (!tried && !r->pending && !r->skipping && fast_turn_one(r)) {
			*game = g;
			return RECORD_STEP_TURN;
		}
		if ((rc = record_input_line(r, &l, d)) == -1) {
			r->state = -1;
			return -1;
		}
		if (rc == 0) {
			r->state = 1;
			if (!r->started)
				return 0;
			break;
		}
		k = line_kind(&l);
		if (k == LK_BLANK && !l.too_long)
			continue;
		if (k == LK_TAG && r->moves) {
			r->pending = 1;
			break;
		}
		if (!r->started) {
			r->started = 1;
			g->line = l.no;
		}
		g->end_line = l.no;
		if (k == LK_TURN)
			r->moves = 1;
		*game = g;
		if (r->skipping)
			return RECORD_STEP_SKIPPED;
		if (parse_line(r, &l, k, d) == -1) {
			g->errors++;
			r->skipping = 1;
			return RECORD_STEP_ERROR;
		}
		return k == LK_TAG ? RECORD_STEP_TAG : RECORD_STEP_TURN;
	}
	r->in_game = 0;
	g->index = ++r->index;
	*game = g;
	return RECORD_STEP_GAME;
}

int
record_next_line(struct record_reader *r, struct rgame **game,
    struct diags *d)
{
	r->inplace = 0;
	return next_line(r, game, d, 0);
}

int
record_next_game(struct record_reader *r, struct rgame **game,
    struct diags *d)
{
	int	rc, tried;

	r->inplace = 1;
	for (;;) {
		/* The common line without next_line()'s set-up; a tag line
		 * (most that are not turns: several a game) is not tried. */
		tried = r->in_game && r->state == 0 && !r->pending &&
		    !r->skipping;
		if (tried && r->rb[r->rpos] != '[' && fast_turns(r) > 0)
			continue;
		if ((rc = next_line(r, game, d, tried)) <= 0)
			return rc;
		if (rc == RECORD_STEP_GAME)
			return 1;
	}
}
