/*
 * `pasa replay`: one game replayed into frames (the board after each
 * turn, drawn by lib/render.c), the keys and screen of the interactive
 * viewer, and every game of a record on one web page.
 *
 * Ownership: the caller owns struct frames; frames_free() releases the
 * frames drawn.  Nothing is printed but to the streams the caller hands
 * in (struct cli, the FILE of frames_draw()).
 */
#ifndef PASA_FRAMES_H
#define PASA_FRAMES_H

#include <stdio.h>

#include "cli.h"
#include "render.h"
#include "session.h"

/* The number turn tt is shown by, the n-th legal turn: its own, or n. */
static inline long
frames_turn_number(const struct turn_text *tt, long n)
{
	return tt->number >= 0 ? tt->number : n;
}

/* The frames of one game, drawn as the replay goes: set io, ro, from,
 * to, keep_all and final, the rest zero. */
struct frames {
	const struct cli	*io;
	const struct render_opts *ro;
	long		 from, to;	/* shown turn numbers; -1: open */
	int		 keep_all;	/* interactive: every frame */
	int		 final;
	struct buf	*v;
	size_t		 n;
	long		 turns;		/* turns played */
	long		 last_number;
};

/* Replays g under vname (NULL: its Variant tag) into f: the start, each
 * turn wanted, and the illegal turn shown in the position it was played
 * in, or the final position.  The exit status; problems are in d. */
int	 frames_game(struct frames *, struct vcache *, const char *vname,
	    const struct rgame *g, struct diags *d);
void	 frames_free(struct frames *);
/* Frees the frames drawn and the counts, keeping the settings: f is
 * ready for the next game. */
void	 frames_next_game(struct frames *);
/* "Game 2: Event, Players" (the tags there are), as replay's header and
 * the web page's chooser name a game. */
void	 frames_game_name(const struct rgame *, struct buf *);
/* The line that opens a game when replay shows several:
 * "### Game 2: Event, Players ###...", as wide as a frame's header. */
void	 frames_game_head(const struct rgame *, const struct render_opts *,
	    struct buf *);
/* The first error of d from 'from' on, as validate prints it. */
void	 frames_first_error(const struct cli *, const struct diags *d,
	    size_t from, struct buf *);

/* The interactive viewer (lib/frames_tty.c). */
enum frames_key {
	FK_NONE, FK_NEXT, FK_PREV, FK_FIRST, FK_LAST, FK_QUIT, FK_DOWN, FK_UP,
};
/* A key from fd (raw mode); FK_NONE when a signal interrupted the read,
 * FK_QUIT at the end of input. */
enum frames_key frames_read_key(int fd);
/* The height of the terminal on fd; 24 when it cannot tell. */
int	 frames_term_rows(int fd);
/*
 * Frame 'at' of n on a screen of rows lines.  A frame that does not fit
 * keeps its head at the top and shows the rest from line *scroll; the
 * status line stays at the bottom.
 */
void	 frames_draw(FILE *, const struct buf *frame, size_t at, size_t n,
	    int rows, long *scroll);
/* Moves *at and *scroll as key k asks. */
void	 frames_move(const struct frames *, enum frames_key k, int rows,
	    size_t *at, long *scroll);

/* Every game of the record at path (or game number 'game' when > 0) as
 * one web page on io->out, diagnostics on io->err; the exit status. */
int	 frames_html(const struct cli *io, const char *path, long game,
	    const char *vname, const struct render_opts *ro);

#endif
