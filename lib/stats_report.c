/*
 * The tests on a variant's throws, the intervals of its game figures,
 * and their text and JSON forms (SVG: lib/stats_svg.c).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "json.h"
#include "stats.h"
#include "variant.h"

#define Z95	1.959963984540054

const char *const stats_measure_name[SM_COUNT] = {
	[SM_CAPTURES] = "captures", [SM_BLOCKS] = "blocks formed",
	[SM_ENTRIES] = "entries", [SM_PASSES] = "passes",
	[SM_HOME] = "pieces home",
};

/*
 * Pearson's chi-square of counts obs against chances p, over n.  Where a
 * category expects fewer than 5, the rarest categories are pooled until
 * none does (or two are left): the chi-square law is a poor guide to
 * sparse counts, and pooling keeps the false-alarm rate at the level.
 */
static void
chi_square(struct stats_test *t, const long *obs, const double *p, int k,
    long n, const char *const *label, char labels[][16])
{
	double	 e, x = 0, worst = -1, gp[STATS_CATS];
	long	 go[STATS_CATS];
	int	 i, j, a, b, ng = 0;

	t->n = n;
	for (i = 0; i < k; i++) {
		if (p[i] <= 0)
			continue;
		go[ng] = obs[i];
		gp[ng++] = p[i];
		e = p[i] * n;
		if (fabs(obs[i] - e) / sqrt(e) > worst) {
			worst = fabs(obs[i] - e) / sqrt(e);
			t->worst = i;
			t->worst_obs = n > 0 ? (double)obs[i] / n : 0;
			t->worst_exp = p[i];
			snprintf(t->worst_label, sizeof t->worst_label, "%s",
			    label != NULL ? label[i] : labels[i]);
		}
	}
	for (;;) {
		for (a = -1, b = -1, j = 0; j < ng; j++)
			if (a < 0 || gp[j] < gp[a]) {
				b = a;
				a = j;
			} else if (b < 0 || gp[j] < gp[b])
				b = j;
		if (ng <= 2 || gp[a] * n >= 5)
			break;
		go[b] += go[a];
		gp[b] += gp[a];
		go[a] = go[--ng];
		gp[a] = gp[ng];
	}
	for (j = 0; j < ng; j++) {
		e = gp[j] * n;
		if (e < 5)
			t->small = 1;
		x += e > 0 ? (go[j] - e) * (go[j] - e) / e : 0;
	}
	t->stat = x;
	t->df = ng - 1;
	t->p = t->df > 0 && n > 0 ? stats_chi2_sf(x, t->df) : 1;
}

static int
side_tests(const struct stats *st, const struct stats_throws *th, int side,
    struct stats_test *v, int max)
{
	static const char *const dbl_label[2] = { "doubles", "no double" };
	char		 labels[STATS_CATS][16];
	struct stats_test *t;
	long		 o[2];
	double		 p[2], cov, vx, vy, r, m;
	int		 i, n = 0;

	if (th->n == 0 || st->ncat < 2)
		return 0;
	for (i = 0; i < st->ncat; i++)
		snprintf(labels[i], sizeof labels[i], "%d", st->cat_value[i]);
	if (n < max) {
		t = &v[n++];
		memset(t, 0, sizeof *t);
		t->what = st->model.kind == TM_COWRIES ? "cowries" : "faces";
		t->side = side;
		chi_square(t, th->cat, st->cat_p, st->ncat,
		    st->model.kind == TM_DICE ? th->n * st->model.dice : th->n,
		    NULL, labels);
	}
	if (st->npair > 0 && n < max) {
		for (i = 0; i < st->npair; i++)
			snprintf(labels[i], sizeof labels[i], "%d-%d",
			    st->pair_a[i], st->pair_b[i]);
		t = &v[n++];
		memset(t, 0, sizeof *t);
		t->what = "pairs";
		t->side = side;
		chi_square(t, th->pair, st->pair_p, st->npair, th->n, NULL,
		    labels);
	}
	if (st->double_p > 0 && n < max) {
		t = &v[n++];
		memset(t, 0, sizeof *t);
		t->what = "doubles";
		t->side = side;
		o[0] = th->doubles;
		o[1] = th->n - th->doubles;
		p[0] = st->double_p;
		p[1] = 1 - st->double_p;
		chi_square(t, o, p, 2, th->n, dbl_label, NULL);
		t->worst = 0;
		t->worst_obs = (double)o[0] / th->n;
		t->worst_exp = p[0];
		snprintf(t->worst_label, sizeof t->worst_label, "doubles");
	}
	if (st->special_p > 0 && n < max) {
		t = &v[n++];
		memset(t, 0, sizeof *t);
		t->what = "runs";
		t->side = side;
		t->n = th->n;
		t->stat = th->run_max;
		t->p = stats_run_prob(th->n, st->special_p, th->run_max);
		snprintf(t->worst_label, sizeof t->worst_label, "%s",
		    st->model.dice == 1 ? "sixes" : "doubles");
	}
	if (th->ser_n >= 3 && n < max) {
		m = (double)th->ser_n;
		cov = th->sxy / m - (th->sx / m) * (th->sy / m);
		vx = th->sxx / m - (th->sx / m) * (th->sx / m);
		vy = th->syy / m - (th->sy / m) * (th->sy / m);
		if (vx > 0 && vy > 0) {
			t = &v[n++];
			memset(t, 0, sizeof *t);
			t->what = "serial";
			t->side = side;
			t->n = th->ser_n;
			r = cov / sqrt(vx * vy);
			t->stat = r;
			t->p = stats_normal_sf2(r * sqrt(m));
			t->small = th->ser_n < 30;
		}
	}
	for (i = 0; i < n; i++)
		v[i].flagged = v[i].p < STATS_LEVEL;
	return n;
}

