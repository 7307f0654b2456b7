/*
 * The statistics (lib/stats*.c): the incomplete gamma function against
 * closed forms, published table values and high-precision quantiles; the
 * cowrie model for 6 shells against the binomial worked by hand; and the
 * verdicts' false-alarm rate and power on fair and loaded throws made
 * from fixed seeds (no timing, no randomness between runs).
 *
 * Reference values:
 *  - tests/stats/scipy-fixtures.txt, computed by scipy 1.10 (Debian's
 *    python3-scipy) with tests/stats/scipy-fixtures.py and committed, so
 *    that make check needs no scipy: log-gamma, P and Q, chi-square sf
 *    and quantiles, the normal's two-sided sf, the cowrie binomial;
 *  - closed forms: Q(1, x) = e^-x; chi-square sf with 2 df = e^(-x/2);
 *    with 1 df = erfc(sqrt(x/2)); Q(n, x) for whole n = the Poisson sum
 *    e^-x sum_{k<n} x^k/k!;
 *  - the 3-decimal upper critical values of NIST/SEMATECH's e-Handbook of
 *    Statistical Methods, table 1.3.6.7.4 (so sf at them is alpha to
 *    about 1e-3 relative);
 *  - 16-digit chi-square quantiles as R's qchisq() and scipy's
 *    chi2.ppf() print them (the same values to the last digit), for
 *    which sf must give alpha to 1e-9.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "engine.h"
#include "stats.h"
#include "variant.h"

static struct vpath	 vp;
static struct diags	 dg;

static struct variant *
load(const char *name)
{
	struct variant	*v = NULL;
	char		 path[256];

	snprintf(path, sizeof path, "variants/%s.yaml", name);
	diags_clear(&dg);
	if (variant_load(&v, path, &vp, &dg) != 0)
		return NULL;
	return v;
}

static int
close_rel(double got, double want, double tol)
{
	return fabs(got - want) <= tol * fabs(want);
}

static void
check_closed_forms(void)
{
	static const double xs[] = { 0.01, 0.5, 1, 3.5, 10, 30, 80 };
	static const int as[] = { 1, 2, 3, 7, 20, 50 };
	size_t	 i, j;
	double	 term, sum, x;
	int	 k, bad;

	bad = 0;
	for (i = 0; i < sizeof xs / sizeof xs[0]; i++)
		bad += !close_rel(stats_chi2_sf(xs[i], 2), exp(-xs[i] / 2),
		    1e-12);
	CHECK(bad == 0, "chi-square sf, 2 df, equals exp(-x/2)");
	bad = 0;
	for (i = 0; i < sizeof xs / sizeof xs[0]; i++)
		bad += !close_rel(stats_chi2_sf(xs[i], 1),
		    erfc(sqrt(xs[i] / 2)), 1e-10);
	CHECK(bad == 0, "chi-square sf, 1 df, equals erfc(sqrt(x/2))");
	bad = 0;
	for (i = 0; i < sizeof as / sizeof as[0]; i++)
		for (j = 0; j < sizeof xs / sizeof xs[0]; j++) {
			x = xs[j];
			term = exp(-x);
			sum = 0;
			for (k = 0; k < as[i]; k++) {
				sum += term;
				term *= x / (k + 1);
			}
			bad += !close_rel(stats_gamma_q(as[i], x), sum, 1e-10) &&
			    fabs(stats_gamma_q(as[i], x) - sum) > 1e-300;
			bad += fabs(stats_gamma_p(as[i], x) +
			    stats_gamma_q(as[i], x) - 1) > 1e-13;
		}
	CHECK(bad == 0, "Q(n, x) equals the Poisson sum, P + Q = 1");
	CHECK(close_rel(stats_lgamma(0.5), 0.5 * log(M_PI), 1e-14) &&
	    close_rel(stats_lgamma(10), log(362880.0), 1e-14) &&
	    close_rel(stats_lgamma(100.5), lgamma(100.5), 1e-14) &&
	    close_rel(stats_lgamma(0.1), lgamma(0.1), 1e-13),
	    "log-gamma at 1/2, 10, 100.5 and 0.1");
	CHECK(stats_chi2_sf(0, 5) == 1 && isnan(stats_chi2_sf(1, 0)),
	    "chi-square sf at 0 and with no degree of freedom");
}

static void
check_tables(void)
{
	/* NIST/SEMATECH e-Handbook 1.3.6.7.4: df, alpha, critical value. */
	static const struct { int df; double alpha, x; } nist[] = {
		{ 1, 0.05, 3.841 }, { 1, 0.01, 6.635 }, { 1, 0.001, 10.828 },
		{ 2, 0.05, 5.991 }, { 5, 0.05, 11.070 }, { 5, 0.01, 15.086 },
		{ 5, 0.001, 20.515 }, { 10, 0.05, 18.307 },
		{ 10, 0.01, 23.209 }, { 20, 0.05, 31.410 },
		{ 20, 0.001, 45.315 }, { 35, 0.05, 49.802 },
		{ 100, 0.05, 124.342 }, { 100, 0.01, 135.807 },
		{ 100, 0.10, 118.498 },
	};
	/* qchisq(1 - alpha, df) in R, chi2.ppf(1 - alpha, df) in scipy. */
	static const struct { int df; double alpha, x; } hp[] = {
		{ 1, 0.05, 3.841458820694124 },
		{ 1, 0.01, 6.634896601021214 },
		{ 1, 0.001, 10.827566170662733 },
		{ 2, 0.05, 5.991464547107979 },
		{ 5, 0.05, 11.070497693516351 },
		{ 5, 0.001, 20.515005652432873 },
		{ 10, 0.05, 18.307038053275146 },
		{ 10, 0.01, 23.209251158954356 },
		{ 100, 0.05, 124.34211340400407 },
	};
	size_t	 i;
	int	 bad = 0;
	double	 p;

	for (i = 0; i < sizeof nist / sizeof nist[0]; i++) {
		p = stats_chi2_sf(nist[i].x, nist[i].df);
		if (!close_rel(p, nist[i].alpha, 2e-3)) {
			printf("  df %d at %g: %.6g, table %g\n", nist[i].df,
			    nist[i].x, p, nist[i].alpha);
			bad++;
		}
	}
	CHECK(bad == 0, "chi-square sf at NIST's critical values");
	bad = 0;
	for (i = 0; i < sizeof hp / sizeof hp[0]; i++) {
		p = stats_chi2_sf(hp[i].x, hp[i].df);
		if (!close_rel(p, hp[i].alpha, 1e-9)) {
			printf("  df %d at %.15g: %.15g, want %g\n", hp[i].df,
			    hp[i].x, p, hp[i].alpha);
			bad++;
		}
	}
	CHECK(bad == 0, "chi-square sf at 16-digit quantiles");
}

