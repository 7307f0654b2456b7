/*
 * The race engine, driven in-process (pasa-rules(7) A, B, C, R1-R20): legal
 * turn lists and counts for hand-checked positions, one broken rule per
 * check with the rule id it must be reported under, the position notation
 * round trip, and random games replayed through turn_read.  Run from the
 * repository root.
 *
 *	race_test                       run every check
 *	race_test moves VARIANT POS THROW   print the legal turns (exploring)
 *	race_test read VARIANT POS LINE     check one turn line
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "engine.h"
#include "race.h"
#include "variant.h"

/* check.h's CHECK evaluates its condition twice: once here, with effects. */
#define CHECK1(cond, ...) do {						\
	int ok_ = (cond);						\
	CHECK(ok_, __VA_ARGS__);					\
} while (0)

static struct vpath	 vp;
static struct diags	 dg;

static struct variant *
load(const char *name)
{
	struct variant	*v = NULL;
	char		 path[256];

	snprintf(path, sizeof path, "variants/%s.yaml", name);
	diags_clear(&dg);
	if (variant_load(&v, path, &vp, &dg) != 0) {
		size_t i;

		for (i = 0; i < dg.n; i++)
			fprintf(stderr, "%s:%u:%u: %s\n", dg.v[i].file ?
			    dg.v[i].file : "", dg.v[i].line, dg.v[i].col,
			    dg.v[i].msg);
		return NULL;
	}
	return v;
}

static struct diag_ctx
ctx(int strict)
{
	struct diag_ctx c;

	diags_clear(&dg);
	c.diags = &dg;
	c.file = "test";
	c.variant = "test";
	c.strict = strict;
	return c;
}

static int
setpos(const struct variant *v, const char *s, struct position *p)
{
	struct diag_ctx c = ctx(0);

	return v->family->pos_parse(v->rules, p, s, strlen(s), &c);
}

static int
cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The legal turns, sorted, one per line; NULL when the position fails. */
static char *
legal(const struct variant *v, const char *ps, const char *ts, size_t *count)
{
	struct position	 p;
	struct throw	 t;
	struct turnlist	 l;
	struct buf	 b, all;
	char		**s, *s0;
	size_t		 i;

	*count = 0;
	if (setpos(v, ps, &p) != 0 ||
	    v->family->throw_parse(v->rules, ts, strlen(ts), &t) != 0)
		return NULL;
	turnlist_init(&l);
	v->family->turns_legal(v->rules, &p, &t, &l);
	s = calloc(l.n + 1, sizeof *s);
	for (i = 0; i < l.n; i++) {
		buf_init(&b);
		v->family->turn_format(v->rules, &p, &l.v[i], &b);
		s[i] = strdup(buf_str(&b));
		buf_free(&b);
	}
	qsort(s, l.n, sizeof *s, cmpstr);
	buf_init(&all);
	for (i = 0; i < l.n; i++) {
		buf_printf(&all, "%s\n", s[i]);
		free(s[i]);
	}
	free(s);
	*count = l.n;
	turnlist_free(&l);
	s0 = strdup(buf_str(&all));
	buf_free(&all);
	return s0;
}

/* Splits "[N.] SIDE THROW: MOVES" the way the record reader does. */
static void
split(const char *line, struct turn_text *tt)
{
	const char	*s = line, *e;

	memset(tt, 0, sizeof *tt);
	tt->file = "test";
	tt->line = 1;
	tt->number = -1;
	if (*s >= '0' && *s <= '9') {
		tt->number = strtol(s, NULL, 10);
		tt->number_col = 1;
		s = strchr(s, '.') + 1;
		while (*s == ' ')
			s++;
	}
	e = strchr(s, ' ');
	tt->side = s;
	tt->side_len = (size_t)(e - s);
	tt->side_col = (unsigned)(s - line) + 1;
	s = e + 1;
	e = strchr(s, ':');
	tt->throw_ = s;
	tt->throw_len = (size_t)(e - s);
	tt->throw_col = (unsigned)(s - line) + 1;
	s = e + 1;
	while (*s == ' ')
		s++;
	tt->moves = s;
	tt->moves_len = strlen(s);
	tt->moves_col = (unsigned)(s - line) + 1;
}

static char	 last_rule[DIAG_RULE_MAX], last_msg[600];
static unsigned	 last_col;
static int	 last_level;

/* Reads one line in a position: 0 legal, -1 not; the last diagnostic kept. */
static int
rd_pos(const struct variant *v, struct position *p, const char *line,
    int strict, struct turn *out)
{
	struct turn_text tt;
	struct diag_ctx	 c = ctx(strict);
	int		 rc;

	split(line, &tt);
	rc = v->family->turn_read(v->rules, p, &tt, out, &c);
	last_rule[0] = last_msg[0] = '\0';
	last_col = 0;
	last_level = -1;
	if (dg.n > 0) {
		snprintf(last_rule, sizeof last_rule, "%s", dg.v[dg.n - 1].rule);
		snprintf(last_msg, sizeof last_msg, "%s", dg.v[dg.n - 1].msg);
		last_col = dg.v[dg.n - 1].col;
		last_level = (int)dg.v[dg.n - 1].level;
	}
	return rc;
}

static int
rd(const struct variant *v, const char *ps, const char *line)
{
	struct position	 p;
	struct turn	 t;

	if (setpos(v, ps, &p) != 0) {
		snprintf(last_msg, sizeof last_msg, "bad position: %s",
		    dg.n ? dg.v[0].msg : "?");
		return -2;
	}
	return rd_pos(v, &p, line, 0, &t);
}

/* A line is legal, or illegal under exactly this rule id. */
/* A legal line read in position ps is written back as want. */
static void
canon(const struct variant *v, const char *ps, const char *line,
    const char *want)
{
	struct position	 p;
	struct turn	 t;
	struct buf	 b;

	buf_init(&b);
	if (setpos(v, ps, &p) == 0 && rd_pos(v, &p, line, 1, &t) == 0)
		v->family->turn_format(v->rules, &p, &t, &b);
	CHECK(strcmp(buf_str(&b), want) == 0, "%s: '%s' is written '%s' "
	    "(want '%s')", v->name, line, buf_str(&b), want);
	buf_free(&b);
}

