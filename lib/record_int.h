/*
 * Inside the record reader: what lib/record.c (input and games) and
 * lib/record_line.c (one line's tokens and diagnostics) share.  Not for
 * other modules; record.h is the interface.
 */
#ifndef PASA_RECORD_INT_H
#define PASA_RECORD_INT_H

#include <stddef.h>

#include "diag.h"
#include "engine.h"

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

#endif
