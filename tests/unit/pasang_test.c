/*
 * The Pasang Emas engine, driven in-process: patterns, the position
 * notation, J. P. Neto's worked examples, the capture line, the Ka's
 * movement, the phase-1 file rule, and random games replayed through
 * turn_read (pasa-rules(7) D1-D15, R21-R24).  Run from the repository root.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "engine.h"
#include "pasang.h"
#include "variant.h"

/* check.h's CHECK evaluates its condition twice: once here, with effects. */
#define CHECK1(cond, ...) do {						\
	int ok_ = (cond);						\
	CHECK(ok_, __VA_ARGS__);					\
} while (0)

static struct vpath	 vp;
static struct diags	 dg;

static struct variant *
load(const char *text)
{
	struct variant	*v = NULL;

	diags_clear(&dg);
	if (text == NULL)
		variant_load(&v, "variants/pasang-emas.yaml", &vp, &dg);
	else
		variant_load_string(&v, "test", text, strlen(text), &vp, &dg);
	return v;
}

static struct diag_ctx
ctx(void)
{
	struct diag_ctx c = { &dg, "t", "pasang-emas", 0 };

	return c;
}

static const struct diag *
last_diag(void)
{
	return dg.n > 0 ? &dg.v[dg.n - 1] : NULL;
}

/* Reads "SIDE MOVES" in pos; returns turn_read's result. */
static int
read_line(const struct variant *v, const struct position *pos,
    const char *line, struct turn *t)
{
	struct turn_text	 tt;
	struct diag_ctx		 c = ctx();
	const char		*sp = strchr(line, ' ');

	memset(&tt, 0, sizeof tt);
	tt.file = "t";
	tt.line = 1;
	tt.number = -1;
	tt.side = line;
	tt.side_len = sp != NULL ? (size_t)(sp - line) : strlen(line);
	tt.side_col = 1;
	tt.moves = sp != NULL ? sp + 1 : line + strlen(line);
	tt.moves_len = strlen(tt.moves);
	tt.moves_col = (unsigned)(tt.moves - line) + 1;
	return v->family->turn_read(v->rules, pos, &tt, t, &c);
}

static int
parse_pos(const struct variant *v, const char *s, struct position *pos)
{
	struct diag_ctx c = ctx();

	return v->family->pos_parse(v->rules, pos, s, strlen(s), &c);
}

/* Reads and applies a line; returns the points it took, or -1. */
static int
play(const struct variant *v, struct position *pos, const char *line,
    int *stones)
{
	struct turn	t;
	struct events	ev;

	if (read_line(v, pos, line, &t) != 0)
		return -1;
	events_init(&ev, 0);
	v->family->turn_apply(v->rules, pos, &t, &ev);
	if (stones != NULL)
		*stones = ev.v[0].count;
	return ev.v[0].points;
}

static int
expect_error(const struct variant *v, const struct position *pos,
    const char *line, const char *rule)
{
	struct turn		 t;
	const struct diag	*d;
	size_t			 before = dg.n;

	if (read_line(v, pos, line, &t) == 0 || dg.n != before + 1)
		return 0;
	d = last_diag();
	if (strcmp(d->rule, rule) != 0)
		printf("  (%s: rule %s, %s)\n", line, d->rule, d->msg);
	return d->level == DIAG_ERROR && strcmp(d->rule, rule) == 0;
}

static void
test_patterns(const struct variant *v)
{
	const struct pasang_rules	*r = v->rules;
	int				 g, pt, w, b, sym;

	for (g = 0; g < 2; g++) {
		w = b = 0;
		sym = 1;
		for (pt = 0; pt < PASANG_POINTS; pt++) {
			w += r->grid[g][pt] == PC_WHITE;
			b += r->grid[g][pt] == PC_BLACK;
			sym &= r->grid[g][pt] == r->grid[g][PASANG_POINTS - 1 -
			    pt];
		}
		CHECK1(w == 60 && b == 60, "pattern %d holds 60 white, 60 black "
		    "(%d, %d)", g + 1, w, b);
		CHECK1(sym, "pattern %d has half-turn symmetry", g + 1);
	}
	CHECK1(r->grid[0][PASANG_PT(0, 10)] == PC_WHITE &&
	    r->grid[0][PASANG_PT(5, 10)] == PC_BLACK &&
	    r->grid[0][PASANG_PT(0, 0)] == PC_WHITE &&
	    r->grid[0][PASANG_PT(1, 0)] == PC_BLACK,
	    "pattern 1: rank 11 is its first row");
}