int
stats_tests(const struct stats *st, struct stats_test *v, int max)
{
	int	 n, k;

	n = side_tests(st, &st->all, -1, v, max);
	for (k = 0; k < st->nsides; k++)
		n += side_tests(st, &st->side_throws[k], k, v + n, max - n);
	return n;
}

/* ---- intervals --------------------------------------------------- */

static struct stats_ci
mean_ci(int64_t sum, int64_t sq, long n)
{
	struct stats_ci	 c = { 0, 0, 0, n };
	double		 var, h;

	if (n <= 0)
		return c;
	c.est = (double)sum / n;
	var = n > 1 ? ((double)sq - (double)sum * sum / n) / (n - 1) : 0;
	h = Z95 * sqrt(var > 0 ? var : 0) / sqrt((double)n);
	c.lo = c.est - h;
	c.hi = c.est + h;
	return c;
}

/* Wilson's interval: sound near 0 and 1 and for small n. */
static struct stats_ci
share_ci(long k, long n)
{
	struct stats_ci	 c = { 0, 0, 0, n };
	double		 p, z2 = Z95 * Z95, mid, h, d;

	if (n <= 0)
		return c;
	p = (double)k / n;
	d = 1 + z2 / n;
	mid = (p + z2 / (2 * n)) / d;
	h = Z95 * sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / d;
	c.est = p;
	c.lo = mid - h < 0 ? 0 : mid - h;
	c.hi = mid + h > 1 ? 1 : mid + h;
	return c;
}

static long
finished_games(const struct stats *st)
{
	return st->games - st->invalid;
}

struct stats_ci
stats_turns_ci(const struct stats *st)
{
	return mean_ci(st->turns_sum, st->turns_sq, finished_games(st));
}

struct stats_ci
stats_measure_ci(const struct stats *st, enum stats_measure m)
{
	return mean_ci(st->m_sum[m], st->m_sq[m], finished_games(st));
}

struct stats_ci
stats_seat_ci(const struct stats *st, int seat)
{
	return share_ci(st->win_seat[seat], st->decided);
}

struct stats_ci
stats_side_ci(const struct stats *st, int side)
{
	return share_ci(st->win_side[side], st->decided);
}

long
stats_turns_quantile(const struct stats *st, double q)
{
	long	 n = 0, want, seen = 0;
	size_t	 i;

	for (i = 0; i < st->nturns; i++)
		n += st->turns[i];
	if (n == 0)
		return 0;
	want = (long)ceil(q * n);
	if (want < 1)
		want = 1;
	for (i = 0; i < st->nturns; i++) {
		seen += st->turns[i];
		if (seen >= want)
			return (long)i;
	}
	return (long)st->nturns - 1;
}

/* ---- verdicts ---------------------------------------------------- */

static void
add_p(struct buf *b, double p)
{
	if (p < 0.0001)
		buf_adds(b, "p < 0.0001");
	else
		buf_printf(b, "p = %.4f", p);
}

static const char *
scope_name(const struct stats *st, int side)
{
	return side < 0 ? "all sides" : st->side[side];
}

