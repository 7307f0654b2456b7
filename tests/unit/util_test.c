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

int
main(void)
{
	test_add_int();
	test_printf();
	test_json_string();
	return CHECK_DONE();
}