static void
test_points(void)
{
	char	n[4];
	int	pt, ok = 1;

	for (pt = 0; pt < PASANG_POINTS; pt++) {
		pasang_point_name(pt, n);
		ok &= pasang_point_parse(n, strlen(n)) == pt;
	}
	CHECK1(ok, "every point name reads back");
	CHECK1(pasang_point_parse("f6", 2) == PASANG_HOLE, "f6 is the hole");
	CHECK1(pasang_point_parse("l1", 2) < 0 &&
	    pasang_point_parse("a12", 3) < 0 &&
	    pasang_point_parse("a0", 2) < 0 &&
	    pasang_point_parse("a01", 3) < 0, "bad point names are refused");
}

static void
test_roundtrip(const struct variant *v)
{
	static const char *const cases[] = {
		"wwwwwbbbbbw/bwwwwbbbbww/bbwwwbbbwww/bbbwwbbwwww/bbbbwbwwwww/"
		"bbbbb_bbbbb/wwwwwbwbbbb/wwwwbbwwbbb/wwwbbbwwwbb/wwbbbbwwwwb/"
		"wbbbbbwwwww south 1 1-- 1-- 0-0 sliding",
		"..........b/.........../.........../.........../.........../"
		"....._....b/.........../N........../.........../.........../"
		"..S........ north 40 3cw 3hb 71-66 sliding",
		"b........../.........../.........../.........../.........../"
		"....._...../.........../.........../.........../.........../"
		"..........w south 9 2c- 2i- 10-10 jumping",
	};
	struct position	 pos;
	struct buf	 b;
	size_t		 i;

	/* R21: 'either' is a variant's method (ka.method), never a game's
	 * under one that plays sliding. */
	CHECK1(parse_pos(v, "..........b/.........../.........../"
	    ".........../.........../....._....b/.........../N........../"
	    ".........../.........../..S........ north 40 3cw 3hb 71-66 "
	    "either", &pos) != 0, "R21: a position's method 'either' is "
	    "refused under %s", "pasang-emas");
	buf_init(&b);
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		buf_clear(&b);
		if (parse_pos(v, cases[i], &pos) != 0) {
			CHECK1(0, "position %zu parses", i);
			continue;
		}
		v->family->pos_format(v->rules, &pos, &b);
		CHECK1(strcmp(buf_str(&b), cases[i]) == 0, "position %zu "
		    "round-trips", i);
	}
	CHECK1(parse_pos(v, "wwwww south 1 1-- 1-- 0-0 sliding", &pos) != 0,
	    "a short board is refused");
	CHECK1(parse_pos(v, "..........b/.........../.........../........."
	    "../.........../....._....b/.........../.........../........."
	    "../.........../..S........ north 40 3cw 3hb 71-66 either", &pos)
	    != 0, "a phase-3 side without its Ka is refused");
	CHECK1(parse_pos(v, "..........b/.........../.........../........."
	    "../.........../.....b....b/.........../N........../........."
	    "../.........../..S........ north 40 3cw 3hb 71-66 either", &pos)
	    != 0, "a stone on the hole is refused");
	buf_free(&b);
}

