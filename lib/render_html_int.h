/*
 * Internal to lib/render_html*.c: the page as it is built (marks,
 * frames, games), shared by the builder and the writer.
 */
#ifndef PASA_RENDER_HTML_INT_H
#define PASA_RENDER_HTML_INT_H

#include "render_html.h"

struct render_marks {
	struct buf	 scratch;	/* the mark being drawn */
	struct mark {
		char		*svg;
		int		 layer;
		int		 text;	/* a status line: the side panel's */
	}		*v;
	size_t		 n;
	size_t		*slot;		/* hash table: index + 1, 0 empty */
	size_t		 nslot;
	size_t		*on;		/* this frame's marks */
	size_t		 non, capon;
};

struct hframe {
	long		 number;
	char		*head, *line, *events, *error, *notation;
	size_t		*marks, nmarks;
};

struct hgame {
	char			*name;
	struct buf		 tags;		/* HTML */
	struct buf		 board;		/* the SVG without marks */
	char			*fail;
	struct render_marks	 marks;
	struct hframe		*f;
	size_t			 nf;
	const struct family	*fam;
	const void		*rules;
	struct render_opts	 ro;
};

struct html_page {
	char		*title;
	struct hgame	*g;
	size_t		 ng;
};

#endif