static void
finding(struct buf *b, const struct stats *st, const struct stats_test *t)
{
	if (strcmp(t->what, "runs") == 0)
		buf_printf(b, "a run of %d %s (%s) in %ld throws", (int)t->stat,
		    t->worst_label, scope_name(st, t->side), t->n);
	else if (strcmp(t->what, "serial") == 0)
		buf_printf(b, "consecutive throws of %s go together "
		    "(r = %+.3f)", scope_name(st, t->side), t->stat);
	else
		buf_printf(b, "%s%s comes up %.1f%% of the time (expected "
		    "%.1f%%, %s, %s)", strcmp(t->what, "doubles") == 0 ?
		    "" : strcmp(t->what, "pairs") == 0 ? "the pair " :
		    strcmp(t->what, "cowries") == 0 ? "the score " : "the ",
		    t->worst_label, 100 * t->worst_obs, 100 * t->worst_exp,
		    t->what, scope_name(st, t->side));
	buf_adds(b, ", ");
	add_p(b, t->p);
}

/* The level each p is held to: Bonferroni over the m tests, so that a
 * fair corpus is called biased at most STATS_LEVEL of the time. */
static double
corrected_level(int m)
{
	return m > 0 ? STATS_LEVEL / m : STATS_LEVEL;
}

static void
verdict_text(struct buf *b, const struct stats *st,
    const struct stats_test *v, int n, const char *indent)
{
	double	 lvl = corrected_level(n);
	int	 i, bad = 0, alone = 0, small = 0;

	for (i = 0; i < n; i++) {
		bad += v[i].p < lvl;
		alone += v[i].flagged;
		small += v[i].small;
	}
	if (n == 0) {
		buf_printf(b, "%sverdict: no throws to test\n", indent);
		return;
	}
	if (bad == 0)
		buf_printf(b, "%sverdict: no evidence of bias at the 5%% "
		    "level\n", indent);
	else {
		buf_printf(b, "%sverdict: evidence of bias at the 5%% level:\n",
		    indent);
		for (i = 0; i < n; i++)
			if (v[i].p < lvl) {
				buf_printf(b, "%s  ", indent);
				finding(b, st, &v[i]);
				buf_addc(b, '\n');
			}
	}
	if (n > 1)
		buf_printf(b, "%swarning: %d tests made at once: chance alone "
		    "puts about %.1f of them below 0.05 (%d here), so each is "
		    "held to 0.05/%d = %.2g\n", indent, n, n * STATS_LEVEL,
		    alone, n, lvl);
	if (small > 0)
		buf_printf(b, "%swarning: %d test%s on too small a sample "
		    "(fewer than 5 throws expected in a category): their "
		    "p-values are rough\n", indent, small, small > 1 ? "s" : "");
}

/* ---- text -------------------------------------------------------- */

static void
model_text(struct buf *b, const struct stats *st)
{
	const struct throw_model *m = &st->model;
	int			 i;

	if (m->kind == TM_DICE) {
		buf_printf(b, "%d %s, faces", m->dice, m->dice == 1 ? "die" :
		    "dice");
		for (i = 0; i < m->nfaces; i++)
			buf_printf(b, " %d", m->faces[i]);
		buf_printf(b, ", each 1/%d", m->nfaces);
	} else if (m->kind == TM_COWRIES) {
		buf_printf(b, "%d cowries, each counted with p = %g; scores",
		    m->shells, m->p_up);
		for (i = 0; i < st->ncat; i++)
			buf_printf(b, " %d (%.4f)", st->cat_value[i],
			    st->cat_p[i]);
	} else
		buf_adds(b, "none");
}

static void
ci_text(struct buf *b, struct stats_ci c, int pct)
{
	if (pct)
		buf_printf(b, "%.1f%% [%.1f, %.1f]", 100 * c.est, 100 * c.lo,
		    100 * c.hi);
	else
		buf_printf(b, "%.2f [%.2f, %.2f]", c.est, c.lo, c.hi);
}

static void
test_row(struct buf *b, const struct stats *st, const struct stats_test *t)
{
	struct buf	 s;

	buf_init(&s);
	if (strcmp(t->what, "runs") == 0)
		buf_printf(&s, "longest %d", (int)t->stat);
	else if (strcmp(t->what, "serial") == 0)
		buf_printf(&s, "r %+.4f", t->stat);
	else
		buf_printf(&s, "chi2 %.2f", t->stat);
	buf_printf(b, "  %-8s %-10s %9ld  %-15s", t->what,
	    t->side < 0 ? "all" : st->side[t->side], t->n, buf_str(&s));
	if (t->df > 0)
		buf_printf(b, " %3d  ", t->df);
	else
		buf_adds(b, "   -  ");
	buf_printf(b, t->p >= 0.0001 ? "%.4f%s\n" : "%.1e%s\n", t->p,
	    t->small ? "  (small sample)" : "");
	buf_free(&s);
}

