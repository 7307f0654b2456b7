/*
 * Charts of the statistics as one SVG document: plain shapes and text,
 * no script or external style, so that browsers and rsvg-convert agree.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "render.h"
#include "stats.h"
#include "variant.h"

#define W		760
#define PANEL_H		250
#define CMP_H		230
#define CHART_W		220
#define CHART_H		150
#define FONT		"font-family=\"sans-serif\" font-size=\"11\""

static void
text(struct buf *b, double x, double y, const char *anchor, const char *s)
{
	buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">", x, y,
	    anchor);
	render_xml_text(b, s);
	buf_adds(b, "</text>\n");
}

/* A chart's frame: title above, axis below; returns the y scale top. */
static void
frame(struct buf *b, double x, double y, const char *title, double top,
    int pct)
{
	char	 s[32];

	text(b, x + CHART_W / 2.0, y - 8, "middle", title);
	buf_printf(b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
	    "stroke=\"#444\"/>\n", x, y + CHART_H, x + CHART_W, y + CHART_H);
	if (pct)
		snprintf(s, sizeof s, "%.0f%%", 100 * top);
	else
		snprintf(s, sizeof s, "%.0f", top);
	text(b, x - 3, y + 4, "end", s);
	text(b, x - 3, y + CHART_H, "end", "0");
}

/* Bars of observed shares, with the expected share as a dark tick. */
static void
throws_chart(struct buf *b, const struct stats *st, double x, double y)
{
	double	 top = 0, bw, h, e;
	char	 s[16];
	int	 i, dice = st->model.kind == TM_DICE ? st->model.dice : 1;
	long	 n = st->all.n * dice;

	if (st->ncat == 0 || n == 0) {
		text(b, x + CHART_W / 2.0, y + CHART_H / 2.0, "middle",
		    "no throws");
		return;
	}
	for (i = 0; i < st->ncat; i++) {
		if (st->cat_p[i] > top)
			top = st->cat_p[i];
		if ((double)st->all.cat[i] / n > top)
			top = (double)st->all.cat[i] / n;
	}
	top *= 1.15;
	frame(b, x, y, st->model.kind == TM_COWRIES ?
	    "cowrie scores: observed, expected" :
	    "die faces: observed, expected", top, 1);
	bw = (double)CHART_W / st->ncat;
	for (i = 0; i < st->ncat; i++) {
		h = CHART_H * ((double)st->all.cat[i] / n) / top;
		e = CHART_H * st->cat_p[i] / top;
		buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
		    "height=\"%.1f\" fill=\"#7fa7d6\"/>\n", x + i * bw + 2,
		    y + CHART_H - h, bw - 4, h);
		buf_printf(b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" "
		    "y2=\"%.1f\" stroke=\"#b22\" stroke-width=\"2\"/>\n",
		    x + i * bw + 1, y + CHART_H - e, x + (i + 1) * bw - 1,
		    y + CHART_H - e);
		snprintf(s, sizeof s, "%d", st->cat_value[i]);
		text(b, x + (i + 0.5) * bw, y + CHART_H + 13, "middle", s);
	}
}

static void
lengths_chart(struct buf *b, const struct stats *st, double x, double y)
{
	long	 lo = stats_turns_quantile(st, 0.005);
	long	 hi = stats_turns_quantile(st, 0.995), bins[20], top = 0;
	double	 bw, h, step;
	char	 s[32];
	size_t	 i;
	int	 k, nb = 20;

	memset(bins, 0, sizeof bins);
	if (st->games - st->invalid == 0) {
		text(b, x + CHART_W / 2.0, y + CHART_H / 2.0, "middle",
		    "no games");
		return;
	}
	/* The middle 99% of the games, the ends gathered in the end bins. */
	step = (hi - lo + 1) / (double)nb;
	if (step < 1)
		step = 1;
	for (i = 0; i < st->nturns; i++) {
		k = (long)i < lo ? 0 : (int)(((long)i - lo) / step);
		if (k >= nb)
			k = nb - 1;
		bins[k] += st->turns[i];
	}
	for (k = 0; k < nb; k++)
		if (bins[k] > top)
			top = bins[k];
	frame(b, x, y, "game lengths (turns)", (double)top, 0);
	bw = (double)CHART_W / nb;
	for (k = 0; k < nb; k++) {
		h = top > 0 ? CHART_H * (double)bins[k] / top : 0;
		buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
		    "height=\"%.1f\" fill=\"#8cbf8c\"/>\n", x + k * bw + 1,
		    y + CHART_H - h, bw - 2, h);
	}
	snprintf(s, sizeof s, "%ld", lo);
	text(b, x, y + CHART_H + 13, "start", s);
	snprintf(s, sizeof s, "%ld", lo + (long)(step * nb) - 1);
	text(b, x + CHART_W, y + CHART_H + 13, "end", s);
}

