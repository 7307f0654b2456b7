/*
 * Writing an output file whole or not at all: -o FILE writes a temporary
 * file beside FILE and renames it into place once it is complete.
 *
 * The new file keeps the old one's mode (and, for root, its owner and
 * group); a symbolic link is followed, so its target gets the new
 * content and the link stays; a file with other hard links is replaced
 * under this name only (the other names keep the old content).  A device,
 * a pipe or a dangling link is written in place.
 *
 * Ownership: the caller owns struct output; output_close() or
 * output_abort() releases what it holds.  Nothing here prints: failures
 * return -1 with errno set and a message in the caller's buffer.
 */
#ifndef PASA_OUTPUT_H
#define PASA_OUTPUT_H

#include <stdio.h>

#include "util.h"

struct output {
	FILE	*fp;
	char	*target;	/* the file renamed over (links followed) */
	char	*tmp;		/* NULL when written in place */
};

/* 0, or -1 with errno set and why (one phrase, no file name quoted
 * beyond path) in *cause. */
int	 output_open(struct output *, const char *path, struct buf *cause);
/* Flushes, syncs and renames into place when keep, else removes the
 * temporary.  0, or -1 with errno set and the failing step in *cause. */
int	 output_close(struct output *, int keep, struct buf *cause);

#endif
