/*
 * The record notation's lines, read (man/pasa-record.5): what a line is,
 * its tokens, and what is wrong with it.  These functions see one line
 * and no reader: lib/record.c reads the input, assembles games and calls
 * them; pasa_live_turn() shares the turn split.
 *
 * Turn and tag lines are fixed notation, split by hand in one scan each;
 * each split gives what a regular expression quoted beside it gives, and
 * tests/unit/record_test.c compares the two on many random lines.
 * Columns are offsets from the line start (the caller adds one).
 */
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>

#include "record.h"
#include "record_int.h"

/*
 * Length of the valid UTF-8 sequence at s, or 0 (RFC 3629: no overlong
 * forms, no surrogates, nothing above U+10FFFF).  NUL counts as invalid.
 */
static size_t
utf8_seq(const unsigned char *s, size_t len)
{
	unsigned char	c = s[0];
	size_t		n, i;
	unsigned char	lo = 0x80, hi = 0xbf;

	if (c >= 0x01 && c <= 0x7f)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		n = 2;
	else if (c >= 0xe0 && c <= 0xef) {
		n = 3;
		if (c == 0xe0)
			lo = 0xa0;
		else if (c == 0xed)
			hi = 0x9f;
	} else if (c >= 0xf0 && c <= 0xf4) {
		n = 4;
		if (c == 0xf0)
			lo = 0x90;
		else if (c == 0xf4)
			hi = 0x8f;
	} else
		return 0;
	if (len < n)
		return 0;
	if (s[1] < lo || s[1] > hi)
		return 0;
	for (i = 2; i < n; i++)
		if (s[i] < 0x80 || s[i] > 0xbf)
			return 0;
	return n;
}

/* Offset of the first NUL or invalid UTF-8 byte, or len. */
size_t
record_utf8_check(const char *p, size_t len)
{
	const unsigned char	*s = (const unsigned char *)p;
	const uint64_t		 ones = 0x0101010101010101u;
	size_t			 i = 0, n;
	uint64_t		 w;

	/* Eight ASCII bytes at a time: no high bit and no zero byte. */
	for (; i + 8 <= len; i += 8) {
		memcpy(&w, s + i, 8);
		if (((w | ((w - ones) & ~w)) & (ones * 0x80)) != 0)
			break;
	}
	while (i < len) {
		if (s[i] >= 0x01 && s[i] <= 0x7f) {
			i++;
			continue;
		}
		if ((n = utf8_seq(s + i, len - i)) == 0)
			return i;
		i += n;
	}
	return len;
}

/*
 * A token for a message: at most QUOTE_MAX bytes, cut on a character
 * boundary, "..." when cut.  Bytes that are not UTF-8 are written \xNN so
 * the message stays text; control characters are left to the printer.
 */
const char *
record_quote(char out[QUOTE_SIZE], const char *p, size_t len)
{
	static const char	 hex[] = "0123456789abcdef";
	const unsigned char	*s = (const unsigned char *)p;
	size_t			 i = 0, o = 0, n;

	while (i < len && i < QUOTE_MAX) {
		if ((n = utf8_seq(s + i, len - i)) == 0) {
			out[o++] = '\\';
			out[o++] = 'x';
			out[o++] = hex[s[i] >> 4];
			out[o++] = hex[s[i] & 0xf];
			i++;
			continue;
		}
		memcpy(out + o, s + i, n);
		o += n;
		i += n;
	}
	if (i < len) {
		memcpy(out + o, "...", 3);
		o += 3;
	}
	out[o] = '\0';
	return out;
}


void
record_syntax_error(struct diags *d, const char *file, unsigned line,
    size_t off, const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	diags_vadd(d, DIAG_ERROR, DK_RECORD, file, line,
	    off >= UINT_MAX ? UINT_MAX : (unsigned)off + 1, NULL, fmt, ap);
	va_end(ap);
}

/* ---- tag lines ---- */

static int
is_name_char(char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
	    (c >= '0' && c <= '9') || c == '_';
}

static size_t
skip_blanks(const char *s, size_t len, size_t i)
{
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i;
}

static size_t
token_end(const char *s, size_t len, size_t i)
{
	while (i < len && s[i] != ' ' && s[i] != '\t')
		i++;
	return i;
}

/* Where a tag line's comment starts: the first '#' outside the value. */
size_t
record_tag_comment(const char *s, size_t len)
{
	size_t	i;
	int	quoted = 0;

	for (i = 0; i < len; i++) {
		if (quoted && s[i] == '\\' && i + 1 < len)
			i++;
		else if (s[i] == '"')
			quoted = !quoted;
		else if (!quoted && s[i] == '#')
			return i;
	}
	return len;
}

