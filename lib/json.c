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

/*
 * The length of the run of plain bytes at the start of s, eight at a time
 * while it lasts: a word has none of '"', '\\', DEL, a control or a byte
 * over 0x7f when each of these tests finds no zero byte (the usual
 * "has a zero byte" test, exact for whether there is one).
 */
static size_t
plain_run(const unsigned char *s, size_t len)
{
	const uint64_t	 ones = 0x0101010101010101u, highs = ones * 0x80;
	size_t		 i = 0;
	uint64_t	 w, q, bs, del, ctl;

	for (; i + 8 <= len; i += 8) {
		memcpy(&w, s + i, 8);
		q = w ^ (ones * '"');
		bs = w ^ (ones * '\\');
		del = w ^ (ones * 0x7f);
		/* With no high bit set, w - 0x20 borrows exactly at a
		 * control byte. */
		ctl = w - ones * 0x20;
		if (((w | ((q - ones) & ~q) | ((bs - ones) & ~bs) |
		    ((del - ones) & ~del) | (ctl & ~w)) & highs) != 0)
			break;
	}
	while (i < len && plain(s[i]))
		i++;
	return i;
}

void
json_add_string(struct buf *b, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char	*p = (const unsigned char *)s;
	size_t			 i = 0, j, n;
	char			 u[6];

	buf_addc(b, '"');
	while (i < len) {
		unsigned char c = p[i];

		j = i + plain_run(p + i, len - i);
		if (j > i) {
			buf_add(b, s + i, j - i);
			i = j;
			continue;
		}
		if (c == '"' || c == '\\') {
			buf_addc(b, '\\');
			buf_addc(b, (char)c);
			i++;
		} else if (c == '\n') {
			buf_add(b, "\\n", 2);
			i++;
		} else if (c == '\t') {
			buf_add(b, "\\t", 2);
			i++;
		} else if (c == '\r') {
			buf_add(b, "\\r", 2);
			i++;
		} else if (c < 0x20 || c == 0x7f) {
			memcpy(u, "\\u00", 4);
			u[4] = hex[c >> 4];
			u[5] = hex[c & 0xf];
			buf_add(b, u, 6);
			i++;
		} else if ((n = utf8_len(p + i, len - i)) == 0) {
			buf_add(b, "\\ufffd", 6);
			i++;
		} else {
			buf_add(b, s + i, n);
			i += n;
		}
	}
	buf_addc(b, '"');
}

void
json_add_cstring(struct buf *b, const char *s)
{
	if (s == NULL)
		buf_adds(b, "null");
	else
		json_add_string(b, s, strlen(s));
}
