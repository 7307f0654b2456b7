/*
 * validate on a stream: a record read from a pipe or a terminal one line
 * at a time, each turn checked as soon as its line is complete, so that
 * `tail -f game.txt | pasa validate -` answers each turn as it is
 * written.
 *
 * What it says, and in which order, is what validate says of the same
 * bytes read from a file (cmd/validate.c, validate_game()): the games,
 * their lines and syntax errors are record_next_line()'s, which is
 * record_next_game() one line at a time; a game starts (game_begin())
 * at its first turn line, or at its end when it has none; its turns
 * are played with play_turn() until one is refused; a syntax error ends
 * the game where it stands, after the turns before it were checked.
 * Game selection by tags (--where) is decided when the tags are known;
 * the selections that need the whole game (--length, --valid-only,
 * --invalid-only) cannot stream: the caller reads those in blocks.
 *
 * Memory is bounded by one game, as the reader's.
 *
 * Ownership: the caller owns struct vstream (vstream_free() closes what
 * vstream_open() opened), and lends the replay settings, the variant
 * cache, the filter and its scratch for the stream's life.
 */
#ifndef PASA_VALIDATE_STREAM_H
#define PASA_VALIDATE_STREAM_H

#include "diag.h"
#include "filter.h"
#include "record.h"
#include "session.h"
#include "util.h"

struct vstream {
	struct record_reader	*r;
	int			 fd;		/* opened here, or -1 */
	const struct replay	*rp;
	struct vcache		*vc;
	const struct filter	*filter;
	struct filter_scratch	*fs;
	int			 hold;

	/* The game being read. */
	int			 state;
	struct play		 p;
	int			 have_play;
	int			 error;		/* an error seen: invalid */
	size_t			 ndiags;	/* kept, up to DIAGS_MAX */
	size_t			 dropped;	/* past DIAGS_MAX */
	struct diags		 step;		/* what this line added */
	struct diags		 held;

	/* Summed over the games, as a block's struct jobs_result. */
	size_t			 read;		/* games read */
	size_t			 checked;	/* selected and checked */
	size_t			 turns;		/* turn lines of those */
	size_t			 invalid;
	struct buf		 rules;		/* rule ids of errors, one a
						 * line */
	int			 dropped_exit;	/* worst exit status of the
						 * diagnostics dropped */
};

/* 1 when path ("-": standard input) is a pipe, a FIFO, a terminal or a
 * socket: what is read a line at a time, a regular file being read in
 * blocks. */
int	 vstream_wanted(const char *path);
/*
 * Opens path ("-": standard input, named "<stdin>").  0, or -1 with a
 * diagnostic in d (then only vstream_free() may be called).  rp gives
 * -v, --strict, --explain and the callback after each legal turn.  With
 * hold, a game's diagnostics are handed back only once its turns stop
 * being played (refused, a syntax error, its end): its positions, which
 * the callback writes, then come first, as when a file is read.
 */
int	 vstream_open(struct vstream *, const char *path,
	    const struct replay *rp, struct vcache *, const struct filter *,
	    struct filter_scratch *, int hold, struct diags *d);
void	 vstream_free(struct vstream *);
/*
 * Reads and checks one line (blank lines are passed over): 1 with its
 * diagnostics added to out (a game's end also sets out->dropped), 0 at
 * the end of input, -1 on an I/O error (a diagnostic added).
 */
int	 vstream_next(struct vstream *, struct diags *out);

#endif
