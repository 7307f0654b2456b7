/*
 * Inside the record reader: what lib/record_input.c (the reader's input
 * blocks and lines), lib/record.c (games), lib/record_fast.c (the common
 * turn line) and lib/record_line.c (one line's tokens and diagnostics)
 * share.  Not for other modules; record.h
 * is the interface.
 */
#ifndef PASA_RECORD_INT_H
#define PASA_RECORD_INT_H

#include <stddef.h>
#include <stdio.h>

#include "diag.h"
#include "engine.h"
#include "record.h"

/* What is kept of a line that is too long: enough to classify and quote. */
#define HEAD_SIZE	256
/* Bytes of input quoted in a message, before "...". */
#define QUOTE_MAX	40
#define QUOTE_SIZE	(QUOTE_MAX * 4 + 8)

/*
 * Byte classes for the turn tokenisers: one table look-up per byte in
 * place of a chain of comparisons.  TC_SPECIAL marks what the reader's
 * one-pass path leaves to the general one: NUL, '\n', '#' and every byte
 * of a non-ASCII character.
 */
enum {
	TC_BLANK = 1,		/* ' ', '\t' */
	TC_COLON = 2,
	TC_DIGIT = 4,
	TC_SPECIAL = 8,
	TC_STOP = TC_BLANK | TC_COLON,	/* ends a side or throw token */
};
extern const unsigned char record_tclass[256];
#define TC(c)	record_tclass[(unsigned char)(c)]

/* Offset of the first NUL or invalid UTF-8 byte, or len. */
size_t	 record_utf8_check(const char *, size_t len);
/*
 * A token for a message: at most QUOTE_MAX bytes, cut on a character
 * boundary, "..." when cut, bytes that are not UTF-8 written \xNN.
 */
const char *record_quote(char out[QUOTE_SIZE], const char *, size_t len);
/* An error at byte offset off of a line (column off + 1). */
void	 record_syntax_error(struct diags *, const char *file, unsigned line,
	    size_t off, const char *fmt, ...)
	    __attribute__((format(printf, 5, 6)));

/* Where a tag line's comment starts: the first '#' outside the value. */
size_t	 record_tag_comment(const char *, size_t len);
/* A tag line as it comes from the input (comment and blanks and all),
 * split when it is [Name "value"] in printable ASCII with no escape:
 * 3, or -1 for the general path (record_tag_comment(), ..._split()). */
int	 record_tag_plain(const char *, size_t len, size_t ov[6]);
/* Why record_tag_split() refused the line: the first thing wrong. */
void	 record_tag_diagnose(struct diags *, const char *file, unsigned line,
	    const char *, size_t len);

/*
 * The part of a turn line before its comment; *bad is the offset of its
 * first NUL or invalid UTF-8 byte, or the part's length.
 */
size_t	 record_turn_content(const char *, size_t len, size_t *bad);
/* record_turn_text() without writing the NULs, and the NULs alone. */
int	 record_turn_parse(const char *, size_t len, struct turn_text *,
	    size_t ov[10]);
void	 record_turn_terminate(char *, const size_t ov[10]);
/* Why record_turn_split() refused the line. */
void	 record_turn_diagnose(struct diags *, const char *file, unsigned line,
	    const char *, size_t len);

/*
 * The reader itself: lib/record_input.c fills rb and cuts it into lines,
 * lib/record.c assembles the lines into games, lib/record_fast.c reads
 * the common turn lines straight from rb.
 */
/* A line of RECORD_MAX_LINE bytes plus CR LF must fit in one block. */
#define READ_SIZE	(256 * 1024)
/* A whole line plus its NUL fits in one chunk. */
#define CHUNK_SIZE	(128 * 1024)
/*
 * Bytes of rb past READ_SIZE: rb[rlen] is a NUL (it ends the byte loops
 * of fast_line(), and a last line without a newline is NUL-terminated
 * in place), and its 16-byte loads read up to 31 bytes past a byte up
 * to it, so the 32 bytes from rlen on are zeroed after each read:
 * defined for valgrind.
 */
#define RB_SLACK	32
#define RB_ZERO(r)	memset((r)->rb + (r)->rlen, 0, RB_SLACK)

struct chunk {
	struct chunk	*next;
	size_t		 used;
	char		 data[CHUNK_SIZE];
};

struct line {
	char		*s;		/* not NUL-terminated; in rb or head */
	size_t		 len;
	unsigned	 no;
	int		 too_long;	/* s holds only the head */
};

struct record_reader {
	FILE		*fp;
	int		 fd;		/* read(2) from it when fp is NULL */
	int		 own;		/* fclose() it on free */
	char		*name;

	unsigned char	*rb;
	size_t		 rpos;
	size_t		 rlen;
	int		 eof;
	unsigned	 lineno;
	char		 head[HEAD_SIZE];

	struct line	 cur;
	int		 pending;	/* cur is read again by the next game */
	int		 state;		/* 0 reading, 1 at the end, -1 failed */
	size_t		 index;
	/* The game being read, kept between record_next_line() calls. */
	int		 in_game;	/* game_reset() done for it */
	int		 started, moves, skipping;

	struct chunk	*chunks;
	struct chunk	*chunk_cur;
	size_t		 nchunks;

	struct rgame	 game;
	size_t		 tags_cap;
	size_t		 turns_cap;
	/*
	 * Turns from game.turns[inbuf] on are text in rb, not copies: a
	 * refill moves rb's bytes, so it first copies them to the arena.
	 * record_next_line() copies every turn at once (its caller may keep
	 * a turn's pointers while the next line is read); record_next_game()
	 * hands out the game only once it is complete.
	 */
	size_t		 inbuf;
	int		 inplace;
};

/* 1 with the next line in l (r->cur too), 0 at the end of input, -1 on
 * a read error.  A line too long for rb is cut to its head. */
int	 record_input_line(struct record_reader *, struct line *,
	    struct diags *);
/* Turn text from game.turns[r->inbuf] on copied out of rb into the
 * arena: rb's bytes are about to move. */
void	 record_turns_relocate(struct record_reader *);
/* Room for one more turn in game.turns. */
void	 record_turns_grow(struct record_reader *);
/*
 * lib/record_fast.c: the common turn lines from rb, as many as there are
 * in a row (how many: 0 when the next line is not one), or one, for
 * record_next_line() (1 or 0); the reader's state kept as the general
 * path keeps it.
 */
size_t	 record_fast_turns(struct record_reader *);
int	 record_fast_turn_one(struct record_reader *);

#endif