#define LEGAL(v, ps, line) do {						\
	int rc_ = rd(v, ps, line);					\
	CHECK(rc_ == 0, "%s: legal: %s%s%s", (v)->name, line,		\
	    rc_ ? " -- " : "", rc_ ? last_msg : "");			\
} while (0)
#define ILLEGAL(v, ps, line, rule) do {					\
	int rc_ = rd(v, ps, line);					\
	CHECK(rc_ == -1 && strcmp(last_rule, rule) == 0,		\
	    "%s: illegal (%s): %s -- %s [%s]", (v)->name, rule, line,	\
	    last_msg, last_rule);					\
} while (0)

static const char *after(const struct variant *, const char *,
    const char *);

/* C1: partners do not capture each other and finish together. */
static void
check_teams(void)
{
	struct variant	*T = NULL;
	const char	*txt = "name: teams\nfamily: race\n"
	    "extends: pachisi-modern\nteams: {enabled: true, source: C1}\n";
	const char	*ps = "yellow:8,40,base,base blue:11,base,base,base "
	    "to=yellow extra=- ply=8 run=0 played=yellow,blue "
	    "entered=yellow,blue finished=-";

	diags_clear(&dg);
	variant_load_string(&T, "test", txt, strlen(txt), &vp, &dg);
	CHECK(T != NULL, "a team variant loads");
	if (T == NULL)
		return;
	LEGAL(T, ps, "yellow 3-1: 8/11 40/41");
	CHECK1(rd(T, ps, "yellow 3-1: 8/11* 40/41") == 0 &&
	    last_level == DIAG_WARNING, "C1: no capture of a partner: %s",
	    last_msg);
	CHECK(strstr(after(T, "yellow:h7,home,home,home blue:11,base,base,"
	    "base red:20,base,base,base to=yellow extra=- ply=8 run=0 "
	    "played=yellow,blue,red entered=yellow,blue,red finished=-",
	    "yellow 1-2: h7/home"), "to=blue") != NULL,
	    "C1: the game goes on until both partners are home");
	variant_free(T);
}

static int
explore(int argc, char **argv)
{
	struct variant	*v;
	size_t		 n;
	char		*s;

	if (argc != 5 || (v = load(argv[2])) == NULL)
		return 2;
	if (strcmp(argv[1], "moves") == 0) {
		if ((s = legal(v, argv[3], argv[4], &n)) == NULL) {
			fprintf(stderr, "bad position or throw\n");
			return 1;
		}
		printf("%s%zu turns\n", s, n);
		free(s);
	} else {
		int rc = rd(v, argv[3], argv[4]);

		printf("rc=%d col=%u rule=%s: %s\n", rc, last_col, last_rule,
		    last_msg);
	}
	variant_free(v);
	return 0;
}

static void	run_checks(void);
static int	ngames = 50;

int
main(int argc, char **argv)
{
	int	 rc;

	vpath_init(&vp);
	vpath_add(&vp, "variants");
	diags_init(&dg);
	if (argc == 3 && strcmp(argv[1], "games") == 0) {
		ngames = atoi(argv[2]);
		run_checks();
		rc = CHECK_DONE();
	} else if (argc > 1)
		rc = explore(argc, argv);
	else {
		run_checks();
		rc = CHECK_DONE();
	}
	diags_free(&dg);
	vpath_free(&vp);
	return rc;
}

/* Positions: YELLOW pieces, then the rest; first round done unless said. */
#define AFTER	"to=yellow extra=- ply=8 run=0 played=yellow,red " \
		"entered=yellow,red finished=-"
#define RED0	"red:base,base,base,base "

static void
check_entering(struct variant *A, struct variant *B, struct variant *C,
    struct variant *CC)
{
	const char *all = "yellow:base,base,base,base " RED0 AFTER;
	const char *one = "yellow:10,base,base,base " RED0 AFTER;
	const char *fresh = "yellow:base,base,base,base " RED0 "to=yellow "
	    "extra=- ply=0 run=0 played=- entered=- finished=-";

	/* A4, C9: a 5 on a die or as the sum enters. */
	LEGAL(A, all, "yellow 5-3: base/5 5/8");
	LEGAL(C, all, "yellow 5-3: base/5/8");
	LEGAL(A, all, "yellow 4-1: base/5");
	ILLEGAL(A, all, "yellow 6-3: base/5", "A4");
	ILLEGAL(C, all, "yellow 6-3: base/5", "C9");
	ILLEGAL(A, all, "yellow 5-3: base/6", "A3");
	/* Done-when: enter with the 5, another piece moves the other die. */
	LEGAL(A, one, "yellow 5-3: base/5 10/13");
	ILLEGAL(C, one, "yellow 5-3: base/5 10/13", "C9");
	LEGAL(C, one, "yellow 5-3: base/5 5/8");
	/* R6: if the entered piece cannot move on, the die is free. */
	LEGAL(C, "yellow:10,base,base,base red:8,8,base,base " AFTER,
	    "yellow 5-3: base/5 10/13");
	/* C9 sum of 5: the piece stops (R7), even for a bonus. */
	LEGAL(A, "yellow:30,base,base,base red:5,base,base,base " AFTER,
	    "yellow 4-1: base/5* +20 5/25");
	ILLEGAL(C, "yellow:30,base,base,base red:5,base,base,base " AFTER,
	    "yellow 4-1: base/5* +20 5/25", "C9");
	LEGAL(C, "yellow:30,base,base,base red:5,base,base,base " AFTER,
	    "yellow 4-1: base/5* +20 30/50");
	/* C11 / R8: entering is forced when some play enters. */
	LEGAL(A, one, "yellow 5-3: 10/18");
	ILLEGAL(C, one, "yellow 5-3: 10/18", "C11");
	/* B6 / C10 / R9: the first piece enters on any throw, later only
	 * on 6, 10 or 25. */
	LEGAL(B, fresh, "yellow 3: base/5");
	LEGAL(CC, fresh, "yellow 3: base/5");
	ILLEGAL(B, one, "yellow 3: base/5", "B6");
	ILLEGAL(CC, one, "yellow 3: base/5", "C10");
	LEGAL(B, one, "yellow 10: base/5");
	/* B8: a captured piece re-enters only on 6, 10 or 25: it has
	 * entered before, so R9's "first piece" no longer applies. */
	ILLEGAL(B, "yellow:base,base,base,base red:30,base,base,base "
	    "to=yellow extra=- ply=8 run=0 played=yellow,red "
	    "entered=yellow,red finished=-", "yellow 4: base/5", "B6");
}