/* The pattern failed: find the first thing wrong, for the message. */
void
record_tag_diagnose(struct diags *d, const char *file, unsigned line,
    const char *s, size_t len)
{
	char	 q[QUOTE_SIZE], q2[QUOTE_SIZE];
	size_t	 i, n0, n1, v0;

	i = skip_blanks(s, len, 0) + 1;
	i = skip_blanks(s, len, i);
	n0 = i;
	while (i < len && is_name_char(s[i]))
		i++;
	n1 = i;
	if (n0 == n1 || !((s[n0] >= 'A' && s[n0] <= 'Z') ||
	    (s[n0] >= 'a' && s[n0] <= 'z'))) {
		if (n0 == len) {
			record_syntax_error(d, file, line, n0, "malformed tag line: "
			    "expected a tag name after '['");
			return;
		}
		while (i < len && s[i] != ' ' && s[i] != '\t' && s[i] != '"')
			i++;
		if (i == n0)
			i++;
		record_syntax_error(d, file, line, n0,
		    "malformed tag line: invalid tag name '%s'",
		    record_quote(q, s + n0, i - n0));
		return;
	}
	record_quote(q, s + n0, n1 - n0);
	i = skip_blanks(s, len, i);
	if (i == len || s[i] != '"') {
		record_syntax_error(d, file, line, i,
		    "malformed tag line: expected '\"' after '%s'", q);
		return;
	}
	v0 = i++;
	while (i < len && s[i] != '"') {
		if (s[i] == '\\') {
			if (i + 1 < len && (s[i + 1] == '"' || s[i + 1] == '\\')) {
				i += 2;
				continue;
			}
			record_syntax_error(d, file, line, i, "malformed tag line: "
			    "invalid escape '%s' in value of '%s'",
			    record_quote(q2, s + i, i + 1 < len ? 2 : 1), q);
			return;
		}
		i++;
	}
	if (i == len) {
		record_syntax_error(d, file, line, v0, "malformed tag line: "
		    "missing closing '\"' in value of '%s'", q);
		return;
	}
	i = skip_blanks(s, len, i + 1);
	if (i == len || s[i] != ']') {
		record_syntax_error(d, file, line, i,
		    "malformed tag line: expected ']' after value of '%s'", q);
		return;
	}
	i = skip_blanks(s, len, i + 1);
	record_syntax_error(d, file, line, i, "malformed tag line: unexpected '%s' "
	    "after ']'", record_quote(q2, s + i, token_end(s, len, i) - i));
}

static int
is_alpha(char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/*
 * A tag line [NAME "VALUE"] split by hand, as the regular expression
 *
 *	\A[ \t]*+\[[ \t]*+([A-Za-z][A-Za-z0-9_]*+)[ \t]*+
 *	"((?:[^"\\]++|\\["\\])*+)"[ \t]*+\]\z
 *
 * splits it (tests/unit/record_test.c compares them): every part is
 * possessive, so one scan from the left decides.
 */
int
record_tag_split(const char *s, size_t len, size_t ov[6])
{
	size_t	i, n0, v0;

	i = skip_blanks(s, len, 0);
	if (i == len || s[i] != '[')
		return -1;
	i = skip_blanks(s, len, i + 1);
	if (i == len || !is_alpha(s[i]))
		return -1;
	for (n0 = i++; i < len && is_name_char(s[i]); i++)
		;
	ov[2] = n0;
	ov[3] = i;
	i = skip_blanks(s, len, i);
	if (i == len || s[i] != '"')
		return -1;
	for (v0 = ++i; i < len && s[i] != '"'; i++)
		if (s[i] == '\\') {
			if (i + 1 == len || (s[i + 1] != '"' && s[i + 1] != '\\'))
				return -1;
			i++;
		}
	if (i == len)
		return -1;
	ov[4] = v0;
	ov[5] = i;
	i = skip_blanks(s, len, i + 1);
	if (i == len || s[i] != ']' || i + 1 != len)
		return -1;
	ov[0] = 0;
	ov[1] = len;
	return 3;
}

/*
 * The common tag line, [Name "value"] in printable ASCII with no escape
 * and one blank: 3 with ov as record_tag_split() fills it, -1 for any
 * other line.  For such a line one scan stands for the comment search
 * (no '#' outside the quotes), the UTF-8 check (ASCII, no NUL), the
 * trailing blanks (none) and the split; for any other the caller takes
 * the general path, and its messages.
 */
int
record_tag_plain(const char *s, size_t len, size_t ov[6])
{
	size_t	i;

	if (len < 6 || s[0] != '[' || s[len - 1] != ']' ||
	    s[len - 2] != '"' || !is_alpha(s[1]))
		return -1;
	/* The ']' at the end stops the name. */
	for (i = 2; is_name_char(s[i]); i++)
		;
	if (s[i] != ' ' || s[i + 1] != '"' || i + 2 > len - 2)
		return -1;
	ov[2] = 1;
	ov[3] = i;
	ov[4] = i + 2;
	ov[5] = len - 2;
	for (i += 2; i < len - 2; i++)
		if ((unsigned char)(s[i] - 0x20) > 0x7e - 0x20 ||
		    s[i] == '"' || s[i] == '\\')
			return -1;
	ov[0] = 0;
	ov[1] = len;
	return 3;
}

/* ---- turn lines ---- */

/* The classes of record_int.h. */
#define B	TC_BLANK
#define C	TC_COLON
#define D	TC_DIGIT
#define S	TC_SPECIAL
const unsigned char record_tclass[256] = {
	S, 0, 0, 0, 0, 0, 0, 0, 0, B, S, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	B, 0, 0, S, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	D, D, D, D, D, D, D, D, D, D, C, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	S, S, S, S, S, S, S, S, S, S, S, S, S, S, S, S,
	S, S, S, S, S, S, S, S, S, S, S, S, S, S, S, S,
	S, S, S, S, S, S, S, S, S, S, S, S, S, S, S, S,
	S, S, S, S, S, S, S, S, S, S, S, S, S, S, S, S,
	S, S, S, S, S, S, S, S, S, S, S, S, S, S, S, S,
	S, S, S, S, S, S, S, S, S, S, S, S, S, S, S, S,
	S, S, S, S, S, S, S, S, S, S, S, S, S, S, S, S,
	S, S, S, S, S, S, S, S, S, S, S, S, S, S, S, S,
};
#undef B
#undef C
#undef D
#undef S

/* Macros, not functions: each loop is compiled for its own class. */
#define TC_SKIP(s, len, i, cls) do {					\
	while ((i) < (len) && (TC((s)[i]) & (cls)) != 0)		\
		(i)++;							\
} while (0)
#define TC_UNTIL(s, len, i, cls) do {					\
	while ((i) < (len) && (TC((s)[i]) & (cls)) == 0)		\
		(i)++;							\
} while (0)