static void
games_text(struct buf *b, const struct stats *st)
{
	int	 k;
	size_t	 i;

	buf_printf(b, "games:\n  turns          mean ");
	ci_text(b, stats_turns_ci(st), 0);
	buf_printf(b, ", median %ld, quartiles %ld to %ld\n",
	    stats_turns_quantile(st, 0.5), stats_turns_quantile(st, 0.25),
	    stats_turns_quantile(st, 0.75));
	buf_printf(b, "  decided        %ld of %ld\n", st->decided,
	    st->games - st->invalid);
	for (k = 0; k < st->nsides && st->seat_games[k] > 0; k++) {
		buf_printf(b, "  wins seat %d    ", k + 1);
		ci_text(b, stats_seat_ci(st, k), 1);
		buf_addc(b, '\n');
	}
	for (k = 0; k < st->nsides; k++) {
		if (st->side_games[k] == 0)
			continue;
		buf_printf(b, "  wins %-9s ", st->side[k]);
		ci_text(b, stats_side_ci(st, k), 1);
		buf_addc(b, '\n');
	}
	for (k = 0; k < SM_COUNT; k++) {
		buf_printf(b, "  %-14s ", stats_measure_name[k]);
		ci_text(b, stats_measure_ci(st, (enum stats_measure)k), 0);
		buf_adds(b, " per game\n");
	}
	for (i = 0; i < st->nrule; i++)
		buf_printf(b, "  refused        rule %s: %ld game%s\n",
		    st->rule[i].id, st->rule[i].n, st->rule[i].n == 1 ? "" :
		    "s");
}

/* The least a throw can move: a cowrie score, a die's face. */
static int
least_throw(const struct stats *st)
{
	const struct throw_model *m = &st->model;
	int			 i, least = 0;

	if (m->kind == TM_COWRIES)
		for (i = 0; i < st->ncat; i++)
			if (least == 0 || st->cat_value[i] < least)
				least = st->cat_value[i];
	if (m->kind == TM_DICE)
		for (i = 0; i < m->nfaces; i++)
			if (least == 0 || m->faces[i] < least)
				least = m->faces[i];
	return least;
}

/* Stalled games have no winner: said why, as pasa-stats(1) explains
 * (STALLED GAMES).  Where no throw is worth 1, the usual cause is a piece
 * one square short of a home it must reach by an exact count. */
static void
stalled_text(struct buf *b, const struct stats *st)
{
	int	least = least_throw(st);

	if (st->stalled == 0)
		return;
	buf_printf(b, "stalled: %ld game%s ended where no throw could change "
	    "the position, with no winner\n", st->stalled,
	    st->stalled == 1 ? "" : "s");
	if (least > 1)
		buf_printf(b, "  no throw of %s is worth 1 (the least is %d), "
		    "so a piece one\n  square short of a home it must reach "
		    "by an exact count stays there for\n  good: see "
		    "pasa-stats(1), Stalled games\n", st->v->name, least);
}

static void
variant_text(struct buf *b, const struct stats *st)
{
	struct stats_test	 t[8 * (STATS_SIDES + 1)];
	int			 n, i;

	buf_printf(b, "%s: %ld game%s (%ld over, %ld stalled, %ld unfinished, "
	    "%ld invalid)\n", st->v->name, st->games, st->games == 1 ? "" :
	    "s", st->over, st->stalled, st->unfinished, st->invalid);
	stalled_text(b, st);
	buf_adds(b, "throws: ");
	model_text(b, st);
	buf_addc(b, '\n');
	n = stats_tests(st, t, (int)(sizeof t / sizeof t[0]));
	if (n > 0)
		buf_printf(b, "  %-8s %-10s %9s  %-15s %3s  %s\n", "test",
		    "side", "n", "statistic", "df", "p");
	for (i = 0; i < n; i++)
		test_row(b, st, &t[i]);
	verdict_text(b, st, t, n, "");
	games_text(b, st);
}

/* The comparison: one row per figure, one column per variant. */
static void
compare_row(struct buf *b, struct stats *const *v, int nv, const char *name,
    struct stats_ci (*get)(const struct stats *, int), int arg, int pct)
{
	struct stats_ci	 c0, c;
	struct buf	 cell;
	int		 i;