/* The position after a legal line, '!' marks removed; "" when illegal. */
static const char *
after(const struct variant *v, const char *ps, const char *line)
{
	static char	 out[1024];
	struct position	 p;
	struct turn	 t;
	struct events	 ev;
	struct buf	 b;
	char		*d;

	out[0] = '\0';
	if (setpos(v, ps, &p) != 0 || rd_pos(v, &p, line, 0, &t) != 0)
		return out;
	events_init(&ev, 0);
	v->family->turn_apply(v->rules, &p, &t, &ev);
	buf_init(&b);
	v->family->pos_format(v->rules, &p, &b);
	snprintf(out, sizeof out, "%s", buf_str(&b));
	buf_free(&b);
	for (d = out; *d != '\0'; d++)
		if (*d == '!')
			memmove(d, d + 1, strlen(d));
	return out;
}

static size_t
count(const struct variant *v, const char *ps, const char *ts)
{
	size_t	 n;
	char	*s = legal(v, ps, ts, &n);

	free(s);
	return s ? n : (size_t)-1;
}

/* Distinct positions the legal lines lead to ('!' ignored). */
static size_t
outcomes(const struct variant *v, const char *ps, const char *ts)
{
	struct position	 p, q;
	struct throw	 t;
	struct turnlist	 l;
	struct buf	 b;
	char		*seen[4096];
	size_t		 i, j, n = 0;

	if (setpos(v, ps, &p) != 0 ||
	    v->family->throw_parse(v->rules, ts, strlen(ts), &t) != 0)
		return (size_t)-1;
	turnlist_init(&l);
	v->family->turns_legal(v->rules, &p, &t, &l);
	for (i = 0; i < l.n && n < 4096; i++) {
		char *k, *d;

		q = p;
		v->family->turn_apply(v->rules, &q, &l.v[i], NULL);
		buf_init(&b);
		v->family->pos_format(v->rules, &q, &b);
		k = strdup(buf_str(&b));
		for (d = k; *d; d++)
			if (*d == '!')
				memmove(d, d + 1, strlen(d));
		buf_free(&b);
		for (j = 0; j < n && strcmp(seen[j], k) != 0; j++)
			;
		if (j < n)
			free(k);
		else
			seen[n++] = k;
	}
	for (j = 0; j < n; j++)
		free(seen[j]);
	turnlist_free(&l);
	return n;
}

static void
check_moving(struct variant *A, struct variant *B, struct variant *C,
    struct variant *CC)
{
	const char *r = "red:base,base,base,base " AFTER;

	/* R1: any reading; R2: the sum is one move, two moves land. */
	LEGAL(A, "yellow:8,base,base,base " RED0 AFTER, "yellow 3-2: 8/13");
	LEGAL(A, "yellow:8,base,base,base " RED0 AFTER,
	    "yellow 3-2: 8/10 10/13");
	LEGAL(A, "yellow:8,base,base,base " RED0 AFTER,
	    "yellow 3-2: 8/11/13");
	ILLEGAL(A, "yellow:8,base,base,base " RED0 AFTER,
	    "yellow 3-2: 8/14", "A7");
	ILLEGAL(C, "yellow:8,base,base,base " RED0 AFTER,
	    "yellow 3-2: 8/14", "C15");
	ILLEGAL(A, "yellow:8,base,base,base " RED0 AFTER,
	    "yellow 3-2: 9/12", "N3");
	/* R3: every usable die must be used (C13). */
	ILLEGAL(A, "yellow:8,20,base,base " RED0 AFTER, "yellow 6-4: 8/14",
	    "R3");
	ILLEGAL(C, "yellow:8,20,base,base " RED0 AFTER, "yellow 6-4: 8/14",
	    "C13");
	ILLEGAL(B, "yellow:8,20,base,base " RED0 AFTER, "yellow 6: -", "B5");
	/* ... unless no piece can use it: h6 needs a 2, nothing uses the 4. */
	LEGAL(A, "yellow:h6,home,home,home " RED0 AFTER, "yellow 2-4: h6/home");
	/* A12, B11: exact count home. */
	ILLEGAL(A, "yellow:h6,home,home,home " RED0 AFTER,
	    "yellow 1-3: h6/home", "A12");
	ILLEGAL(B, "yellow:h6,home,home,home " RED0 AFTER,
	    "yellow 3: h6/home", "B11");
	ILLEGAL(C, "yellow:h6,home,home,home " RED0 AFTER,
	    "yellow 1-3: h6/home", "C4");
	LEGAL(B, "yellow:h5,home,home,home " RED0 AFTER, "yellow 2: h5/h7");
	/* The home column: past 68 for yellow. */
	LEGAL(A, "yellow:66,home,home,home " RED0 AFTER,
	    "yellow 5-3: 66/h3 h3/h6");
	ILLEGAL(A, "yellow:66,home,home,home " RED0 AFTER,
	    "yellow 5-3: 66/3 3/6", "N2");
	/* A11 / C14 / R4: opposite faces on a double, all pieces out. */
	LEGAL(A, "yellow:8,20,30,home " RED0 AFTER, "yellow 6-6: 8/9 20/26");
	LEGAL(C, "yellow:8,20,30,home " RED0 AFTER, "yellow 6-6: 8/10");
	ILLEGAL(A, "yellow:8,20,30,base " RED0 AFTER,
	    "yellow 6-6: 8/9 20/26", "A11");
	ILLEGAL(C, "yellow:8,20,30,base " RED0 AFTER,
	    "yellow 6-6: 8/9 20/26", "C14");
	ILLEGAL(A, "yellow:8,20,30,home " RED0 AFTER,
	    "yellow 6-5: 8/9 20/26", "A7");
	/* A5 / B7 / C12 / R18 / R19: passing. */
	ILLEGAL(A, "yellow:8,base,base,base " RED0 AFTER, "yellow 6-4: pass",
	    "A5");
	LEGAL(C, "yellow:8,base,base,base " RED0 AFTER, "yellow 6-4: pass");
	LEGAL(B, "yellow:8,base,base,base " RED0 AFTER, "yellow 6: pass");
	ILLEGAL(B, "yellow:8,base,base,base red:base,base,base,base "
	    "to=yellow extra=- ply=0 run=0 played=- entered=yellow "
	    "finished=-", "yellow 6: pass", "B7");
	ILLEGAL(C, "yellow:8,base,base,base red:base,base,base,base "
	    "to=yellow extra=- ply=0 run=0 played=- entered=yellow "
	    "finished=-", "yellow 6-4: pass", "C12");
	LEGAL(A, "yellow:base,base,base,base " RED0 AFTER, "yellow 6-4: -");
	LEGAL(A, "yellow:base,base,base,base " RED0 AFTER, "yellow 6-4: pass");
	/* R18: a pass is legal even when C11 would force an entry. */
	LEGAL(C, "yellow:8,base,base,base " RED0 AFTER, "yellow 5-4: pass");
	/* R18: its canonical text, which waits until it is written. */
	canon(C, "yellow:8,base,base,base " RED0 AFTER, "yellow 6-4: pass",
	    "yellow 6-4: pass");
	canon(C, "yellow:base,base,base,base " RED0 AFTER,
	    "yellow 6-4: pass", "yellow 6-4: -");
	canon(C, "yellow:base,base,base,base " RED0 AFTER, "yellow 6-4: -",
	    "yellow 6-4: -");
	(void)r;
	(void)CC;
}

