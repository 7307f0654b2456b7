/*
 * The replay page (lib/render_html.h).  Marks: everything an SVG renderer
 * draws for a position is interned here, so that the page holds each
 * distinct piece once and a turn is a list of mark numbers.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "render_html_int.h"

/* ---- marks -------------------------------------------------------- */

static size_t
hash(const char *s)
{
	size_t	 h = 2166136261u;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static void
marks_grow(struct render_marks *m)
{
	size_t	 i, j;

	free(m->slot);
	m->nslot = m->nslot ? m->nslot * 2 : 256;
	m->slot = xcalloc(m->nslot, sizeof *m->slot);
	for (i = 0; i < m->n; i++) {
		for (j = hash(m->v[i].svg) & (m->nslot - 1); m->slot[j];
		    j = (j + 1) & (m->nslot - 1))
			;
		m->slot[j] = i + 1;
	}
}

static size_t
marks_intern(struct render_marks *m, const char *svg, int layer, int text)
{
	size_t	 j;

	if (2 * (m->n + 1) > m->nslot)
		marks_grow(m);
	for (j = hash(svg) & (m->nslot - 1); m->slot[j];
	    j = (j + 1) & (m->nslot - 1))
		if (strcmp(m->v[m->slot[j] - 1].svg, svg) == 0 &&
		    m->v[m->slot[j] - 1].layer == layer)
			return m->slot[j] - 1;
	m->v = xreallocarray(m->v, m->n + 1, sizeof *m->v);
	m->v[m->n].svg = xstrdup(svg);
	m->v[m->n].layer = layer;
	m->v[m->n].text = text;
	m->slot[j] = ++m->n;
	return m->n - 1;
}

struct buf *
render_mark_begin(const struct render_opts *o, struct buf *b)
{
	if (o == NULL || o->marks == NULL)
		return b;
	buf_clear(&o->marks->scratch);
	return &o->marks->scratch;
}

void
render_mark_end(const struct render_opts *o, struct buf *b,
    enum render_layer layer, const char *text)
{
	struct render_marks	*m;

	(void)b;
	if (o == NULL || (m = o->marks) == NULL || m->scratch.len == 0)
		return;
	if (m->non == m->capon) {
		m->capon = m->capon ? 2 * m->capon : 64;
		m->on = xreallocarray(m->on, m->capon, sizeof *m->on);
	}
	m->on[m->non++] = marks_intern(m, buf_str(&m->scratch), (int)layer,
	    text != NULL);
}

static void
marks_free(struct render_marks *m)
{
	size_t	 i;

	for (i = 0; i < m->n; i++)
		free(m->v[i].svg);
	free(m->v);
	free(m->slot);
	free(m->on);
	buf_free(&m->scratch);
}

/* ---- building ----------------------------------------------------- */

struct html_page *
html_page_new(const char *title)
{
	struct html_page	*p = xcalloc(1, sizeof *p);

	p->title = xstrdup(title != NULL ? title : "pasa replay");
	return p;
}

void
html_page_free(struct html_page *p)
{
	size_t	 i, j;

	if (p == NULL)
		return;
	for (i = 0; i < p->ng; i++) {
		struct hgame *g = &p->g[i];

		for (j = 0; j < g->nf; j++) {
			free(g->f[j].head);
			free(g->f[j].line);
			free(g->f[j].events);
			free(g->f[j].error);
			free(g->f[j].notation);
			free(g->f[j].marks);
		}
		free(g->f);
		free(g->name);
		free(g->fail);
		buf_free(&g->tags);
		buf_free(&g->board);
		marks_free(&g->marks);
	}
	free(p->g);
	free(p->title);
	free(p);
}

void
html_game_begin(struct html_page *p, const char *name, const struct rtag *tags,
    size_t ntags, const struct family *fam, const void *rules,
    const struct render_opts *o)
{
	struct hgame	*g;
	size_t		 i;

	p->g = xreallocarray(p->g, p->ng + 1, sizeof *p->g);
	g = &p->g[p->ng++];
	memset(g, 0, sizeof *g);
	g->name = xstrdup(name);
	buf_init(&g->tags);
	buf_init(&g->board);
	buf_init(&g->marks.scratch);
	g->fam = fam;
	g->rules = rules;
	if (o != NULL)
		g->ro = *o;
	g->ro.format = RENDER_SVG;
	g->ro.colour = 0;
	g->ro.marks = &g->marks;
	for (i = 0; i < ntags; i++) {
		buf_adds(&g->tags, "<div><dt>");
		render_xml_text(&g->tags, tags[i].name);
		buf_adds(&g->tags, "</dt><dd>");
		render_xml_text(&g->tags, tags[i].value);
		buf_adds(&g->tags, "</dd></div>\n");
	}
}

void
html_game_fail(struct html_page *p, const char *message)
{
	struct hgame	*g = &p->g[p->ng - 1];

	free(g->fail);
	g->fail = xstrdup(message);
}

void
html_game_frame(struct html_page *p, const struct render_frame *fr)
{
	struct hgame		*g = &p->g[p->ng - 1];
	struct hframe		*h;
	struct render_opts	 o = g->ro;
	const struct position	*shown = fr->after;
	struct buf		 b;
	const char		*svg;
	size_t			 i, j, n;

	if (g->fam == NULL || g->fam->pos_render == NULL)
		return;
	if (shown == NULL)
		shown = fr->before;
	if (shown == NULL)
		return;
	g->f = xreallocarray(g->f, g->nf + 1, sizeof *g->f);
	h = &g->f[g->nf++];
	memset(h, 0, sizeof *h);
	h->number = fr->number;
	buf_init(&b);
	render_frame_head(g->fam, g->rules, fr, &b);
	h->head = xstrdup(buf_str(&b));
	if (fr->turn != NULL) {
		buf_clear(&b);
		buf_printf(&b, "%ld. ", fr->number);
		g->fam->turn_format(g->rules, fr->before, fr->turn, &b);
		h->line = xstrdup(buf_str(&b));
		buf_clear(&b);
		render_frame_events(g->fam, g->rules, fr->ev, &o, &b);
		h->events = xstrdup(buf_str(&b));
		o.before = fr->before;
		o.turn = fr->turn;
	}
	if (fr->error != NULL)
		h->error = xstrdup(fr->error);
	if (fr->error != NULL && fr->written != NULL)
		h->line = xstrdup(fr->written);
	if (fr->final) {
		buf_clear(&b);
		buf_adds(&b, "result: ");
		g->fam->result(g->rules, shown, &b);
		h->line = xstrdup(buf_str(&b));
	}
	buf_clear(&b);
	g->fam->pos_format(g->rules, shown, &b);
	h->notation = xstrdup(buf_str(&b));

	g->marks.non = 0;
	buf_clear(&b);
	g->fam->pos_render(g->rules, shown, &o, &b);
	svg = buf_str(&b);
	/* The XML declaration has no place inside an HTML document. */
	if (strncmp(svg, "<?xml", 5) == 0 && strchr(svg, '\n') != NULL)
		svg = strchr(svg, '\n') + 1;
	/* Whatever depends on the position is a mark, so the rest is the
	 * same board every turn. */
	if (g->board.len == 0)
		buf_adds(&g->board, svg);
	else
		assert(strcmp(buf_str(&g->board), svg) == 0);
	/* In drawing order, so the side panel lists the status lines as
	 * the board does; a mark drawn twice is one. */
	n = g->marks.non;
	h->marks = xreallocarray(NULL, n ? n : 1, sizeof *h->marks);
	for (i = 0; i < n; i++) {
		for (j = 0; j < h->nmarks; j++)
			if (h->marks[j] == g->marks.on[i])
				break;
		if (j == h->nmarks)
			h->marks[h->nmarks++] = g->marks.on[i];
	}
	buf_free(&b);
}
