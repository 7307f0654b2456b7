/* Unit tests for the streaming record reader (lib/record*.c). */
#define PCRE2_CODE_UNIT_WIDTH 8

#include <pcre2.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "diag.h"
#include "record.h"
#include "util.h"

struct rd {
	FILE			*fp;
	struct record_reader	*r;
	struct diags		 d;
	struct buf		 b;
};

static void
rd_open(struct rd *t, const char *s, size_t len)
{
	/* fmemopen refuses a zero size. */
	t->fp = len == 0 ? fopen("/dev/null", "rb") :
	    fmemopen((void *)(uintptr_t)s, len, "rb");
	if (t->fp == NULL) {
		perror("fmemopen");
		exit(2);
	}
	t->r = record_reader_new(t->fp, "t.rec");
	diags_init(&t->d);
	buf_init(&t->b);
}

static void
rd_opens(struct rd *t, const char *s)
{
	rd_open(t, s, strlen(s));
}

static void
rd_close(struct rd *t)
{
	record_reader_free(t->r);
	fclose(t->fp);
	diags_free(&t->d);
	buf_free(&t->b);
}

static struct rgame *
rd_next(struct rd *t)
{
	struct rgame	*g;

	return record_next_game(t->r, &g, &t->d) == 1 ? g : NULL;
}

/* Diagnostic i as printed, or "" when there is none. */
static const char *
rd_diag(struct rd *t, size_t i)
{
	buf_clear(&t->b);
	if (i < t->d.n)
		diag_format(&t->d.v[i], &t->b);
	return buf_str(&t->b);
}

static int
tt_eq(const char *p, size_t len, const char *want)
{
	return p != NULL && len == strlen(want) && memcmp(p, want, len) == 0 &&
	    p[len] == '\0';
}

static void
test_tags(void)
{
	struct rd	 t;
	struct rgame	*g;

	rd_opens(&t,
	    "[Variant \"pachisi-modern\"]\n"
	    "[Zeta \"unknown tags are kept\"]\n"
	    "  [Players\t\"yellow red\"]   # a comment\n"
	    "[Event \"say \\\"hi\\\" \\\\ # not a comment\"]\n"
	    "[Empty \"\"]\n"
	    "\n"
	    "yellow 5-3: base/5 5/8\n");
	g = rd_next(&t);
	CHECK(g != NULL && g->ntags == 5, "tags: five tags read");
	if (g != NULL && g->ntags == 5) {
		CHECK(strcmp(g->tags[0].name, "Variant") == 0 &&
		    strcmp(g->tags[1].name, "Zeta") == 0 &&
		    strcmp(g->tags[2].name, "Players") == 0 &&
		    strcmp(g->tags[3].name, "Event") == 0 &&
		    strcmp(g->tags[4].name, "Empty") == 0, "tags: file order");
		CHECK(strcmp(g->tags[3].value,
		    "say \"hi\" \\ # not a comment") == 0,
		    "tags: escapes undone, '#' inside a value kept");
		CHECK(g->tags[2].line == 3 && g->tags[2].col == 4 &&
		    g->tags[2].value_col == 13, "tags: line and columns");
		CHECK(strcmp(g->tags[4].value, "") == 0, "tags: empty value");
		CHECK(strcmp(rgame_tag(g, "Players"), "yellow red") == 0 &&
		    rgame_tag(g, "players") == NULL &&
		    rgame_tag(g, "Nope") == NULL, "tags: rgame_tag");
		CHECK(g->nturns == 1 && g->errors == 0 && g->line == 1 &&
		    g->end_line == 7 && g->index == 1, "tags: game fields");
	}
	g = rd_next(&t);
	CHECK(g == NULL && t.d.n == 0, "tags: end, no diagnostics");
	rd_close(&t);
}

static void
test_turns(void)
{
	struct rd		 t;
	struct rgame		*g;
	struct turn_text	*x;

	rd_opens(&t,
	    "yellow 5-3: base/5 5/8\n"
	    "12. red 6-4: -   # no move\n"
	    "\t13.green\t6-6 :60/66\t61/62 \n"
	    "blue 25:40/65\n"
	    "south e3-f3 xf7\n"
	    "north   f\n"
	    "007. Y 2: h6/home\n");
	g = rd_next(&t);
	CHECK(g != NULL && g->nturns == 7 && g->errors == 0 &&
	    g->ntags == 0, "turns: a game without tags");
	if (g == NULL || g->nturns != 7) {
		rd_close(&t);
		return;
	}
	x = &g->turns[0];
	CHECK(x->number == -1 && x->number_col == 0 &&
	    tt_eq(x->side, x->side_len, "yellow") && x->side_col == 1 &&
	    tt_eq(x->throw_, x->throw_len, "5-3") && x->throw_col == 8 &&
	    tt_eq(x->moves, x->moves_len, "base/5 5/8") && x->moves_col == 13 &&
	    x->line == 1 && strcmp(x->file, "t.rec") == 0,
	    "turns: race line split");
	x = &g->turns[1];
	CHECK(x->number == 12 && x->number_col == 1 &&
	    tt_eq(x->side, x->side_len, "red") && x->side_col == 5 &&
	    tt_eq(x->throw_, x->throw_len, "6-4") &&
	    tt_eq(x->moves, x->moves_len, "-") && x->moves_col == 14,
	    "turns: number, comment and trailing blanks dropped");
	x = &g->turns[2];
	CHECK(x->number == 13 && x->number_col == 2 &&
	    tt_eq(x->side, x->side_len, "green") && x->side_col == 5 &&
	    tt_eq(x->throw_, x->throw_len, "6-6") && x->throw_col == 11 &&
	    tt_eq(x->moves, x->moves_len, "60/66\t61/62") && x->moves_col == 16,
	    "turns: tabs, 'N.side', blank before ':', no blank after");
	x = &g->turns[3];
	CHECK(tt_eq(x->throw_, x->throw_len, "25") &&
	    tt_eq(x->moves, x->moves_len, "40/65"), "turns: cowrie throw");
	x = &g->turns[4];
	CHECK(tt_eq(x->side, x->side_len, "south") && x->throw_ == NULL &&
	    x->throw_len == 0 && x->throw_col == 0 &&
	    tt_eq(x->moves, x->moves_len, "e3-f3 xf7") && x->moves_col == 7,
	    "turns: Pasang line has no throw");
	x = &g->turns[5];
	CHECK(x->throw_ == NULL && tt_eq(x->moves, x->moves_len, "f") &&
	    x->moves_col == 9, "turns: Pasang phase 1 line");
	x = &g->turns[6];
	CHECK(x->number == 7 && tt_eq(x->side, x->side_len, "Y"),
	    "turns: leading zeros, initial as side");
	g = rd_next(&t);
	CHECK(g == NULL && t.d.n == 0, "turns: no diagnostics");
	rd_close(&t);
}

