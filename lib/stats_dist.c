/*
 * Distributions for the statistics: the regularized incomplete gamma
 * function (chi-square and two-sided normal p-values) and the chance of
 * a long run.  Written here rather than taken from a library: the
 * well-kept numerical libraries on Debian (GSL) are GPL, which the ISC
 * licence cannot carry, and the whole need is about a hundred lines.
 * The method is the classic one (series below a + 1, Lentz's continued
 * fraction above), with a Lanczos log-gamma so that nothing depends on
 * lgamma(3)'s global signgam; tests/unit/stats_test.c checks it against
 * closed forms and published tables.
 */
#include <math.h>

#include "stats.h"

#define EPS	1e-15
#define TINY	1e-300
#define ITMAX	10000

double
stats_lgamma(double x)
{
	static const double c[9] = {
		0.99999999999980993, 676.5203681218851, -1259.1392167224028,
		771.32342877765313, -176.61502916214059, 12.507343278686905,
		-0.13857109526572012, 9.9843695780195716e-6,
		1.5056327351493116e-7,
	};
	double	 a, t;
	int	 i;

	if (x < 0.5)	/* reflection: Gamma(x) Gamma(1-x) = pi / sin(pi x) */
		return log(M_PI / fabs(sin(M_PI * x))) - stats_lgamma(1 - x);
	x -= 1;
	a = c[0];
	for (i = 1; i < 9; i++)
		a += c[i] / (x + i);
	t = x + 7.5;
	return 0.5 * log(2 * M_PI) + (x + 0.5) * log(t) - t + log(a);
}

/* e^-x x^a / Gamma(a), the factor both expansions share. */
static double
prefactor(double a, double x)
{
	return exp(-x + a * log(x) - stats_lgamma(a));
}

static double
p_series(double a, double x)
{
	double	 sum = 1 / a, del = sum, ap = a;
	int	 i;

	for (i = 0; i < ITMAX; i++) {
		ap += 1;
		del *= x / ap;
		sum += del;
		if (fabs(del) < fabs(sum) * EPS)
			break;
	}
	return sum * prefactor(a, x);
}

static double
q_fraction(double a, double x)
{
	double	 b = x + 1 - a, c = 1 / TINY, d = 1 / b, h = d, an, del;
	int	 i;

	for (i = 1; i < ITMAX; i++) {
		an = -i * (i - a);
		b += 2;
		d = an * d + b;
		if (fabs(d) < TINY)
			d = TINY;
		c = b + an / c;
		if (fabs(c) < TINY)
			c = TINY;
		d = 1 / d;
		del = d * c;
		h *= del;
		if (fabs(del - 1) < EPS)
			break;
	}
	return h * prefactor(a, x);
}

double
stats_gamma_p(double a, double x)
{
	if (!(a > 0) || !(x >= 0))
		return NAN;
	if (x == 0)
		return 0;
	return x < a + 1 ? p_series(a, x) : 1 - q_fraction(a, x);
}

double
stats_gamma_q(double a, double x)
{
	if (!(a > 0) || !(x >= 0))
		return NAN;
	if (x == 0)
		return 1;
	return x < a + 1 ? 1 - p_series(a, x) : q_fraction(a, x);
}

double
stats_chi2_sf(double x, int df)
{
	if (df < 1)
		return NAN;
	if (x <= 0)
		return 1;
	return stats_gamma_q(df / 2.0, x / 2);
}

double
stats_normal_sf2(double z)
{
	/* P(|Z| > z) = P(chi-square with 1 df > z^2). */
	return stats_chi2_sf(z * z, 1);
}

/*
 * P(the longest run of successes in n trials of probability p is at
 * least len), exactly, by the chance f[j] of standing j successes into a
 * run with no run of len yet: O(n len) steps.
 */
double
stats_run_prob(long n, double p, int len)
{
	double	 f[STATS_RUN_MAX + 1], g[STATS_RUN_MAX + 1], none, s;
	long	 i;
	int	 j;

	if (len <= 0)
		return 1;
	if (n < len)
		return 0;
	/* Beyond the table (or a huge n): the Poisson clumping estimate,
	 * within a few percent where it is used. */
	if (len > STATS_RUN_MAX || (double)n * len > 2e9)
		return 1 - exp(-((double)(n - len) * (1 - p) + 1) *
		    pow(p, len));
	for (j = 0; j < len; j++)
		f[j] = 0;
	f[0] = 1;
	for (i = 0; i < n; i++) {
		s = 0;
		for (j = 0; j < len; j++)
			s += f[j];
		g[0] = s * (1 - p);
		for (j = 1; j < len; j++)
			g[j] = f[j - 1] * p;
		for (j = 0; j < len; j++)
			f[j] = g[j];
	}
	none = 0;
	for (j = 0; j < len; j++)
		none += f[j];
	return none < 0 ? 1 : none > 1 ? 0 : 1 - none;
}