static void
check_captures(struct variant *A, struct variant *B, struct variant *C,
    struct variant *CC)
{
	const char *red11 = "yellow:8,40,base,base red:11,base,base,base "
	    AFTER;
	const char *red12 = "yellow:8,40,base,base red:12,base,base,base "
	    AFTER;
	const char *red5 = "yellow:30,40,base,base red:5,base,base,base "
	    AFTER;

	/* A6 / A7: by one die or by the sum; the bonus (A8, C15, R10). */
	LEGAL(A, red11, "yellow 3-2: 8/11* +20 40/60 60/62");
	LEGAL(A, red11, "yellow 3-2: 8/11* 40/42 +20 42/62");
	LEGAL(C, "yellow:8,40,home,home red:13,base,base,base " AFTER,
	    "yellow 3-2: 8/13* +20 40/60");
	/* C11: with a piece in the base the 3-2 must enter instead. */
	ILLEGAL(C, "yellow:8,40,base,base red:13,base,base,base " AFTER,
	    "yellow 3-2: 8/13* +20 40/60", "C11");
	ILLEGAL(A, red11, "yellow 3-2: 8/11* 40/42", "A8");
	/* No legal play begins so: the 3-2 must enter (C11). */
	ILLEGAL(C, red11, "yellow 3-2: 8/11* 40/42", "C11");
	ILLEGAL(A, red11, "yellow 3-2: 8/11* +20 40/50 40/42", "A8");
	ILLEGAL(A, red11, "yellow 3-2: 8/11* +10 40/50 40/42", "A8");
	/* One piece only: the 20 is not split. */
	ILLEGAL(C, red11, "yellow 3-2: 8/11* +20 40/50 50/60 40/42", "C15");
	/* The capture mark is a warning, an error when strict. */
	CHECK1(rd(A, red11, "yellow 3-2: 8/11 +20 40/60 60/62") == 0 &&
	    last_level == DIAG_WARNING && strcmp(last_rule, "A8") == 0,
	    "a missing '*' is a warning (A8): %s", last_msg);
	{
		struct position	 p;
		struct turn	 t;

		setpos(A, red11, &p);
		CHECK1(rd_pos(A, &p, "yellow 3-2: 8/11 +20 40/60 60/62", 1,
		    &t) == -1 && last_level == DIAG_ERROR,
		    "a missing '*' is an error when strict");
	}
	/* Row 6: safe squares.  A and C share/block; B shares. */
	LEGAL(A, red12, "yellow 4-2: 8/12 40/42");
	LEGAL(B, red12, "yellow 4: 8/12");
	CHECK1(rd(A, red12, "yellow 4-2: 8/12* 40/42") == 0 &&
	    last_level == DIAG_WARNING && strcmp(last_rule, "A9") == 0,
	    "no capture on a safe square (A9): %s", last_msg);
	CHECK1(rd(B, red12, "yellow 4: 8/12*") == 0 &&
	    strcmp(last_rule, "B1") == 0,
	    "no capture on a castle (B1): %s", last_msg);
	/* A9 / C17: entering captures on the start square; B1 never. */
	LEGAL(A, red5, "yellow 5-1: base/5* 30/31 +20 31/51");
	LEGAL(C, red5, "yellow 5-1: base/5* 5/6 +20 30/50");
	LEGAL(B, red5, "yellow 6: base/5");
	CHECK1(rd(B, red5, "yellow 6: base/5*") == 0 &&
	    strcmp(last_rule, "B1") == 0, "no entry capture in B (B1)");
	/* B8 / C16: a capture earns another throw, not points. */
	ILLEGAL(B, red11, "yellow 3: 8/11* +20 40/60", "B8");
	LEGAL(CC, red11, "yellow 3: 8/11*");
	CHECK(strstr(after(B, red11, "yellow 3: 8/11*"), "to=yellow "
	    "extra=capture") != NULL, "B8: the capture earns a throw");
	CHECK(strstr(after(CC, red11, "yellow 3: 8/11*"), "to=yellow "
	    "extra=capture") != NULL, "C16: the capture earns a throw");
	/* R11: a 6 that captures earns one throw, not two (same side). */
	CHECK(strstr(after(B, "yellow:8,40,base,base red:14,base,base,base "
	    AFTER, "yellow 6: 8/14*"), "to=yellow extra=throw") != NULL,
	    "R11: a capturing 6 gives one throw");
	/* ... and the next line must be the same side's. */
	ILLEGAL(B, "yellow:11,40,base,base red:base,base,base,base "
	    "to=yellow extra=capture ply=9 run=0 played=yellow,red "
	    "entered=yellow,red finished=-", "red 3: -", "B8");
	/* B9 / C17: on cross68 home columns are private: never entered. */
	/* R16 / B10: pairs. */
	LEGAL(B, "yellow:8,8,base,base red:11,base,base,base " AFTER,
	    "yellow 3: 8/11*(2)");
	LEGAL(B, "yellow:8,base,base,base red:11,11,base,base " AFTER,
	    "yellow 3: 8/11");
	CHECK1(rd(B, "yellow:8,base,base,base red:11,11,base,base " AFTER,
	    "yellow 3: 8/11*") == 0 && strcmp(last_rule, "B10") == 0,
	    "B10: a single piece does not capture a double");
	LEGAL(B, "yellow:8,8,base,base red:11,11,base,base " AFTER,
	    "yellow 3: 8/11*(2)");
	ILLEGAL(A, "yellow:8,8,base,base " RED0 AFTER, "yellow 3-1: 8/11(2)",
	    "A10");
	ILLEGAL(C, "yellow:8,8,base,base " RED0 AFTER, "yellow 3-1: 8/11(2)",
	    "C19");
}