static void
test_crlf_comments(void)
{
	struct rd	 t;
	struct rgame	*g;

	rd_opens(&t,
	    "\xef\xbb\xbf# a byte-order mark, then a comment\r\n"
	    "[Variant \"pasang-emas\"]\r\n"
	    "\r\n"
	    "   # indented comment\r\n"
	    "south f\r\n"
	    "north c # \xff not checked in a comment\r\n"
	    "south e3-f3 xf7");
	g = rd_next(&t);
	CHECK(g != NULL && g->ntags == 1 && g->nturns == 3 && g->errors == 0,
	    "crlf: game read");
	if (g != NULL && g->nturns == 3) {
		CHECK(strcmp(rgame_tag(g, "Variant"), "pasang-emas") == 0,
		    "crlf: no CR in tag value");
		CHECK(tt_eq(g->turns[0].moves, g->turns[0].moves_len, "f") &&
		    tt_eq(g->turns[1].moves, g->turns[1].moves_len, "c") &&
		    tt_eq(g->turns[2].moves, g->turns[2].moves_len,
		    "e3-f3 xf7"), "crlf: no CR in moves, last line unended");
		CHECK(g->line == 2 && g->end_line == 7 &&
		    g->turns[2].line == 7, "crlf: line numbers");
	}
	g = rd_next(&t);
	CHECK(g == NULL && t.d.n == 0, "crlf: no diagnostics");
	rd_close(&t);

	rd_opens(&t, "");
	g = rd_next(&t);
	CHECK(g == NULL && t.d.n == 0, "empty input: no game");
	rd_close(&t);
	rd_opens(&t, "\n\n# only comments\n   \n");
	g = rd_next(&t);
	CHECK(g == NULL && t.d.n == 0, "comments only: no game");
	rd_close(&t);
}

static void
test_many_games(void)
{
	struct rd	 t;
	struct rgame	*g;
	int		 ok;

	rd_opens(&t,
	    "[Variant \"a\"]\n"
	    "yellow 1-2: 1/2\n"
	    "red 3-4: 5/6\n"
	    "[Variant \"b\"]\n"
	    "[Round \"2\"]\n"
	    "\n"
	    "south f\n"
	    "\n"
	    "[Variant \"c\"]\n"
	    "[Result \"*\"]\n"
	    "\n"
	    "[Result \"tags only, then end\"]\n");
	g = rd_next(&t);
	ok = g != NULL && g->index == 1 && g->ntags == 1 && g->nturns == 2 &&
	    strcmp(rgame_tag(g, "Variant"), "a") == 0 && g->line == 1 &&
	    g->end_line == 3;
	CHECK(ok, "many games: first");
	g = rd_next(&t);
	ok = g != NULL && g->index == 2 && g->ntags == 2 && g->nturns == 1 &&
	    strcmp(rgame_tag(g, "Variant"), "b") == 0 &&
	    tt_eq(g->turns[0].moves, g->turns[0].moves_len, "f") &&
	    g->line == 4 && g->end_line == 7;
	CHECK(ok, "many games: second, tag after move text starts it");
	g = rd_next(&t);
	ok = g != NULL && g->index == 3 && g->ntags == 3 && g->nturns == 0 &&
	    strcmp(rgame_tag(g, "Variant"), "c") == 0 &&
	    strcmp(rgame_tag(g, "Result"), "*") == 0 && g->end_line == 12;
	CHECK(ok, "many games: blank lines between tags do not split a game");
	g = rd_next(&t);
	ok = g == NULL;
	g = rd_next(&t);
	CHECK(ok && g == NULL && t.d.n == 0,
	    "many games: end stays the end");
	rd_close(&t);
}

struct err_case {
	const char	*in;
	const char	*diag;
};