static void
test_setup(const struct variant *v)
{
	struct game_opts	 o;
	struct position		 pos;
	struct diag_ctx		 c = ctx();
	struct buf		 b;
	const struct pasang_pos	*p = (const void *)pos.u.b;

	memset(&o, 0, sizeof o);
	buf_init(&b);
	CHECK1(v->family->setup(v->rules, &pos, &o, &c) == 0 &&
	    p->tomove == 0 && p->method == PK_SLIDING &&
	    p->cell[PASANG_PT(0, 10)] == PC_WHITE, "default: pattern 1, "
	    "sliding, south first (R21)");
	o.tags_name[0] = "Pattern";
	o.tags_value[0] = "2";
	o.tags_name[1] = "KaMethod";
	o.tags_value[1] = "jumping";
	o.ntags = 2;
	o.players[0] = "north";
	o.players[1] = "south";
	o.nplayers = 2;
	CHECK1(v->family->setup(v->rules, &pos, &o, &c) == 0 &&
	    p->tomove == 1 && p->method == PK_JUMPING &&
	    p->cell[PASANG_PT(0, 10)] == PC_BLACK, "tags: pattern 2, "
	    "jumping, north first");
	o.tags_value[0] = "3";
	CHECK1(v->family->setup(v->rules, &pos, &o, &c) != 0 &&
	    strcmp(last_diag()->rule, "D15") == 0, "Pattern 3 is refused "
	    "(D15)");
	o.tags_value[0] = "1";
	o.tags_value[1] = "hopping";
	CHECK1(v->family->setup(v->rules, &pos, &o, &c) != 0 &&
	    strcmp(last_diag()->rule, "D8") == 0, "KaMethod hopping is "
	    "refused (D8)");
	o.tags_value[1] = "either";
	CHECK1(v->family->setup(v->rules, &pos, &o, &c) != 0 &&
	    strcmp(last_diag()->rule, "D8") == 0, "KaMethod either is "
	    "refused: one of D8's two methods per game (R21)");
	o.tags_value[1] = "sliding";
	CHECK1(v->family->setup(v->rules, &pos, &o, &c) == 0, "KaMethod "
	    "sliding is accepted");
	v->family->result(v->rules, &pos, &b);
	CHECK1(strcmp(buf_str(&b), "*") == 0, "the result is '*' at the "
	    "start");
	buf_free(&b);
}

/* J. P. Neto's worked examples (issue 4). */
static void
test_neto(const struct variant *v)
{
	struct position	 pos;
	int		 pts, n;
	const struct pasang_pos *p = (const void *)pos.u.b;

	/* (a) rank 7: b a7 b7, d7, w e7; south's Ka c4-c7 along its file. */
	CHECK1(parse_pos(v, ".........../.........../.........../.........../"
	    "bb.bw....../....._...../.........../..S......../.........../"
	    ".........../..........N south 30 3cb 3kw 50-50 sliding", &pos)
	    == 0, "Neto (a) position parses");
	pts = play(v, &pos, "south c4-c7 xa7", &n);
	CHECK1(pts == 3 && n == 3 && p->cell[PASANG_PT(0, 6)] == PC_EMPTY &&
	    p->cell[PASANG_PT(1, 6)] == PC_EMPTY &&
	    p->cell[PASANG_PT(3, 6)] == PC_EMPTY &&
	    p->cell[PASANG_PT(4, 6)] == PC_WHITE && p->score[0] == 53,
	    "Neto (a): c4-c7 takes a7, b7 and d7, 3 points");

	/* (b) file g: w g5, b g6 g8 g9 g10 g11; north's Ka j7-g7. */
	CHECK1(parse_pos(v, "......b..../......b..../......b..../......b..../"
	    ".........N./....._b..../......w..../.........../.........../"
	    ".........../S.......... north 31 3aw 3jb 50-50 sliding", &pos)
	    == 0, "Neto (b) position parses");
	pts = play(v, &pos, "north j7-g7", &n);
	CHECK1(pts == 5 && n == 5 && p->cell[PASANG_PT(6, 4)] == PC_WHITE &&
	    p->cell[PASANG_PT(6, 5)] == PC_EMPTY &&
	    p->cell[PASANG_PT(6, 10)] == PC_EMPTY && p->ka[1] ==
	    PASANG_PT(6, 6), "Neto (b): j7-g7 takes the five blacks of "
	    "file g, 4 above and 1 below");
}

