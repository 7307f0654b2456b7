/*
 * Pasang Emas positions drawn as text or SVG: the 11x11 points with the
 * hole at f6, the stones, both Kas named by their sides, and the scores.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "pasang.h"
#include "render.h"

#define SVG_PITCH	40
#define SVG_MARGIN	44

static int
ka_owner(const struct pasang_pos *p, int pt)
{
	if (p->ka[0] == pt)
		return 0;
	if (p->ka[1] == pt)
		return 1;
	return -1;
}

/* Taken by the turn just played: a point of its capture line. */
static int
taken(const struct pasang_turn *t, int pt)
{
	int	 i;

	for (i = 0; t != NULL && i < t->n && i < PASANG_LINE_MAX; i++)
		if (t->pts[i] == pt)
			return 1;
	return 0;
}

static char
initial(const struct pasang_rules *r, int side)
{
	if (r->initial[side] != '\0')
		return r->initial[side];
	return (char)toupper((unsigned char)r->side[side][0]);
}

static const char *
colour_name(int cell)
{
	return cell == PC_BLACK ? "black" : cell == PC_WHITE ? "white" :
	    "stone";
}

/* "Ka S on k3 (was white)", or where the side stands before its Ka. */
static void
ka_text(const struct pasang_rules *r, const struct pasang_pos *p, int side,
    struct buf *b)
{
	char	 name[4];

	if (p->ka[side] >= 0) {
		pasang_point_name(p->ka[side], name);
		buf_printf(b, "Ka %c on %s (a %s stone)", initial(r, side),
		    name, colour_name(p->ka_colour[side]));
	} else if (p->passage[side] >= 0)
		buf_printf(b, "Ka %c not chosen, passage file %c",
		    initial(r, side), 'a' + p->passage[side]);
	else
		buf_printf(b, "Ka %c not chosen, no passage yet",
		    initial(r, side));
}

static void
count_stones(const struct pasang_pos *p, int *black, int *white)
{
	int	 pt;

	*black = *white = 0;
	for (pt = 0; pt < PASANG_POINTS; pt++) {
		*black += p->cell[pt] == PC_BLACK;
		*white += p->cell[pt] == PC_WHITE;
	}
}

static void
status_line(const struct pasang_rules *r, const struct position *pos,
    struct buf *b)
{
	const struct pasang_pos	*p = (const void *)pos->u.b;

	if (p->over != PE_ON) {
		buf_adds(b, "game over: ");
		pasang_result(r, pos, b);
		return;
	}
	buf_printf(b, "%s to move, phase %d", r->side[p->tomove],
	    p->phase[p->tomove]);
}

/* ---- text -------------------------------------------------------- */

/* Without printf: replay --final draws a board a game. */
static void
text_files(struct buf *b)
{
	int	 f;

	buf_adds(b, "      ");
	for (f = 0; f < PASANG_SIZE; f++) {
		buf_addc(b, (char)('a' + f));
		if (f + 1 < PASANG_SIZE)
			buf_adds(b, "  ");
	}
	buf_addc(b, '\n');
}

static void
text_point(const struct pasang_rules *r, const struct pasang_pos *p,
    const struct pasang_turn *last, const struct render_opts *o, int pt,
    struct buf *b)
{
	int	 side;

	switch (p->cell[pt]) {
	case PC_BLACK:
		render_ink(b, o, INK_BLACK_STONE);
		buf_addc(b, 'b');
		break;
	case PC_WHITE:
		render_ink(b, o, INK_WHITE_STONE);
		buf_addc(b, 'w');
		break;
	case PC_HOLE:
		buf_addc(b, ' ');
		return;
	case PC_KA:
		side = ka_owner(p, pt);
		render_ink(b, o, side < 0 ? INK_BOLD :
		    render_side_ink(r->side[side], side));
		buf_addc(b, side < 0 ? 'K' : initial(r, side));
		break;
	default:
		if (taken(last, pt)) {
			render_ink(b, o, INK_ALERT);
			buf_addc(b, 'x');
		} else {
			render_ink(b, o, INK_DIM);
			buf_addc(b, '.');
		}
		break;
	}
	render_ink(b, o, INK_NONE);
}