static void
test_errors(void)
{
	static const struct err_case cases[] = {
		{ "[Variant pachisi]\n",
		  "t.rec:1:10: error: malformed tag line: expected '\"' "
		  "after 'Variant'" },
		{ "[\n", "t.rec:1:2: error: malformed tag line: "
		  "expected a tag name after '['" },
		{ "[ 9x \"a\"]\n", "t.rec:1:3: error: malformed tag line: "
		  "invalid tag name '9x'" },
		{ "[\"a\"]\n", "t.rec:1:2: error: malformed tag line: "
		  "invalid tag name '\"'" },
		{ "[Event \"a \\n b\"]\n", "t.rec:1:11: error: malformed "
		  "tag line: invalid escape '\\n' in value of 'Event'" },
		{ "[Event \"open # not a comment\n", "t.rec:1:8: error: "
		  "malformed tag line: missing closing '\"' in value of "
		  "'Event'" },
		{ "[Event \"a\" x]\n", "t.rec:1:12: error: malformed tag "
		  "line: expected ']' after value of 'Event'" },
		{ "[Event \"a\"] [Site \"b\"]\n", "t.rec:1:13: error: "
		  "malformed tag line: unexpected '[Site' after ']'" },
		{ "12.\n", "t.rec:1:4: error: malformed turn line: "
		  "no side after '12.'" },
		{ "  : 5-3: x\n", "t.rec:1:3: error: malformed turn line: "
		  "no side before ':'" },
		{ "yellow: 5-3 x\n", "t.rec:1:7: error: malformed turn "
		  "line: unexpected ':' after side 'yellow'" },
		{ "yellow   # moves forgotten\n", "t.rec:1:7: error: "
		  "malformed turn line: no moves after 'yellow'" },
		{ "3. yellow 5-3:  \n", "t.rec:1:15: error: malformed turn "
		  "line: no moves after '5-3:'" },
		{ "yellow : 1/6\n", "t.rec:1:8: error: malformed turn line: "
		  "no throw before ':'" },
		{ "99999999999999999999. red 6-4: -\n", "t.rec:1:1: error: "
		  "turn number too large '99999999999999999999'" },
		{ "red 6-4: caf\xc3\n", "t.rec:1:13: error: invalid UTF-8: "
		  "unexpected byte '\\xc3'" },
		{ "red 6-4: \xed\xa0\x80\n", "t.rec:1:10: error: invalid "
		  "UTF-8: unexpected byte '\\xed'" },
		{ "red 6-4: \xc0\xaf\n", "t.rec:1:10: error: invalid "
		  "UTF-8: unexpected byte '\\xc0'" },
	};
	struct rd	 t;
	struct rgame	*g;
	size_t		 i;
	const char	*got;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		rd_opens(&t, cases[i].in);
		g = rd_next(&t);
		got = rd_diag(&t, 0);
		CHECK(g != NULL && g->errors == 1 && t.d.n == 1 &&
		    t.d.v[0].kind == DK_RECORD &&
		    t.d.v[0].level == DIAG_ERROR &&
		    strcmp(got, cases[i].diag) == 0,
		    "error %zu: %s", i, got);
		rd_close(&t);
	}

	/* A NUL byte, which no C string test could hold. */
	rd_open(&t, "red 6-4: a\0b\n", 13);
	g = rd_next(&t);
	CHECK(g != NULL && g->errors == 1 && strcmp(rd_diag(&t, 0),
	    "t.rec:1:11: error: unexpected NUL byte") == 0,
	    "error: NUL byte: %s", rd_diag(&t, 0));
	rd_close(&t);
	rd_open(&t, "[Event \"a\0\"]\n", 14);
	g = rd_next(&t);
	CHECK(g != NULL && g->errors == 1 && strcmp(rd_diag(&t, 0),
	    "t.rec:1:10: error: unexpected NUL byte") == 0,
	    "error: NUL byte in a tag value: %s", rd_diag(&t, 0));
	rd_close(&t);
}