static void
test_lines(const struct variant *v, const struct variant *sep,
    const struct variant *nohole)
{
	struct position	pos;
	struct turn	t;
	int		n;

	/* 1+1: one black on each side of the Ka's landing point c7. */
	parse_pos(v, ".........../.........../.........../.........../"
	    ".b.b......./....._...../.........../..S......../.........../"
	    ".........../..........N south 30 3cb 3kw 50-50 sliding", &pos);
	CHECK1(expect_error(v, &pos, "south c4-c7 xb7", "D9"), "1+1 is even: "
	    "no capture (D9)");
	CHECK1(expect_error(v, &pos, "south c4-c7", "D4"), "no capture at "
	    "all is refused (D4)");
	/* Per-arm lines: each arm of one is odd. */
	parse_pos(sep, ".........../.........../.........../.........../"
	    ".b.b......./....._...../.........../..S......../.........../"
	    ".........../..........N south 30 3cb 3kw 50-50 sliding", &pos);
	CHECK1(expect_error(sep, &pos, "south c4-c7", "R23"), "separate "
	    "arms: two captures open, x needed (R23)");
	CHECK1(read_line(sep, &pos, "south c4-c7 xd7", &t) == 0 &&
	    ((struct pasang_turn *)t.u.b)->n == 1, "separate arms: d7 "
	    "alone");
	/* Neto (a) under separate arms: a7-b7 even, d7 alone odd. */
	parse_pos(sep, ".........../.........../.........../.........../"
	    "bb.bw....../....._...../.........../..S......../.........../"
	    ".........../..........N south 30 3cb 3kw 50-50 sliding", &pos);
	CHECK1(expect_error(sep, &pos, "south c4-c7 xa7", "D9") &&
	    play(sep, &pos, "south c4-c7", &n) == 1 && n == 1,
	    "separate arms: only d7 is taken");

	/* The hole: north's Ka lands on f9 and moved along rank 9, so it
	 * captures along file f: f8 f7 (two) then the hole, f5 beyond. */
	CHECK1(parse_pos(v, ".........../.........../N........../"
	    ".........../.....b...../....._...../.....b...../.........../"
	    ".........../.........../S.......... north 30 3aw 3ab 50-50 "
	    "sliding", &pos) == 0, "hole position parses");
	CHECK1(play(v, &pos, "north a9-f9 xf7", &n) == 1 && n == 1,
	    "the line stops at the hole: f7 alone");
	parse_pos(v, ".........../.........../N........../"
	    ".........../.....b...../....._...../.....b...../.........../"
	    ".........../.........../S.......... north 30 3aw 3ab 50-50 "
	    "sliding", &pos);
	CHECK1(expect_error(v, &pos, "north a9-f9 xf5", "D11"), "no line "
	    "crosses f6 (D11)");
	parse_pos(nohole, ".........../.........../N........../"
	    ".........../.....b...../....._...../.....b...../.........../"
	    ".........../.........../S.......... north 30 3aw 3ab 50-50 "
	    "sliding", &pos);
	CHECK1(expect_error(nohole, &pos, "north a9-f9 xf7", "D9"),
	    "with the hole not cutting, f7+f5 is even (D9)");

	/* Colours: black arm left, white arm right: two separate lines. */
	parse_pos(v, ".........../.........../.........../.........../"
	    ".b.w......./....._...../.........../..S......../.........../"
	    ".........../..........N south 30 3cb 3kw 50-50 sliding", &pos);
	CHECK1(expect_error(v, &pos, "south c4-c7", "R23"), "arms of two "
	    "colours are two choices (R23)");
	CHECK1(play(v, &pos, "south c4-c7 xd7", &n) == 2 && n == 1,
	    "the white arm alone: 2 points");
}

