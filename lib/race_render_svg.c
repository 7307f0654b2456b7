/* Race positions as SVG: the cross with coloured arms, bases and centre. */
#include <stdio.h>
#include <string.h>

#include "race_render.h"

#define SVG_CELL	32
#define SVG_MARGIN	16

static double
cx(int col)
{
	return SVG_MARGIN + col * SVG_CELL + SVG_CELL / 2.0;
}

static double
cy(int row)
{
	return SVG_MARGIN + row * SVG_CELL + SVG_CELL / 2.0;
}

static void
svg_rect(struct buf *b, int row, int col, const char *fill,
    const char *stroke, double sw)
{
	buf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	    "fill=\"%s\" stroke=\"%s\" stroke-width=\"%.1f\"/>\n",
	    SVG_MARGIN + col * SVG_CELL, SVG_MARGIN + row * SVG_CELL,
	    SVG_CELL, SVG_CELL, fill, stroke, sw);
}

/* A piece is one mark: the page shows or hides it as the game goes. */
static void
svg_piece(const struct render_opts *o, struct buf *b, double x, double y,
    double rad, const char *fill, const char *text)
{
	struct buf	*m = render_mark_begin(o, b);

	buf_printf(m, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" "
	    "fill=\"%s\" stroke=\"#222222\" stroke-width=\"1.5\"/>\n",
	    x, y, rad, fill);
	/* Two characters (a side's letter and a count) need a smaller
	 * size to stay inside the piece. */
	if (text != NULL)
		render_svg_text(m, x, y + 0.5, rad * (strlen(text) > 1 ?
		    0.9 : 1.1), "#ffffff", "bold", text);
	render_mark_end(o, b, LAYER_PIECE, NULL);
}

/* The corner areas, one rectangle each around its connected cells. */
static void
svg_areas(const struct rview *w, struct buf *b)
{
	int	 bs, row, col, r0, r1, c0, c1;

	for (bs = 0; bs < w->r->board.nsides; bs++) {
		r0 = c0 = RGRID_MAX;
		r1 = c1 = -1;
		for (row = 0; row < w->rows; row++)
			for (col = 0; col < w->cols; col++)
				if (w->cell[row][col].area == bs + 1) {
					r0 = row < r0 ? row : r0;
					r1 = row > r1 ? row : r1;
					c0 = col < c0 ? col : c0;
					c1 = col > c1 ? col : c1;
				}
		if (r1 < 0)
			continue;
		buf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" "
		    "height=\"%d\" rx=\"6\" fill=\"%s\" stroke=\"%s\" "
		    "stroke-width=\"2\"/>\n", SVG_MARGIN + c0 * SVG_CELL + 2,
		    SVG_MARGIN + r0 * SVG_CELL + 2,
		    (c1 - c0 + 1) * SVG_CELL - 4, (r1 - r0 + 1) * SVG_CELL - 4,
		    render_side_tint(bname(w, bs), bindex(w, bs)),
		    render_side_fill(bname(w, bs), bindex(w, bs)));
	}
}

/* The centre: one triangle per side, pointing at its home column. */
static void
svg_centre(const struct rview *w, const struct render_opts *o,
    struct buf *b)
{
	int	 row, col, bs, n;
	double	 x, y, h = 1.5 * SVG_CELL, ax, ay, px, py;
	char	 num[16];

