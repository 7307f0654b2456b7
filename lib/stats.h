/*
 * Statistics of games: throws against the variant's throw model, and
 * game figures (length, wins, captures...), for pasa stats (recorded
 * games) and pasa simulate (games the engine plays).
 *
 * A struct stats gathers one variant's games as counts and integer sums
 * only, so memory does not grow with the number of games and merging
 * the tallies of several threads gives the same figures in any order.
 * The caller owns a struct stats: stats_init() ... stats_free().  The
 * formatters write into a struct buf the caller owns; nothing here
 * prints.
 */
#ifndef PASA_STATS_H
#define PASA_STATS_H

#include <stdint.h>
#include <stdio.h>

#include "engine.h"
#include "util.h"

struct variant;

#define STATS_RUN_MAX	64	/* longest run computed exactly */
#define STATS_SIDES	8
#define STATS_CATS	40	/* categories in one test */
#define STATS_LEVEL	0.05	/* the level of every verdict */

/* ---- distributions (lib/stats_dist.c) ---------------------------- */

double	 stats_lgamma(double);			/* x > 0 */
/* Regularized lower and upper incomplete gamma P(a, x), Q(a, x). */
double	 stats_gamma_p(double a, double x);
double	 stats_gamma_q(double a, double x);
/* P(X >= x) for a chi-square with df degrees of freedom. */
double	 stats_chi2_sf(double x, int df);
/* P(|Z| >= z) for a standard normal Z. */
double	 stats_normal_sf2(double z);
/* P(the longest run of successes in n trials of chance p >= len). */
double	 stats_run_prob(long n, double p, int len);

/* ---- tallies (lib/stats.c) --------------------------------------- */

/* Counts of one side's throws (or all sides'). */
struct stats_throws {
	long	 n;			/* throws */
	long	 cat[STATS_CATS];	/* per category of the main test */
	long	 pair[STATS_CATS];	/* two dice: unordered pairs */
	long	 doubles;		/* two dice */
	long	 special;		/* sixes (one die) or doubles */
	int	 run_max;		/* longest run of specials */
	long	 ser_n;			/* consecutive pairs of throws */
	int64_t	 sx, sy, sxx, syy, sxy;
};

/* Figures counted per game, with a mean and its interval. */
enum stats_measure {
	SM_CAPTURES, SM_BLOCKS, SM_ENTRIES, SM_PASSES, SM_HOME, SM_COUNT
};

struct stats_rule {
	char	 id[16];
	long	 n;
};

struct stats {
	const struct variant	*v;
	struct throw_model	 model;
	int			 nsides;
	const char		*side[STATS_SIDES];	/* borrowed from v */

	/* The categories of the main test: die faces, or cowrie scores
	 * (the counts of shells that score the same merged). */
	int			 ncat;
	int			 cat_value[STATS_CATS];
	double			 cat_p[STATS_CATS];
	int			 npair;		/* two dice: 21 for d6 */
	double			 pair_p[STATS_CATS];
	int			 pair_a[STATS_CATS], pair_b[STATS_CATS];
	double			 double_p;
	double			 special_p;	/* 0: no run statistic */
	/* Serial dependence is measured on "the throw totals at least
	 * ser_high", the cut nearest an even chance: a 0/1 value keeps
	 * the normal approximation sound for skewed scores (cowries). */
	int			 ser_high;

	struct stats_throws	 side_throws[STATS_SIDES];
	struct stats_throws	 all;

	long			 games;
	long			 over, stalled, unfinished, invalid;
	long			*turns;		/* histogram of game lengths */
	size_t			 nturns;
	int64_t			 turns_sum, turns_sq;
	long			 decided;	/* games with a winner */
	long			 seat_games[STATS_SIDES];	/* with seat k */
	long			 win_seat[STATS_SIDES];
	long			 side_games[STATS_SIDES];
	long			 win_side[STATS_SIDES];
	int64_t			 m_sum[SM_COUNT], m_sq[SM_COUNT];
	struct stats_rule	*rule;		/* rules refusing a line */
	size_t			 nrule;

	/* The game being counted. */
	int			 run[STATS_SIDES];
	int			 prev[STATS_SIDES];	/* -1: none yet */
	long			 cur[SM_COUNT];
	long			 plies;
};

void	 stats_init(struct stats *, const struct variant *);
void	 stats_free(struct stats *);
/* Adds src's tallies to dst (same variant). */
void	 stats_merge(struct stats *dst, const struct stats *src);

void	 stats_game_begin(struct stats *);
/* One turn: the side that played it, its throw (NULL or n == 0: none)
 * and what it did. */
