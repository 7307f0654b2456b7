/*
 * Inside the job runner: what lib/convert_jobs.c (the ring of slots and
 * its threads) and lib/convert_split.c (input cut into blocks at game
 * boundaries) share.  Not for other modules; convert.h is the interface.
 */
#ifndef PASA_CONVERT_JOBS_INT_H
#define PASA_CONVERT_JOBS_INT_H

#include <stdio.h>

#include "convert.h"

struct splitter {
	FILE		*fp;
	const char	*name;
	struct buf	 carry;		/* read, not yet in a block */
	int		 eof;
	int		 skip_nl;	/* dropping the rest of a long line */
	int		 started;	/* the first bytes were read */
	int		 bom;		/* a mark was dropped from them */
	unsigned	 line;		/* lines before the next block */
	size_t		 games;		/* games before the next block */
	/* Lines are looked at once, as they come (scan_lines). */
	size_t		 scan_off;	/* the first line not looked at */
	unsigned	 scan_nl;	/* newlines before it */
	size_t		 seen;		/* bytes of it with no line end */
	int		 prev;		/* the last tag or turn: '[', 't' */
	size_t		 tags;		/* tag lines of the game so far */
	size_t		 turns;		/* turn lines of the game so far */
	int		 skipping;	/* the game is over a limit */
	int		 pend;		/* skipping: kept lines may go to the
					 * next game (a blank line was seen) */
};

/*
 * The next block of the file into data (the carry of what was read past
 * the last one becomes it), described in blk: 1, 0 at the end of the
 * file, -1 on a read error (a diagnostic in d).  target is the size
 * aimed at; want_games fills blk->base_game (a scan).
 */
int	 split_next(struct splitter *, size_t target, int want_games,
	    struct buf *data, struct jobs_block *blk, struct diags *d);

#endif
