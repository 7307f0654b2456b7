/*
 * The printf-free appends the JSON writer uses (issue 20) write exactly
 * what printf would, and json_add_string escapes as before.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "json.h"
#include "util.h"

static void
test_add_int(void)
{
	static const long v[] = { 0, 1, -1, 9, 10, 42, -2147483647L - 1,
	    LONG_MAX, LONG_MIN };
	char		 want[32];
	struct buf	 b;
	size_t		 i;

	for (i = 0; i < sizeof v / sizeof v[0]; i++) {
		buf_init(&b);
		buf_add_int(&b, v[i]);
		snprintf(want, sizeof want, "%ld", v[i]);
		CHECK(strcmp(buf_str(&b), want) == 0, "buf_add_int %s", want);
		buf_free(&b);
	}
	/* Below 1000 numbers take a path of their own: each of them, and
	 * its neighbours, appended to one buffer. */
	{
		struct buf	 all, ref;
		long		 k;

		buf_init(&all);
		buf_init(&ref);
		for (k = -20; k <= 1020; k++) {
			buf_add_int(&all, k);
			buf_addc(&all, ',');
			buf_printf(&ref, "%ld,", k);
		}
		CHECK(strcmp(buf_str(&all), buf_str(&ref)) == 0,
		    "buf_add_int -20 to 1020");
		buf_free(&all);
		buf_free(&ref);
	}
}

static void
test_printf(void)
{
	char		 want[512];
	struct buf	 b;
	int		 i;

	/* Short, then past the room buf_vprintf tries first. */
	buf_init(&b);
	buf_adds(&b, "x");
	buf_printf(&b, "%d-%s", 7, "ab");
	CHECK(strcmp(buf_str(&b), "x7-ab") == 0, "buf_printf short");
	for (i = 0; i < 300; i++)
		want[i] = (char)('a' + i % 26);
	want[300] = '\0';
	buf_printf(&b, "%s|%d", want, 12345);
	CHECK(b.len == 5 + 300 + 6 && strcmp(b.s + 5 + 300, "|12345") == 0 &&
	    memcmp(b.s + 5, want, 300) == 0, "buf_printf long");
	buf_free(&b);
}

static void
test_json_string(void)
{
	static const char in[] = "plain \"q\" \\ \n\t\r \x01\x7f \xc3\xa9 \xff end";
	static const char want[] = "\"plain \\\"q\\\" \\\\ \\n\\t\\r \\u0001"
	    "\\u007f \xc3\xa9 \\ufffd end\"";
	struct buf	 b;

	buf_init(&b);
	json_add_string(&b, in, sizeof in - 1);
	CHECK(strcmp(buf_str(&b), want) == 0, "json_add_string escapes");
	buf_free(&b);
}

/* The escaper a byte at a time, as json_add_string() was. */
static void
json_ref(struct buf *b, const unsigned char *s, size_t len)
{
	size_t	 i;

	buf_addc(b, '"');
	for (i = 0; i < len; i++) {
		if (s[i] == '"' || s[i] == '\\') {
			buf_addc(b, '\\');
			buf_addc(b, (char)s[i]);
		} else if (s[i] == '\n')
			buf_adds(b, "\\n");
		else if (s[i] == '\t')
			buf_adds(b, "\\t");
		else if (s[i] == '\r')
			buf_adds(b, "\\r");
		else if (s[i] < 0x20 || s[i] == 0x7f)
			buf_printf(b, "\\u%04x", s[i]);
		else if (s[i] >= 0x80)
			buf_adds(b, "\\ufffd");
		else
			buf_addc(b, (char)s[i]);
	}
	buf_addc(b, '"');
}

/*
 * json_add_string() tests eight bytes at once for anything to escape:
 * each such byte at each place of runs of every length up to 40 must
 * still be found.
 */
static void
test_json_words(void)
{
	static const unsigned char odd[] = { '"', '\\', 0x00, 0x1f, 0x7f,
	    0x80, 0xff, '\n', 0x20, '~', '!', '#', '[', ']' };
	unsigned char	 s[40];
	struct buf	 a, b;
	size_t		 len, at, k;
	int		 bad = 0;

	buf_init(&a);
	buf_init(&b);
	for (len = 0; len <= sizeof s; len++)
		for (at = 0; at < len || (at == 0 && len == 0); at++)
			for (k = 0; k < sizeof odd; k++) {
				memset(s, 'a' + (int)(len % 26), sizeof s);
				if (len > 0)
					s[at] = odd[k];
				buf_clear(&a);
				buf_clear(&b);
				json_add_string(&a, (const char *)s, len);
				json_ref(&b, s, len);
				if (strcmp(buf_str(&a), buf_str(&b)) != 0 &&
				    bad++ == 0)
					CHECK(0, "json_add_string: %s, not %s",
					    buf_str(&a), buf_str(&b));
			}
	CHECK(bad == 0, "json_add_string finds each byte to escape");
	buf_free(&a);
	buf_free(&b);
}

/*
 * json_add_string() makes room a chunk of input at a time: escapes just
 * before and after a chunk's end, and a UTF-8 sequence across it, are
 * written as a byte at a time would.
 */
static void
test_json_chunks(void)
{
	static const unsigned char odd[] = { '"', '\\', 0x01, 0x7f, 0xff,
	    '\n' };
	unsigned char	 s[700];
	struct buf	 a, b;
	size_t		 at, k, n;
	int		 bad = 0;

	buf_init(&a);
	buf_init(&b);
	for (at = 240; at < 530; at++)
		for (k = 0; k < sizeof odd; k++) {
			memset(s, 'x', sizeof s);
			/* Every byte from at to the end an odd one: the
			 * most room a chunk takes. */
			for (n = at; n < at + 40 && n < sizeof s; n++)
				s[n] = odd[k];
			buf_clear(&a);
			buf_clear(&b);
			json_add_string(&a, (const char *)s, sizeof s);
			json_ref(&b, s, sizeof s);
			if (strcmp(buf_str(&a), buf_str(&b)) != 0 && bad++ == 0)
				CHECK(0, "json_add_string: odd bytes at %zu", at);
		}
	CHECK(bad == 0, "json_add_string across chunks");
	/* "\xe2\x82\xac" (the euro sign) from byte 254 to 256, and from
	 * 255 to 257: kept whole. */
	for (at = 254; at <= 255; at++) {
		memset(s, 'y', 300);
		memcpy(s + at, "\xe2\x82\xac", 3);
		buf_clear(&a);
		json_add_string(&a, (const char *)s, 300);
		CHECK(a.len == 302 && memcmp(a.s + 1 + at, "\xe2\x82\xac", 3) == 0,
		    "json_add_string keeps a sequence across chunks (%zu)", at);
	}
	buf_free(&a);
	buf_free(&b);
}

/*
 * The word-at-a-time scans read bytes as util_load64() orders them: the
 * first byte lowest on every machine (make check-bigendian runs this on
 * one where a plain load puts it highest).
 */
static void
test_load(void)
{
	static const char	 s[] = "\x01\x02\x03\x04\x05\x06\x07\x08";

	CHECK(util_load64(s) == 0x0807060504030201u,
	    "util_load64: the first byte lowest");
	CHECK(util_load32(s + 4) == 0x08070605u,
	    "util_load32: the first byte lowest");
}

int
main(void)
{
	test_load();
	test_add_int();
	test_printf();
	test_json_string();
	test_json_words();
	test_json_chunks();
	return CHECK_DONE();
}