static void
check_blocks(struct variant *A, struct variant *B, struct variant *C,
    struct variant *CC)
{
	const char *blk = "yellow:8,40,base,base red:10,10,base,base " AFTER;

	/* A10 / C18: a block is neither passed nor landed on. */
	ILLEGAL(A, blk, "yellow 3-1: 8/11 40/41", "A10");
	ILLEGAL(C, blk, "yellow 3-1: 8/11 40/41", "C18");
	ILLEGAL(A, blk, "yellow 2-1: 8/10 40/41", "A10");
	/* The owner's pieces cannot pass it either. */
	ILLEGAL(A, "yellow:8,10,10,base " RED0 AFTER,
	    "yellow 3-1: 8/11 10/11", "A10");
	ILLEGAL(A, "yellow:18,20,20,base " RED0 AFTER,
	    "yellow 6-4: 18/22 22/28", "A10");
	LEGAL(A, blk, "yellow 3-1: 8/9 40/43");
	/* Row 11: B's doubles may be passed. */
	LEGAL(B, "yellow:8,40,base,base red:10,10,base,base " AFTER,
	    "yellow 3: 8/11");
	/* Row 12 / C18: an opponent on a safe square makes a block. */
	ILLEGAL(C, "yellow:8,12,base,base red:12,base,base,base " AFTER,
	    "yellow 6-1: 8/14 12/13", "C18");
	LEGAL(A, "yellow:8,12,base,base red:12,base,base,base " AFTER,
	    "yellow 6-1: 8/14 12/13");
	/* R13: blocks form in the home column too. */
	ILLEGAL(C, "yellow:h2,h2,66,base " RED0 AFTER,
	    "yellow 6-3: 66/h4 h2/h5", "C18");
	/* Row 13 / R14: three turns, then the block must be broken. */
	ILLEGAL(C, "yellow:20~3,20~3,40,base " RED0 AFTER,
	    "yellow 2-1: 40/43", "C18");
	ILLEGAL(A, "yellow:20~3,20~3,40,base " RED0 AFTER,
	    "yellow 2-1: 40/43", "A10");
	LEGAL(C, "yellow:20~2,20~2,40,base " RED0 AFTER, "yellow 2-1: 40/43");
	LEGAL(C, "yellow:20~3,20~3,40,base " RED0 AFTER,
	    "yellow 2-1: 40/42 20/21");
	CHECK(strstr(after(C, "yellow:20~2,20~2,40,base " RED0 AFTER,
	    "yellow 2-1: 40/43"), "yellow:20~3,20~3,43,base") != NULL,
	    "R14: the owner's line ages the block");
	CHECK(strstr(after(C, "yellow:20,40,base,base " RED0 AFTER,
	    "yellow 2-1: 40/43"), "yellow:20,43") != NULL,
	    "R14: no age without a block");
	CHECK(strstr(after(C, "yellow:17,20,home,home " RED0 AFTER,
	    "yellow 2-1: 17/19 19/20"), "yellow:20,20,home") != NULL,
	    "R14: a new block starts at age 0");
	/* Row 18 / C19 / R15: a block's pair may not move together on a
	 * double; A allows it. */
	ILLEGAL(C, "yellow:20,20,home,home " RED0 AFTER,
	    "yellow 2-2: 20/22 20/22", "C19");
	LEGAL(A, "yellow:20,20,home,home " RED0 AFTER,
	    "yellow 2-2: 20/22 20/22");
	LEGAL(C, "yellow:20,20,home,home " RED0 AFTER,
	    "yellow 2-2: 20/22 20/25");
	(void)CC;
}

static void
check_turns(struct variant *A, struct variant *B, struct variant *C,
    struct variant *CC)
{
	const char *two = "yellow:8,20,30,40 " RED0 AFTER;

	/* R19: turn order and numbers. */
	ILLEGAL(A, two, "red 6-4: -", "R19");
	ILLEGAL(A, two, "5. yellow 6-4: 8/14 20/24", "R19");
	LEGAL(A, two, "9. yellow 6-4: 8/14 20/24");
	ILLEGAL(A, two, "yellow 7-4: 8/15 20/24", "A1");
	ILLEGAL(B, two, "yellow 7: 8/15", "B3");
	ILLEGAL(A, two, "green 6-4: -", "R19");
	/* A11 / C14 / B4: another turn. */
	CHECK(strstr(after(A, two, "yellow 4-4: 8/12 20/24"),
	    "to=yellow extra=double") != NULL, "A11: a double plays again");
	CHECK(strstr(after(A, two, "yellow 4-3: 8/12 20/23"), "to=red") !=
	    NULL, "no double, the turn passes");
	CHECK(strstr(after(B, two, "yellow 10: 8/18"), "to=yellow "
	    "extra=throw") != NULL, "B4: 10 throws again");
	CHECK(strstr(after(B, two, "yellow 5: 8/13"), "to=red") != NULL,
	    "B4: 5 does not");
	CHECK(strstr(after(CC, two, "yellow 25: 8/33"), "to=yellow") != NULL,
	    "C6: 25 throws again");
	ILLEGAL(A, "yellow:12,24,30,40 " RED0 "to=yellow extra=double ply=9 "
	    "run=1 played=yellow,red entered=yellow,red finished=-",
	    "red 6-4: -", "A11");
	/* C14 / R17: the third double sends the last moved piece back. */
	CHECK(strstr(after(C, "yellow:8,20!,30,40 " RED0 "to=yellow "
	    "extra=double ply=9 run=2 played=yellow,red entered=yellow,red "
	    "finished=-", "yellow 3-3: 8/11 30/33"),
	    "yellow:11,20,33,40") == NULL, "C14: penalty applied");
	CHECK(strstr(after(C, "yellow:8,20!,30,40 " RED0 "to=yellow "
	    "extra=double ply=9 run=2 played=yellow,red entered=yellow,red "
	    "finished=-", "yellow 3-3: 8/11 30/33"),
	    "yellow:11,20,base,40 red:base,base,base,base to=red extra=penalty ") !=
	    NULL, "C14: the last moved piece goes back, the turn passes: %s",
	    after(C, "yellow:8,20!,30,40 " RED0 "to=yellow extra=double ply=9 "
	    "run=2 played=yellow,red entered=yellow,red finished=-",
	    "yellow 3-3: 8/11 30/33"));
	CHECK(strstr(after(A, "yellow:8,20!,30,40 " RED0 "to=yellow "
	    "extra=double ply=9 run=2 played=yellow,red entered=yellow,red "
	    "finished=-", "yellow 3-3: 8/11 30/33"), "to=yellow") != NULL,
	    "A: no three-doubles penalty");
	/* R17: the run counts '-' lines; a finishing line takes none. */
	CHECK(strstr(after(C, "yellow:h5,home,home,home " RED0 "to=yellow "
	    "extra=double ply=9 run=2 played=yellow,red entered=yellow,red "
	    "finished=-", "yellow 1-1: h5/h6 h6/h7"),
	    "yellow:base,home,home,home") != NULL,
	    "R17: penalty from the home column");
	/* R20 / C4: the game ends with the first side home. */
	CHECK(strstr(after(C, "yellow:h7,home,home,home " RED0 AFTER,
	    "yellow 1-2: h7/home"), "finished=yellow") != NULL,
	    "C4: yellow finishes");
	ILLEGAL(C, "yellow:home,home,home,home red:8,base,base,base "
	    "to=red extra=- ply=9 run=0 played=yellow,red "
	    "entered=yellow,red finished=yellow", "red 6-4: 8/18", "C4");
	/* B12: play on to rank the rest, skipping the finished. */
	LEGAL(B, "yellow:home,home,home,home red:8,base,base,base "
	    "green:9,base,base,base to=red extra=- ply=9 run=0 "
	    "played=yellow,red,green entered=yellow,red,green "
	    "finished=yellow", "red 4: 8/12");
	CHECK(strstr(after(B, "yellow:home,home,home,home red:8,base,base,"
	    "base green:9,base,base,base to=red extra=- ply=9 run=0 "
	    "played=yellow,red,green entered=yellow,red,green "
	    "finished=yellow", "red 4: 8/12"), "to=green") != NULL,
	    "B12: the finished side is skipped");
}

