/* JSON string escaping. */
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

void
json_add_string(struct buf *b, const char *s, size_t len)
{
	const unsigned char	*p = (const unsigned char *)s;
	size_t			 i = 0, n;

	buf_addc(b, '"');
	while (i < len) {
		unsigned char c = p[i];

		if (c == '"' || c == '\\') {
			buf_addc(b, '\\');
			buf_addc(b, (char)c);
			i++;
		} else if (c == '\n') {
			buf_adds(b, "\\n");
			i++;
		} else if (c == '\t') {
			buf_adds(b, "\\t");
			i++;
		} else if (c == '\r') {
			buf_adds(b, "\\r");
			i++;
		} else if (c < 0x20 || c == 0x7f) {
			buf_printf(b, "\\u%04x", c);
			i++;
		} else if ((n = utf8_len(p + i, len - i)) == 0) {
			buf_adds(b, "\\ufffd");
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
