/*
 * Drawing positions: each family's pos_render() draws its board as text or
 * SVG; this module holds what they share (colours, SVG text, the replay
 * frame around a board).
 *
 * Renderers take positions, turns and events, never records.  Everything
 * is appended to a caller-owned struct buf; nothing here allocates beyond
 * it, prints or keeps state.
 */
#ifndef PASA_RENDER_H
#define PASA_RENDER_H

#include "util.h"

struct family;
struct position;
struct turn;
struct event;
struct events;
struct render_marks;

enum render_format {
	RENDER_ASCII,
	RENDER_SVG,
};

struct render_opts {
	enum render_format	 format;
	int			 colour;	/* ANSI colours (ASCII only) */
	int			 labels;	/* square numbers, coordinates */
	/* The position before the turn just played, or NULL: a renderer
	 * may mark what the turn changed (blocks formed, stones taken). */
	const struct position	*before;
	const struct turn	*turn;		/* played in before, or NULL */
	/* NULL: draw everything.  Else (SVG only) what depends on the
	 * position is collected here as marks, and only the board that
	 * stays the same all game is written (lib/render_html.c). */
	struct render_marks	*marks;
};

/*
 * What an SVG renderer draws for the position (pieces, block outlines,
 * status lines) goes between these two: written into b as usual, or,
 * with o->marks, kept as one mark of its layer (text: the same in plain
 * words for the page's side panel, or NULL).  Layers stack pieces under
 * outlines under text, whatever order the marks were first seen in.
 */
enum render_layer {
	LAYER_PIECE,
	LAYER_OUTLINE,
	LAYER_TEXT,
	LAYER_MAX
};
struct buf *render_mark_begin(const struct render_opts *, struct buf *b);
void	 render_mark_end(const struct render_opts *, struct buf *b,
	    enum render_layer, const char *text);

/* ANSI attributes by meaning, so that the boards agree on a palette. */
enum render_ink {
	INK_NONE,
	INK_DIM,		/* frames, empty points */
	INK_BOLD,
	INK_SAFE,		/* safe squares */
	INK_ALERT,		/* blocks, errors */
	INK_BLACK_STONE,
	INK_WHITE_STONE,
	INK_SIDE0,		/* a side with no colour name: by its index */
	INK_SIDE1,
	INK_SIDE2,
	INK_SIDE3,
	INK_SIDE4,
	INK_SIDE5,
	INK_YELLOW,
	INK_GREEN,
	INK_RED,
	INK_BLUE,
	INK_MAX
};

/* The ink for a side: its colour when its name is one, else by index. */
enum render_ink render_side_ink(const char *name, int index);
/* The SVG fill for a side, and a pale tint of it for its areas. */
const char *render_side_fill(const char *name, int index);
const char *render_side_tint(const char *name, int index);
/* Switches the terminal to an ink (INK_NONE resets); nothing when the
 * options turn colour off. */
void	 render_ink(struct buf *, const struct render_opts *, enum render_ink);

/* A standalone SVG document: header with a title, and its end. */
void	 render_svg_begin(struct buf *, int width, int height,
	    const char *title);
void	 render_svg_end(struct buf *);
/* Text with &, <, >, " and control characters made safe for XML. */
void	 render_xml_text(struct buf *, const char *);
/* A <text> element centred on (x, y). */
void	 render_svg_text(struct buf *, double x, double y, double size,
	    const char *fill, const char *weight, const char *text);

/* One event in words: the family's event_format, or a generic text. */
void	 render_event(const struct family *, const void *rules,
	    const struct event *, struct buf *);

/*
 * One replay frame: a header naming the turn, its canonical text and what
 * it did, then the board after it.  turn == NULL is the start of the game
 * (error == NULL) or an illegal turn (error holds its diagnostic, and the
 * board is the position it was played in).
 */
struct render_frame {
	long			 number;	/* turn number, 0 at the start */
	const struct position	*before;	/* NULL at the start */
	const struct position	*after;
	const struct turn	*turn;
	const struct events	*ev;
	const char		*error;
	const char		*written;	/* an illegal turn as written */
	int			 final;		/* add the result */
};
void	 render_frame(const struct family *, const void *rules,
	    const struct render_frame *, const struct render_opts *,
	    struct buf *);
/* The frame's header words: "turn 9: yellow, throw 6-6", "start". */
void	 render_frame_head(const struct family *, const void *rules,
	    const struct render_frame *, struct buf *);
/* What a turn did beyond its line, one "  * words" line each. */
void	 render_frame_events(const struct family *, const void *rules,
	    const struct events *, const struct render_opts *, struct buf *);

/* The families' pos_render (lib/race_render.c, lib/pasang_render.c). */
void	 race_render(const void *rules, const struct position *,
	    const struct render_opts *, struct buf *);
void	 pasang_render(const void *rules, const struct position *,
	    const struct render_opts *, struct buf *);

#endif