static void
check_runs(void)
{
	double	 p = 1.0 / 6;

	CHECK(close_rel(stats_run_prob(3, p, 3), p * p * p, 1e-12),
	    "a run of 3 in 3 throws: p^3");
	CHECK(close_rel(stats_run_prob(3, p, 2), p * p * (2 - p), 1e-12),
	    "a run of 2 in 3 throws: p^2 (2 - p), by hand");
	CHECK(stats_run_prob(10, p, 0) == 1 && stats_run_prob(2, p, 3) == 0,
	    "runs of 0 and of more than n");
	/* A run of 1 is one success at least. */
	CHECK(close_rel(stats_run_prob(20, p, 1), 1 - pow(1 - p, 20), 1e-12),
	    "a run of 1 in 20 throws: 1 - (1 - p)^20");
}

static void
check_cowries(void)
{
	/* 6 shells, each up with chance 1/2: C(6, k) / 64 for k up. */
	static const int by_hand[7] = { 1, 6, 15, 20, 15, 6, 1 };
	struct variant	*v = load("pachisi-cowrie");
	struct stats	 st;
	int		 k, i, bad = 0;

	CHECK(v != NULL, "pachisi-cowrie loads");
	if (v == NULL)
		return;
	stats_init(&st, v);
	CHECK(st.model.kind == TM_COWRIES && st.model.shells == 6 &&
	    st.ncat == 7, "pachisi-cowrie: 6 shells, 7 scores");
	for (k = 0; k <= 6; k++) {
		for (i = 0; i < st.ncat; i++)
			if (st.cat_value[i] == st.model.points[k])
				break;
		if (i == st.ncat || !close_rel(st.cat_p[i], by_hand[k] / 64.0,
		    1e-12))
			bad++;
	}
	CHECK(bad == 0, "6 cowries: 1 6 15 20 15 6 1 in 64 for 0 to 6 up");
	stats_free(&st);
	variant_free(v);
}

