/* JSON string escaping. */
#include <stdint.h>
#include <string.h>

#include "json.h"

/* Length of a valid UTF-8 sequence at s, or 0. */
static size_t
utf8_len(const unsigned char *s, size_t n)
{
	size_t	need, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		need = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		need = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		need = 4;
	else
		return 0;
	if (n < need)
		return 0;
	for (i = 1; i < need; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	/* Overlongs and surrogates are not valid UTF-8 either. */
	if (need == 3 && s[0] == 0xe0 && s[1] < 0xa0)
		return 0;
	if (need == 3 && s[0] == 0xed && s[1] >= 0xa0)
		return 0;
	if (need == 4 && s[0] == 0xf0 && s[1] < 0x90)
		return 0;
	if (need == 4 && s[0] == 0xf4 && s[1] >= 0x90)
		return 0;
	return need;
}

/*
 * Printable ASCII other than '"' and '\\' goes out as it is: such runs are
 * most of what pasa writes, so they are found first and copied at once.
 */
static int
plain(unsigned char c)
{
	return c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
}

/* Whether the eight bytes of w are all plain: none of '"', '\\', DEL, a
 * control or a byte over 0x7f (the usual "has a zero byte" test, exact
 * for whether there is one). */
static inline int
plain8(uint64_t w)
{
	const uint64_t	 ones = 0x0101010101010101u, highs = ones * 0x80;
	uint64_t	 q = w ^ (ones * '"'), bs = w ^ (ones * '\\');
	uint64_t	 del = w ^ (ones * 0x7f);
	/* With no high bit set, w - 0x20 borrows exactly at a control
	 * byte. */
	uint64_t	 ctl = w - ones * 0x20;

	return ((w | ((q - ones) & ~q) | ((bs - ones) & ~bs) |
	    ((del - ones) & ~del) | (ctl & ~w)) & highs) == 0;
}

/*
 * A string of at most 16 bytes that is all plain, at q, or 0 and nothing
 * written: its bytes as words that may overlap, all of them tested at
 * once, and written as they were read (tags, names and most of what pasa
 * writes are short; a byte at a time was most of writing them).  Only
 * s's len bytes are read.
 */
static inline int
short_plain(const unsigned char *s, size_t len, char *q)
{
	uint64_t	 x, y;
	uint32_t	 u, v;
	uint16_t	 h, g;

	if (len >= 8) {
		memcpy(&x, s, 8);
		memcpy(&y, s + len - 8, 8);
		if (!plain8(x) || !plain8(y))
			return 0;
		memcpy(q, &x, 8);
		memcpy(q + len - 8, &y, 8);
	} else if (len >= 4) {
		memcpy(&u, s, 4);
		memcpy(&v, s + len - 4, 4);
		if (!plain8((uint64_t)u | (uint64_t)v << 32))
			return 0;
		memcpy(q, &u, 4);
		memcpy(q + len - 4, &v, 4);
	} else if (len >= 2) {
		memcpy(&h, s, 2);
		memcpy(&g, s + len - 2, 2);
		x = (uint64_t)h | (uint64_t)g << 16;
		if (!plain8(x | x << 32))
			return 0;
		memcpy(q, &h, 2);
		memcpy(q + len - 2, &g, 2);
	} else if (len == 1) {
		if (!plain(s[0]))
			return 0;
		q[0] = (char)s[0];
	}
	return 1;
}

/* Bytes of input escaped for each reservation: one byte takes at most
 * six out ("\u00XX", "\ufffd"). */
#define ESC_CHUNK	256
#define ESC_MAX		6

/*
 * Written in place, room made a chunk of input at a time: plain runs
 * eight bytes a word, the rest a byte or a sequence at a time.  An
 * append per run and a second pass to find it were most of writing a
 * game's tags (Pasang Emas's games are short: a tenth of convert).
 */
void
json_add_string(struct buf *b, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char	*p = (const unsigned char *)s;
	size_t			 i = 0, stop, n;
	uint64_t		 w;
	unsigned char		 c;
	char			*q;

	/* Room for the quotes and the first chunk, which the short string
	 * that needs no escape is all of. */
	n = len < ESC_CHUNK ? len : ESC_CHUNK;
	q = buf_room(b, ESC_MAX * n + 3);
	*q++ = '"';
	if (len <= 16 && short_plain(p, len, q)) {
		q[len] = '"';
		buf_setlen(b, (size_t)(q + len + 1 - b->s));
		return;
	}
	buf_setlen(b, (size_t)(q - b->s));
	while (i < len) {
		n = len - i < ESC_CHUNK ? len - i : ESC_CHUNK;
		q = buf_room(b, ESC_MAX * n + 1);
		stop = i + n;
		while (i < stop) {
			if (i + 8 <= stop) {
				memcpy(&w, p + i, 8);
				if (plain8(w)) {
					memcpy(q, &w, 8);
					q += 8;
					i += 8;
					continue;
				}
			}
			c = p[i];
			if (plain(c)) {
				*q++ = (char)c;
				i++;
			} else if (c == '"' || c == '\\') {
				*q++ = '\\';
				*q++ = (char)c;
				i++;
			} else if (c == '\n' || c == '\t' || c == '\r') {
				*q++ = '\\';
				*q++ = c == '\n' ? 'n' : c == '\t' ? 't' : 'r';
				i++;
			} else if (c < 0x20 || c == 0x7f) {
				memcpy(q, "\\u00", 4);
				q[4] = hex[c >> 4];
				q[5] = hex[c & 0xf];
				q += 6;
				i++;
			} else if ((n = utf8_len(p + i, len - i)) == 0) {
				memcpy(q, "\\ufffd", 6);
				q += 6;
				i++;
			} else {
				/* A sequence may end past the chunk: its
				 * bytes are at most its own room. */
				memcpy(q, s + i, n);
				q += n;
				i += n;
			}
		}
		buf_setlen(b, (size_t)(q - b->s));
	}
	buf_addc(b, '"');
}

size_t
json_utf8_bad(const char *s, size_t len)
{
	const unsigned char	*p = (const unsigned char *)s;
	size_t			 i = 0, n;

	while (i < len) {
		if (p[i] < 0x80) {
			i++;
			continue;
		}
		if ((n = utf8_len(p + i, len - i)) == 0)
			return i;
		i += n;
	}
	return len;
}

void
json_add_cstring(struct buf *b, const char *s)
{
	if (s == NULL)
		buf_adds(b, "null");
	else
		json_add_string(b, s, strlen(s));
}
