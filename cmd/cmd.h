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

enum pasa_exit {
	EXIT_VALID = 0,		/* all input valid, no disagreement */
	EXIT_INVALID = 1,	/* a record is invalid or disagrees */
	EXIT_USAGE = 2,		/* bad usage */
	EXIT_VARIANT = 3,	/* a variant cannot be found or loaded */
	EXIT_SYSTEM = 4,	/* an I/O or system error */
};

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
/* The exit status a diagnostic calls for. */
int	 cmd_diag_exit(const struct diag *);
/* Worse of two exit statuses. */
int	 cmd_worse(int, int);

/*
 * Loaded variants by name, each loaded once per run.  Workers of -j N
 * each get a view of one shared cache: a variant is loaded once and
 * shared read-only, and its failure is reported once per block, the same
 * whatever N.
 */
struct vcache {
	struct vpath	 path;
	struct vcache	*shared;	/* a view's store; NULL: owns all */
	pthread_mutex_t	 mu;
	struct {
		char		*name;
		int		 user;	/* from the command line: a path
					 * is allowed */
		struct variant	*v;	/* NULL: failed to load */
		struct diags	 why;	/* the store's: why it failed */
	}		*e;
	size_t		 n;
};
void	 vcache_init(struct vcache *);
/* A worker's view of shared, which must outlive it. */
void	 vcache_init_view(struct vcache *, struct vcache *shared);
/* At a block's start: failures are reported again, once. */
void	 vcache_view_reset(struct vcache *);
void	 vcache_free(struct vcache *);
/* The variant or NULL, with its diagnostics added once.  _get takes what
 * the user typed (a name or a path); _get_tag a record's Variant tag,
 * which may only name a variant. */
struct variant *vcache_get(struct vcache *, const char *name, struct diags *);
struct variant *vcache_get_tag(struct vcache *, const char *name,
	    struct diags *);

/* Replaying one game: setup from the Setup tag or the variant. */
struct play {
	const struct variant	*v;
	const struct family	*fam;
	struct position		 pos;
	struct game_opts	 opts;
	struct diag_ctx		 ctx;
	char			*players_copy;
};
/* 0, or -1 with a diagnostic (bad Players/Setup tag). */
int	 play_start(struct play *, const struct variant *,
	    const struct rgame *, struct diags *, int strict);
void	 play_end(struct play *);

/* --color auto|always|never: the mode, or -1 (reported). */
enum { COLOUR_AUTO, COLOUR_ALWAYS, COLOUR_NEVER };
int	 cmd_colour_option(const char *);
/* Whether to paint: always, never, or auto (stdout a terminal, NO_COLOR
 * unset or empty). */
int	 cmd_colour_wanted(int mode);
/* Opens path and reads up to game number 'game' (from 1) into *g, which
 * the reader owns.  EXIT_VALID, or an exit status with a diagnostic and
 * *r freed (a game with syntax errors is EXIT_INVALID). */
int	 cmd_game_open(struct record_reader **r, struct rgame **g,
	    const char *path, long game, struct diags *);

/* cmd/compare.c: records replayed under several variants (also used by
 * validate when -v is given more than once). */
int	 compare_records_run(const char *const *variants, int nvariants,
	    char **files, int nfiles, int strict, int json);

/*
 * The position after the first ply turns (all when ply < 0) of game number
 * game of the record at path, replayed under vname (or its Variant tag).
 * EXIT_VALID with p set up, or the exit status the diagnostics call for.
 */
int	 cmd_game_position(struct play *, struct vcache *, const char *vname,
	    const char *path, long game, long ply, struct diags *);

/* A --game/--ply style option of at least min, or -1 after saying so. */
int	 cmd_count_option(const char *opt, const char *what,
	    const char *arg, long min, long *out);
/* Parses a non-negative decimal number option; -1 on error. */
long	 cmd_number(const char *, long max);

/* cmd/validate.c: one game replayed turn by turn (validate, convert). */
struct replay {
	const char	*variant;	/* -v, or NULL for the Variant tag */
	int		 strict;
	int		 explain;
	void		*arg;
	/* After each legal turn, p->pos being the position after it. */
	void		(*turn)(void *arg, const struct play *p,
			    const struct position *before, const struct turn *,
			    const struct events *, const struct turn_text *);
	/* turn() never reads the events: it is passed none, and engines
	 * may skip making them. */
	int		 no_events;
};
/* Replays g into p, which the caller play_end()s.  1 when the game could
 * start (p->v set), 0 when not; every problem is a diagnostic in d. */
int	 game_replay(const struct replay *, struct vcache *,
	    const struct rgame *, struct play *, struct diags *);

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