static void
test_resync(void)
{
	struct rd	 t;
	struct rgame	*g;
	int		 ok;

	rd_opens(&t,
	    "[Variant \"a\"]\n"			/* 1 */
	    "[Broken\n"				/* 2: error */
	    "[Players \"x y\"]\n"		/* 3: skipped, same game */
	    "yellow 1-2: 1/2\n"			/* 4: skipped */
	    "red\n"				/* 5: skipped, no 2nd error */
	    "[Variant \"b\"]\n"			/* 6: game 2 */
	    "yellow 1-2: 1/2\n"			/* 7 */
	    "yellow\n"				/* 8: error */
	    "red 3-4: 5/6\n"			/* 9: skipped */
	    "[Oops\n"				/* 10: game 3, error */
	    "south f\n"				/* 11: skipped */
	    "[Variant \"d\"]\n"			/* 12: game 4 */
	    "north c\n");			/* 13 */
	g = rd_next(&t);
	ok = g != NULL && g->errors == 1 && g->ntags == 1 && g->nturns == 0 &&
	    g->line == 1 && g->end_line == 5;
	CHECK(ok, "resync: game 1 keeps what came before the error");
	CHECK(strcmp(rd_diag(&t, 0), "t.rec:2:8: error: malformed tag "
	    "line: expected '\"' after 'Broken'") == 0,
	    "resync: game 1 error: %s", rd_diag(&t, 0));
	g = rd_next(&t);
	ok = g != NULL && g->errors == 1 && g->ntags == 1 && g->nturns == 1 &&
	    g->index == 2 && g->line == 6 && g->end_line == 9;
	CHECK(ok, "resync: game 2 starts at the next tag after move text");
	CHECK(strcmp(rd_diag(&t, 1), "t.rec:8:7: error: malformed turn line: "
	    "no moves after 'yellow'") == 0, "resync: game 2 error: %s",
	    rd_diag(&t, 1));
	g = rd_next(&t);
	ok = g != NULL && g->errors == 1 && g->ntags == 0 && g->index == 3 &&
	    g->line == 10 && g->end_line == 11;
	CHECK(ok, "resync: a broken tag after move text starts game 3");
	CHECK(strcmp(rd_diag(&t, 2), "t.rec:10:6: error: malformed tag line: "
	    "expected '\"' after 'Oops'") == 0, "resync: game 3 error: %s",
	    rd_diag(&t, 2));
	g = rd_next(&t);
	ok = g != NULL && g->errors == 0 && g->ntags == 1 && g->nturns == 1 &&
	    strcmp(rgame_tag(g, "Variant"), "d") == 0;
	CHECK(ok, "resync: game 4 is clean");
	g = rd_next(&t);
	CHECK(g == NULL && t.d.n == 3, "resync: three errors in all");
	rd_close(&t);
}

static void
test_limits(void)
{
	struct rd	 t;
	struct rgame	*g;
	struct buf	 in;
	char		 want[256];
	int		 i;

	/* A line of exactly RECORD_MAX_LINE bytes is fine. */
	buf_init(&in);
	buf_adds(&in, "yellow 1-2: ");
	while (in.len < RECORD_MAX_LINE)
		buf_addc(&in, 'x');
	buf_adds(&in, "\nred 3-4: 5/6\n");
	rd_open(&t, in.s, in.len);
	g = rd_next(&t);
	CHECK(g != NULL && g->errors == 0 && g->nturns == 2 &&
	    g->turns[0].moves_len == RECORD_MAX_LINE - 12,
	    "limits: a line of RECORD_MAX_LINE bytes");
	rd_close(&t);

	/* One byte more is an error; CR LF does not count. */
	buf_clear(&in);
	buf_adds(&in, "yellow 1-2: ");
	while (in.len < RECORD_MAX_LINE + 1)
		buf_addc(&in, 'x');
	buf_adds(&in, "\r\nred 3-4: 5/6\n[Variant \"next\"]\nred 1-1: x\n");
	rd_open(&t, in.s, in.len);
	g = rd_next(&t);
	snprintf(want, sizeof(want), "t.rec:1:%d: error: line too long: "
	    "'yellow 1-2: xxxxxxxxxxxxxxxxxxxxxxxxxxxx...' is over %d bytes",
	    RECORD_MAX_LINE + 1, RECORD_MAX_LINE);
	CHECK(g != NULL && g->errors == 1 && g->end_line == 2 &&
	    strcmp(rd_diag(&t, 0), want) == 0, "limits: line too long: %s",
	    rd_diag(&t, 0));
	g = rd_next(&t);
	CHECK(g != NULL && g->errors == 0 && g->line == 3 && g->nturns == 1,
	    "limits: next game after a long line");
	rd_close(&t);

	/* Longer than the read buffer: the line is skipped, not kept. */
	buf_clear(&in);
	buf_adds(&in, "red 1-1: 1/2\n# ");
	for (i = 0; i < 700000; i++)
		buf_addc(&in, 'z');
	buf_adds(&in, "\nred 3-4: 5/6\n[Variant \"next\"]\nred 1-1: x\n");
	rd_open(&t, in.s, in.len);
	g = rd_next(&t);
	CHECK(g != NULL && g->errors == 1 && g->end_line == 3 &&
	    g->nturns == 1 && t.d.n == 1 && t.d.v[0].line == 2,
	    "limits: very long comment line: %s", rd_diag(&t, 0));
	g = rd_next(&t);
	CHECK(g != NULL && g->errors == 0 && g->line == 4 && g->nturns == 1,
	    "limits: reading goes on after it");
	rd_close(&t);

	/* Too many tags. */
	buf_clear(&in);
	for (i = 0; i <= RECORD_MAX_TAGS; i++)
		buf_printf(&in, "[T%d \"v\"]\n", i);
	buf_adds(&in, "red 1-1: x\n");
	rd_open(&t, in.s, in.len);
	g = rd_next(&t);
	snprintf(want, sizeof(want), "t.rec:%d:2: error: too many tags: "
	    "'T%d' is tag %d, the limit is %d", RECORD_MAX_TAGS + 1,
	    RECORD_MAX_TAGS, RECORD_MAX_TAGS + 1, RECORD_MAX_TAGS);
	CHECK(g != NULL && g->errors == 1 && g->ntags == RECORD_MAX_TAGS &&
	    strcmp(rd_diag(&t, 0), want) == 0, "limits: too many tags: %s",
	    rd_diag(&t, 0));
	rd_close(&t);

	/* A tag value too long, and one just long enough with escapes. */
	buf_clear(&in);
	buf_adds(&in, "[Setup \"");
	for (i = 0; i < RECORD_MAX_TAG_VALUE; i++)
		buf_adds(&in, "\\\\");
	buf_adds(&in, "\"]\n[Long \"");
	for (i = 0; i <= RECORD_MAX_TAG_VALUE; i++)
		buf_addc(&in, 'v');
	buf_adds(&in, "\"]\n");
	rd_open(&t, in.s, in.len);
	g = rd_next(&t);
	CHECK(g != NULL && g->errors == 1 && g->ntags == 1 &&
	    strlen(g->tags[0].value) == RECORD_MAX_TAG_VALUE &&
	    strcmp(rd_diag(&t, 0), "t.rec:2:8: error: tag value too long: "
	    "value of 'Long' is over 4096 bytes") == 0,
	    "limits: tag value too long: %s", rd_diag(&t, 0));
	rd_close(&t);

	/* Too many turns. */
	buf_clear(&in);
	buf_adds(&in, "[Variant \"v\"]\n");
	for (i = 0; i <= RECORD_MAX_TURNS; i++)
		buf_adds(&in, "red 1-1: x\n");
	buf_adds(&in, "[Variant \"w\"]\nred 1-1: x\n");
	rd_open(&t, in.s, in.len);
	g = rd_next(&t);
	snprintf(want, sizeof(want), "t.rec:%d:1: error: too many turn "
	    "lines: 'red 1-1: x' is turn line %d of the game, the limit is %d",
	    RECORD_MAX_TURNS + 2, RECORD_MAX_TURNS + 1, RECORD_MAX_TURNS);
	CHECK(g != NULL && g->errors == 1 && g->nturns == RECORD_MAX_TURNS &&
	    strcmp(rd_diag(&t, 0), want) == 0, "limits: too many turns: %s",
	    rd_diag(&t, 0));
	g = rd_next(&t);
	CHECK(g != NULL && g->errors == 0 && g->nturns == 1,
	    "limits: next game after too many turns");
	rd_close(&t);
	buf_free(&in);
}