/*
 * The fixed notation [N.] SIDE [THROW:] MOVES split by hand: it is every
 * turn line, and a regular expression costs several times the scan.  The
 * answer is what the regular expression
 *
 *	\A[ \t]*+(?:([0-9]++)\.[ \t]*+)?+([^ \t:]++)
 *	(?:[ \t]++(?:([^ \t:]++)[ \t]*+:[ \t]*+)?+(.*+))?+\z
 *
 * gives (tests/unit/record_test.c compares them): the possessive number
 * group keeps "12." from being taken as a side when no side follows it.
 */
int
record_turn_split(const char *s, size_t len, size_t ov[10])
{
	size_t	i, j, k;

	ov[0] = 0;
	ov[1] = len;
	ov[2] = ov[3] = ov[6] = ov[7] = ov[8] = ov[9] = RECORD_UNSET;
	i = 0;
	TC_SKIP(s, len, i, TC_BLANK);
	j = i;
	TC_SKIP(s, len, j, TC_DIGIT);
	if (j > i && j < len && s[j] == '.') {
		ov[2] = i;
		ov[3] = j;
		i = j + 1;
		TC_SKIP(s, len, i, TC_BLANK);
	}
	j = i;
	TC_UNTIL(s, len, j, TC_STOP);
	ov[4] = i;
	ov[5] = j;
	if (j == i) {
		ov[4] = ov[5] = RECORD_UNSET;
		return -1;
	}
	if (j == len)
		return 3;
	if (s[j] == ':')
		return -1;
	i = j;
	TC_SKIP(s, len, i, TC_BLANK);
	j = i;
	TC_UNTIL(s, len, j, TC_STOP);
	k = j;
	TC_SKIP(s, len, k, TC_BLANK);
	if (j > i && k < len && s[k] == ':') {
		ov[6] = i;
		ov[7] = j;
		i = k + 1;
		TC_SKIP(s, len, i, TC_BLANK);
	}
	ov[8] = i;
	ov[9] = len;
	return 5;
}

static int
turn_number(const char *s, size_t len, long *out)
{
	long	n = 0;
	size_t	i;

	/* Up to 18 digits cannot overflow a 64-bit long. */
	if (len <= 18 && sizeof(long) >= 8) {
		for (i = 0; i < len; i++)
			n = n * 10 + (s[i] - '0');
		*out = n;
		return 0;
	}
	for (i = 0; i < len; i++) {
		if (n > (LONG_MAX - (s[i] - '0')) / 10)
			return -1;
		n = n * 10 + (s[i] - '0');
	}
	*out = n;
	return 0;
}

