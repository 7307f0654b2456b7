#!/usr/bin/python3
# Reference values for tests/unit/stats_test.c, computed by scipy: the
# output is committed as tests/stats/scipy-fixtures.txt, so make check
# needs no scipy.  To regenerate (Debian: apt-get install python3-scipy):
#
#	python3 tests/stats/scipy-fixtures.py >tests/stats/scipy-fixtures.txt
#
# One value a line, as "what arguments... value", each float written with
# repr() (17 significant digits, read back exactly by strtod):
#	lgamma X V		scipy.special.gammaln(x)
#	gamma_p A X V		scipy.special.gammainc(a, x)
#	gamma_q A X V		scipy.special.gammaincc(a, x)
#	chi2_sf DF X V		scipy.stats.chi2.sf(x, df)
#	chi2_isf DF ALPHA X	scipy.stats.chi2.isf(alpha, df)
#	normal_sf2 Z V		2 * scipy.stats.norm.sf(z)
#	binom N P K V		scipy.stats.binom.pmf(k, n, p)
# The arguments are those lib/stats_dist.c meets: chi-square tests of up
# to 39 degrees of freedom (STATS_CATS), tails far below any level, and
# the binomial cowrie model for 6 shells, even and at 0.6 (throws.mouth_up).
import scipy
from scipy import special, stats

print("# scipy %s: python3 tests/stats/scipy-fixtures.py" % scipy.__version__)
for x in (0.1, 0.5, 1.0, 2.5, 10.0, 100.5, 171.5):
    print("lgamma %r %r" % (x, float(special.gammaln(x))))
for a in (0.5, 1.0, 1.5, 2.5, 3.0, 5.0, 10.0, 17.5, 50.0):
    for x in (0.01, 0.5, 1.0, 3.5, 10.0, 30.0, 80.0):
        print("gamma_p %r %r %r" % (a, x, float(special.gammainc(a, x))))
        print("gamma_q %r %r %r" % (a, x, float(special.gammaincc(a, x))))
for df in (1, 2, 3, 5, 6, 10, 20, 35, 39, 100):
    for x in (0.001, 0.5, 1.0, 3.0, 7.5, 15.0, 30.0, 60.0, 150.0, 400.0):
        print("chi2_sf %d %r %r" % (df, x, float(stats.chi2.sf(x, df))))
    for alpha in (0.5, 0.1, 0.05, 0.01, 0.001, 1e-6, 1e-12):
        print("chi2_isf %d %r %r" % (df, alpha,
            float(stats.chi2.isf(alpha, df))))
for z in (0.0, 0.5, 1.0, 1.959963984540054, 2.5, 3.5, 5.0, 8.0):
    print("normal_sf2 %r %r" % (z, float(2 * stats.norm.sf(z))))
for p in (0.5, 0.6):
    for k in range(7):
        print("binom 6 %r %d %r" % (p, k, float(stats.binom.pmf(k, 6, p))))