/* A game-free stream of throws into st: 4 sides, throws per side. */
static void
feed(struct stats *st, uint64_t seed, long per_side, int loaded)
{
	struct rng	 g;
	struct throw	 th;
	long		 i;
	int		 side, d;

	rng_seed(&g, seed);
	for (i = 0; i < per_side; i++) {
		if (i % 50 == 0)
			stats_game_begin(st);
		for (side = 0; side < st->nsides; side++) {
			memset(&th, 0, sizeof th);
			th.n = st->model.kind == TM_DICE ? st->model.dice : 1;
			for (d = 0; d < th.n; d++) {
				if (st->model.kind == TM_COWRIES) {
					int up = 0, s;

					for (s = 0; s < st->model.shells; s++)
						up += (int)rng_below(&g, 2);
					th.v[d] = st->model.points[up];
				} else if (loaded && rng_below(&g, 4) == 0)
					th.v[d] = 6;	/* 6 at 1/4 */
				else if (loaded)
					th.v[d] = 1 + (int)rng_below(&g, 5);
				else
					th.v[d] = st->model.faces[rng_below(&g,
					    (uint32_t)st->model.nfaces)];
			}
			stats_turn(st, side, &th, NULL);
		}
	}
}

/*
 * The false-alarm rate over many seeds: the pooled faces test alone
 * must reject about 5% of fair samples, and the corrected verdict at
 * most about 5%.  1000 seeds: the 5% rate's standard error is 0.7%.
 */
static void
check_false_alarms(const char *name)
{
	struct variant		*v = load(name);
	struct stats		 st;
	struct stats_test	 t[64];
	long			 first = 0, verdict = 0, tests = 0, alone = 0;
	int			 seed, n, i, bad;
	const int		 seeds = 1000;

	if (v == NULL) {
		CHECK(0, "%s loads", name);
		return;
	}
	for (seed = 1; seed <= seeds; seed++) {
		stats_init(&st, v);
		feed(&st, (uint64_t)seed, 300, 0);
		n = stats_tests(&st, t, 64);
		first += t[0].p < STATS_LEVEL;
		for (i = 0, bad = 0; i < n; i++) {
			tests++;
			alone += t[i].p < STATS_LEVEL;
			bad |= t[i].p < STATS_LEVEL / n;
		}
		verdict += bad;
		stats_free(&st);
	}
	CHECK(first >= 0.035 * seeds && first <= 0.065 * seeds,
	    "%s: the pooled %s test rejects %.1f%% of %d fair samples at "
	    "the 5%% level", name, t[0].what, 100.0 * first / seeds, seeds);
	CHECK(alone <= 0.065 * tests,
	    "%s: %.2f%% of all %ld tests below 0.05 taken alone", name,
	    100.0 * alone / tests, tests);
	CHECK(verdict <= 0.065 * seeds,
	    "%s: the corrected verdict calls %.1f%% of fair samples biased",
	    name, 100.0 * verdict / seeds);
	variant_free(v);
}

static void
check_loaded(void)
{
	struct variant		*v = load("ludo");
	struct stats		 st;
	struct stats_test	 t[64];
	struct buf		 b;

	if (v == NULL) {
		CHECK(0, "ludo loads");
		return;
	}
	stats_init(&st, v);
	feed(&st, 7, 300, 1);
	stats_tests(&st, t, 64);
	CHECK(strcmp(t[0].what, "faces") == 0 && t[0].p < 0.001 &&
	    strcmp(t[0].worst_label, "6") == 0,
	    "a die with 6 at 1/4: faces flagged, the 6 named, p %.2g",
	    t[0].p);
	buf_init(&b);
	stats_format(&b, (struct stats *const[]){ &st }, 1, SF_TEXT, 0);
	CHECK(strstr(buf_str(&b), "evidence of bias at the 5% level:\n"
	    "  the 6 comes up") != NULL, "the verdict names the 6");
	buf_free(&b);
	stats_free(&st);
	variant_free(v);
}