	if (w->centre_r < 0)
		return;
	x = cx(w->centre_c);
	y = cy(w->centre_r);
	for (row = 0; row < w->rows; row++)
		for (col = 0; col < w->cols; col++) {
			const struct rcell *c = &w->cell[row][col];

			if (c->kind != CK_HOME)
				continue;
			bs = c->bside;
			ax = col - w->centre_c;
			ay = row - w->centre_r;
			/* Perpendicular half-width of the triangle's base. */
			px = -ay * h;
			py = ax * h;
			buf_printf(b, "<polygon points=\"%.1f,%.1f %.1f,%.1f "
			    "%.1f,%.1f\" fill=\"%s\" stroke=\"#444444\" "
			    "stroke-width=\"1\"/>\n", x, y,
			    x + ax * h + px, y + ay * h + py,
			    x + ax * h - px, y + ay * h - py,
			    render_side_fill(bname(w, bs), bindex(w, bs)));
			if (w->player_of[bs] < 0)
				continue;
			n = w->home[w->player_of[bs]];
			if (n == 0)
				continue;
			/* The letter too, as on the text board: colour
			 * alone does not tell every reader the side. */
			snprintf(num, sizeof num, "%c%d",
			    pinitial(w, w->player_of[bs]), n);
			svg_piece(o, b, cx(col), cy(row), 10,
			    render_side_fill(bname(w, bs), bindex(w, bs)),
			    num);
		}
}

static void
svg_square(const struct rview *w, const struct render_opts *o, struct buf *b,
    int row, int col)
{
	const struct rcell	*c = &w->cell[row][col];
	const char		*fill = "#ffffff";
	int			 sq = cell_square(w, c), bs, pl, k, n;
	int			 who[RACE_MAX_PLAYERS];
	char			 t[16];
	double			 off;
	struct buf		*m;

	if (c->kind == CK_COLUMN)
		fill = render_side_tint(bname(w, c->bside),
		    bindex(w, c->bside));
	else if ((bs = is_start(w, sq)) >= 0)
		fill = render_side_fill(bname(w, bs), bindex(w, bs));
	else if (w->r->board.safe[sq])
		fill = "#b9c9d9";
	svg_rect(b, row, col, fill, "#555555", 1);
	if (c->kind == CK_LOOP && w->r->board.safe[sq])
		render_svg_text(b, cx(col) + 9, cy(row) - 9, 9, "#333333",
		    NULL, "*");
	if (o->labels) {
		if (c->kind == CK_COLUMN)
			snprintf(t, sizeof t, "h%d", c->n);
		else
			snprintf(t, sizeof t, "%d", sq);
		render_svg_text(b, cx(col) - 8, cy(row) - 10, 8, "#555555",
		    NULL, t);
	}
	for (pl = 0, n = 0; pl < w->p->nplayers; pl++)
		if (w->on[sq][pl])
			who[n++] = pl;
	for (k = 0; k < n; k++) {
		pl = who[k];
		off = n == 1 ? 0 : (k - (n - 1) / 2.0) * (20.0 / n);
		if (w->on[sq][pl] > 1)
			snprintf(t, sizeof t, "%c%d", pinitial(w, pl),
			    w->on[sq][pl]);
		else
			snprintf(t, sizeof t, "%c", pinitial(w, pl));
		svg_piece(o, b, cx(col) + off, cy(row) + 2, n == 1 ? 10 : 8,
		    render_side_fill(pname(w, pl), w->p->side[pl]), t);
	}
	if (w->block[sq]) {
		m = render_mark_begin(o, b);
		buf_printf(m, "<rect x=\"%d\" y=\"%d\" width=\"%d\" "
		    "height=\"%d\" fill=\"none\" stroke=\"#111111\" "
		    "stroke-width=\"3\"/>\n",
		    SVG_MARGIN + col * SVG_CELL + 2,
		    SVG_MARGIN + row * SVG_CELL + 2, SVG_CELL - 4,
		    SVG_CELL - 4);
		render_mark_end(o, b, LAYER_OUTLINE, NULL);
	}
}