static void
test_movement(const struct variant *v)
{
	struct position	pos;
	/* South's Ka on c2; c4 stone, c5 empty; north's Ka on e2; hole f6
	 * on rank 6 between e6 and g6 for a Ka on d6. */
	const char *s = ".........../.........../.........../.........../"
	    ".........../...S._....b/..b......../.........../..w......../"
	    "...N......./b.......... south 30 3cw 3kb 50-50 sliding";

	CHECK1(parse_pos(v, s, &pos) == 0, "movement position parses");
	CHECK1(expect_error(v, &pos, "south d6-k6 xk6", "D12"), "the Ka "
	    "cannot pass the hole (D12)");
	CHECK1(expect_error(v, &pos, "south d6-d1 xa1", "D12"), "the Ka "
	    "cannot pass north's Ka (D12)");
	CHECK1(expect_error(v, &pos, "south d6-d2 xc2", "D12"), "the Ka "
	    "cannot land on a Ka (D12)");
	CHECK1(expect_error(v, &pos, "south d6-e7 xe5", "D12"), "the Ka "
	    "moves along a rank or a file (D12)");
	CHECK1(expect_error(v, &pos, "south c4-c5 xc5", "D12"), "the Ka "
	    "must start where it stands (D12)");
	parse_pos(v, ".........../.........../.........../.........../"
	    ".........../....._...../.........../..b......../.........../"
	    "..S......../b.........N south 30 3cw 3kb 50-50 sliding", &pos);
	CHECK1(expect_error(v, &pos, "south c2-c6 xa6", "D12"), "the Ka "
	    "cannot pass a stone (D12)");
	/* c2-c3 moves along the file, so it captures along rank 3, not
	 * along file c, where c4 is alone. */
	CHECK1(expect_error(v, &pos, "south c2-c3 xc4", "D12"), "a file move "
	    "captures along the rank only (D12)");
	CHECK1(play(v, &pos, "south c2-b2 xb1", NULL) < 0 && dg.n > 0,
	    "a capture needs a stone in the line");
}

static void
test_phases(const struct variant *v, const struct variant *rowonly)
{
	struct game_opts	 o;
	struct position		 pos;
	struct diag_ctx		 c = ctx();
	int			 pts, n;
	struct turn		 t;
	const char		*s;

	memset(&o, 0, sizeof o);
	v->family->setup(v->rules, &pos, &o, &c);
	CHECK1(expect_error(v, &pos, "north c", "D4"), "south moves first "
	    "(D4)");
	CHECK1(expect_error(v, &pos, "south e3-f3", "D5"), "phase 1 takes a "
	    "file (D5)");
	pts = play(v, &pos, "south f", &n);
	CHECK1(n == 5 && pts == 5, "south f takes the five blacks f1-f5 "
	    "(got %d points)", pts);
	CHECK1(expect_error(v, &pos, "north f", "D6"), "north may not answer "
	    "f with f (D6)");
	CHECK1(play(v, &pos, "north b", &n) == 7 && n == 5, "north b takes "
	    "b7-b11");
	CHECK1(expect_error(v, &pos, "south c", "D8"), "phase 2 moves the Ka "
	    "(D8)");
	CHECK1(expect_error(v, &pos, "south d3-f3", "D8"), "a sliding Ka "
	    "comes from the next file (D8)");
	CHECK1(expect_error(v, &pos, "south e4-f3", "D8"), "the Ka moves along "
	    "its rank (D8)");
	CHECK1(expect_error(v, &pos, "south e7-f7", "D8"), "the Ka enters the "
	    "mover's passage (D8)");

	/* Phase 2 from the passage on file c: b3 along the rank, c6 along
	 * the file. */
	s = "..........N/.........../.........../.........../.........../"
	    "..b.._...../.........../.........../.w.b......./.........../"
	    "..........b south 3 2c- 3kw 0-0 sliding";
	parse_pos(v, s, &pos);
	CHECK1(expect_error(v, &pos, "south d3-c3", "R23"), "phase 2 may "
	    "capture along either axis: two choices (R23)");
	CHECK1(read_line(v, &pos, "south d3-c3 xc6", &t) == 0,
	    "phase 2 captures along the file (D12)");
	parse_pos(rowonly, s, &pos);
	CHECK1(expect_error(rowonly, &pos, "south d3-c3 xc6", "D12"),
	    "row only: no file capture in phase 2 (D12)");
	CHECK1(play(rowonly, &pos, "south d3-c3", &n) == 2 && n == 1,
	    "row only: b3 is the only capture");
}