/*
 * Power of the other tests: a die that repeats its last face a third of
 * the time (fair faces, dependent throws) is caught by the serial test
 * and by the runs of sixes, not by the faces test.
 */
static void
check_sticky(void)
{
	struct variant		*v = load("ludo");
	struct stats		 st;
	struct stats_test	 t[64];
	struct throw		 th;
	struct rng		 g;
	int			 n, i, side, last[4] = { 1, 1, 1, 1 };
	int			 serial = 0, runs = 0, faces = 0;

	if (v == NULL) {
		CHECK(0, "ludo loads");
		return;
	}
	stats_init(&st, v);
	rng_seed(&g, 11);
	for (i = 0; i < 3000; i++) {
		if (i % 50 == 0)
			stats_game_begin(&st);
		for (side = 0; side < 4; side++) {
			memset(&th, 0, sizeof th);
			th.n = 1;
			th.v[0] = rng_below(&g, 3) == 0 ? last[side] :
			    1 + (int)rng_below(&g, 6);
			last[side] = th.v[0];
			stats_turn(&st, side, &th, NULL);
		}
	}
	n = stats_tests(&st, t, 64);
	for (i = 0; i < n; i++) {
		if (t[i].side != -1)
			continue;
		if (strcmp(t[i].what, "serial") == 0)
			serial = t[i].p < 0.001;
		if (strcmp(t[i].what, "runs") == 0)
			runs = t[i].p < 0.001;
		if (strcmp(t[i].what, "faces") == 0)
			faces = t[i].p < STATS_LEVEL;
	}
	CHECK(serial && runs && !faces, "a sticky die: serial and runs "
	    "flagged at p < 0.001, the faces not");
	stats_free(&st);
	variant_free(v);
}

/*
 * Every value of tests/stats/scipy-fixtures.txt, computed by scipy (see
 * tests/stats/scipy-fixtures.py), to 1e-10 relative, or 1e-300 absolute
 * below that; a chi-square quantile's sf must give its alpha.
 */
static double
cowrie_p(struct stats *st, int k)
{
	int	 i;

	for (i = 0; i < st->ncat; i++)
		if (st->cat_value[i] == st->model.points[k])
			return st->cat_p[i];
	return -1;
}

static int
near(double got, double want, double abs_tol)
{
	return fabs(got - want) <= 1e-10 * fabs(want) ||
	    fabs(got - want) <= abs_tol;
}

static void
check_scipy(void)
{
	const char	*path = "tests/stats/scipy-fixtures.txt";
	struct variant	*even = load("pachisi-cowrie"), *up6 = NULL;
	struct stats	 st_even, st_up6;
	char		 line[256], what[32];
	double		 a, b, c, got, abs_tol;
	long		 n = 0, bad = 0, k;
	FILE		*f;

	diags_clear(&dg);
	if (variant_load(&up6, "tests/stats/pachisi-cowrie-up6.yaml", &vp,
	    &dg) != 0)
		up6 = NULL;
	if ((f = fopen(path, "r")) == NULL || even == NULL || up6 == NULL) {
		CHECK(0, "%s and the cowrie variants open", path);
		if (f != NULL)
			fclose(f);
		variant_free(even);
		variant_free(up6);
		return;
	}
	stats_init(&st_even, even);
	stats_init(&st_up6, up6);
	while (fgets(line, sizeof line, f) != NULL) {
		if (line[0] == '#')
			continue;
		c = 0;
		abs_tol = 1e-300;
		line[strcspn(line, "\n")] = '\0';
		if (sscanf(line, "%31s %lf %lf %lf", what, &a, &b, &c) < 3) {
			printf("  cannot read: %s\n", line);
			bad++;
			continue;
		}
		if (strcmp(what, "lgamma") == 0) {
			got = stats_lgamma(a);
			c = b;
			abs_tol = 1e-13;	/* a logarithm: log(1) is 0 */
		} else if (strcmp(what, "gamma_p") == 0)
			got = stats_gamma_p(a, b);
		else if (strcmp(what, "gamma_q") == 0)
			got = stats_gamma_q(a, b);
		else if (strcmp(what, "chi2_sf") == 0)
			got = stats_chi2_sf(b, (int)a);
		else if (strcmp(what, "chi2_isf") == 0) {
			got = stats_chi2_sf(c, (int)a);
			c = b;
		} else if (strcmp(what, "normal_sf2") == 0) {
			got = stats_normal_sf2(a);
			c = b;
		} else if (strcmp(what, "binom") == 0 && sscanf(line,
		    "%*s %*f %lf %ld %lf", &b, &k, &c) == 3 && k >= 0 &&
		    k <= 6) {
			got = cowrie_p(b == 0.5 ? &st_even : &st_up6, (int)k);
			if (b != 0.5 && b != st_up6.model.p_up)
				got = -1;
		} else {
			printf("  unknown: %s\n", line);
			bad++;
			continue;
		}
		n++;
		if (!near(got, c, abs_tol)) {
			printf("  %s: got %.17g\n", line, got);
			bad++;
		}
	}
	fclose(f);
	CHECK(bad == 0 && n >= 300, "%ld values computed by scipy (%s), %ld "
	    "off", n, path, bad);
	stats_free(&st_even);
	stats_free(&st_up6);
	variant_free(even);
	variant_free(up6);
}

