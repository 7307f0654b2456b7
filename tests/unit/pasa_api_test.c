/*
 * The public API (pasa.h) on bad input: NULL handles and arguments,
 * garbage turn lines, unknown variants and variant files with errors all
 * come back as return codes and diagnostics, never a crash; a refused
 * turn leaves the live position as it was.  Uses pasa.h alone.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pasa.h"
#include "check.h"

/* 1 when some diagnostic of d has this status and its text holds s. */
static int
has_diag(const pasa_diags *d, int status, const char *s)
{
	struct pasa_diag	 e;
	char			 line[2048];
	size_t			 i;

	for (i = 0; i < pasa_diags_count(d); i++) {
		pasa_diags_get(d, i, &e);
		pasa_diags_format(d, i, line, sizeof line);
		if (e.status == status && strstr(line, s) != NULL)
			return 1;
	}
	return 0;
}

static void
test_version_and_nulls(void)
{
	pasa_diags	*d = pasa_diags_new();
	pasa_ctx	*ctx = NULL;
	pasa_live	*g = (pasa_live *)d;
	pasa_reader	*r = (pasa_reader *)d;
	struct pasa_diag e;
	char		 buf[8];

	CHECK(strcmp(pasa_version(), PASA_VERSION_STRING) == 0,
	    "pasa_version() is the header's %s", PASA_VERSION_STRING);
	CHECK(strcmp(pasa_strerror(PASA_EVARIANT), "variant cannot be "
	    "loaded") == 0 && pasa_strerror(12345) != NULL,
	    "pasa_strerror names codes, known or not");
	CHECK(pasa_ctx_new(NULL, NULL) == PASA_EINVAL, "ctx_new(NULL)");
	CHECK(pasa_ctx_add_dir(NULL, "x") == PASA_EINVAL &&
	    pasa_ctx_dir(NULL, 0) == NULL, "ctx calls on NULL");
	CHECK(pasa_variant_load(NULL, "ludo", NULL, d) == PASA_EINVAL &&
	    has_diag(d, PASA_STATUS_USAGE, "pasa_variant_load: NULL"),
	    "variant_load(NULL ...) is a usage diagnostic");
	CHECK(pasa_variant_name(NULL) == NULL &&
	    pasa_variant_sides(NULL) == PASA_EINVAL &&
	    pasa_variant_side_name(NULL, 0) == NULL, "variant calls on NULL");
	CHECK(pasa_position_new(NULL, NULL, NULL, d) == PASA_EINVAL &&
	    pasa_position_format(NULL, buf, sizeof buf) == PASA_EINVAL &&
	    pasa_position_side(NULL) == NULL &&
	    pasa_position_state(NULL) == PASA_EINVAL,
	    "position calls on NULL");
	CHECK(pasa_live_new(&g, NULL, NULL, NULL, 0, d) == PASA_EINVAL &&
	    g == NULL, "live_new(NULL variant) sets *out to NULL");
	CHECK(pasa_live_turn(NULL, "1. north d", d) == PASA_EINVAL &&
	    pasa_live_position(NULL) == NULL && pasa_live_last(NULL) == NULL,
	    "live calls on NULL");
	CHECK(pasa_reader_new_file(&r, NULL, "x") == PASA_EINVAL && r == NULL,
	    "reader_new_file(NULL FILE)");
	CHECK(pasa_reader_new_buffer(&r, NULL, 5, "x") == PASA_EINVAL,
	    "reader_new_buffer(NULL, 5)");
	CHECK(pasa_reader_next(NULL, NULL, NULL) == PASA_EINVAL,
	    "reader_next(NULL) with no diagnostics list");
	CHECK(pasa_check_game(NULL, NULL, NULL, 0, NULL, NULL, d) ==
	    PASA_EINVAL, "check_game(NULL)");
	CHECK(pasa_legal_turns(NULL, NULL, NULL, d) == PASA_EINVAL,
	    "legal_turns(NULL)");
	CHECK(pasa_diags_get(d, 100000, &e) == PASA_EINVAL &&
	    pasa_diags_format(NULL, 0, buf, sizeof buf) == PASA_EINVAL,
	    "diags_get past the end");
	/* snprintf's contract: the whole length, the text cut and ended. */
	CHECK(pasa_diags_format(d, 0, buf, sizeof buf) > (int)sizeof buf &&
	    strlen(buf) == sizeof buf - 1 &&
	    strncmp(buf, "pasa: e", 7) == 0, "diags_format cuts to size");
	CHECK(pasa_diags_status(d) == PASA_STATUS_USAGE,
	    "diags_status: usage");
	pasa_diags_clear(d);
	CHECK(pasa_diags_count(d) == 0 && pasa_diags_status(d) == 0,
	    "diags_clear");
	pasa_ctx_free(ctx);
	pasa_live_free(NULL);
	pasa_reader_free(NULL);
	pasa_position_free(NULL);
	pasa_turns_free(NULL);
	pasa_diags_free(d);
}