/* record_turn_text() without writing the NULs. */
int
record_turn_parse(const char *s, size_t len, struct turn_text *t,
    size_t ov[10])
{
	long	number = -1;
	int	rc;

	if ((rc = record_turn_split(s, len, ov)) < 0)
		return RECORD_TURN_SPLIT;
	if (ov[2] != RECORD_UNSET &&
	    turn_number(s + ov[2], ov[3] - ov[2], &number) == -1)
		return RECORD_TURN_NUMBER;
	if (rc < 5 || ov[8] == ov[9])
		return RECORD_TURN_NO_MOVES;
	if (s[ov[8]] == ':')
		return RECORD_TURN_NO_THROW;
	t->number = number;
	t->number_col = ov[2] == RECORD_UNSET ? 0 : (unsigned)ov[2] + 1;
	t->side = s + ov[4];
	t->side_len = ov[5] - ov[4];
	t->side_col = (unsigned)ov[4] + 1;
	if (ov[6] == RECORD_UNSET) {
		t->throw_ = NULL;
		t->throw_len = 0;
		t->throw_col = 0;
	} else {
		t->throw_ = s + ov[6];
		t->throw_len = ov[7] - ov[6];
		t->throw_col = (unsigned)ov[6] + 1;
	}
	t->moves = s + ov[8];
	t->moves_len = ov[9] - ov[8];
	t->moves_col = (unsigned)ov[8] + 1;
	return RECORD_TURN_OK;
}

/*
 * Each token NUL-terminated where it stands (the byte after a token is a
 * blank, a ':' or the end), so engines may use either the lengths or C
 * strings.  The caller owns the bytes: s of record_turn_text(), rb or an
 * arena copy in the reader.
 */
void
record_turn_terminate(char *s, const size_t ov[10])
{
	s[ov[5]] = '\0';
	if (ov[6] != RECORD_UNSET)
		s[ov[7]] = '\0';
	s[ov[9]] = '\0';
}

int
record_turn_text(char *s, size_t len, struct turn_text *t, size_t ov[10])
{
	int	rc;

	if ((rc = record_turn_parse(s, len, t, ov)) == RECORD_TURN_OK)
		record_turn_terminate(s, ov);
	return rc;
}

void
record_turn_diagnose(struct diags *d, const char *file, unsigned line,
    const char *s, size_t len)
{
	char	 q[QUOTE_SIZE];
	size_t	 i, n0, s0;

	i = skip_blanks(s, len, 0);
	n0 = i;
	while (i < len && s[i] >= '0' && s[i] <= '9')
		i++;
	if (i > n0 && i < len && s[i] == '.')
		i = skip_blanks(s, len, i + 1);
	else
		i = n0;
	if (i == len) {
		record_syntax_error(d, file, line, i, "malformed turn line: "
		    "no side after '%s'", record_quote(q, s + n0, i - n0));
		return;
	}
	if (s[i] == ':') {
		record_syntax_error(d, file, line, i, "malformed turn line: "
		    "no side before ':'");
		return;
	}
	s0 = i;
	while (i < len && s[i] != ' ' && s[i] != '\t' && s[i] != ':')
		i++;
	record_syntax_error(d, file, line, i, "malformed turn line: "
	    "unexpected ':' after side '%s'", record_quote(q, s + s0, i - s0));
}

/*
 * The part of a turn line before its comment; *bad is the offset of its
 * first NUL or invalid UTF-8 byte, or the part's length.  Eight bytes at
 * a time while they are ASCII with no NUL and no '#': the common line
 * is one pass.
 */
size_t
record_turn_content(const char *s, size_t len, size_t *bad)
{
	const uint64_t	 ones = 0x0101010101010101u;
	const uint64_t	 highs = ones * 0x80, hashes = ones * '#';
	const char	*hash;
	uint64_t	 w, h;
	size_t		 i = 0, n;
	unsigned char	 c;

	for (; i + 8 <= len; i += 8) {
		memcpy(&w, s + i, 8);
		h = w ^ hashes;
		if (((w | ((w - ones) & ~w) | ((h - ones) & ~h)) & highs) != 0)
			break;
	}
	for (; i < len; i++) {
		c = (unsigned char)s[i];
		if (c == '#') {
			*bad = i;
			return i;
		}
		if (c == '\0' || c >= 0x80)
			break;
	}
	if (i == len) {
		*bad = len;
		return len;
	}
	/* Bytes before i are ASCII: i starts a character. */
	hash = memchr(s + i, '#', len - i);
	n = hash != NULL ? (size_t)(hash - s) : len;
	*bad = i + record_utf8_check(s + i, n - i);
	return n;
}

/* ---- line kinds ---- */

int
record_line_kind(const char *s, size_t len, int too_long)
{
	size_t	i = 0;

	/* Of a line too long only its head is kept, so only it counts. */
	if (too_long && len > HEAD_SIZE)
		len = HEAD_SIZE;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i == len || s[i] == '#')
		return too_long ? RECORD_LINE_OTHER : RECORD_LINE_BLANK;
	return s[i] == '[' ? RECORD_LINE_TAG : RECORD_LINE_TURN;
}
