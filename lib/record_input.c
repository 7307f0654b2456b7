/*
 * The record reader's input: the reader made and freed, and its input
 * read in large blocks and cut into lines.
 *
 * Input is read in large blocks (from a descriptor, record_reader_fd(),
 * what has arrived, so a pipe's line is seen as soon as its newline); a
 * line is a pointer into the block unless it is too long, in which case
 * only its head is kept.  Before a refill moves the block's bytes, the
 * turns of the game being read that are still text in it are copied out
 * (record_turns_relocate(), lib/record.c).  Games are assembled from the
 * lines in lib/record.c; the common turn line is read straight from the
 * block, by lib/record_fast.c.
 *
 * Columns are 1-based and count bytes; a byte-order mark starting the
 * input is dropped here, so it is not counted.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record.h"
#include "record_int.h"

struct record_reader *
record_reader_new(FILE *fp, const char *name)
{
	struct record_reader	*r;

	r = xcalloc(1, sizeof(*r));
	r->fp = fp;
	r->fd = -1;
	r->name = xstrdup(name == NULL || strcmp(name, "-") == 0 ?
	    "<stdin>" : name);
	r->rb = xmalloc(READ_SIZE + RB_SLACK);
	RB_ZERO(r);
	return r;
}

/*
 * The reader made ready for another stream as if new, keeping what it
 * allocated: a worker reading block after block does not allocate and
 * grow its arrays again for each.
 */
void
record_reader_reset(struct record_reader *r, FILE *fp, const char *name)
{
	const char	*n = name == NULL || strcmp(name, "-") == 0 ?
			    "<stdin>" : name;

	if (r->own && r->fp != NULL)
		fclose(r->fp);
	if (strcmp(r->name, n) != 0) {
		free(r->name);
		r->name = xstrdup(n);
	}
	r->fp = fp;
	r->fd = -1;
	r->own = 0;
	r->rpos = r->rlen = 0;
	r->eof = 0;
	r->lineno = 0;
	memset(&r->cur, 0, sizeof r->cur);
	r->pending = r->state = 0;
	r->index = 0;
	r->in_game = r->started = r->moves = r->skipping = 0;
	r->game.ntags = r->game.nturns = 0;
	r->inbuf = 0;
	RB_ZERO(r);
}

struct record_reader *
record_reader_fd(int fd, const char *name)
{
	struct record_reader	*r;

	r = record_reader_new(NULL, name);
	r->fd = fd;
	return r;
}

int
record_reader_open(struct record_reader **out, const char *path,
    struct diags *d)
{
	FILE	*fp;

	*out = NULL;
	if (strcmp(path, "-") == 0) {
		*out = record_reader_new(stdin, "-");
		return 0;
	}
	if ((fp = fopen(path, "rb")) == NULL) {
		diags_add_whole(d, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
		    "cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	*out = record_reader_new(fp, path);
	(*out)->own = 1;
	return 0;
}

void
record_reader_free(struct record_reader *r)
{
	struct chunk	*c, *next;

	if (r == NULL)
		return;
	if (r->own && r->fp != NULL)
		fclose(r->fp);
	for (c = r->chunks; c != NULL; c = next) {
		next = c->next;
		free(c);
	}
	free(r->game.tags);
	free(r->game.turns);
	free(r->rb);
	free(r->name);
	free(r);
}

size_t
record_reader_memory(const struct record_reader *r)
{
	return sizeof(*r) + READ_SIZE + RB_SLACK + strlen(r->name) + 1 +
	    r->nchunks * sizeof(struct chunk) +
	    r->tags_cap * sizeof(struct rtag) +
	    r->turns_cap * sizeof(struct turn_text);
}

static int
reader_fill(struct record_reader *r, struct diags *d)
{
	size_t	n, want;

	/* The bytes move or are overwritten: a game's turns in rb go
	 * first. */
	record_turns_relocate(r);
	if (r->rpos > 0) {
		memmove(r->rb, r->rb + r->rpos, r->rlen - r->rpos);
		r->rlen -= r->rpos;
		r->rpos = 0;
	}
	if (r->fp == NULL) {
		/* What has arrived, not a full block: a pipe's line is
		 * read as soon as its newline is. */
		ssize_t	got;

		while ((got = read(r->fd, r->rb + r->rlen,
		    READ_SIZE - r->rlen)) < 0 && errno == EINTR)
			;
		if (got < 0) {
			diags_add_whole(d, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
			    "cannot read '%s': %s", r->name, strerror(errno));
			return -1;
		}
		n = (size_t)got;
		r->rlen += n;
		RB_ZERO(r);
		if (n == 0)
			r->eof = 1;
		return 0;
	}
	want = READ_SIZE - r->rlen;
	n = fread(r->rb + r->rlen, 1, want, r->fp);
	r->rlen += n;
	RB_ZERO(r);
	/*
	 * A short read that reached the end is the end: no read after it
	 * to find out, which would first copy the game's turns out of rb
	 * (at the end of every block a worker reads).  An error is said
	 * where it was said before, by the next read.
	 */
	if (n > 0 && n < want && feof(r->fp) && !ferror(r->fp))
		r->eof = 1;
	if (n == 0) {
		if (ferror(r->fp)) {
			diags_add_whole(d, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
			    "cannot read '%s': %s", r->name, strerror(errno));
			return -1;
		}
		r->eof = 1;
	}
	return 0;
}

/* Drops the rest of a line too long for the buffer, up to its newline. */
static int
reader_skip_line(struct record_reader *r, struct diags *d)
{
	unsigned char	*nl;

	for (;;) {
		r->rpos = r->rlen;
		if (reader_fill(r, d) == -1)
			return -1;
		/* The last read may hold the line's end, and more. */
		if ((nl = memchr(r->rb, '\n', r->rlen)) != NULL) {
			r->rpos = (size_t)(nl - r->rb) + 1;
			return 0;
		}
		if (r->eof) {
			r->rpos = r->rlen;
			return 0;
		}
	}
}

int
record_input_line(struct record_reader *r, struct line *l, struct diags *d)
{
	unsigned char	*s, *nl;
	size_t		 len;

	if (r->pending) {
		r->pending = 0;
		*l = r->cur;
		return 1;
	}
	for (;;) {
		s = r->rb + r->rpos;
		nl = memchr(s, '\n', r->rlen - r->rpos);
		if (nl != NULL) {
			len = (size_t)(nl - s);
			r->rpos += len + 1;
			break;
		}
		if (r->eof) {
			if (r->rpos == r->rlen)
				return 0;
			len = r->rlen - r->rpos;
			r->rpos = r->rlen;
			break;
		}
		if (r->rpos == 0 && r->rlen == READ_SIZE) {
			memcpy(r->head, s, HEAD_SIZE);
			r->lineno++;
			l->s = r->head;
			l->len = HEAD_SIZE;
			l->no = r->lineno;
			l->too_long = 1;
			r->cur = *l;
			return reader_skip_line(r, d) == -1 ? -1 : 1;
		}
		if (reader_fill(r, d) == -1)
			return -1;
	}
	if (len > 0 && s[len - 1] == '\r')
		len--;
	r->lineno++;
	if (r->lineno == 1 && len >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0) {
		s += 3;
		len -= 3;
	}
	l->s = (char *)s;
	l->len = len;
	l->no = r->lineno;
	l->too_long = len > RECORD_MAX_LINE;
	if (l->too_long && l->len > HEAD_SIZE)
		l->len = HEAD_SIZE;
	r->cur = *l;
	return 1;
}