static void
test_variants(pasa_ctx *ctx)
{
	const pasa_variant	*v = (const pasa_variant *)ctx;
	pasa_diags		*d = pasa_diags_new();
	char			 dir[] = "/tmp/pasa-api-XXXXXX", path[256];
	FILE			*fp;
	int			 rc;

	CHECK(pasa_variant_load(ctx, "no-such-variant", &v, d) ==
	    PASA_EVARIANT && v == NULL &&
	    has_diag(d, PASA_STATUS_VARIANT, "unknown variant"),
	    "an unknown variant: PASA_EVARIANT and why");
	pasa_diags_clear(d);
	/* Reported at every call, not only the first. */
	CHECK(pasa_variant_load(ctx, "no-such-variant", &v, d) ==
	    PASA_EVARIANT && pasa_diags_count(d) > 0,
	    "an unknown variant is reported again");
	pasa_diags_clear(d);
	CHECK(pasa_variant_load(ctx, "../variants/ludo", &v, d) ==
	    PASA_EVARIANT && has_diag(d, PASA_STATUS_VARIANT, "not a variant "
	    "name"), "a path is not a name");
	pasa_diags_clear(d);
	CHECK(pasa_variant_load(ctx, "", &v, d) == PASA_EINVAL,
	    "an empty name");
	pasa_diags_clear(d);
	CHECK(pasa_variant_load_file(ctx, "/nonexistent/x.yaml", &v, d) ==
	    PASA_EVARIANT && pasa_diags_count(d) > 0, "a file not there");
	pasa_diags_clear(d);

	if (mkdtemp(dir) == NULL) {
		CHECK(0, "mkdtemp");
		return;
	}
	snprintf(path, sizeof path, "%s/broken.yaml", dir);
	if ((fp = fopen(path, "w")) != NULL) {
		fputs("name: broken\nfamily: race\nno_such_setting: 1\n"
		    "players: [a, b\n", fp);
		fclose(fp);
	}
	rc = pasa_variant_load_file(ctx, path, &v, d);
	CHECK(rc == PASA_EVARIANT && v == NULL &&
	    has_diag(d, PASA_STATUS_VARIANT, "broken.yaml:"),
	    "a variant file with errors: diagnostics at its lines");
	pasa_diags_clear(d);
	unlink(path);
	rmdir(dir);

	CHECK(pasa_variant_load(ctx, "ludo", &v, d) == PASA_OK &&
	    strcmp(pasa_variant_name(v), "ludo") == 0 &&
	    strcmp(pasa_variant_family(v), "race") == 0 &&
	    pasa_variant_sides(v) == 4 && pasa_variant_side_name(v, 4) == NULL &&
	    pasa_variant_side_name(v, -1) == NULL, "ludo loads");
	pasa_diags_free(d);
}