static void
test_open(void)
{
	struct record_reader	*r;
	struct diags		 d;
	struct buf		 b;
	struct rgame		*g;
	int			 rc, rc2;

	diags_init(&d);
	buf_init(&b);
	rc = record_reader_open(&r, "/nonexistent/x.rec", &d);
	CHECK(rc == -1 &&
	    r == NULL && d.n == 1 && d.v[0].kind == DK_SYSTEM &&
	    d.v[0].file == NULL && strcmp(d.v[0].msg, "cannot open "
	    "'/nonexistent/x.rec': No such file or directory") == 0,
	    "open: missing file");
	diags_clear(&d);

	rc = record_reader_open(&r, "/", &d);
	CHECK(rc == 0, "open: a directory opens");
	rc = record_next_game(r, &g, &d);
	rc2 = record_next_game(r, &g, &d);
	CHECK(rc == -1 && rc2 == -1 && d.n == 1 &&
	    d.v[0].kind == DK_SYSTEM && d.v[0].file == NULL &&
	    strcmp(d.v[0].msg, "cannot read '/': Is a directory") == 0,
	    "open: read error: %s",
	    d.n > 0 ? d.v[0].msg : "");
	record_reader_free(r);
	diags_clear(&d);

	diags_free(&d);
	buf_free(&b);
}

static void
test_stdin_name(void)
{
	char			 dir[] = "/tmp/pasa-record-XXXXXX";
	char			 path[64];
	struct record_reader	*r;
	struct diags		 d;
	struct rgame		*g;
	FILE			*fp;
	int			 rc;

	if (mkdtemp(dir) == NULL) {
		perror("mkdtemp");
		exit(2);
	}
	snprintf(path, sizeof(path), "%s/in.rec", dir);
	fp = fopen(path, "wb");
	fputs("yellow\n", fp);
	fclose(fp);
	if (freopen(path, "rb", stdin) == NULL) {
		perror("freopen");
		exit(2);
	}
	diags_init(&d);
	record_reader_open(&r, "-", &d);
	rc = record_next_game(r, &g, &d);
	CHECK(rc == 1 && d.n == 1 &&
	    strcmp(d.v[0].file, "<stdin>") == 0 &&
	    strcmp(g->file, "<stdin>") == 0, "stdin: named <stdin>");
	record_reader_free(r);
	diags_free(&d);
	unlink(path);
	rmdir(dir);
}

/*
 * 50,000 games, about 20 MB: the reader's memory must stay what it was
 * after the first games, and far below the file's size.
 */
