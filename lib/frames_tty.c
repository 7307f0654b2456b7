/*
 * The interactive viewer's parts that need no process state: a key read
 * from a descriptor, the terminal's height, one frame drawn on a screen.
 * Raw mode and the signals that restore the terminal are the command's
 * (cmd/replay.c).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "frames.h"

enum frames_key
frames_read_key(int fd)
{
	unsigned char	 c, seq[2];
	ssize_t		 n;

	/* A resize (SIGWINCH) interrupts the read: draw again. */
	if ((n = read(fd, &c, 1)) < 0 && errno == EINTR)
		return FK_NONE;
	if (n != 1)
		return FK_QUIT;
	switch (c) {
	case 'n': case ' ': case 'j': case '\r': case '\n':
		return FK_NEXT;
	case 'p': case 'k': case 'b': case 0x7f:
		return FK_PREV;
	case 'g':
		return FK_FIRST;
	case 'G':
		return FK_LAST;
	case 'q': case 'Q': case 0x04:
		return FK_QUIT;
	case 'd':
		return FK_DOWN;
	case 'u':
		return FK_UP;
	case 0x1b:
		/* ESC [ C and friends; ESC O C in application mode. */
		if (read(fd, &seq[0], 1) != 1 ||
		    (seq[0] != '[' && seq[0] != 'O'))
			return FK_QUIT;
		if (read(fd, &seq[1], 1) != 1)
			return FK_QUIT;
		switch (seq[1]) {
		case 'C': case 'B':
			return FK_NEXT;
		case 'D': case 'A':
			return FK_PREV;
		case 'H':
			return FK_FIRST;
		case 'F':
			return FK_LAST;
		}
		return FK_NONE;
	}
	return FK_NONE;
}

/* The terminal's height; 24 when it cannot tell. */
int
frames_term_rows(int fd)
{
	struct winsize	ws;

	if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0)
		return ws.ws_row;
	return 24;
}

/*
 * One frame on a screen of rows lines.  A frame that does not fit (a race
 * frame is about 31 lines, a terminal often 24) keeps its head, the turn
 * line and its events, at the top, and shows the rest from line *scroll,
 * which d and u move; the status line stays at the bottom.
 */
void
frames_draw(FILE *f, const struct buf *frame, size_t at, size_t n, int rows,
    long *scroll)
{
	const char	*s = buf_str(frame), *nl;
	const char	*line[256];
	int		 len[256];
	long		 nlines = 0, head, body, room, i;

	for (; *s != '\0' && nlines < 256; s = nl + (*nl != '\0')) {
		if ((nl = strchr(s, '\n')) == NULL)
			nl = s + strlen(s);
		line[nlines] = s;
		len[nlines++] = (int)(nl - s);
	}
	fputs("\033[H\033[2J", f);
	if (nlines + 2 <= rows) {
		fputs(buf_str(frame), f);
		fprintf(f, "\n  frame %zu of %zu    n/right: next  "
		    "p/left: back  "
		    "g/G: first/last  q: quit", at + 1, n);
		return;
	}
	/* The head ends at the first blank line. */
	for (head = 0; head < nlines && len[head] > 0; head++)
		continue;
	if (head >= rows - 2)
		head = rows - 2 > 1 ? rows - 2 : 1;
	body = nlines - head - 1;
	room = rows - 1 - head;
	if (room < 1)
		room = 1;
	if (*scroll > body - room)
		*scroll = body - room;
	if (*scroll < 0)
		*scroll = 0;
	for (i = 0; i < head; i++)
		fprintf(f, "%.*s\n", len[i], line[i]);
	for (i = 0; i < room && head + 1 + *scroll + i < nlines; i++)
		fprintf(f, "%.*s\n", len[head + 1 + *scroll + i],
		    line[head + 1 + *scroll + i]);
	for (; i < room; i++)
		fputc('\n', f);
	fprintf(f, "  frame %zu of %zu  n/p: turn  d/u: lines %ld-%ld of %ld  "
	    "g/G  q: quit", at + 1, n, *scroll + 1,
	    *scroll + room < body ? *scroll + room : body, body);
}