static void
check_counts(struct variant *A, struct variant *C)
{
	const char *four = "yellow:10,20,30,40 " RED0 AFTER;
	struct variant	*noopp;
	const char	*txt = "name: a-no-opposite\nfamily: race\n"
	    "extends: pachisi-dice\nopposite_faces: {enabled: false, "
	    "source: A11}\n";

	/*
	 * A11 claims opposite faces give "30 moves to choose from instead
	 * of 10" for 6-6 with every piece out.  Four pieces on open squares:
	 * without opposite faces 10 outcomes (4 pieces x 12, 6 pairs x
	 * 6+6), so the 10 is right; with them 36 (4 x {12, 7, 2} and 6
	 * pairs x {6+6, 6+1, 1+6, 1+1}), not 30: the source counts 6+1 and
	 * 1+6 on two different pieces once.  As written lines, 76.
	 */
	diags_clear(&dg);
	noopp = NULL;
	variant_load_string(&noopp, "test", txt, strlen(txt), &vp, &dg);
	CHECK(noopp != NULL, "a variant without opposite faces loads");
	if (noopp != NULL) {
		CHECK1(outcomes(noopp, four, "6-6") == 10,
		    "A11: 6-6 without opposite faces: 10 outcomes (%zu)",
		    outcomes(noopp, four, "6-6"));
		/* Listed once per resulting play (issue 14), not as the 20
		 * written lines (4 x two moves or the sum, 12 ordered pairs). */
		CHECK1(count(noopp, four, "6-6") == 10,
		    "6-6 without opposite faces: 10 plays (%zu)",
		    count(noopp, four, "6-6"));
		variant_free(noopp);
	}
	CHECK1(outcomes(A, four, "6-6") == 36,
	    "A11: 6-6 with opposite faces: 36 outcomes, not 30 (%zu)",
	    outcomes(A, four, "6-6"));
	CHECK1(count(A, four, "6-6") == 36,
	    "A11: 6-6 with opposite faces: 36 plays, not the 76 lines (%zu)",
	    count(A, four, "6-6"));
	/* Hand-checked: one piece, 6-6: the 7 lines 10/11/12, 10/11/17,
	 * 10/12, 10/16/17, 10/16/22, 10/17, 10/22 end on 12, 17 or 22. */
	CHECK1(count(A, "yellow:10,home,home,home " RED0 AFTER, "6-6") == 3,
	    "one piece, 6-6: 3 plays");
	/* All in the base, 5-3: base/5 5/8 only; C adds pass. */
	CHECK1(count(A, "yellow:base,base,base,base " RED0 AFTER, "5-3") == 1,
	    "A: all in base, 5-3: 1 line");
	CHECK1(count(C, "yellow:base,base,base,base " RED0 AFTER, "5-3") == 2,
	    "C: all in base, 5-3: base/5/8 and pass");
	CHECK1(count(A, "yellow:base,base,base,base " RED0 AFTER, "6-2") == 1,
	    "A: no move: '-' and pass are one play (R18)");
}

static void
check_notation(struct variant *A, struct variant *B)
{
	const char *ps[] = {
	    "yellow:base,base,base,base red:base,base,base,base to=yellow "
	    "extra=- ply=0 run=0 played=- entered=- finished=-",
	    "yellow:20~3,20~3,h7!,home red:12,base,base,base to=red "
	    "extra=double ply=12 run=2 played=yellow,red entered=yellow,red "
	    "finished=-",
	    NULL };
	struct position	 p, q;
	struct buf	 b;
	int		 i;

	for (i = 0; ps[i] != NULL; i++) {
		CHECK1(setpos(A, ps[i], &p) == 0, "position %d parses", i);
		buf_init(&b);
		A->family->pos_format(A->rules, &p, &b);
		CHECK(strcmp(buf_str(&b), ps[i]) == 0,
		    "position %d round-trips: %s", i, buf_str(&b));
		CHECK1(setpos(A, buf_str(&b), &q) == 0 &&
		    memcmp(&p, &q, sizeof p) == 0, "position %d: same bytes",
		    i);
		buf_free(&b);
	}
	CHECK(setpos(A, "yellow:20~3,21,base,base red:base,base,base,base "
	    "to=yellow", &p) != 0, "an age needs a block");
	CHECK(setpos(A, "yellow:2,base,base,base red:base,base,base,base "
	    "to=yellow", &p) != 0, "yellow never reaches square 2");
	CHECK(setpos(B, "yellow:home,home,home,home red:base,base,base,base "
	    "to=red", &p) != 0, "a finished side must be listed");
}