static void
test_streaming(void)
{
	char			 dir[] = "/tmp/pasa-record-XXXXXX";
	char			 path[64];
	struct record_reader	*r;
	struct diags		 d;
	struct rgame		*g;
	FILE			*fp;
	long			 size;
	size_t			 ngames = 0, nturns = 0, mem, mem10 = 0;
	size_t			 mem_max = 0;
	int			 i, j, rc;

	if (mkdtemp(dir) == NULL) {
		perror("mkdtemp");
		exit(2);
	}
	snprintf(path, sizeof(path), "%s/big.rec", dir);
	if ((fp = fopen(path, "wb")) == NULL) {
		perror(path);
		exit(2);
	}
	for (i = 0; i < 50000; i++) {
		fprintf(fp, "[Variant \"pachisi-modern\"]\n[Players \"yellow "
		    "red\"]\n[Round \"%d\"]\n[Event \"streaming test\"]\n\n", i);
		for (j = 0; j < 12; j++)
			fprintf(fp, "%d. %s %d-%d: %d/%d %d/%d # c\n", j + 1,
			    j % 2 ? "red" : "yellow", j % 6 + 1, (j + i) % 6 + 1,
			    j, j + 3, j + 10, j + 14);
		fputs("\n", fp);
	}
	size = ftell(fp);
	fclose(fp);

	diags_init(&d);
	record_reader_open(&r, path, &d);
	while ((rc = record_next_game(r, &g, &d)) == 1) {
		ngames++;
		nturns += g->nturns;
		mem = record_reader_memory(r);
		if (mem > mem_max)
			mem_max = mem;
		if (ngames == 10)
			mem10 = mem;
	}
	CHECK(rc == 0 && ngames == 50000 && nturns == 50000 * 12 && d.n == 0,
	    "streaming: %zu games, %zu turns from %ld bytes", ngames, nturns,
	    size);
	CHECK(size > 15 * 1000 * 1000 && mem_max == mem10 &&
	    mem_max < 1024 * 1024, "streaming: memory %zu bytes, flat after "
	    "game 10 (%zu)", mem_max, mem10);
	record_reader_free(r);
	diags_free(&d);
	unlink(path);
	rmdir(dir);
}

/*
 * The hand-written turn line splitter against the regular expression it
 * replaced, on every line of up to 6 bytes over the bytes that matter
 * and on random longer ones: the same match, the same groups.
 */
static const char turn_re[] =
	"\\A[ \\t]*+(?:([0-9]++)\\.[ \\t]*+)?+([^ \\t:]++)"
	"(?:[ \\t]++(?:([^ \\t:]++)[ \\t]*+:[ \\t]*+)?+(.*+))?+\\z";

static int
split_same(pcre2_code *re, pcre2_match_data *md, const char *s, size_t len)
{
	PCRE2_SIZE	*ov;
	size_t		 mine[10];
	int		 rc, rc2, k;

	rc = pcre2_match(re, (PCRE2_SPTR)s, len, 0, 0, md, NULL);
	rc2 = record_turn_split(s, len, mine);
	if (rc < 0 || rc2 < 0)
		return (rc < 0) == (rc2 < 0);
	if (rc != rc2)
		return 0;
	ov = pcre2_get_ovector_pointer(md);
	for (k = 0; k < 2 * rc; k++)
		if (ov[k] != mine[k])
			return 0;
	for (; k < 10; k++)
		if (mine[k] != RECORD_UNSET)
			return 0;
	return 1;
}

static void
test_turn_split(void)
{
	static const char	 alpha[] = " \t:.0a-/*";
	pcre2_code		*re;
	pcre2_match_data	*md;
	PCRE2_SIZE		 off;
	char			 s[64];
	size_t			 len, i, n = sizeof(alpha) - 1, bad = 0, tried = 0;
	unsigned long		 x, code;
	uint32_t		 rs = 12345;
	int			 error;

	re = pcre2_compile((PCRE2_SPTR)turn_re, PCRE2_ZERO_TERMINATED,
	    PCRE2_DOTALL, &error, &off, NULL);
	md = pcre2_match_data_create_from_pattern(re, NULL);
	for (len = 0; len <= 6; len++) {
		for (code = 1, i = 0; i < len; i++)
			code *= n;
		for (x = 0; x < code; x++) {
			unsigned long v = x;

			for (i = 0; i < len; i++, v /= n)
				s[i] = alpha[v % n];
			bad += !split_same(re, md, s, len);
			tried++;
		}
	}
	for (x = 0; x < 200000; x++) {
		rs = rs * 1103515245u + 12345u;
		len = 7 + (rs >> 16) % 40;
		for (i = 0; i < len; i++) {
			rs = rs * 1103515245u + 12345u;
			s[i] = alpha[(rs >> 16) % n];
		}
		bad += !split_same(re, md, s, len);
		tried++;
	}
	CHECK(bad == 0, "turn split: same as the regular expression on %zu "
	    "lines (%zu differ)", tried, bad);
	pcre2_match_data_free(md);
	pcre2_code_free(re);
}

/*
 * The reader tests a line's bytes eight at a time: a NUL or a stray byte
 * at any place of a turn line is still found, at its column.
 */
static void
test_bad_bytes(void)
{
	static const char bad[] = { '\0', '\x80', '\xff', '\xc3' };
	char		 s[128];
	struct rd	 t;
	size_t		 at, k, n;
	int		 miss = 0;

	for (k = 0; k < sizeof bad; k++)
		for (at = 0; at < 34; at++) {
			n = (size_t)snprintf(s, sizeof s, "[Variant \"ludo\"]"
			    "\n\nred 5: base/1 1/5 5/9 9/13 13/17 17/21 1/6"
			    "\n");
			s[18 + 7 + at] = bad[k];	/* after "red 5: " */
			rd_open(&t, s, n);
			(void)rd_next(&t);
			if ((t.d.n == 0 || t.d.v[0].col != at + 8) &&
			    miss++ == 0)
				CHECK(0, "bad byte %#x at column %zu: %s",
				    (unsigned char)bad[k], at + 8, t.d.n ?
				    t.d.v[0].msg : "not found");
			rd_close(&t);
		}
	CHECK(miss == 0, "a NUL or stray byte is found at every column");
}

