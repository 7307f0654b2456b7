/*
 * Subcommands of the pasa binary.
 *
 * Adding a subcommand:
 *  1. write cmd/NAME.c with a static NAME_main(int argc, char **argv) that
 *     parses its options, calls lib/ and prints; it returns an exit status
 *     from enum pasa_exit and never calls exit();
 *  2. export `const struct cmd cmd_NAME = { "NAME", "usage", NAME_main };`;
 *  3. add it to the table in cmd/main.c and declare it below;
 *  4. write man/pasa-NAME.1 with the same SYNOPSIS as the usage string, and
 *     add golden tests under tests/NAME/.
 */
#ifndef PASA_CMD_H
#define PASA_CMD_H

#include <stdio.h>

#include "diag.h"
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
	int		(*run)(int, char **);
};

extern const struct cmd cmd_gen;
extern const struct cmd cmd_moves;
extern const struct cmd cmd_validate;
extern const struct cmd cmd_variants;

/* cmd/common.c: what every subcommand shares. */

/* Prints "usage: pasa ..." to stderr and returns EXIT_USAGE. */
int	 cmd_usage(const struct cmd *);
/* Prints a whole-run message "pasa: ..." to stderr. */
void	 cmd_warnx(const char *, ...) __attribute__((format(printf, 1, 2)));
/* Prints diagnostics in the one format; returns the exit status they
 * call for (EXIT_VALID when none is an error). */
int	 cmd_print_diags(const struct diags *, FILE *);
/* The exit status a diagnostic calls for. */
int	 cmd_diag_exit(const struct diag *);
/* Worse of two exit statuses. */
int	 cmd_worse(int, int);

/* Loaded variants by name, each loaded once per run. */
struct vcache {
	struct vpath	 path;
	struct {
		char		*name;
		struct variant	*v;	/* NULL: failed to load */
	}		*e;
	size_t		 n;
};
void	 vcache_init(struct vcache *);
void	 vcache_free(struct vcache *);
/* The variant or NULL, with its diagnostics added once. */
struct variant *vcache_get(struct vcache *, const char *name, struct diags *);

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

/* Parses a non-negative decimal number option; -1 on error. */
long	 cmd_number(const char *, long max);

#endif