	buf_init(&cell);
	buf_printf(b, "%-16s", name);
	c0 = get(v[0], arg);
	for (i = 0; i < nv; i++) {
		c = get(v[i], arg);
		buf_clear(&cell);
		ci_text(&cell, c, pct);
		if (i > 0 && (c.lo > c0.hi || c.hi < c0.lo))
			buf_addc(&cell, '*');
		buf_printf(b, "  %-24s", buf_str(&cell));
	}
	while (b->len > 0 && b->s[b->len - 1] == ' ')
		b->s[--b->len] = '\0';
	buf_addc(b, '\n');
	buf_free(&cell);
}

static struct stats_ci
get_turns(const struct stats *st, int arg)
{
	(void)arg;
	return stats_turns_ci(st);
}

static struct stats_ci
get_measure(const struct stats *st, int arg)
{
	return stats_measure_ci(st, (enum stats_measure)arg);
}

static struct stats_ci
get_seat(const struct stats *st, int arg)
{
	return stats_seat_ci(st, arg);
}

static void
compare_text(struct buf *b, struct stats *const *v, int nv)
{
	struct stats_test	 t[8 * (STATS_SIDES + 1)];
	char			 name[32];
	int			 i, k, seats = 0, n;

	buf_printf(b, "%-16s", "variant");
	for (i = 0; i < nv; i++)
		buf_printf(b, "  %-24s", v[i]->v->name);
	while (b->len > 0 && b->s[b->len - 1] == ' ')
		b->s[--b->len] = '\0';
	buf_printf(b, "\n%-16s", "games");
	for (i = 0; i < nv; i++)
		buf_printf(b, "  %-24ld", v[i]->games);
	while (b->len > 0 && b->s[b->len - 1] == ' ')
		b->s[--b->len] = '\0';
	buf_addc(b, '\n');
	compare_row(b, v, nv, "turns", get_turns, 0, 0);
	for (i = 0; i < nv; i++)
		for (k = 0; k < STATS_SIDES; k++)
			if (v[i]->seat_games[k] > 0 && k + 1 > seats)
				seats = k + 1;
	for (k = 0; k < seats; k++) {
		snprintf(name, sizeof name, "wins seat %d", k + 1);
		compare_row(b, v, nv, name, get_seat, k, 1);
	}
	for (k = 0; k < SM_COUNT; k++)
		compare_row(b, v, nv, stats_measure_name[k], get_measure, k, 0);
	buf_adds(b, "(95% intervals; * marks an interval that does not overlap "
	    "the first variant's)\n");
	for (i = 0; i < nv; i++) {
		n = stats_tests(v[i], t, (int)(sizeof t / sizeof t[0]));
		buf_printf(b, "%s throws: ", v[i]->v->name);
		verdict_text(b, v[i], t, n, "");
	}
}

/* ---- JSON -------------------------------------------------------- */

static void
jnum(struct buf *b, double x)
{
	if (isfinite(x))
		buf_printf(b, "%.6g", x);
	else
		buf_adds(b, "null");
}

static void
jci(struct buf *b, struct stats_ci c)
{
	buf_adds(b, "{\"estimate\": ");
	jnum(b, c.est);
	buf_adds(b, ", \"low\": ");
	jnum(b, c.lo);
	buf_adds(b, ", \"high\": ");
	jnum(b, c.hi);
	buf_printf(b, ", \"n\": %ld}", c.n);
}