static void
test_positions(pasa_ctx *ctx)
{
	const pasa_variant	*v;
	pasa_diags		*d = pasa_diags_new();
	pasa_position		*p = NULL, *q = NULL;
	pasa_turns		*t = NULL;
	char			 buf[1024];
	int			 n;

	pasa_variant_load(ctx, "ludo", &v, d);
	CHECK(pasa_position_new(&p, v, "garbage \x01\xff", d) ==
	    PASA_EINVALID && p == NULL && pasa_diags_count(d) > 0,
	    "a garbage position is refused with diagnostics");
	pasa_diags_clear(d);
	CHECK(pasa_position_new(&p, v, NULL, d) == PASA_OK && p != NULL,
	    "ludo's start position");
	n = pasa_position_format(p, buf, sizeof buf);
	CHECK(n > 0 && pasa_position_new(&q, v, buf, d) == PASA_OK,
	    "a position reads back what it writes");
	CHECK(pasa_legal_turns(p, NULL, &t, d) == PASA_EINVAL && t == NULL &&
	    has_diag(d, PASA_STATUS_USAGE, "needs a throw"),
	    "a race game's turns need a throw");
	pasa_diags_clear(d);
	CHECK(pasa_legal_turns(p, "x:y", &t, d) == PASA_EINVAL &&
	    has_diag(d, PASA_STATUS_USAGE, "not a throw"), "a bad throw");
	pasa_diags_clear(d);
	CHECK(pasa_legal_turns(p, "6", &t, d) == PASA_OK &&
	    pasa_turns_count(t) > 0 &&
	    strncmp(pasa_turns_get(t, 0), "red 6: ", 7) == 0 &&
	    pasa_turns_get(t, pasa_turns_count(t)) == NULL,
	    "a six enters a piece: %s", t != NULL ? pasa_turns_get(t, 0) : "");
	pasa_turns_free(t);
	CHECK(strcmp(pasa_position_side(p), "red") == 0 &&
	    pasa_position_state(p) == PASA_GAME_ON, "red to move");
	pasa_position_free(q);
	CHECK(pasa_position_dup(NULL, p) == PASA_EINVAL &&
	    pasa_position_dup(&q, NULL) == PASA_EINVAL && q == NULL,
	    "dup(NULL)");
	pasa_position_free(p);
	pasa_diags_free(d);
}

/* The live position's text, to see that a refused turn leaves it be. */
static void
live_text(const pasa_live *g, char *buf, size_t size)
{
	pasa_position_format(pasa_live_position(g), buf, size);
}

static void
test_live(pasa_ctx *ctx)
{
	static const char *const bad[] = {
		"", "\n", "   # only a comment", "[Variant \"ludo\"]",
		"1. north d\n2. south k", "north", "1.", ":", "north :",
		"north x: d", "99999999999999999999999. north d",
		"north \x01\xff\x7f", "south d", "north zz99-zz98 xq1",
		"north d d d d d d d d d d d d d d d d d d d d",
	};
	const char *const players[] = { "Players", "north south", NULL };
	const char *const badside[] = { "Players", "east west", NULL };
	const char *const badsetup[] = { "Setup", "not a position", NULL };
	const char *const novalue[] = { "Players", NULL };
	const pasa_variant	*v;
	const struct pasa_event	*ev;
	pasa_diags		*d = pasa_diags_new();
	pasa_live		*g;
	char			 before[1024], after[1024], *big;
	size_t			 i;
	int			 all = 1;

	pasa_variant_load(ctx, "pasang-emas", &v, d);
	CHECK(pasa_live_new(&g, v, NULL, badside, 0, d) == PASA_EINVALID &&
	    g == NULL && has_diag(d, PASA_STATUS_INVALID, "unknown side"),
	    "a Players tag naming no side of the variant");
	pasa_diags_clear(d);
	CHECK(pasa_live_new(&g, v, NULL, badsetup, 0, d) == PASA_EINVALID &&
	    g == NULL && pasa_diags_count(d) > 0, "a Setup that is no position");
	pasa_diags_clear(d);
	CHECK(pasa_live_new(&g, v, NULL, novalue, 0, d) == PASA_EINVAL,
	    "a tag without its value");
	CHECK(pasa_live_new(&g, v, NULL, NULL, 0x100, d) == PASA_EINVAL,
	    "an unknown flag");
	pasa_diags_clear(d);
	if (pasa_live_new(&g, v, "t", players, 0, d) != PASA_OK) {
		CHECK(0, "live game of pasang-emas");
		return;
	}
	CHECK(strcmp(pasa_live_last(g), "") == 0 &&
	    pasa_live_events(g, &ev) == 0, "nothing played yet");
	live_text(g, before, sizeof before);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		pasa_diags_clear(d);
		if (pasa_live_turn(g, bad[i], d) != PASA_EINVALID ||
		    pasa_diags_status(d) != PASA_STATUS_INVALID) {
			all = 0;
			printf("# not refused: '%s'\n", bad[i]);
		}
		live_text(g, after, sizeof after);
		if (strcmp(before, after) != 0 || pasa_live_count(g) != 0)
			all = 0;
	}
	CHECK(all, "%zu garbage or illegal lines refused, the position kept",
	    sizeof bad / sizeof bad[0]);
	pasa_diags_clear(d);
	CHECK(pasa_live_turn(g, NULL, d) == PASA_EINVAL &&
	    pasa_diags_status(d) == PASA_STATUS_USAGE, "a NULL line");
	pasa_diags_clear(d);
	big = malloc(70000);
	memset(big, 'x', 69999);
	big[69999] = '\0';
	CHECK(pasa_live_turn(g, big, d) == PASA_EINVALID &&
	    has_diag(d, PASA_STATUS_INVALID, "too long"), "a line too long");
	free(big);
	pasa_diags_clear(d);
	/* Diagnostics count the lines given: this is line 18. */
	CHECK(pasa_live_turn(g, "1. north d\n", d) == PASA_OK &&
	    pasa_diags_count(d) == 0 && pasa_live_count(g) == 1 &&
	    strcmp(pasa_live_last(g), "north d") == 0 &&
	    pasa_live_events(g, &ev) == 1 && ev[0].kind == PASA_EV_TAKEN &&
	    strcmp(pasa_event_kind_name(ev[0].kind), "taken") == 0,
	    "then a legal turn is played: %s", pasa_live_last(g));
	CHECK(pasa_live_turn(g, "2. south j2-k2 xk5", d) == PASA_EINVALID &&
	    has_diag(d, PASA_STATUS_INVALID, "t:19:") &&
	    pasa_live_count(g) == 1, "an illegal turn at line 19");
	pasa_live_free(g);
	pasa_diags_free(d);
}

