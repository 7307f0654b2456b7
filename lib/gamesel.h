/*
 * Game selection, shared by the commands that read many games (validate,
 * convert): --where, --length, --valid-only, --invalid-only and --jobs,
 * declared once (GAMESEL_OPTS goes into a command's option table) and
 * read by gamesel_option() in the command's option loop.
 *
 * Ownership: the caller owns struct gamesel; gamesel_free() releases its
 * filter.
 */
#ifndef PASA_GAMESEL_H
#define PASA_GAMESEL_H

#include <stddef.h>

#include "cli.h"
#include "convert.h"	/* JOBS_MAX */
#include "diag.h"

struct filter;
struct gamesel {
	struct filter	*filter;
	int		 jobs;
	char		 said[200];	/* the selecting options, as given */
};
enum {
	OPT_WHERE = 0x200, OPT_LENGTH, OPT_VALID_ONLY, OPT_INVALID_ONLY,
	OPT_JOBS,
};
#define GAMESEL_OPTS \
	{ "where", 0, OPT_WHERE, OPT_ARG, "TAG=VALUE", NULL, \
	    "only games whose tag has this value (TAG=~/REGEX/: matches)", \
	    NULL, 0, 0, 0, 1 }, \
	{ "length", 0, OPT_LENGTH, OPT_ARG, "N-M", NULL, \
	    "only games of N to M turns (N-, -M, N also)", NULL }, \
	{ "valid-only", 0, OPT_VALID_ONLY, OPT_FLAG, NULL, NULL, \
	    "only the games found valid", NULL }, \
	{ "invalid-only", 0, OPT_INVALID_ONLY, OPT_FLAG, NULL, NULL, \
	    "only the games found invalid", NULL }, \
	GAMESEL_JOBS_OPT(OPT_JOBS)
/* -j N, --jobs N, as every command that runs threads declares it. */
#define GAMESEL_JOBS_OPT(id) \
	OPT_NUM("jobs", 'j', id, "N", 1, JOBS_MAX, OPT_NO_DEFAULT, \
	    "work on N threads (default: one per processor)")
void	 gamesel_init(struct gamesel *);
void	 gamesel_free(struct gamesel *);
/* 1 when ch (OPT_*), just returned by opt_next(), was a selection
 * option, 0 when not, -1 on a bad value (said on op->io->err). */
int	 gamesel_option(struct gamesel *, int ch, const struct optparse *op);
/* Diagnostics d->v[from...] about file get base_line added: a block's
 * reader counts lines from the block's start. */
void	 gamesel_shift(struct diags *, size_t from, const char *file,
	    unsigned base_line);
/* Says "pasa CMD: K of N games selected (--length 3)" when fewer games
 * were checked or written than were read; 1 when it did. */
int	 gamesel_report(const struct gamesel *, size_t read, size_t kept,
	    const char *verb, const struct cli *);

#endif