/* North's phase-1 files after each of south's 11 choices. */
static void
test_reply(struct variant *const vs[3])
{
	static const char *const want[3][11] = {
		{ "ghijk", "ghijk", "ghijk", "ghijk", "ghijk", "abcdeghijk",
		  "abcde", "abcde", "abcde", "abcde", "abcde" },
		{ "bcdefghijk", "acdefghijk", "abdefghijk", "abcefghijk",
		  "abcdfghijk", "abcdeghijk", "abcdefhijk", "abcdefgijk",
		  "abcdefghjk", "abcdefghik", "abcdefghij" },
		{ "abcdefghijk", "abcdefghijk", "abcdefghijk", "abcdefghijk",
		  "abcdefghijk", "abcdefghijk", "abcdefghijk", "abcdefghijk",
		  "abcdefghijk", "abcdefghijk", "abcdefghijk" },
	};
	static const char *const names[3] = { "quadrant", "not-mirror", "any" };
	struct game_opts	 o;
	struct turnlist		 l;
	int			 s, f, ok;
	size_t			 i;

	memset(&o, 0, sizeof o);
	turnlist_init(&l);
	for (s = 0; s < 3; s++) {
		ok = 1;
		for (f = 0; f < 11; f++) {
			struct position	pos;
			struct diag_ctx	c = ctx();
			char		line[16], got[16];

			vs[s]->family->setup(vs[s]->rules, &pos, &o, &c);
			snprintf(line, sizeof line, "south %c", 'a' + f);
			play(vs[s], &pos, line, NULL);
			turnlist_clear(&l);
			vs[s]->family->turns_legal(vs[s]->rules, &pos, NULL,
			    &l);
			for (i = 0; i < l.n && i < 15; i++)
				got[i] = (char)('a' + ((struct pasang_turn *)
				    l.v[i].u.b)->file);
			got[i] = '\0';
			if (strcmp(got, want[s][f]) != 0) {
				printf("  (%s after %c: %s)\n", names[s],
				    'a' + f, got);
				ok = 0;
			}
		}
		CHECK1(ok, "north's phase-1 files under '%s'", names[s]);
	}
	turnlist_free(&l);
}

/* The two ends of a game, with their scores (D13, D14, R24). */
static void
test_end(const struct variant *v, const struct variant *kept,
    const struct variant *kas)
{
	static const char *all = "..........N/.........../.......w.../"
	    ".........../....w....../....._...../.........../.........../"
	    "..b......../.........../S.......... south 40 3aw 3kw 86-85 "
	    "sliding";
	static const char *suntuk = "..........N/.........../.........../"
	    ".........../.........../....._...../...ww....../...ww....../"
	    "..b......../.........../S.......... south 40 3aw 3kw 80-83 "
	    "sliding";
	struct position	 pos;
	struct buf	 b;

	buf_init(&b);
	parse_pos(v, all, &pos);
	play(v, &pos, "south a1-a3 xc3", NULL);
	play(v, &pos, "north k11-k9 xh9", NULL);
	CHECK1(v->family->state(v->rules, &pos) == GAME_ON, "the game goes "
	    "on while a stone is left");
	play(v, &pos, "south a3-a7 xe7", NULL);
	v->family->result(v->rules, &pos, &b);
	CHECK1(v->family->state(v->rules, &pos) == GAME_OVER &&
	    strcmp(buf_str(&b), "south 89-87") == 0, "every stone taken: "
	    "south 89-87 (%s)", buf_str(&b));
	CHECK1(expect_error(v, &pos, "north k9-k5", "R24"), "no line after "
	    "the end (R24)");
	parse_pos(kas, all, &pos);
	play(kas, &pos, "south a1-a3 xc3", NULL);
	play(kas, &pos, "north k11-k9 xh9", NULL);
	play(kas, &pos, "south a3-a7 xe7", NULL);
	buf_clear(&b);
	kas->family->result(kas->rules, &pos, &b);
	CHECK1(strcmp(buf_str(&b), "south 91-89") == 0, "Kas scoring: both "
	    "white Kas add 2 (%s)", buf_str(&b));

	parse_pos(v, suntuk, &pos);
	play(v, &pos, "south a1-a3 xc3", NULL);
	buf_clear(&b);
	v->family->result(v->rules, &pos, &b);
	CHECK1(v->family->state(v->rules, &pos) == GAME_OVER &&
	    strcmp(buf_str(&b), "south 120-0") == 0, "suntuk: south 120-0 "
	    "(%s)", buf_str(&b));
	parse_pos(kept, suntuk, &pos);
	play(kept, &pos, "south a1-a3 xc3", NULL);
	buf_clear(&b);
	kept->family->result(kept->rules, &pos, &b);
	CHECK1(strcmp(buf_str(&b), "south 81-83") == 0, "suntuk with the "
	    "scores kept: the side that cannot capture still loses (%s)",
	    buf_str(&b));
	buf_free(&b);
}

