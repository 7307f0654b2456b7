/*
 * Subcommands of the pasa binary.
 *
 * Adding a subcommand:
 *  1. write cmd/NAME.c with a table of its options (see cmd/opt.h) and a
 *     static NAME_main(int argc, char **argv) that reads them with
 *     opt_next(), calls lib/ and prints; it returns an exit status from
 *     enum pasa_exit and never calls exit();
 *  2. export `const struct cmd cmd_NAME = { .name, .usage, .summary,
 *     .opts, .run }`;
 *  3. add it to the table in cmd/main.c and declare it below;
 *  4. write man/pasa-NAME.1 with the same SYNOPSIS as the usage string, and
 *     add golden tests under tests/NAME/.
 */
#ifndef PASA_CMD_H
#define PASA_CMD_H

#include <pthread.h>
#include <stdio.h>

#include "diag.h"
#include "opt.h"
#include "engine.h"
#include "record.h"
#include "variant.h"
#include "session.h"

struct cmd {
	const char	*name;
	const char	*usage;		/* the SYNOPSIS line(s), without "usage: " */
	const char	*summary;	/* one line for `pasa --help` */
	const struct opt *opts;		/* its options, see cmd/opt.h */
	int		(*run)(int, char **);
};

/* The JSON Schemas of schema/ (cmd/schemas.c), by name: "convert-jsonl",
 * "convert-json", "validate", "compare"; NULL-terminated. */
struct cmd_schema {
	const char	*name;
	const char	*text;
};
extern const struct cmd_schema cmd_schemas[];

extern const struct cmd cmd_compare, cmd_diff;
extern const struct cmd cmd_convert;
extern const struct cmd cmd_gen;
extern const struct cmd cmd_moves;
extern const struct cmd cmd_render, cmd_replay;
extern const struct cmd cmd_simulate, cmd_stats;
extern const struct cmd cmd_validate;
extern const struct cmd cmd_variants;

/* cmd/common.c: what every subcommand shares. */

/* The command being run, for the "pasa NAME: " prefix of messages. */
void	 cmd_set_current(const struct cmd *);
/* Prints "usage: pasa ..." to stderr and returns EXIT_USAGE. */
int	 cmd_usage(const struct cmd *);
/* While path is set (NULL: no longer), SIGINT, SIGTERM and SIGHUP remove
 * it before the process dies: a half-written -o temporary. */
void	 cmd_cleanup_on_signal(const char *path);
/* Opens /dev/null on whichever of descriptors 0-2 is closed, so no file
 * opened later takes its place (diagnostics written into the output). */
void	 cmd_std_fds(void);
/* Prints a usage or system message "pasa NAME: ..." to stderr. */
void	 cmd_warnx(const char *, ...) __attribute__((format(printf, 1, 2)));
/* One diagnostic in the one format: FILE:LINE:COL: LEVEL: message for
 * input, "pasa NAME: message" for whole-run problems. */
void	 cmd_diag_format(const struct diag *, struct buf *);
/* Prints diagnostics in the one format; returns the exit status they
 * call for (EXIT_VALID when none is an error). */
int	 cmd_print_diags(const struct diags *, FILE *);

/* --color auto|always|never: the mode, or -1 (reported). */
enum { COLOUR_AUTO, COLOUR_ALWAYS, COLOUR_NEVER };
int	 cmd_colour_option(const char *);
/* Whether to paint: always, never, or auto (stdout a terminal, NO_COLOR
 * unset or empty). */
int	 cmd_colour_wanted(int mode);
/* cmd/compare.c: records replayed under several variants (also used by
 * validate when -v is given more than once). */
int	 compare_records_run(const char *const *variants, int nvariants,
	    char **files, int nfiles, int strict, int json);

/* A --game/--ply style option of at least min, or -1 after saying so. */
int	 cmd_count_option(const char *opt, const char *what,
	    const char *arg, long min, long *out);
/* Parses a non-negative decimal number option; -1 on error. */
long	 cmd_number(const char *, long max);

/* cmd/stats.c: --format text|json|svg (stats, simulate), a word the
 * parser has checked: the enum stats_format. */
int	 stats_format_option(const char *);

/* cmd/convert.c: game selection and --jobs (validate, convert). */
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
	    NULL }, \
	{ "length", 0, OPT_LENGTH, OPT_ARG, "N-M", NULL, \
	    "only games of N to M turns (N-, -M, N also)", NULL }, \
	{ "valid-only", 0, OPT_VALID_ONLY, OPT_FLAG, NULL, NULL, \
	    "only the games found valid", NULL }, \
	{ "invalid-only", 0, OPT_INVALID_ONLY, OPT_FLAG, NULL, NULL, \
	    "only the games found invalid", NULL }, \
	{ "jobs", 'j', OPT_JOBS, OPT_ARG, "N", NULL, \
	    "work on N threads (default: one per processor)", NULL }
void	 gamesel_init(struct gamesel *);
void	 gamesel_free(struct gamesel *);
/* 1 when ch (OPT_*) was a selection option, 0 when not, -1 on a
 * bad value (reported). */
int	 gamesel_option(struct gamesel *, int ch, const char *arg);
/* Diagnostics d->v[from...] about file get base_line added: a block's
 * reader counts lines from the block's start. */
void	 gamesel_shift(struct diags *, size_t from, const char *file,
	    unsigned base_line);
/* Says "pasa CMD: K of N games selected (--length 3)" when fewer games
 * were checked or written than were read; 1 when it did. */
int	 gamesel_report(const struct gamesel *, size_t read, size_t kept,
	    const char *verb);

#endif
