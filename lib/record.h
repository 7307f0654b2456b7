/*
 * The streaming record reader (notation: man/pasa-record.5).
 *
 * record_next_game() returns one game at a time: its tags in file order and
 * its turn lines, split into number, side, throw and move text.  Memory is
 * bounded by the longest game, not by the file.  Syntax errors become
 * diagnostics with file, line, column and the offending token; the reader
 * then skips to the next game and goes on.
 *
 * Ownership: the caller owns the reader (record_reader_free()).  A struct
 * rgame and everything it points to is owned by the reader and valid until
 * the next record_next_game() call.
 */
#ifndef PASA_RECORD_H
#define PASA_RECORD_H

#include <stdio.h>

#include "diag.h"
#include "engine.h"

/* A build may lower them (make fuzz's split harness does, to reach them
 * in small inputs); a pasa that does breaks its documented limits. */
#ifndef RECORD_MAX_LINE
#define RECORD_MAX_LINE		65536	/* bytes in one line */
#endif
#ifndef RECORD_MAX_TAGS
#define RECORD_MAX_TAGS		64
#endif
#define RECORD_MAX_TAG_VALUE	4096
#ifndef RECORD_MAX_TURNS
#define RECORD_MAX_TURNS	100000	/* turn lines in one game */
#endif

struct rtag {
	const char	*name;
	const char	*value;		/* unescaped */
	unsigned	 line;
	unsigned	 col;		/* of the name */
	unsigned	 value_col;
};

struct rgame {
	const char	*file;
	unsigned	 line;		/* first line of the game */
	unsigned	 end_line;	/* last line read for it */
	struct rtag	*tags;
	size_t		 ntags;
	struct turn_text *turns;
	size_t		 nturns;
	int		 errors;	/* syntax errors found in this game */
	int		 over_limit;	/* a line, tag or turn count over the
					 * limits: the game is not read whole */
	size_t		 index;		/* 1-based game number in the file */
};

struct record_reader;

/*
 * Splits a turn line (no comment, no trailing blanks) into its parts, as
 * offsets pairs in ov: 0-1 the line, 2-3 the number, 4-5 the side, 6-7 the
 * throw, 8-9 the moves; RECORD_UNSET for a part that is not there.
 * Returns -1 when there is no side or a ':' follows it, 3 when the side
 * ends the line, else 5.
 */
#define RECORD_UNSET	((size_t)-1)
int	 record_turn_split(const char *s, size_t len, size_t ov[10]);
/*
 * Splits a tag line (no comment, no trailing blanks) into offset pairs:
 * 0-1 the line, 2-3 the name, 4-5 the value as written (escapes kept).
 * 3, or -1 when it is not [NAME "VALUE"].
 */
int	 record_tag_split(const char *s, size_t len, size_t ov[6]);
/*
 * A turn line (no comment, no trailing blanks) read into t's number,
 * side, throw and moves, each token NUL-terminated in place (s[len] is
 * written too, so s holds len + 1 bytes); t's file and line are left to
 * the caller.  RECORD_TURN_OK, or what is wrong, with ov as
 * record_turn_split() fills it for the caller's message: s is then
 * unchanged.
 */
enum {
	RECORD_TURN_OK,
	RECORD_TURN_SPLIT,	/* no side, or a ':' right after it */
	RECORD_TURN_NUMBER,	/* the number, ov[2]-ov[3], is too large */
	RECORD_TURN_NO_MOVES,	/* nothing after the side ov[4]-ov[5] or
				 * the throw ov[6]-ov[7] */
	RECORD_TURN_NO_THROW,	/* a ':' at ov[8] with nothing before it */
};
int	 record_turn_text(char *s, size_t len, struct turn_text *t,
	    size_t ov[10]);

/* name is used in diagnostics ("-" reads as "<stdin>"). */
int	 record_reader_open(struct record_reader **out, const char *path,
	    struct diags *);
/* Reads from a stream the caller owns (not closed by the reader). */
struct record_reader *record_reader_new(FILE *, const char *name);
/* The same reader on another stream the caller owns, read from its
 * start as by a new one; what it allocated is kept. */
void	 record_reader_reset(struct record_reader *, FILE *,
	    const char *name);
/* Reads a descriptor the caller owns with read(2), taking what has
 * arrived: for record_next_line() on a pipe or a terminal. */
struct record_reader *record_reader_fd(int fd, const char *name);
void	 record_reader_free(struct record_reader *);
/*
 * 1 with *game filled, 0 at the end of input, -1 on an I/O error
 * (a DK_SYSTEM diagnostic added).  Syntax errors are added as
 * diagnostics and counted in game->errors; the game is still returned.
 */
int	 record_next_game(struct record_reader *, struct rgame **game,
	    struct diags *);
/*
 * The same reading, one line at a time (blank lines are passed over):
 * what record_next_game() does between two games, so both see the same
 * games, lines and errors.  *game is the game read so far; the step
 * says what its last line was.  RECORD_STEP_GAME: the game is complete
 * (its index set; the line that ended it is read by the next call).
 * 0 at the end of input, -1 on an I/O error, as record_next_game().
 */
enum {
	RECORD_STEP_TAG = 1,	/* a tag line, added to game->tags */
	RECORD_STEP_TURN,	/* a turn line, game->turns[nturns - 1] */
	RECORD_STEP_ERROR,	/* a syntax error (added to d): the rest of
				 * the game is skipped */
	RECORD_STEP_SKIPPED,	/* a line after one */
	RECORD_STEP_GAME,
};
int	 record_next_line(struct record_reader *, struct rgame **game,
	    struct diags *);
/* Bytes the reader holds now: bounded by its longest game so far. */
size_t	 record_reader_memory(const struct record_reader *);
/*
 * What a line is to the reader, the one definition the block splitter
 * (lib/convert_jobs.c) shares: s and len without the line end (LF or CR
 * LF) and, at the start of input, without a byte-order mark; too_long
 * when len > RECORD_MAX_LINE.  A game starts at its first line that is
 * not RECORD_LINE_BLANK and ends before a tag line that follows a turn
 * line; RECORD_LINE_OTHER (a blank or comment line too long to read)
 * belongs to a game but neither starts nor ends one by its kind.
 */
enum {
	RECORD_LINE_BLANK,	/* blank or comment */
	RECORD_LINE_TAG,
	RECORD_LINE_TURN,
	RECORD_LINE_OTHER,
};
int	 record_line_kind(const char *s, size_t len, int too_long);
/* The value of a tag, or NULL. */
const char *rgame_tag(const struct rgame *, const char *name);
/* The first tag of that name, or NULL. */
const struct rtag *rgame_find_tag(const struct rgame *, const char *name);

#endif
