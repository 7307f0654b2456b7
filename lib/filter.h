/*
 * Game filters, as pgn-extract users expect them: tag tests, a turn-count
 * range, and valid or invalid games only.
 *
 * A struct filter is built once from the command line and then only read,
 * so threads may share it; each thread matches through its own struct
 * filter_scratch (PCRE2 match data is per caller).  Tag tests and the ply
 * range are cheap and decided before a game is replayed; validity after.
 *
 * A NULL struct filter selects every game.
 *
 * Ownership: the caller owns both and frees them with filter_free() and
 * filter_scratch_free().
 */
#ifndef PASA_FILTER_H
#define PASA_FILTER_H

#include "diag.h"
#include "record.h"

/* Effort limits for --where regexes: a hostile pattern ends, unmatched. */
#define FILTER_MATCH_LIMIT	1000000
#define FILTER_DEPTH_LIMIT	10000
#define FILTER_MAX_WHERE	32

enum filter_validity {
	FILTER_ANY,
	FILTER_VALID,
	FILTER_INVALID,
};

struct filter;
struct filter_scratch;

struct filter *filter_new(void);
void	 filter_free(struct filter *);
/*
 * Adds one test, "Tag=value" (exact) or "Tag=~/regex/" (PCRE2, flag i
 * allowed after the closing slash); all tests must hold.  0, or -1 with a
 * DK_USAGE diagnostic.
 */
int	 filter_where(struct filter *, const char *expr, struct diags *);
/* "N-M", "N-", "-M" or "N": the number of turn lines, inclusive. */
int	 filter_ply(struct filter *, const char *range, struct diags *);
void	 filter_validity(struct filter *, enum filter_validity);
/* 1 when a test needs the game replayed (valid or invalid only). */
int	 filter_wants_validity(const struct filter *);

struct filter_scratch *filter_scratch_new(const struct filter *);
void	 filter_scratch_free(struct filter_scratch *);
/*
 * 1 when the game's tags and length pass, 0 when not.  A regex that
 * reaches its effort limit counts as no match and adds a warning.
 */
int	 filter_game(const struct filter *, struct filter_scratch *,
	    const struct rgame *, struct diags *);
/* 1 when a game of this validity is wanted. */
int	 filter_valid(const struct filter *, int valid);

#endif