/* Random games, each turn written, read back and applied (as gen and
 * validate do); no game longer than 118 plies. */
static void
test_random(const struct variant *v, const char *pattern,
    const char *method, int games)
{
	struct game_opts	 o;
	struct turnlist		 l;
	struct rng		 rng;
	struct buf		 b;
	int			 g, ok = 1, longest = 0, over = 1, ply;

	memset(&o, 0, sizeof o);
	o.tags_name[0] = "Pattern";
	o.tags_value[0] = pattern;
	o.tags_name[1] = "KaMethod";
	o.tags_value[1] = method;
	o.ntags = 2;
	turnlist_init(&l);
	buf_init(&b);
	rng_seed(&rng, 1);
	for (g = 0; g < games && ok; g++) {
		struct position	pos, back;
		struct diag_ctx	c = ctx();

		v->family->setup(v->rules, &pos, &o, &c);
		for (ply = 0; v->family->state(v->rules, &pos) == GAME_ON;
		    ply++) {
			struct turn	t;
			struct throw	th;
			struct events	ev;

			v->family->throw_random(v->rules, &pos, &rng, &th);
			turnlist_clear(&l);
			v->family->turns_legal(v->rules, &pos, &th, &l);
			if (l.n == 0) {
				ok = 0;
				break;
			}
			t = l.v[rng_below(&rng, (uint32_t)l.n)];
			buf_clear(&b);
			v->family->turn_format(v->rules, &pos, &t, &b);
			if (read_line(v, &pos, buf_str(&b), &t) != 0) {
				printf("  (game %d: %s refused: %s)\n", g,
				    buf_str(&b), last_diag()->msg);
				ok = 0;
				break;
			}
			events_init(&ev, 0);
			v->family->turn_apply(v->rules, &pos, &t, &ev);
			buf_clear(&b);
			v->family->pos_format(v->rules, &pos, &b);
			if (parse_pos(v, buf_str(&b), &back) != 0 ||
			    memcmp(back.u.b, pos.u.b,
			    sizeof(struct pasang_pos)) != 0) {
				printf("  (game %d: position does not "
				    "round-trip: %s)\n", g, buf_str(&b));
				ok = 0;
				break;
			}
		}
		if (ply > longest)
			longest = ply;
		over &= v->family->state(v->rules, &pos) == GAME_OVER;
	}
	CHECK1(ok && over && longest <= 118, "%d random games, pattern %s, "
	    "%s: every turn reads back, longest %d plies", games, pattern,
	    method, longest);
	buf_free(&b);
	turnlist_free(&l);
}