static void
variant_json(struct buf *b, const struct stats *st)
{
	struct stats_test	 t[8 * (STATS_SIDES + 1)];
	double			 lvl;
	int			 n, i, k, any = 0;

	n = stats_tests(st, t, (int)(sizeof t / sizeof t[0]));
	lvl = corrected_level(n);
	buf_adds(b, "{\"variant\": ");
	json_add_cstring(b, st->v->name);
	buf_printf(b, ", \"games\": %ld, \"over\": %ld, \"stalled\": %ld, "
	    "\"unfinished\": %ld, \"invalid\": %ld,\n  \"throws\": {\"model\": ",
	    st->games, st->over, st->stalled, st->unfinished, st->invalid);
	json_add_cstring(b, st->model.kind == TM_DICE ? "dice" :
	    st->model.kind == TM_COWRIES ? "cowries" : "none");
	buf_adds(b, ", \"categories\": [");
	for (i = 0; i < st->ncat; i++) {
		buf_printf(b, "%s{\"value\": %d, \"expected\": ", i ? ", " : "",
		    st->cat_value[i]);
		jnum(b, st->cat_p[i]);
		buf_printf(b, ", \"observed\": %ld}", st->all.cat[i]);
	}
	buf_printf(b, "], \"throws\": %ld, \"level\": %g, \"corrected_level\": ",
	    st->all.n, STATS_LEVEL);
	jnum(b, lvl);
	buf_adds(b, ",\n    \"tests\": [");
	for (i = 0; i < n; i++) {
		buf_adds(b, i ? ",\n      " : "\n      ");
		buf_adds(b, "{\"test\": ");
		json_add_cstring(b, t[i].what);
		buf_adds(b, ", \"side\": ");
		json_add_cstring(b, t[i].side < 0 ? "all" :
		    st->side[t[i].side]);
		buf_printf(b, ", \"n\": %ld, \"statistic\": ", t[i].n);
		jnum(b, t[i].stat);
		buf_printf(b, ", \"df\": %d, \"p\": ", t[i].df);
		jnum(b, t[i].p);
		buf_printf(b, ", \"small_sample\": %s, \"biased\": %s",
		    t[i].small ? "true" : "false",
		    t[i].p < lvl ? "true" : "false");
		if (t[i].worst_label[0] != '\0') {
			buf_adds(b, ", \"worst\": ");
			json_add_cstring(b, t[i].worst_label);
			buf_adds(b, ", \"observed_share\": ");
			jnum(b, t[i].worst_obs);
			buf_adds(b, ", \"expected_share\": ");
			jnum(b, t[i].worst_exp);
		}
		buf_addc(b, '}');
		any |= t[i].p < lvl;
	}
	buf_printf(b, "],\n    \"bias_found\": %s},\n  \"turns\": ",
	    any ? "true" : "false");
	jci(b, stats_turns_ci(st));
	buf_printf(b, ", \"median\": %ld, \"quartiles\": [%ld, %ld], "
	    "\"decided\": %ld,\n  \"wins_by_seat\": [",
	    stats_turns_quantile(st, 0.5), stats_turns_quantile(st, 0.25),
	    stats_turns_quantile(st, 0.75), st->decided);
	for (k = 0; k < st->nsides && st->seat_games[k] > 0; k++) {
		buf_adds(b, k ? ", " : "");
		jci(b, stats_seat_ci(st, k));
	}
	buf_adds(b, "],\n  \"wins_by_side\": {");
	for (k = 0, any = 0; k < st->nsides; k++) {
		if (st->side_games[k] == 0)
			continue;
		buf_adds(b, any++ ? ", " : "");
		json_add_cstring(b, st->side[k]);
		buf_adds(b, ": ");
		jci(b, stats_side_ci(st, k));
	}
	buf_adds(b, "},\n  \"per_game\": {");
	for (k = 0; k < SM_COUNT; k++) {
		buf_adds(b, k ? ", " : "");
		json_add_cstring(b, stats_measure_name[k]);
		buf_adds(b, ": ");
		jci(b, stats_measure_ci(st, (enum stats_measure)k));
	}
	buf_adds(b, "},\n  \"refused_by_rule\": {");
	for (k = 0; k < (int)st->nrule; k++) {
		buf_adds(b, k ? ", " : "");
		json_add_cstring(b, st->rule[k].id);
		buf_printf(b, ": %ld", st->rule[k].n);
	}
	buf_adds(b, "}}");
}

void
stats_format(struct buf *b, struct stats *const *v, int n,
    enum stats_format fmt, int compare)
{
	int	 i;

	switch (fmt) {
	case SF_TEXT:
		if (compare && n > 1) {
			compare_text(b, v, n);
			break;
		}
		for (i = 0; i < n; i++) {
			if (i > 0)
				buf_addc(b, '\n');
			variant_text(b, v[i]);
		}
		break;
	case SF_JSON:
		buf_adds(b, "{\"variants\": [\n");
		for (i = 0; i < n; i++) {
			buf_adds(b, i ? ",\n" : "");
			variant_json(b, v[i]);
		}
		buf_adds(b, "\n]}\n");
		break;
	case SF_SVG:
		stats_svg(b, v, n, compare);
		break;
	}
}

enum stats_format
stats_format_option(const char *arg)
{
	return strcmp(arg, "json") == 0 ? SF_JSON :
	    strcmp(arg, "svg") == 0 ? SF_SVG : SF_TEXT;
}