/*
 * The same turn through turn_read_cached and turn_apply_cached on pc, with
 * the game's cache ec: the position must come out as the plain functions
 * leave p.  Every other ply the cache is first left showing another
 * position (the line two plies back read again where it was played), so
 * a cache taken for the position it does not show would be caught.
 */
static int
cached_same(const struct variant *v, struct engine_cache *ec,
    struct position *pc, const struct position *p, const char *line,
    const struct position *p2, const char *line2)
{
	struct turn_text tt;
	struct turn	 t;
	struct diag_ctx	 c = ctx(1);
	struct buf	 a, b;
	int		 same;

	if (v->family->turn_read_cached == NULL)
		return 1;
	if (line2 != NULL) {
		split(line2, &tt);
		if (v->family->turn_read_cached(v->rules, ec, p2, &tt, &t,
		    &c) != 0)
			return 0;
	}
	split(line, &tt);
	if (v->family->turn_read_cached(v->rules, ec, pc, &tt, &t, &c) != 0)
		return 0;
	v->family->turn_apply_cached(v->rules, ec, pc, &t, NULL);
	buf_init(&a);
	buf_init(&b);
	v->family->pos_format(v->rules, pc, &a);
	v->family->pos_format(v->rules, p, &b);
	same = strcmp(buf_str(&a), buf_str(&b)) == 0;
	buf_free(&a);
	buf_free(&b);
	return same;
}

/* Random games through turn_read and the notation, as gen writes them. */
static void
check_games(struct variant *v, int games, uint64_t seed)
{
	struct rng	 g;
	struct position	 p, q, pp;
	struct throw	 t;
	struct turnlist	 l;
	struct turn	 got;
	struct buf	 b, pb, prev, nb;
	struct game_opts o;
	int		 gi, ply, bad = 0, over = 0, stalled = 0, nextbad = 0;
	int		 cachebad = 0;
	size_t		 marks[POS_MARKS];
	struct engine_cache ec;
	struct position	 pc, p1, p2;
	char		 l1[256], l2[256];

	rng_seed(&g, seed);
	buf_init(&prev);
	buf_init(&nb);
	turnlist_init(&l);
	memset(&o, 0, sizeof o);
	for (gi = 0; gi < games && !bad; gi++) {
		struct diag_ctx c = ctx(1);

		v->family->setup(v->rules, &p, &o, &c);
		pp = p;
		memset(&ec, 0, sizeof ec);
		pc = p1 = p2 = p;
		l1[0] = l2[0] = '\0';
		buf_clear(&prev);
		v->family->pos_format(v->rules, &p, &prev);
		marks[0] = 0;
		for (ply = 0; ply < 3000 && !bad; ply++) {
			enum game_state st = v->family->state(v->rules, &p);

			if (st != GAME_ON) {
				over += st == GAME_OVER;
				stalled += st == GAME_STALLED;
				break;
			}
			v->family->throw_random(v->rules, &p, &g, &t);
			turnlist_clear(&l);
			v->family->turns_legal(v->rules, &p, &t, &l);
			buf_init(&b);
			v->family->turn_format(v->rules, &p,
			    &l.v[rng_below(&g, (uint32_t)l.n)], &b);
			if (rd_pos(v, &p, buf_str(&b), 1, &got) != 0) {
				bad = 1;
				CHECK(0, "%s game %d ply %d: %s: %s", v->name,
				    gi, ply, buf_str(&b), last_msg);
			}
			v->family->turn_apply(v->rules, &p, &got, NULL);
			if (!bad && !cached_same(v, &ec, &pc, &p, buf_str(&b),
			    &p2, ply % 2 == 0 && l2[0] ? l2 : NULL) &&
			    cachebad++ == 0)
				CHECK(0, "%s game %d ply %d: %s: the cached "
				    "read and apply differ", v->name, gi, ply,
				    buf_str(&b));
			pc = p;
			p2 = p1;
			memcpy(l2, l1, sizeof l2);
			p1 = pp;
			snprintf(l1, sizeof l1, "%s", buf_str(&b));
			buf_free(&b);
			buf_init(&pb);
			v->family->pos_format(v->rules, &p, &pb);
			if (setpos(v, buf_str(&pb), &q) != 0 ||
			    memcmp(&p, &q, sizeof p) != 0) {
				bad = 1;
				CHECK(0, "%s: notation round trip: %s",
				    v->name, buf_str(&pb));
			}
			/* From the last text: the same bytes (issue 20). */
			buf_clear(&nb);
			v->family->pos_format_next(v->rules, &pp, prev.s,
			    prev.len, marks, &p, &nb);
			if (strcmp(buf_str(&nb), buf_str(&pb)) != 0 &&
			    nextbad++ == 0)
				CHECK(0, "%s: pos_format_next: %s, not %s",
				    v->name, buf_str(&nb), buf_str(&pb));
			buf_clear(&prev);
			buf_add(&prev, pb.s, pb.len);
			buf_free(&pb);
			pp = p;
		}
	}
	CHECK(nextbad == 0, "%s: each position written from the last",
	    v->name);
	CHECK(cachebad == 0, "%s: the per-game cache changes no position "
	    "(issue 20)", v->name);
	buf_free(&prev);
	buf_free(&nb);
	turnlist_free(&l);
	CHECK(!bad, "%s: %d random games read back (%d over, %d stalled)",
	    v->name, games, over, stalled);
}


/*
 * race_line_moves_to() against its definition, the moves race_line_moves()
 * lists from that progress to that one, in order: at every step of random
 * lines through random games, for every square a piece of the mover stands
 * on and every square it could reach, so a fast path that lists one move
 * more, one less or in another order fails here.
 */