static struct variant *
derived(const char *yaml)
{
	struct variant *v = load(yaml);

	CHECK1(v != NULL, "derived variant loads");
	if (v == NULL)
		for (size_t i = 0; i < dg.n; i++)
			printf("  (%s)\n", dg.v[i].msg);
	return v;
}

static void
test_variant_errors(void)
{
	struct variant	*v;

	v = load("name: t\nfamily: pasang\nextends: pasang-emas\npattern:\n"
	    "  initial: custom\n  custom: [wwwwwbbbbbw, bwwwwbbbbww, "
	    "bbwwwbbbwww, bbbwwbbwwww, bbbbwbwwwww, bbbbbwbbbbb, "
	    "wwwwwbwbbbb, wwwwbbwwbbb, wwwbbbwwwbb, wwbbbbwwwwb, "
	    "wbbbbbwwwww]\n");
	CHECK1(v == NULL && dg.n > 0 && dg.v[dg.n - 1].line == 6 &&
	    strcmp(dg.v[dg.n - 1].rule, "t") == 0, "a custom row without "
	    "the hole is reported at its position, credited to the house "
	    "file that gives no source");
	variant_free(v);
	v = load("name: t\nfamily: pasang\nextends: pasang-emas\npattern:\n"
	    "  initial: custom\n");
	CHECK1(v == NULL && dg.n > 0, "custom without rows is refused");
	variant_free(v);
	v = load("name: t\nfamily: pasang\nextends: pasang-emas\nka:\n"
	    "  method: hopping\n");
	CHECK1(v == NULL && dg.n > 0, "an unknown Ka method is refused");
	variant_free(v);
}

int
main(void)
{
	struct variant	*v, *sep, *nohole, *row, *vs[3], *kept, *kas;

	vpath_init(&vp);
	vpath_add(&vp, "variants");
	diags_init(&dg);
	v = load(NULL);
	CHECK1(v != NULL, "pasang-emas loads");
	if (v == NULL) {
		for (size_t i = 0; i < dg.n; i++)
			printf("  (%s)\n", dg.v[i].msg);
		return 1;
	}
	sep = derived("name: t\nfamily: pasang\nextends: pasang-emas\n"
	    "capture:\n  arms: separate\n  source: D9\n");
	nohole = derived("name: t\nfamily: pasang\nextends: pasang-emas\n"
	    "hole:\n  cuts_lines: false\n");
	row = derived("name: t\nfamily: pasang\nextends: pasang-emas\n"
	    "moving:\n  phase2_axes: row\n  source: D12\n");
	vs[0] = v;
	vs[1] = derived("name: t\nfamily: pasang\nextends: pasang-emas\n"
	    "reply:\n  second_file: not-mirror\n");
	vs[2] = derived("name: t\nfamily: pasang\nextends: pasang-emas\n"
	    "reply:\n  second_file: any\n");
	kept = derived("name: t\nfamily: pasang\nextends: pasang-emas\n"
	    "suntuk:\n  scores: kept\n");
	kas = derived("name: t\nfamily: pasang\nextends: pasang-emas\n"
	    "scoring:\n  kas: true\n");
	if (sep == NULL || nohole == NULL || row == NULL || vs[1] == NULL ||
	    vs[2] == NULL || kept == NULL || kas == NULL)
		return 1;
	test_points();
	test_patterns(v);
	test_roundtrip(v);
	test_setup(v);
	test_neto(v);
	test_lines(v, sep, nohole);
	test_movement(v);
	test_phases(v, row);
	test_reply(vs);
	test_end(v, kept, kas);
	test_variant_errors();
	test_random(v, "1", "sliding", 300);
	test_random(v, "2", "jumping", 300);
	test_random(v, "2", "sliding", 300);
	test_random(sep, "2", "sliding", 100);
	test_random(nohole, "1", "sliding", 100);
	variant_free(v);
	variant_free(sep);
	variant_free(nohole);
	variant_free(row);
	variant_free(vs[1]);
	variant_free(vs[2]);
	variant_free(kept);
	variant_free(kas);
	diags_free(&dg);
	vpath_free(&vp);
	return CHECK_DONE();
}