/* ---- the greedy player's "reach safety" (event.safe) ----------------- */

#define ON	" to=yellow extra=- ply=8 run=0 played=yellow,red " \
		"entered=yellow,red finished=-"

/* The legal turns of v for throw ts in position ps, into *l; -1 on error. */
static int
turns(const struct variant *v, const char *ps, const char *ts,
    struct position *p, struct turnlist *l)
{
	const struct family	*f = v->family;
	struct diag_ctx		 c;
	struct throw		 th;

	memset(&c, 0, sizeof c);
	diags_clear(&dg);
	c.diags = &dg;
	c.file = "test";
	c.variant = v->name;
	turnlist_clear(l);
	if (f->pos_parse(v->rules, p, ps, strlen(ps), &c) != 0 ||
	    f->throw_parse(v->rules, ts, strlen(ts), &th) != 0 ||
	    f->turns_legal(v->rules, p, &th, l) != 0 || l->n == 0)
		return -1;
	return 0;
}

/* event.safe of the last move of the turn written as want; -1: no such
 * turn. */
static int
ends_safe(const char *name, const char *ps, const char *ts, const char *want)
{
	struct variant	*v = load(name);
	struct position	 p, q;
	struct turnlist	 l;
	struct events	 ev;
	struct buf	 b;
	size_t		 i;
	int		 k, safe = -1;

	if (v == NULL)
		return -1;
	turnlist_init(&l);
	buf_init(&b);
	for (i = 0; turns(v, ps, ts, &p, &l) == 0 && i < l.n; i++) {
		buf_clear(&b);
		v->family->turn_format(v->rules, &p, &l.v[i], &b);
		if (strcmp(buf_str(&b), want) != 0)
			continue;
		q = p;
		events_init(&ev, 0);
		v->family->turn_apply(v->rules, &q, &l.v[i], &ev);
		for (k = 0; k < ev.n; k++)
			if (ev.v[k].kind == EV_MOVE)
				safe = ev.v[k].safe;
	}
	buf_free(&b);
	turnlist_free(&l);
	variant_free(v);
	return safe;
}

/* The turn the greedy player picks, the same for every seed tried, or
 * "(depends on the seed)". */
static void
greedy_pick(const char *name, const char *ps, const char *ts, char *out,
    size_t len)
{
	struct variant	*v = load(name);
	struct position	 p;
	struct turnlist	 l;
	struct rng	 g;
	struct buf	 b;
	size_t		 i;
	int		 seed;

	snprintf(out, len, "(no turn)");
	if (v == NULL)
		return;
	turnlist_init(&l);
	buf_init(&b);
	for (seed = 1; seed <= 20 && turns(v, ps, ts, &p, &l) == 0; seed++) {
		rng_seed(&g, (uint64_t)seed);
		i = sim_choose(SP_GREEDY, v->family, v->rules, &p, &l, &g);
		buf_clear(&b);
		v->family->turn_format(v->rules, &p, &l.v[i], &b);
		if (seed > 1 && strcmp(out, buf_str(&b)) != 0) {
			snprintf(out, len, "(depends on the seed)");
			break;
		}
		snprintf(out, len, "%s", buf_str(&b));
	}
	buf_free(&b);
	turnlist_free(&l);
	variant_free(v);
}