/*
 * record_turn_text(), the split pasa_live_turn() shares with the reader:
 * tokens NUL-terminated in place, columns 1-based, and on an error the
 * line left as it was.
 */
static void
test_turn_text(void)
{
	static const struct {
		const char	*line;
		int		 rc;
		size_t		 col;	/* ov offset named by the error */
	} bad[] = {
		{ "12. yellow", RECORD_TURN_NO_MOVES, 4 },
		{ "12. yellow 5-3:", RECORD_TURN_NO_MOVES, 6 },
		{ "red : base/1", RECORD_TURN_NO_THROW, 8 },
		{ "99999999999999999999. red 5: x", RECORD_TURN_NUMBER, 2 },
		{ ": x", RECORD_TURN_SPLIT, 0 },
		{ "red: x", RECORD_TURN_SPLIT, 0 },
	};
	struct turn_text	 t;
	char			 s[64];
	size_t			 ov[10], i;
	int			 rc;

	snprintf(s, sizeof s, "12. yellow 5-3: base/5 5/8");
	memset(&t, 0, sizeof t);
	rc = record_turn_text(s, strlen(s), &t, ov);
	CHECK(rc == RECORD_TURN_OK && t.number == 12 && t.number_col == 1 &&
	    tt_eq(t.side, t.side_len, "yellow") && t.side_col == 5 &&
	    tt_eq(t.throw_, t.throw_len, "5-3") && t.throw_col == 12 &&
	    tt_eq(t.moves, t.moves_len, "base/5 5/8") && t.moves_col == 17,
	    "record_turn_text: number, side, throw, moves and columns");
	snprintf(s, sizeof s, "  red\tbase/1");
	rc = record_turn_text(s, strlen(s), &t, ov);
	CHECK(rc == RECORD_TURN_OK && t.number == -1 && t.number_col == 0 &&
	    tt_eq(t.side, t.side_len, "red") && t.side_col == 3 &&
	    t.throw_ == NULL && t.throw_col == 0 &&
	    tt_eq(t.moves, t.moves_len, "base/1") && t.moves_col == 7,
	    "record_turn_text: no number, no throw");
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		snprintf(s, sizeof s, "%s", bad[i].line);
		rc = record_turn_text(s, strlen(s), &t, ov);
		CHECK(rc == bad[i].rc && strcmp(s, bad[i].line) == 0 &&
		    (bad[i].rc == RECORD_TURN_SPLIT ||
		    ov[bad[i].col] != RECORD_UNSET),
		    "record_turn_text '%s': error %d (want %d), line kept",
		    bad[i].line, rc, bad[i].rc);
	}
}

/*
 * The reader's one-pass path (fast_turn()) against record_turn_text() on
 * the same line's content: random lines of the bytes that matter to the
 * notation, each read as the second line of a record, must give the same
 * tokens and columns, or an error exactly when record_turn_text() does.
 */
static void
test_turn_fast(void)
{
	static const char *const alpha[] = { " ", "\t", ":", ".", "0", "7",
	    "a", "-", "/", "#", "\r", "\xc3\xa9", "red", "5-3", "base/1" };
	const size_t	 n = sizeof alpha / sizeof alpha[0];
	char		 line[128], rec[192], s[128];
	struct turn_text t;
	struct rgame	*g;
	struct rd	 rd;
	size_t		 len, k, ntok, ov[10], bad = 0, tried = 0, turns = 0;
	uint32_t	 rs = 777;
	int		 rc, same;

	for (k = 0; k < 60000; k++) {
		line[0] = '\0';
		rs = rs * 1103515245u + 12345u;
		for (ntok = 1 + (rs >> 16) % 12; ntok > 0; ntok--) {
			rs = rs * 1103515245u + 12345u;
			strcat(line, alpha[(rs >> 16) % n]);
		}
		/* What the reader takes as the turn: no CR before the
		 * newline, no comment, no trailing blanks. */
		len = strlen(line);
		if (len > 0 && line[len - 1] == '\r')
			len--;
		memcpy(s, line, len);
		s[len] = '\0';
		if (strchr(s, '#') != NULL)
			*strchr(s, '#') = '\0';
		len = strlen(s);
		while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t'))
			s[--len] = '\0';
		if (len == 0 || s[strspn(s, " \t")] == '\0' ||
		    s[strspn(s, " \t")] == '[')
			continue;
		snprintf(rec, sizeof rec, "[A \"b\"]\n%s\n", line);
		rd_opens(&rd, rec);
		g = rd_next(&rd);
		rc = record_turn_text(s, len, &t, ov);
		if (rc != RECORD_TURN_OK)
			same = g != NULL && g->nturns == 0 && rd.d.n == 1;
		else {
			const struct turn_text *u;

			same = g != NULL && g->nturns == 1 && rd.d.n == 0;
			u = same ? &g->turns[0] : NULL;
			same = same && u->line == 2 && u->number == t.number &&
			    u->number_col == t.number_col &&
			    tt_eq(u->side, u->side_len, t.side) &&
			    u->side_col == t.side_col &&
			    (t.throw_ == NULL ? u->throw_ == NULL :
			    tt_eq(u->throw_, u->throw_len, t.throw_)) &&
			    u->throw_col == t.throw_col &&
			    tt_eq(u->moves, u->moves_len, t.moves) &&
			    u->moves_col == t.moves_col;
			turns++;
		}
		if (!same && bad++ == 0)
			CHECK(0, "reader and record_turn_text differ on '%s'",
			    line);
		tried++;
		rd_close(&rd);
	}
	CHECK(bad == 0 && turns > 1000, "one-pass reader: same as "
	    "record_turn_text on %zu lines, %zu of them turns (%zu differ)",
	    tried, turns, bad);
}