static void
render_text(const struct pasang_rules *r, const struct position *pos,
    const struct render_opts *o, struct buf *b)
{
	const struct pasang_pos	*p = (const void *)pos->u.b;
	const struct pasang_turn *last = o->turn != NULL ?
				    (const void *)o->turn->u.b : NULL;
	int			 rank, f, pt, side, black, white;

	text_files(b);
	for (rank = PASANG_SIZE - 1; rank >= 0; rank--) {
		buf_adds(b, rank + 1 < 10 ? "   " : "  ");
		buf_add_int(b, rank + 1);
		buf_adds(b, "  ");
		for (f = 0; f < PASANG_SIZE; f++) {
			pt = PASANG_PT(f, rank);
			text_point(r, p, last, o, pt, b);
			if (f + 1 == PASANG_SIZE)
				break;
			/* The hole takes its four line segments with it. */
			if (pt == PASANG_HOLE || pt + 1 == PASANG_HOLE)
				buf_adds(b, "  ");
			else {
				render_ink(b, o, INK_DIM);
				buf_adds(b, "--");
				render_ink(b, o, INK_NONE);
			}
		}
		buf_adds(b, "  ");
		buf_add_int(b, rank + 1);
		buf_addc(b, '\n');
	}
	text_files(b);
	buf_addc(b, '\n');
	for (side = 0; side < 2; side++) {
		buf_adds(b, "  ");
		render_ink(b, o, render_side_ink(r->side[side], side));
		buf_printf(b, "%-6s", r->side[side]);
		render_ink(b, o, INK_NONE);
		buf_printf(b, " %3d points   ", p->score[side]);
		ka_text(r, p, side, b);
		buf_addc(b, '\n');
	}
	count_stones(p, &black, &white);
	buf_printf(b, "  stones left: %d black, %d white\n", black, white);
	buf_adds(b, "  ");
	status_line(r, pos, b);
	buf_addc(b, '\n');
}

/* ---- SVG --------------------------------------------------------- */

static double
px(int file)
{
	return SVG_MARGIN + file * SVG_PITCH;
}

static double
py(int rank)
{
	return SVG_MARGIN + (PASANG_SIZE - 1 - rank) * SVG_PITCH;
}

static void
line(struct buf *b, double x1, double y1, double x2, double y2,
    const char *extra)
{
	buf_printf(b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"%s/>\n",
	    x1, y1, x2, y2, extra);
}

static void
svg_grid(struct buf *b)
{
	static const int q[4][2] = { { 0, 0 }, { 6, 0 }, { 0, 6 }, { 6, 6 } };
	int	 i;

	buf_adds(b, "<g stroke=\"#6b4f2a\" stroke-width=\"1.5\">\n");
	for (i = 0; i < PASANG_SIZE; i++) {
		if (i == 5) {
			/* The centre lines stop short of the hole (D1). */
			line(b, px(0), py(5), px(4), py(5), "");
			line(b, px(6), py(5), px(10), py(5), "");
			line(b, px(5), py(0), px(5), py(4), "");
			line(b, px(5), py(6), px(5), py(10), "");
			continue;
		}
		line(b, px(0), py(i), px(10), py(i), "");
		line(b, px(i), py(0), px(i), py(10), "");
	}
	buf_adds(b, "</g>\n");
	/* Decoration only (D1): the diagonals of each quarter. */
	buf_adds(b, "<g stroke=\"#6b4f2a\" stroke-width=\"1\" "
	    "stroke-dasharray=\"4 3\">\n");
	for (i = 0; i < 4; i++) {
		line(b, px(q[i][0]), py(q[i][1]), px(q[i][0] + 4),
		    py(q[i][1] + 4), "");
		line(b, px(q[i][0]), py(q[i][1] + 4), px(q[i][0] + 4),
		    py(q[i][1]), "");
	}
	buf_adds(b, "</g>\n");
}

static void
svg_labels(struct buf *b)
{
	char	 t[16];
	int	 i;

	for (i = 0; i < PASANG_SIZE; i++) {
		snprintf(t, sizeof t, "%c", 'a' + i);
		render_svg_text(b, px(i), py(10) - 26, 13, "#4a3a20", "bold",
		    t);
		render_svg_text(b, px(i), py(0) + 26, 13, "#4a3a20", "bold",
		    t);
		snprintf(t, sizeof t, "%d", i + 1);
		render_svg_text(b, px(0) - 28, py(i), 13, "#4a3a20", "bold",
		    t);
		render_svg_text(b, px(10) + 28, py(i), 13, "#4a3a20", "bold",
		    t);
	}
}