/* race_row_equal() against a loop over the row, on every byte value. */
static void
check_row_equal(void)
{
	int8_t		 row[RACE_MAX_PIECES];
	unsigned	 want, below;
	int		 v, i, k, n, bad = 0;
	uint32_t	 x = 12345;

	for (k = 0; k < 2000; k++) {
		for (i = 0; i < RACE_MAX_PIECES; i++) {
			x = x * 1103515245u + 12345u;
			/* Few values, so that rows repeat them. */
			row[i] = (int8_t)(k < 1000 ? (int)(x >> 16) % 5 - 2 :
			    (int)(x >> 16));
		}
		for (v = -300; v <= 300; v++) {
			for (i = 0, want = 0; i < RACE_MAX_PIECES; i++)
				want |= (unsigned)(row[i] == v) << i;
			bad += race_row_equal(row, v) != want;
			/* The first four always, the rest below n. */
			for (n = 4; n <= RACE_MAX_PIECES; n++) {
				below = want & (0xfu | ((1u << n) - 1));
				bad += race_row_equal_n(row, v, n) != below;
			}
		}
	}
	CHECK(bad == 0, "race_row_equal() and race_row_equal_n() find what "
	    "a loop does");
}

/*
 * race_direct_written() against race_line_moves_to()'s list, the n moves
 * want from from to to, as race_read.c's same() picks from it: for no
 * bonus written and for each bonus the variant pays.  1 when it differs.
 */
static int
written_differs(const struct race_rules *r, const struct race_line *L,
    int from, int to, const struct race_move *want, int n, const char *name,
    int gi, int ply)
{
	struct race_move	 got[256], fit[256];
	int			 bonus[3] = { 0, r->bonus, r->home_bonus };
	int			 b, k, nfit, nget;

	if (!race_direct_written_fits(r, L, 256))
		return 0;
	for (b = 0; b < 3; b++) {
		if (b > 0 && bonus[b] <= 0)
			continue;
		for (k = nfit = 0; k < n; k++)
			if ((want[k].kind == MK_BONUS ?
			    want[k].amt == bonus[b] : bonus[b] == 0) &&
			    want[k].piece2 < 0 && want[k].piece3 < 0)
				fit[nfit++] = want[k];
		nget = race_direct_written(r, L, from, to, bonus[b], got);
		if (nget >= 0 && (nget != nfit || memcmp(got, fit,
		    (size_t)nget * sizeof got[0]) != 0)) {
			CHECK(0, "%s game %d ply %d: race_direct_written() "
			    "finds %d moves from %d to %d with bonus %d, not "
			    "%d", name, gi, ply, nget, from, to, bonus[b],
			    nfit);
			return 1;
		}
	}
	return 0;
}

static void
check_moves_to(const char *name, int games, uint64_t seed)
{
	struct variant		*v = load(name);
	const struct race_rules	*r;
	struct race_move	 all[256], got[256], want[256];
	struct race_line	 L;
	struct race_occ		 occ;
	struct position		 p;
	struct throw		 t;
	struct turnlist		 l;
	struct game_opts	 o;
	struct rng		 g;
	int			 gi, ply, step, n, i, k, nget, nwant, from;
	int			 to, bad = 0;
	long			 asked = 0;

	CHECK(v != NULL, "%s loads", name);
	if (v == NULL)
		return;
	r = v->rules;
	rng_seed(&g, seed);
	turnlist_init(&l);
	memset(&o, 0, sizeof o);
	for (gi = 0; gi < games && !bad; gi++) {
		struct diag_ctx c = ctx(1);

		v->family->setup(v->rules, &p, &o, &c);
		for (ply = 0; ply < 3000 && !bad; ply++) {
			if (v->family->state(v->rules, &p) != GAME_ON)
				break;
			v->family->throw_random(v->rules, &p, &g, &t);
			race_line_start(r, &L, (const struct race_pos *)
			    (const void *)&p, &t);
			race_line_attach(r, &L, &occ, 0);
			for (step = 0; step < 8 && !bad; step++) {
				n = race_line_moves(r, &L, all, 256);
				for (i = -1; i < r->pieces && !bad; i++) {
					from = i < 0 ? -1 :
					    L.p.prog[L.player][i];
					for (to = from; to <= L.fin + 1 &&
					    !bad; to++) {
						nget = race_line_moves_to(r, &L,
						    from, to, got, 256);
						for (k = nwant = 0; k < n; k++)
							if (all[k].from ==
							    from &&
							    all[k].to == to)
								want[nwant++] =
								    all[k];
						asked++;
						bad += written_differs(r, &L,
						    from, to, want, nwant, name,
						    gi, ply);
						if (nget != nwant || memcmp(got,
						    want, (size_t)nget *
						    sizeof got[0]) != 0) {
							bad = 1;
							CHECK(0, "%s game %d "
							    "ply %d: %d moves "
							    "from %d to %d, "
							    "not %d", name, gi,
							    ply, nget, from, to,
							    nwant);
						}
					}
				}
				if (n == 0)
					break;
				race_line_play(r, &L,
				    &all[rng_below(&g, (uint32_t)n)]);
			}
			turnlist_clear(&l);
			v->family->turns_legal(v->rules, &p, &t, &l);
			v->family->turn_apply(v->rules, &p,
			    &l.v[rng_below(&g, (uint32_t)l.n)], NULL);
		}
	}
	CHECK(!bad, "%s: race_line_moves_to() lists what race_line_moves() "
	    "does (%ld asked)", name, asked);
	turnlist_free(&l);
	variant_free(v);
}

static void
run_checks(void)
{
	struct variant	*A = load("pachisi-dice");
	struct variant	*B = load("pachisi-cowrie");
	struct variant	*C = load("pachisi-modern");
	struct variant	*CC = load("pachisi-modern-cowrie");

	CHECK(A && B && C && CC, "the four race variants load");
	if (!(A && B && C && CC))
		return;
	check_entering(A, B, C, CC);
	check_moving(A, B, C, CC);
	check_captures(A, B, C, CC);
	check_blocks(A, B, C, CC);
	check_turns(A, B, C, CC);
	check_counts(A, C);
	check_notation(A, B);
	check_teams();
	check_games(A, ngames, 1);
	check_games(B, ngames, 2);
	check_games(C, ngames, 3);
	check_games(CC, ngames, 4);
	check_row_equal();
	check_moves_to("chaupar", 6, 5);
	check_moves_to("parcheesi", 6, 6);
	check_moves_to("pachisi-modern", 6, 7);
	check_moves_to("pachisi-dice", 6, 8);
	check_moves_to("pachisi-traditional", 4, 9);
	check_moves_to("parchis", 6, 10);
	check_moves_to("ludo-blocks", 6, 11);
	check_moves_to("pachisi-cowrie-h7", 4, 12);
	/* Neither sums nor pairs: one piece's moves, each die alone. */
	check_moves_to("ludo", 6, 13);
	variant_free(A);
	variant_free(B);
	variant_free(C);
	variant_free(CC);
}
