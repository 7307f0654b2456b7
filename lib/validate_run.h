/*
 * `pasa validate` as a whole: every game of the records checked turn by
 * turn (on o->sel.jobs threads, in input order), its diagnostics written
 * as text to o->io->err or as JSON Lines to o->io->out, with --positions
 * the position after each turn and with --summary the counts at the end.
 *
 * Ownership: the caller owns struct validate_run and the variant cache it
 * hands in; validate_run_free() releases the rule counts and the game
 * selection's filter.
 */
#ifndef PASA_VALIDATE_RUN_H
#define PASA_VALIDATE_RUN_H

#include "cli.h"
#include "gamesel.h"
#include "session.h"

struct validate_run {
	const struct cli	*io;
	const char	*variant;	/* -v, or NULL: each Variant tag */
	int		 strict;
	int		 json;
	int		 explain;
	int		 positions;
	int		 summary;
	int		 stream;	/* a pipe, FIFO, terminal or socket is
					 * read a line at a time */
	struct gamesel	 sel;
	int		 rc;
	/* Summed from the blocks, in input order. */
	size_t		 read, checked, kept, turns, invalid;
	struct {
		char	 rule[DIAG_RULE_MAX];
		size_t	 n;
	}		*rules;
	size_t		 nrules;
	struct vcache	*vc;		/* shared by the workers */
};

void	 validate_run_init(struct validate_run *, const struct cli *);
void	 validate_run_free(struct validate_run *);
/* Prints d as the run prints its diagnostics (text or JSON Lines) and
 * clears it; returns the exit status they call for. */
int	 validate_run_flush(const struct validate_run *, struct diags *d);
/* Checks every file ("-": standard input; none: standard input) under
 * vc; d holds the problems met before (printed with the run's).  Returns
 * the exit status. */
int	 validate_run_records(struct validate_run *, struct vcache *vc,
	    char **files, int nfiles, struct diags *d);

#endif