static void
count_turn(void *arg, const struct pasa_turn_info *t)
{
	size_t	*n = arg;

	if (t->index == *n && t->before != NULL && t->after != NULL &&
	    t->text != NULL)
		(*n)++;
}

static void
test_records(pasa_ctx *ctx)
{
	static const char garbage[] = "\0\0\xff[[[\n1.\n:::\n[Variant \"x";
	static const char rec[] = "[Variant \"ludo\"]\n[Players \"yellow "
	    "red\"]\n\n1. yellow 6: base/14\n2. yellow 3: 14/17\n"
	    "3. red 2: -\n\n[Variant \"ludo\"]\n[Players \"yellow red\"]"
	    "\n\n1. yellow 6: base/1\n";
	static const char syntax[] = "[Variant \"ludo\"]\n[Players \"yellow "
	    "red\"]\n\n1. yellow 6: base/1\n2. red\n";
	const pasa_game	*g;
	pasa_reader	*r;
	pasa_diags	*d = pasa_diags_new();
	size_t		 turns;
	int		 n, games = 0, rc;

	CHECK(pasa_reader_new_buffer(&r, "", 0, NULL) == PASA_OK &&
	    pasa_reader_next(r, &g, d) == 0 && g == NULL,
	    "an empty buffer has no game");
	pasa_reader_free(r);
	CHECK(pasa_reader_new_buffer(&r, garbage, sizeof garbage - 1, "g") ==
	    PASA_OK, "a garbage buffer opens");
	while ((n = pasa_reader_next(r, &g, d)) > 0) {
		games++;
		rc = pasa_check_game(ctx, g, NULL, 0, NULL, NULL, d);
		if (rc == PASA_OK)
			games += 100;
	}
	CHECK(n == 0 && games > 0 && games < 100 &&
	    pasa_diags_status(d) != 0, "garbage: %d games, none valid", games);
	pasa_reader_free(r);
	pasa_diags_clear(d);
	pasa_reader_new_buffer(&r, rec, sizeof rec - 1, "rec");
	CHECK(pasa_reader_next(r, &g, d) == 1 &&
	    pasa_check_game(ctx, g, NULL, 0x40, NULL, NULL, d) == PASA_EINVAL,
	    "check_game: an unknown flag");
	pasa_diags_clear(d);
	CHECK(pasa_check_game(ctx, g, "pasang-emas", 0, NULL, NULL, d) ==
	    PASA_EINVALID && pasa_diags_count(d) > 0,
	    "a ludo game under pasang-emas rules is refused");
	pasa_diags_clear(d);
	CHECK(pasa_check_game(ctx, g, "no-such", 0, NULL, NULL, d) ==
	    PASA_EVARIANT, "a ludo game under a variant not there");
	pasa_diags_clear(d);
	turns = 0;
	CHECK(pasa_check_game(ctx, g, NULL, PASA_STRICT, count_turn, &turns,
	    d) == PASA_OK && turns == 3 && pasa_diags_count(d) == 0,
	    "a valid ludo game, three turns");
	CHECK(pasa_reader_next(r, &g, d) == 1 && pasa_check_game(ctx, g, NULL,
	    PASA_STRICT | PASA_EXPLAIN, NULL, NULL, d) == PASA_EINVALID &&
	    has_diag(d, PASA_STATUS_INVALID, "(rule L3)") &&
	    has_diag(d, PASA_STATUS_VALID, "legal turns"),
	    "ludo: a piece enters on its start square (rule L3), explained");
	pasa_reader_free(r);
	/* As pasa validate: the turns before a syntax error are checked. */
	pasa_diags_clear(d);
	pasa_reader_new_buffer(&r, syntax, sizeof syntax - 1, "syn");
	CHECK(pasa_reader_next(r, &g, d) == 1 && pasa_check_game(ctx, g,
	    NULL, 0, NULL, NULL, d) == PASA_EINVALID &&
	    has_diag(d, PASA_STATUS_INVALID, "(rule L3)") &&
	    has_diag(d, PASA_STATUS_INVALID, "malformed"),
	    "a turn before a syntax error is checked (rule L3)");
	pasa_reader_free(r);
	pasa_diags_free(d);
}