static void
svg_point(const struct pasang_rules *r, const struct pasang_pos *p,
    const struct pasang_turn *last, int pt, struct buf *b)
{
	/* What stands on a point: one mark of the page (render_mark_begin). */
	double	 x = px(PASANG_FILE(pt)), y = py(PASANG_RANK(pt));
	int	 side;
	char	 t[2];

	switch (p->cell[pt]) {
	case PC_BLACK:
		buf_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"14\" "
		    "fill=\"#1e1e1e\" stroke=\"#000000\"/>\n", x, y);
		break;
	case PC_WHITE:
		buf_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"14\" "
		    "fill=\"#ffffff\" stroke=\"#1e1e1e\" "
		    "stroke-width=\"1.5\"/>\n", x, y);
		break;
	case PC_HOLE:
		buf_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"9\" "
		    "fill=\"none\" stroke=\"#9a8a70\" "
		    "stroke-dasharray=\"3 3\"/>\n", x, y);
		break;
	case PC_KA:
		side = ka_owner(p, pt);
		buf_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"16\" "
		    "fill=\"%s\" stroke=\"#000000\" stroke-width=\"3\"/>\n",
		    x, y, side < 0 ? "#888888" :
		    render_side_fill(r->side[side], side));
		t[0] = side < 0 ? 'K' : initial(r, side);
		t[1] = '\0';
		render_svg_text(b, x, y + 1, 16, "#ffffff", "bold", t);
		break;
	default:
		if (taken(last, pt))
			buf_printf(b, "<path d=\"M%.1f %.1fl10 10m0 -10l-10 "
			    "10\" stroke=\"#d0352b\" stroke-width=\"2.5\"/>\n",
			    x - 5, y - 5);
		break;
	}
}

static void
render_svg(const struct pasang_rules *r, const struct position *pos,
    const struct render_opts *o, struct buf *b)
{
	const struct pasang_pos	*p = (const void *)pos->u.b;
	const struct pasang_turn *last = o->turn != NULL ?
				    (const void *)o->turn->u.b : NULL;
	struct buf		 t, *m;
	int			 pt, side, width, height;
	double			 y;

	width = 2 * SVG_MARGIN + 10 * SVG_PITCH;
	height = width + 4 * 20;
	render_svg_begin(b, width, height, "Pasang Emas position");
	buf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	    "rx=\"8\" fill=\"#e9d3a6\" stroke=\"#6b4f2a\" "
	    "stroke-width=\"2\"/>\n", SVG_MARGIN - 36, SVG_MARGIN - 36,
	    10 * SVG_PITCH + 72, 10 * SVG_PITCH + 72);
	svg_grid(b);
	svg_labels(b);
	for (pt = 0; pt < PASANG_POINTS; pt++) {
		m = render_mark_begin(o, b);
		svg_point(r, p, last, pt, m);
		render_mark_end(o, b, LAYER_PIECE, NULL);
	}
	buf_init(&t);
	y = width + 6;
	for (side = 0; side < 2; side++, y += 20) {
		buf_clear(&t);
		buf_printf(&t, "%s: %d points, ", r->side[side],
		    p->score[side]);
		ka_text(r, p, side, &t);
		m = render_mark_begin(o, b);
		render_svg_text(m, width / 2.0, y, 14,
		    render_side_fill(r->side[side], side), "bold",
		    buf_str(&t));
		render_mark_end(o, b, LAYER_TEXT, buf_str(&t));
	}
	buf_clear(&t);
	status_line(r, pos, &t);
	m = render_mark_begin(o, b);
	render_svg_text(m, width / 2.0, y, 14, "#222222", NULL, buf_str(&t));
	render_mark_end(o, b, LAYER_TEXT, buf_str(&t));
	render_svg_end(b);
	buf_free(&t);
}

void
pasang_render(const void *rules, const struct position *pos,
    const struct render_opts *o, struct buf *b)
{
	if (o->format == RENDER_SVG)
		render_svg(rules, pos, o, b);
	else
		render_text(rules, pos, o, b);
}