static void
check_greedy_safety(void)
{
	const char	*g2 = "green:base,base,base,base to=yellow extra=- "
	    "ply=8 run=0 played=yellow,green entered=yellow,green finished=-";
	const char	*g0 = "green:40,41,42,43 to=yellow extra=- "
	    "ply=8 run=0 played=yellow,green entered=yellow,green finished=-";
	char		 ps[256], pick[128];

	/* ludo: 27 is a start square, safe on the board (L6); 33 is not. */
	CHECK(ends_safe("ludo", "yellow:24,30,home,home red:base,base,base,"
	    "base" ON, "3", "yellow 3: 24/27") == 1 &&
	    ends_safe("ludo", "yellow:24,30,home,home red:base,base,base,"
	    "base" ON, "3", "yellow 3: 30/33") == 0,
	    "ludo: a move to a safe square is safe, to a plain one not");
	CHECK(ends_safe("ludo", "yellow:10,30,home,home red:base,base,base,"
	    "base" ON, "4", "yellow 4: 10/h2") == 1,
	    "ludo: the home column is safe");
	CHECK(ends_safe("ludo-blocks", "yellow:24,27,home,home red:base,"
	    "base,base,base" ON, "3", "yellow 3: 24/27") == 1 &&
	    ends_safe("ludo-blocks", "yellow:24,27,home,home red:base,"
	    "base,base,base" ON, "3", "yellow 3: 27/30") == 0,
	    "ludo-blocks: a piece joining its own to form a block is safe");
	/* parcheesi (U5): green enters onto 22 with a capture while it
	 * has a piece in its base. */
	snprintf(ps, sizeof ps, "yellow:15,30,home,home %s", g2);
	CHECK(ends_safe("parcheesi", ps, "2-5", "yellow 2-5: 15/17 17/22") ==
	    0 && ends_safe("parcheesi", ps, "2-5", "yellow 2-5: 15/17 30/35")
	    == 0, "parcheesi: a safe square where an opponent may enter "
	    "with a capture is not safe (U5)");
	snprintf(ps, sizeof ps, "yellow:15,30,home,home %s", g0);
	CHECK(ends_safe("parcheesi", ps, "2-5", "yellow 2-5: 15/17 17/22") ==
	    1, "parcheesi: ... and is safe once that side's base is empty");

	/* Neither turn captures or enters: the one reaching safety beats
	 * the one moving the leading piece. */
	greedy_pick("ludo", "yellow:24,30,home,home red:base,base,base,base"
	    ON, "3", pick, sizeof pick);
	CHECK(strcmp(pick, "yellow 3: 24/27") == 0,
	    "greedy: reach safety before advancing the leader (%s)", pick);
	greedy_pick("ludo-blocks", "yellow:24,27,home,home red:base,base,"
	    "base,base" ON, "3", pick, sizeof pick);
	CHECK(strcmp(pick, "yellow 3: 24/27") == 0,
	    "greedy: form a block before advancing the leader (%s)", pick);
	greedy_pick("ludo", "yellow:20,30,home,home red:base,base,base,base"
	    ON, "3", pick, sizeof pick);
	CHECK(strcmp(pick, "yellow 3: 30/33") == 0,
	    "greedy: with no safety in reach, the leader moves (%s)", pick);
}

int
main(void)
{
	int	 rc;

	vpath_init(&vp);
	vpath_add(&vp, "variants");
	diags_init(&dg);
	check_closed_forms();
	check_tables();
	check_scipy();
	check_runs();
	check_cowries();
	check_false_alarms("ludo");
	check_false_alarms("parcheesi");
	check_false_alarms("pachisi-cowrie");
	check_loaded();
	check_sticky();
	check_greedy_safety();
	rc = CHECK_DONE();
	diags_free(&dg);
	vpath_free(&vp);
	return rc;
}