/* Bars with their 95% interval as a whisker. */
static void
ci_bar(struct buf *b, double x, double y, double bw, double top,
    struct stats_ci c, const char *fill)
{
	double	 h = CHART_H * c.est / top;

	buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
	    "height=\"%.1f\" fill=\"%s\"/>\n", x + 3, y + CHART_H - h, bw - 6,
	    h, fill);
	buf_printf(b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
	    "stroke=\"#222\"/>\n", x + bw / 2, y + CHART_H - CHART_H * c.lo /
	    top, x + bw / 2, y + CHART_H - CHART_H * c.hi / top);
}

static void
seats_chart(struct buf *b, const struct stats *st, double x, double y)
{
	double	 top = 0, bw;
	char	 s[16];
	int	 k, n = 0;

	for (k = 0; k < st->nsides && st->seat_games[k] > 0; k++) {
		n++;
		if (stats_seat_ci(st, k).hi > top)
			top = stats_seat_ci(st, k).hi;
	}
	if (n == 0 || st->decided == 0) {
		text(b, x + CHART_W / 2.0, y + CHART_H / 2.0, "middle",
		    "no decided games");
		return;
	}
	top *= 1.1;
	frame(b, x, y, "wins by seat (95% interval)", top, 1);
	bw = (double)CHART_W / n;
	for (k = 0; k < n; k++) {
		ci_bar(b, x + k * bw, y, bw, top, stats_seat_ci(st, k),
		    "#d6a77f");
		snprintf(s, sizeof s, "%d", k + 1);
		text(b, x + (k + 0.5) * bw, y + CHART_H + 13, "middle", s);
	}
}

/* The comparison: mean game length and the first seat's wins. */
static void
compare_chart(struct buf *b, struct stats *const *v, int nv, double y,
    int seat)
{
	struct stats_ci	 c;
	double		 top = 0, bw, x = seat ? 420 : 60;
	int		 i;

	for (i = 0; i < nv; i++) {
		c = seat ? stats_seat_ci(v[i], 0) : stats_turns_ci(v[i]);
		if (c.hi > top)
			top = c.hi;
	}
	if (top <= 0)
		top = 1;
	top *= 1.1;
	frame(b, x, y, seat ? "wins by the first seat (95% interval)" :
	    "mean turns per game (95% interval)", top, seat);
	bw = (double)CHART_W / nv;
	for (i = 0; i < nv; i++) {
		c = seat ? stats_seat_ci(v[i], 0) : stats_turns_ci(v[i]);
		ci_bar(b, x + i * bw, y, bw, top, c, seat ? "#d6a77f" :
		    "#7fa7d6");
		buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" "
		    "transform=\"rotate(-30 %.1f %.1f)\">", x + (i + 0.5) * bw,
		    y + CHART_H + 13, x + (i + 0.5) * bw, y + CHART_H + 13);
		render_xml_text(b, v[i]->v->name);
		buf_adds(b, "</text>\n");
	}
}

void
stats_svg(struct buf *b, struct stats *const *v, int n, int compare)
{
	double	 y = 0;
	int	 i, h;

	compare = compare && n > 1;
	h = (compare ? CMP_H + 20 : 0) + n * PANEL_H + 10;
	buf_printf(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	    "height=\"%d\" viewBox=\"0 0 %d %d\" " FONT ">\n"
	    "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, h, W, h,
	    W, h);
	if (compare) {
		compare_chart(b, v, n, 40, 0);
		compare_chart(b, v, n, 40, 1);
		y = CMP_H + 20;
	}
	for (i = 0; i < n; i++, y += PANEL_H) {
		buf_printf(b, "<g font-weight=\"bold\">");
		text(b, 10, y + 18, "start", v[i]->v->name);
		buf_adds(b, "</g>\n");
		throws_chart(b, v[i], 40, y + 50);
		lengths_chart(b, v[i], 290, y + 50);
		seats_chart(b, v[i], 530, y + 50);
	}
	buf_adds(b, "</svg>\n");
}