/*
 * Turn text stays in the read block until a refill would move it: a game
 * longer than the block, then another, keeps every turn's tokens.
 */
static void
test_turn_refill(void)
{
	struct buf	 b;
	struct rgame	*g;
	struct rd	 rd;
	char		 want[32];
	size_t		 i, n = 30000, bad = 0, games = 0;

	buf_init(&b);
	for (games = 0; games < 2; games++) {
		buf_printf(&b, "[Game \"%zu\"]\n", games + 1);
		for (i = 0; i < n; i++)
			buf_printf(&b, "%zu. red 6-%zu: a/%zu b/c  # x\n",
			    i + 1, i % 7, i);
	}
	rd_open(&rd, buf_str(&b), b.len);
	for (games = 0; (g = rd_next(&rd)) != NULL; games++) {
		bad += g->nturns != n;
		for (i = 0; i < g->nturns; i++) {
			const struct turn_text *t = &g->turns[i];

			snprintf(want, sizeof want, "a/%zu b/c", i);
			if (t->number != (long)i + 1 ||
			    !tt_eq(t->side, t->side_len, "red") ||
			    !tt_eq(t->moves, t->moves_len, want) ||
			    t->throw_len != 3 || t->throw_[3] != '\0')
				bad++;
		}
	}
	CHECK(games == 2 && bad == 0 && rd.d.n == 0,
	    "turns of games longer than the read block kept (%zu games, "
	    "%zu bad)", games, bad);
	rd_close(&rd);
	buf_free(&b);
}

/* The tag line pattern the reader used before its hand split. */
static const char tag_re[] =
	"\\A[ \\t]*+\\[[ \\t]*+([A-Za-z][A-Za-z0-9_]*+)[ \\t]*+"
	"\"((?:[^\"\\\\]++|\\\\[\"\\\\])*+)\"[ \\t]*+\\]\\z";

static int
tag_same(pcre2_code *re, pcre2_match_data *md, const char *s, size_t len)
{
	PCRE2_SIZE	*ov;
	size_t		 mine[6];
	int		 rc, rc2, k;

	rc = pcre2_match(re, (PCRE2_SPTR)s, len, 0, 0, md, NULL);
	rc2 = record_tag_split(s, len, mine);
	if (rc < 0 || rc2 < 0)
		return (rc < 0) == (rc2 < 0);
	if (rc != rc2)
		return 0;
	ov = pcre2_get_ovector_pointer(md);
	for (k = 0; k < 6; k++)
		if (ov[k] != mine[k])
			return 0;
	return 1;
}

/* record_tag_split() against the regular expression, as for turns. */
static void
test_tag_split(void)
{
	static const char *const alpha[] = { " ", "\t", "[", "]", "\"", "\\",
	    "a", "Z", "_", "0", "#", "Event", "\"x\"", "\\\"", "\\\\" };
	const size_t		 n = sizeof alpha / sizeof alpha[0];
	pcre2_code		*re;
	pcre2_match_data	*md;
	PCRE2_SIZE		 off;
	char			 s[128];
	size_t			 k, len, ntok, bad = 0, tried = 0, matched = 0;
	uint32_t		 rs = 4242;
	int			 error;

	re = pcre2_compile((PCRE2_SPTR)tag_re, PCRE2_ZERO_TERMINATED,
	    PCRE2_DOTALL, &error, &off, NULL);
	md = pcre2_match_data_create_from_pattern(re, NULL);
	for (k = 0; k < 300000; k++) {
		/* Most lines start as a tag does, so the later parts are
		 * reached. */
		snprintf(s, sizeof s, "%s", k % 4 == 0 ? "" : k % 4 == 1 ?
		    "[" : k % 4 == 2 ? " [Name " : "[A_1 \"");
		rs = rs * 1103515245u + 12345u;
		for (ntok = (rs >> 16) % 9; ntok > 0; ntok--) {
			rs = rs * 1103515245u + 12345u;
			strcat(s, alpha[(rs >> 16) % n]);
		}
		if (k % 3 == 0)
			strcat(s, "\"]");
		len = strlen(s);
		bad += !tag_same(re, md, s, len);
		matched += record_tag_split(s, len, (size_t [6]){ 0 }) > 0;
		tried++;
	}
	CHECK(bad == 0 && matched > 1000, "tag split: same as the regular "
	    "expression on %zu lines, %zu tags (%zu differ)", tried, matched,
	    bad);
	pcre2_match_data_free(md);
	pcre2_code_free(re);
}

int
main(void)
{
	test_turn_split();
	test_tag_split();
	test_turn_text();
	test_turn_fast();
	test_turn_refill();
	test_bad_bytes();
	test_tags();
	test_turns();
	test_crlf_comments();
	test_many_games();
	test_errors();
	test_resync();
	test_limits();
	test_open();
	test_stdin_name();
	test_streaming();
	return CHECK_DONE();
}