void	 stats_turn(struct stats *, int side, const struct throw *,
	    const struct events *);
/* The game's end: its state, the winning side (-1: none) and the sides
 * by seat, in turn order. */
void	 stats_game_end(struct stats *, enum game_state, int winner,
	    const int *seat_side, int nseats);
/* The same from the final position: state and winner from the family
 * (the first side of its result), seats from the players in turn order
 * (none: the variant's sides). */
void	 stats_game_finish(struct stats *, const struct position *,
	    const char *const *players, int nplayers);
/* A game that could not be replayed to its end: the rule id that refused
 * a line (NULL or "": none given).  Its turns so far are counted. */
void	 stats_game_invalid(struct stats *, const char *rule);

/* ---- tests and output (lib/stats_report.c) ----------------------- */

struct stats_test {
	const char	*what;		/* "faces", "pairs", "doubles",
					 * "cowries", "runs", "serial" */
	int		 side;		/* -1: all sides */
	long		 n;
	double		 stat;		/* chi-square, z, or run length */
	int		 df;		/* 0 for runs and serial */
	double		 p;
	int		 small;		/* the sample is too small */
	int		 flagged;	/* p < level */
	int		 worst;		/* the category furthest off */
	double		 worst_obs, worst_exp;	/* its shares */
	char		 worst_label[16];
};

/* Every test on st's throws, into v[max]; the number made. */
int	 stats_tests(const struct stats *, struct stats_test *v, int max);

/* A mean or share with its 95% confidence interval. */
struct stats_ci {
	double	 est, lo, hi;
	long	 n;
};
struct stats_ci	 stats_turns_ci(const struct stats *);
struct stats_ci	 stats_measure_ci(const struct stats *, enum stats_measure);
struct stats_ci	 stats_seat_ci(const struct stats *, int seat);
struct stats_ci	 stats_side_ci(const struct stats *, int side);
/* The q-quantile (0..1) of game lengths. */
long	 stats_turns_quantile(const struct stats *, double q);
extern const char *const stats_measure_name[SM_COUNT];

enum stats_format { SF_TEXT, SF_JSON, SF_SVG };
/* --format text|json|svg (stats, simulate), a word the option parser has
 * checked: the format. */
enum stats_format stats_format_option(const char *);
/* Every variant's statistics; with compare set, the figures of each
 * variant after the first are marked where their interval does not
 * overlap the first's. */
void	 stats_format(struct buf *, struct stats *const *, int n,
	    enum stats_format, int compare);
/* The SVG form alone (lib/stats_svg.c): a panel of charts per variant
 * (throws against the expected bars, game lengths, wins by seat), after
 * a comparison of the variants when compare is set. */
void	 stats_svg(struct buf *, struct stats *const *, int n, int compare);

/* ---- simulation (lib/stats_sim.c) -------------------------------- */

enum sim_policy {
	SP_RANDOM,	/* uniform among the legal turns, as gen does */
	SP_GREEDY,	/* capture, else enter, else reach safety or home,
			 * else move the piece furthest along; ties by the
			 * seed */
};

/* The index of the turn of l (l->n > 0) a side playing by policy picks
 * in pos; draws from rng only to break ties (greedy) or to pick. */
size_t	 sim_choose(enum sim_policy, const struct family *,
	    const void *rules, const struct position *,
	    const struct turnlist *l, struct rng *);

/*
 * Plays game number index (from 0) of variant st->v with seed, each side
 * choosing by policy, and counts it into st; with rec not NULL, appends
 * the game as a record (the form pasa gen writes).  Game index of a seed
 * is the same game whatever else is played, and under the random policy
 * it is the game gen writes.  0, or -1 when the variant's start cannot be
 * set up (a diagnostic in d).
 */
int	 sim_game(struct stats *st, uint64_t seed, long index,
	    enum sim_policy, long max_plies, struct buf *rec,
	    struct diags *d);

/* pasa simulate's options for one variant. */
struct sim_opts {
	uint64_t	 seed;
	long		 games;
	long		 max_plies;
	enum sim_policy	 policy;
	int		 jobs;
};
struct cli;
/*
 * Plays o->games games of v into st on o->jobs threads, writing each as a
 * record to rec (named rec_name in messages) when rec is not NULL, in game
 * order; *written counts the records.  Problems go to io->err.  Returns
 * the exit status.
 */
int	 sim_run(const struct cli *io, const struct sim_opts *o,
	    const struct variant *v, struct stats *st, FILE *rec,
	    const char *rec_name, long *written);

#endif