/* An event says whether the pieces ended safe (ludo, rule L6: a start
 * square is safe; 42 is not), and the struct keeps the layout a program
 * built with the first pasa.h steps through (pasa(3), Events). */
static void
test_event_safe(pasa_ctx *ctx)
{
	static const char *const players[] = {
		"Players", "red green yellow blue", NULL,
	};
	const struct pasa_event	*ev;
	const pasa_variant	*v;
	pasa_diags		*d = pasa_diags_new();
	pasa_live		*g;

	CHECK(sizeof(struct pasa_event) == PASA_EVENT_SIZE &&
	    PASA_EVENT_SIZE == 192 &&
	    offsetof(struct pasa_event, text) == 96 &&
	    offsetof(struct pasa_event, safe) == 191,
	    "struct pasa_event: 192 bytes, text at 96, safe in its last byte");
	if (pasa_variant_load(ctx, "ludo", &v, d) != PASA_OK ||
	    pasa_live_new(&g, v, NULL, players, 0, d) != PASA_OK) {
		CHECK(0, "a ludo game starts");
		pasa_diags_free(d);
		return;
	}
	CHECK(pasa_live_turn(g, "1. red 6: base/40", d) == PASA_OK &&
	    pasa_live_events(g, &ev) >= 1 && ev[0].kind == PASA_EV_ENTER &&
	    ev[0].safe == 1, "entering on the start square is safe (rule L6)");
	CHECK(pasa_live_turn(g, "2. red 2: 40/42", d) == PASA_OK &&
	    pasa_live_events(g, &ev) >= 1 && ev[0].kind == PASA_EV_MOVE &&
	    ev[0].safe == 0, "a move to 42 is not");
	pasa_live_free(g);
	pasa_diags_free(d);
}

int
main(void)
{
	pasa_ctx	*ctx;

	test_version_and_nulls();
	CHECK(pasa_ctx_new(&ctx, "variants") == PASA_OK &&
	    pasa_ctx_dir_count(ctx) == 1 &&
	    strcmp(pasa_ctx_dir(ctx, 0), "variants") == 0,
	    "a context on variants/");
	test_variants(ctx);
	test_positions(ctx);
	test_live(ctx);
	test_records(ctx);
	test_event_safe(ctx);
	pasa_ctx_free(ctx);
	return CHECK_DONE();
}
