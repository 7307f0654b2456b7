/*
 * `pasa convert` as a whole: records read in blocks on several threads,
 * each game selected, replayed and written by lib/convert.c's writers,
 * with its comments kept (or, for CSV, reported); or JSON Lines and JSON
 * turned back into text.  Output goes to o->out, diagnostics to
 * o->io->err, in input order.
 *
 * Ownership: the caller owns struct convert_run, its streams and its
 * variant cache; convert_run_free() releases what the run keeps (the
 * game selection's filter, the bytes read from standard input).
 */
#ifndef PASA_CONVERT_RUN_H
#define PASA_CONVERT_RUN_H

#include <stdio.h>

#include "cli.h"
#include "convert.h"
#include "gamesel.h"
#include "session.h"

struct convert_run {
	const struct cli	*io;
	enum convert_format	 to;
	int			 from;		/* -1: by file name */
	int			 canonical;
	int			 keep_invalid;
	struct replay		 rp;
	struct gamesel		 sel;
	struct vcache		*vc;		/* shared by the workers */
	FILE			*out;

	/* Standard input's format (-1 before it is known) and the bytes
	 * read to tell it. */
	int			 stdin_fmt;
	struct buf		 head;

	/* The writing side, on the calling thread. */
	int			 any_game;
	int			 rc;		/* enum pasa_exit */
	size_t			 read, checked, written;
};

void	 convert_run_init(struct convert_run *, const struct cli *);
void	 convert_run_free(struct convert_run *);
/*
 * The input format of path: --input-format, else the name (.jsonl,
 * .json; .txt is text), else the content: standard input and other names
 * are JSON when they start with '{' or an array of objects.  What was
 * read of standard input is kept for the run.
 */
int	 convert_run_format(struct convert_run *, const char *path);
/* Text records to o->to: every file ("-": standard input), or standard
 * input when there is none.  Prints d (problems before the run, and
 * the run's own) and adds to o->rc. */
void	 convert_run_records(struct convert_run *, char **files, int nfiles,
	    struct diags *d);
/* JSON Lines or JSON back to text, one game at a time.  0, or -1 when
 * o->out failed. */
int	 convert_run_json(struct convert_run *, const char *path);

#endif
