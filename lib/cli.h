/*
 * The command-line face every subcommand shares: the command descriptor,
 * and the few ways a command speaks to the user.
 *
 * A command never names stdout or stderr: cmd/main.c hands it a struct
 * cli with its descriptor (for the "pasa NAME: " prefix of messages) and
 * the streams to write to, and the functions here write to those streams
 * only.  So lib/ prints nothing on its own, and a test or an embedding
 * program may run a command into streams of its own.
 *
 * Ownership: struct cmd and struct cli belong to the caller; nothing here
 * keeps a pointer past the call.
 */
#ifndef PASA_CLI_H
#define PASA_CLI_H

#include <stdio.h>

#include "diag.h"
#include "opt.h"

struct cli;

/* A subcommand: what `pasa --help`, the parser, the help and the
 * completions read, and its entry point, which returns an exit status
 * from enum pasa_exit and never calls exit(). */
struct cmd {
	const char	*name;
	const char	*usage;		/* the SYNOPSIS, without "usage: " */
	const char	*summary;	/* one line for `pasa --help` */
	const struct opt *opts;		/* its options, see lib/opt.h */
	int		(*run)(const struct cli *, int, char **);
};

/* What a command is handed: itself (NULL: the pasa program as a whole),
 * its streams, and the process concerns the dispatcher owns. */
struct cli {
	const struct cmd	*cmd;
	FILE			*out;
	FILE			*err;
	/* While path is set (NULL: no longer), a fatal signal removes it
	 * before the process dies: a half-written -o temporary.  May be
	 * NULL: then nothing is removed. */
	void			(*remove_on_signal)(const char *path);
};

/* "pasa NAME: message" on io->err; control characters replaced. */
void	 cli_warnx(const struct cli *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
/* "usage: pasa ..." on io->err; returns EXIT_USAGE. */
int	 cli_usage(const struct cli *);
/* One diagnostic in the one format: FILE:LINE:COL: LEVEL: message for
 * input, "pasa NAME: message" for whole-run problems (file NULL or an
 * option's text, "--position"). */
void	 cli_diag_format(const struct cli *, const struct diag *,
	    struct buf *);
/* Prints diagnostics in the one format on io->err; returns the exit
 * status they call for (EXIT_VALID when none is an error). */
int	 cli_print_diags(const struct cli *, const struct diags *);

/* moves and render take --position P or one RECORD (argv[first]), a
 * position needs -v VARIANT, and --game and --ply (game 0 and ply -1:
 * not given) pick from a RECORD only: 0, or -1 after saying what is
 * wrong. */
int	 cli_position_args(const struct cli *, const char *position,
	    const char *vname, long game, long ply, int argc, int first);

/* --color auto|always|never: the mode, or -1. */
enum { COLOUR_AUTO, COLOUR_ALWAYS, COLOUR_NEVER };
int	 cli_colour_option(const char *);
/* Whether to paint: always, never, or auto (io->out a terminal, NO_COLOR
 * unset or empty). */
int	 cli_colour_wanted(const struct cli *, int mode);

#endif