static void
svg_base(const struct rview *w, const struct render_opts *o, struct buf *b,
    int row, int col)
{
	const struct rcell	*c = &w->cell[row][col];
	int			 pl = w->player_of[c->bside], k;
	const char		*fill;
	char			 t[16];

	/* A side not in the game has no pieces, not pieces all out: its
	 * base stays blank, as on the text board. */
	if (pl < 0)
		return;
	fill = render_side_fill(bname(w, c->bside), bindex(w, c->bside));
	buf_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"12\" "
	    "fill=\"#ffffff\" stroke=\"%s\" stroke-width=\"2\"/>\n",
	    cx(col), cy(row), fill);
	k = w->base[pl];
	if (c->n >= k)
		return;
	if (k > w->nslots[c->bside] && c->n == w->nslots[c->bside] - 1)
		snprintf(t, sizeof t, "+%d", k - c->n);
	else
		snprintf(t, sizeof t, "%c", pinitial(w, pl));
	svg_piece(o, b, cx(col), cy(row), 10, fill, t);
}

static void
svg_names(const struct rview *w, struct buf *b)
{
	int	 bs, row, col, rmax, c0, c1;

	for (bs = 0; bs < w->r->board.nsides; bs++) {
		if (w->player_of[bs] < 0)
			continue;
		rmax = -1;
		c0 = RGRID_MAX;
		c1 = -1;
		for (row = 0; row < w->rows; row++)
			for (col = 0; col < w->cols; col++)
				if (w->cell[row][col].kind == CK_BASE &&
				    w->cell[row][col].bside == bs) {
					rmax = row;
					c0 = col < c0 ? col : c0;
					c1 = col > c1 ? col : c1;
				}
		if (rmax < 0)
			continue;
		render_svg_text(b, (cx(c0) + cx(c1)) / 2, cy(rmax) + 26, 14,
		    "#222222", "bold", bname(w, bs));
	}
}

void
race_render_svg(const struct rview *w, const struct render_opts *o,
    const struct position *pos, struct buf *b)
{
	const struct race_pos	*p = w->p;
	int			 row, col, pl, width, height, lines;
	struct buf		 t, *m;
	double			 y;

	lines = p->nplayers + 1;
	width = w->cols * SVG_CELL + 2 * SVG_MARGIN;
	height = w->rows * SVG_CELL + 2 * SVG_MARGIN + lines * 20 + 8;
	buf_init(&t);
	buf_printf(&t, "%s: a race position",
	    w->r->board.name != NULL ? w->r->board.name : "board");
	render_svg_begin(b, width, height, buf_str(&t));
	svg_areas(w, b);
	for (row = 0; row < w->rows; row++)
		for (col = 0; col < w->cols; col++) {
			switch (w->cell[row][col].kind) {
			case CK_LOOP:
			case CK_COLUMN:
				svg_square(w, o, b, row, col);
				break;
			case CK_BASE:
				svg_base(w, o, b, row, col);
				break;
			default:
				break;
			}
		}
	svg_centre(w, o, b);
	svg_names(w, b);
	y = w->rows * SVG_CELL + 2 * SVG_MARGIN + 10;
	for (pl = 0; pl < p->nplayers; pl++, y += 20) {
		buf_clear(&t);
		buf_printf(&t, "%s: base %d, board %d, home %d", pname(w, pl),
		    w->base[pl], w->r->pieces - w->base[pl] - w->home[pl],
		    w->home[pl]);
		if (p->rank[pl]) {
			buf_adds(&t, ", finished ");
			race_render_ordinal(p->rank[pl], &t);
		}
		m = render_mark_begin(o, b);
		render_svg_text(m, width / 2.0, y, 13,
		    render_side_fill(pname(w, pl), p->side[pl]), "bold",
		    buf_str(&t));
		render_mark_end(o, b, LAYER_TEXT, buf_str(&t));
	}
	buf_clear(&t);
	if (race_state(w->r, pos) != GAME_ON) {
		buf_adds(&t, "game over: ");
		race_result(w->r, pos, &t);
	} else
		buf_printf(&t, "%s to move", pname(w, p->to_move));
	m = render_mark_begin(o, b);
	render_svg_text(m, width / 2.0, y, 13, "#222222", NULL, buf_str(&t));
	render_mark_end(o, b, LAYER_TEXT, buf_str(&t));
	render_svg_end(b);
	buf_free(&t);
}

