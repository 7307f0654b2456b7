/*
 * Writing the replay page (lib/render_html.h): its script and style, and
 * each game's board, panel, turn list and frames.
 */
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "render_html_int.h"
#include "sha256.h"

/* ---- the page ----------------------------------------------------- */

/*
 * The page's only script.  It reads each game's frames (JSON data, not
 * code), shows a frame's marks and words, and keeps the address and the
 * controls in step.  No rule, no coordinate: pasa computed those.
 */
static const char page_js[] =
"(function () {\n"
"'use strict';\n"
"var games = [], cur = null, timer = null;\n"
"var chooser = document.getElementById('chooser');\n"
"function $(sec, sel) { return sec.querySelector(sel); }\n"
"function Game(sec, k) {\n"
"  var self = this;\n"
"  this.sec = sec; this.k = k; this.at = 0;\n"
"  this.frames = JSON.parse($(sec, 'script.frames').textContent);\n"
"  // A frame's pieces are those of the frame before, with 'a' added and\n"
"  // 'r' removed; its status lines 't' are whole.  Rebuilt once, in order.\n"
"  var set = {};\n"
"  function nums(s) { return s ? s.split(' ').map(function (k) { return parseInt(k, 36); }) : []; }\n"
"  this.frames.forEach(function (f) {\n"
"    nums(f.r).forEach(function (k) { delete set[k]; });\n"
"    nums(f.a).forEach(function (k) { set[k] = 1; });\n"
"    f.t = nums(f.t);\n"
"    f.on = Object.keys(set).map(Number).concat(f.t);\n"
"  });\n"
"  // A frame's notation is its changed fields: rebuilt once, in order.\n"
"  this.frames.forEach(function (f, i) {\n"
"    var v;\n"
"    if (typeof f.p === 'string') return;\n"
"    v = self.frames[i - 1].p.split(' ');\n"
"    f.p.forEach(function (c) { v[c[0]] = c[1]; });\n"
"    f.p = v.join(' ');\n"
"  });\n"
"  this.marks = sec.querySelectorAll('g.m');\n"
"  this.list = sec.querySelectorAll('ol.turns button');\n"
"  this.slider = $(sec, 'input.slider');\n"
"  this.play = $(sec, 'button.play');\n"
"  this.speed = $(sec, 'select.speed');\n"
"  function on(sel, f) {\n"
"    var e = $(sec, sel); if (e) e.addEventListener('click', f);\n"
"  }\n"
"  on('button.first', function () { self.show(0); });\n"
"  on('button.prev', function () { self.show(self.at - 1); });\n"
"  on('button.next', function () { self.show(self.at + 1); });\n"
"  on('button.last', function () { self.show(self.frames.length - 1); });\n"
"  if (this.play) this.play.addEventListener('click', function () { self.toggle(); });\n"
"  if (this.speed) this.speed.addEventListener('change', function () {\n"
"    if (timer) { self.toggle(); self.toggle(); }\n"
"  });\n"
"  if (this.slider) this.slider.addEventListener('input', function () {\n"
"    self.show(parseInt(self.slider.value, 10));\n"
"  });\n"
"  Array.prototype.forEach.call(this.list, function (b, i) {\n"
"    b.addEventListener('click', function () { self.show(i); });\n"
"  });\n"
"}\n"
"Game.prototype.find = function (n) {\n"
"  for (var i = 0; i < this.frames.length; i++)\n"
"    if (this.frames[i].n >= n) return i;\n"
"  return this.frames.length - 1;\n"
"};\n"
"Game.prototype.show = function (i, keep) {\n"
"  var f, on = {}, j, e, t, li, scores;\n"
"  if (!this.frames.length) return;\n"
"  i = Math.max(0, Math.min(this.frames.length - 1, i));\n"
"  f = this.frames[i];\n"
"  this.at = i;\n"
"  for (j = 0; j < f.on.length; j++) on[f.on[j]] = 1;\n"
"  for (j = 0; j < this.marks.length; j++)\n"
"    this.marks[j].classList.toggle('on', !!on[j]);\n"
"  scores = $(this.sec, 'ul.scores');\n"
"  scores.textContent = '';\n"
"  for (j = 0; j < f.t.length; j++) {\n"
"    li = document.createElement('li');\n"
"    li.textContent = this.marks[f.t[j]].textContent.trim();\n"
"    scores.appendChild(li);\n"
"  }\n"
"  $(this.sec, '.head').textContent = f.h;\n"
"  $(this.sec, '.line').textContent = f.l && this.list[i] ? this.list[i].textContent : '';\n"
"  t = $(this.sec, 'ul.events'); t.textContent = '';\n"
"  (f.e || []).forEach(function (s) {\n"
"    li = document.createElement('li'); li.textContent = s; t.appendChild(li);\n"
"  });\n"
"  t = $(this.sec, '.error');\n"
"  t.textContent = f.x || ''; t.hidden = !f.x;\n"
"  $(this.sec, '.notation').textContent = f.p;\n"
"  if (this.slider) this.slider.value = i;\n"
"  for (j = 0; j < this.list.length; j++)\n"
"    if (j === i) this.list[j].setAttribute('aria-current', 'step');\n"
"    else this.list[j].removeAttribute('aria-current');\n"
"  // Scroll the list, not the window, to the current turn.\n"
"  if ((e = this.list[i]) && (t = e.parentNode.parentNode)) {\n"
"    if (e.offsetTop < t.scrollTop) t.scrollTop = e.offsetTop;\n"
"    else if (e.offsetTop + e.offsetHeight > t.scrollTop + t.clientHeight)\n"
"      t.scrollTop = e.offsetTop + e.offsetHeight - t.clientHeight;\n"
"  }\n"
"  if (!keep) address();\n"
"  if (i === this.frames.length - 1 && timer) this.toggle();\n"
"};\n"
"Game.prototype.toggle = function () {\n"
"  var self = this;\n"
"  if (timer) {\n"
"    clearInterval(timer); timer = null;\n"
"    if (this.play) this.play.textContent = 'Play';\n"
"    return;\n"
"  }\n"
"  if (this.at === this.frames.length - 1) this.show(0);\n"
"  timer = setInterval(function () { self.show(self.at + 1); },\n"
"    parseInt(this.speed ? this.speed.value : '1000', 10));\n"
"  if (this.play) this.play.textContent = 'Pause';\n"
"};\n"
"function address() {\n"
"  var h = '#' + (games.length > 1 ? 'game=' + (cur.k + 1) + '&' : '') +\n"
"    'turn=' + cur.frames[cur.at].n;\n"
"  if (location.hash === h) return;\n"
"  try { history.replaceState(null, '', h); } catch (err) { location.replace(h); }\n"
"}\n"
"function choose(k) {\n"
"  if (timer) cur.toggle();\n"
"  cur = games[Math.max(0, Math.min(games.length - 1, k))];\n"
"  games.forEach(function (g) { g.sec.hidden = g !== cur; });\n"
"  if (chooser) chooser.value = String(cur.k);\n"
"}\n"
"function follow() {\n"
"  var g = /[#&]game=([0-9]+)/.exec(location.hash);\n"
"  var t = /[#&]turn=([0-9]+)/.exec(location.hash);\n"
"  choose(g ? parseInt(g[1], 10) - 1 : 0);\n"
"  cur.show(t ? cur.find(parseInt(t[1], 10)) : 0, !t);\n"
"}\n"
"Array.prototype.forEach.call(document.querySelectorAll('section.game'),\n"
"  function (s, k) { games.push(new Game(s, k)); });\n"
"if (!games.length) return;\n"
"document.body.classList.add('js');\n"
"if (chooser) chooser.addEventListener('change', function () {\n"
"  choose(parseInt(chooser.value, 10)); cur.show(0);\n"
"});\n"
"window.addEventListener('hashchange', follow);\n"
"// Once laid out for good, bring the current turn into the list's view.\n"
"window.addEventListener('load', function () { cur.show(cur.at, true); });\n"
"document.addEventListener('keydown', function (ev) {\n"
"  var tag = ev.target && ev.target.tagName;\n"
"  if (tag === 'INPUT' || tag === 'SELECT' || ev.altKey || ev.ctrlKey || ev.metaKey) return;\n"
"  if (ev.key === 'ArrowRight' || ev.key === 'ArrowDown') cur.show(cur.at + 1);\n"
"  else if (ev.key === 'ArrowLeft' || ev.key === 'ArrowUp') cur.show(cur.at - 1);\n"
"  else if (ev.key === 'Home') cur.show(0);\n"
"  else if (ev.key === 'End') cur.show(cur.frames.length - 1);\n"
"  else return;\n"
"  ev.preventDefault();\n"
"});\n"
"follow();\n"
"})();\n";

static const char page_css[] =
"body{font:15px/1.4 system-ui,'DejaVu Sans',Arial,sans-serif;margin:1em;"
"color:#1e1e1e;background:#fff}\n"
"h1{font-size:1.3em;margin:0 0 .5em}\n"
".game{display:grid;grid-template-columns:minmax(0,540px) minmax(18em,1fr);"
"gap:0 1.5em;align-items:start}\n"
".game[hidden],.error[hidden]{display:none}\n"
".tags{grid-column:1/-1;display:flex;flex-wrap:wrap;gap:.2em 1.2em;"
"margin:0 0 .6em}\n"
".tags div{display:flex;gap:.4em}.tags dt{font-weight:bold}"
".tags dd{margin:0}\n"
".board svg{width:100%;max-width:520px;height:auto;display:block}\n"
"g.m{display:none}g.m.on{display:inline}\n"
".controls{display:flex;flex-wrap:wrap;gap:.4em;align-items:center;"
"margin:.5em 0}\n"
".controls .slider{flex:1 1 12em}\n"
"button,select,input{font:inherit}\n"
"button{padding:.2em .7em;border:1px solid #666;border-radius:4px;"
"background:#f3f1ea;color:#111;cursor:pointer}\n"
":focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}\n"
".head{font-weight:bold;margin:.2em 0}\n"
".line{font-family:'DejaVu Sans Mono',monospace;margin:.2em 0}\n"
".error{color:#a51d2d;font-weight:bold;font-family:"
"'DejaVu Sans Mono',monospace;white-space:pre-wrap}\n"
".notation{font-family:'DejaVu Sans Mono',monospace;word-break:break-all}\n"
"ol.turns{max-height:24em;overflow:auto;margin:.4em 0;padding-left:0;"
"position:relative;"
"list-style:none;border:1px solid #ccc}\n"
"ol.turns button{display:block;width:100%;text-align:left;border:0;"
"border-radius:0;background:none;font-family:'DejaVu Sans Mono',"
"monospace;padding:.1em .5em}\n"
"ol.turns button[aria-current]{background:#1a5fb4;color:#fff}\n"
"ol.turns button.bad{color:#a51d2d}"
"ol.turns button.bad[aria-current]{background:#a51d2d;color:#fff}\n"
".controls{display:none}.js .controls{display:flex}\n";

/* JSON inside <script>: '<' escaped so no text can end the element. */
static void
json_text(struct buf *b, const char *s)
{
	struct buf	 t;
	const char	*p;

	buf_init(&t);
	json_add_cstring(&t, s);
	for (p = buf_str(&t); *p != '\0'; p++)
		if (*p == '<')
			buf_adds(b, "\\u003c");
		else
			buf_addc(b, *p);
	buf_free(&t);
}

static void
b36(struct buf *b, size_t v)
{
	char	 d[32];
	int	 n = 0;

	do {
		d[n++] = "0123456789abcdefghijklmnopqrstuvwxyz"[v % 36];
		v /= 36;
	} while (v > 0);
	while (n > 0)
		buf_addc(b, d[--n]);
}

/* The events as a JSON array: render_frame_events' lines, unbulleted. */
static void
json_events(struct buf *b, const char *ev)
{
	const char	*nl;
	char		*line;
	int		 first = 1;

	buf_addc(b, '[');
	while (ev != NULL && *ev != '\0') {
		nl = strchr(ev, '\n');
		if (nl == NULL)
			nl = ev + strlen(ev);
		if (strncmp(ev, "  * ", 4) == 0)
			ev += 4;
		line = xcalloc(1, (size_t)(nl - ev) + 1);
		memcpy(line, ev, (size_t)(nl - ev));
		if (!first)
			buf_addc(b, ',');
		first = 0;
		json_text(b, line);
		free(line);
		ev = *nl != '\0' ? nl + 1 : nl;
	}
	buf_addc(b, ']');
}

/* The board: the SVG with its marks added before its end, pieces under
 * outlines under text; those of the first frame shown, for a reader
 * without script. */
static void
write_board(const struct hgame *g, const size_t *order, struct buf *out)
{
	const char	*svg = buf_str(&g->board), *end;
	size_t		 i, k, j;
	int		 on;

	end = strstr(svg, "</svg>");
	if (end == NULL)
		end = svg + strlen(svg);
	buf_add(out, svg, (size_t)(end - svg));
	for (i = 0; i < g->marks.n; i++) {
		k = order[i];
		on = 0;
		for (j = 0; g->nf > 0 && j < g->f[0].nmarks; j++)
			on |= g->f[0].marks[j] == k;
		buf_printf(out, "<g class=\"m%s%s\">\n",
		    g->marks.v[k].text ? " t" : "", on ? " on" : "");
		buf_adds(out, g->marks.v[k].svg);
		buf_adds(out, "</g>\n");
	}
	buf_adds(out, end);
}

/* Space-separated fields of a notation: count, and where field k is. */
static size_t
fields(const char *s, const char **at, size_t *len, size_t max)
{
	size_t		 n = 0;
	const char	*e;

	while (n < max) {
		e = strchr(s, ' ');
		at[n] = s;
		len[n] = e != NULL ? (size_t)(e - s) : strlen(s);
		n++;
		if (e == NULL)
			break;
		s = e + 1;
	}
	return n;
}

/*
 * The notation as the fields that changed since the previous frame,
 * [[k, "field"], ...], when both have as many fields; else whole.  A
 * turn changes a few fields, and the notation is most of a frame.
 */
static void
json_notation(struct buf *out, const char *prev, const char *cur)
{
	enum { MAXF = 64 };
	const char	*pa[MAXF], *ca[MAXF];
	size_t		 pl[MAXF], cl[MAXF], np, nc, k;
	char		*f;
	int		 first = 1;

	if (prev != NULL) {
		np = fields(prev, pa, pl, MAXF);
		nc = fields(cur, ca, cl, MAXF);
		if (np == nc && nc < MAXF) {
			buf_addc(out, '[');
			for (k = 0; k < nc; k++) {
				if (pl[k] == cl[k] &&
				    memcmp(pa[k], ca[k], cl[k]) == 0)
					continue;
				f = xcalloc(1, cl[k] + 1);
				memcpy(f, ca[k], cl[k]);
				buf_printf(out, "%s[%zu,", first ? "" : ",", k);
				json_text(out, f);
				buf_addc(out, ']');
				free(f);
				first = 0;
			}
			buf_addc(out, ']');
			return;
		}
	}
	json_text(out, cur);
}

static int
cmp_size(const void *a, const void *b)
{
	size_t	 x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
}

/* A frame's pieces and outlines (not its status lines), by rank, sorted:
 * into v, which holds h->nmarks; returns how many. */
static size_t
frame_pieces(const struct hgame *g, const struct hframe *h,
    const size_t *rank, size_t *v)
{
	size_t	 j, n = 0;

	for (j = 0; j < h->nmarks; j++)
		if (!g->marks.v[h->marks[j]].text)
			v[n++] = rank[h->marks[j]];
	qsort(v, n, sizeof *v, cmp_size);
	return n;
}

/* Marks in b not in a, as base-36 numbers. */
static void
json_minus(struct buf *out, const char *key, const size_t *b, size_t nb,
    const size_t *a, size_t na)
{
	size_t	 i, j = 0;
	int	 first = 1;

	for (i = 0; i < nb; i++) {
		while (j < na && a[j] < b[i])
			j++;
		if (j < na && a[j] == b[i])
			continue;
		if (first)
			buf_printf(out, ",\"%s\":\"", key);
		else
			buf_addc(out, ' ');
		first = 0;
		b36(out, b[i]);
	}
	if (!first)
		buf_addc(out, '"');
}

/*
 * The frames.  A turn moves few pieces, so a frame lists the pieces and
 * outlines it adds ("a") and removes ("r") against the one before, and
 * its status lines ("t") whole, in the order the board draws them.
 */
static void
write_frames(const struct hgame *g, const size_t *rank, struct buf *out)
{
	const struct hframe	*h;
	size_t			 i, j, n, np = 0, *cur, *prev = NULL;
	int			 first;

	buf_adds(out, "[\n");
	for (i = 0; i < g->nf; i++) {
		h = &g->f[i];
		buf_printf(out, "%s{\"n\":%ld,\"h\":", i ? ",\n" : "",
		    h->number);
		json_text(out, h->head);
		/* The line itself is the turn list's button. */
		if (h->line != NULL)
			buf_adds(out, ",\"l\":1");
		buf_adds(out, ",\"p\":");
		json_notation(out, i > 0 ? g->f[i - 1].notation : NULL,
		    h->notation);
		cur = xcalloc(h->nmarks ? h->nmarks : 1, sizeof *cur);
		n = frame_pieces(g, h, rank, cur);
		json_minus(out, "a", cur, n, prev, np);
		json_minus(out, "r", prev, np, cur, n);
		free(prev);
		prev = cur;
		np = n;
		first = 1;
		for (j = 0; j < h->nmarks; j++) {
			if (!g->marks.v[h->marks[j]].text)
				continue;
			buf_adds(out, first ? ",\"t\":\"" : " ");
			first = 0;
			b36(out, rank[h->marks[j]]);
		}
		if (!first)
			buf_addc(out, '"');
		if (h->events != NULL && h->events[0] != '\0') {
			buf_adds(out, ",\"e\":");
			json_events(out, h->events);
		}
		if (h->error != NULL) {
			buf_adds(out, ",\"x\":");
			json_text(out, h->error);
		}
		buf_addc(out, '}');
	}
	free(prev);
	buf_adds(out, "\n]");
}

static void
html_text(struct buf *b, const char *s)
{
	render_xml_text(b, s != NULL ? s : "");
}

/* Marks by layer, then in the order first seen: order[i] is the mark
 * drawn i-th, rank[k] where mark k is drawn. */
static void
mark_order(const struct render_marks *m, size_t *order, size_t *rank)
{
	size_t	 i, n = 0;
	int	 layer;

	for (layer = 0; layer < LAYER_MAX; layer++)
		for (i = 0; i < m->n; i++)
			if (m->v[i].layer == layer) {
				rank[i] = n;
				order[n++] = i;
			}
}

static void
write_panel(const struct hgame *g, size_t k, struct buf *out)
{
	const struct hframe	*h = &g->f[0];
	const char		*ev, *nl;
	size_t			 i, j;

	buf_adds(out, "<div class=\"panel\">\n<div aria-live=\"polite\">\n"
	    "<p class=\"head\">");
	html_text(out, h->head);
	buf_adds(out, "</p>\n<p class=\"line\">");
	html_text(out, h->line);
	buf_adds(out, "</p>\n<ul class=\"events\">");
	for (ev = h->events; ev != NULL && *ev != '\0'; ev = nl + 1) {
		if ((nl = strchr(ev, '\n')) == NULL)
			break;
		buf_adds(out, "<li>");
		buf_add(out, ev + 4, (size_t)(nl - ev - 4));
		buf_adds(out, "</li>");
	}
	buf_adds(out, "</ul>\n<p class=\"error\"");
	if (h->error == NULL)
		buf_adds(out, " hidden");
	buf_addc(out, '>');
	html_text(out, h->error);
	buf_adds(out, "</p>\n</div>\n<ul class=\"scores\">");
	for (i = 0; i < h->nmarks; i++)
		if (g->marks.v[h->marks[i]].text) {
			const char *t = strchr(g->marks.v[h->marks[i]].svg,
			    '>');

			/* The <text> element's words, already escaped. */
			buf_adds(out, "<li>");
			if (t != NULL && (nl = strchr(t, '<')) != NULL)
				buf_add(out, t + 1, (size_t)(nl - t - 1));
			buf_adds(out, "</li>");
		}
	buf_printf(out, "</ul>\n<p>Position: <code class=\"notation\" "
	    "id=\"pos-%zu\">", k + 1);
	html_text(out, h->notation);
	buf_adds(out, "</code></p>\n");
	if (g->nf > 1) {
		buf_adds(out, "<ol class=\"turns\" aria-label=\"turns\">\n");
		for (j = 0; j < g->nf; j++) {
			h = &g->f[j];
			buf_printf(out, "<li><button type=\"button\"%s%s>",
			    h->error != NULL ? " class=\"bad\"" : "",
			    j == 0 ? " aria-current=\"step\"" : "");
			html_text(out, h->line != NULL ? h->line : h->head);
			buf_adds(out, "</button></li>\n");
		}
		buf_adds(out, "</ol>\n");
	}
	buf_adds(out, "</div>\n");
}

static void
write_controls(const struct hgame *g, struct buf *out)
{
	if (g->nf < 2)
		return;
	buf_adds(out, "<div class=\"controls\" role=\"group\" "
	    "aria-label=\"replay controls\">\n"
	    "<button type=\"button\" class=\"first\">First</button>\n"
	    "<button type=\"button\" class=\"prev\">Back</button>\n"
	    "<button type=\"button\" class=\"play\">Play</button>\n"
	    "<button type=\"button\" class=\"next\">Next</button>\n"
	    "<button type=\"button\" class=\"last\">Last</button>\n"
	    "<label>Speed <select class=\"speed\">"
	    "<option value=\"2000\">slow</option>"
	    "<option value=\"1000\" selected>1 turn a second</option>"
	    "<option value=\"400\">fast</option>"
	    "<option value=\"120\">fastest</option></select></label>\n");
	buf_printf(out, "<input type=\"range\" class=\"slider\" min=\"0\" "
	    "max=\"%zu\" value=\"0\" aria-label=\"turn\">\n</div>\n",
	    g->nf - 1);
}

static void
write_game(const struct hgame *g, size_t k, struct buf *out)
{
	size_t	*order, *rank, n = g->marks.n ? g->marks.n : 1;

	buf_printf(out, "<section class=\"game\" id=\"game-%zu\" "
	    "aria-label=\"", k + 1);
	html_text(out, g->name);
	buf_printf(out, "\"%s>\n", k > 0 ? " hidden" : "");
	if (g->tags.len > 0) {
		buf_adds(out, "<dl class=\"tags\">\n");
		buf_adds(out, buf_str(&g->tags));
		buf_adds(out, "</dl>\n");
	}
	if (g->fail != NULL || g->nf == 0) {
		buf_adds(out, "<p class=\"error\">");
		html_text(out, g->fail != NULL ? g->fail :
		    "this game has no position to show");
		buf_adds(out, "</p>\n<script type=\"application/json\" "
		    "class=\"frames\">[]</script>\n</section>\n");
		return;
	}
	order = xcalloc(n, sizeof *order);
	rank = xcalloc(n, sizeof *rank);
	mark_order(&g->marks, order, rank);
	buf_printf(out, "<div>\n<div class=\"board\" role=\"img\" "
	    "aria-labelledby=\"pos-%zu\">\n", k + 1);
	write_board(g, order, out);
	buf_adds(out, "</div>\n");
	write_controls(g, out);
	buf_adds(out, "</div>\n");
	write_panel(g, k, out);
	buf_adds(out, "<script type=\"application/json\" class=\"frames\">");
	write_frames(g, rank, out);
	buf_adds(out, "</script>\n</section>\n");
	free(order);
	free(rank);
}

void
html_page_write(const struct html_page *p, struct buf *out)
{
	char	 js[45], css[45];
	size_t	 k;

	sha256_base64(page_js, sizeof page_js - 1, js);
	sha256_base64(page_css, sizeof page_css - 1, css);
	buf_adds(out, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n"
	    "<meta name=\"viewport\" content=\"width=device-width, "
	    "initial-scale=1\">\n");
	/* Nothing from anywhere: only this script and this style run. */
	buf_printf(out, "<meta http-equiv=\"Content-Security-Policy\" "
	    "content=\"default-src 'none'; script-src 'sha256-%s'; "
	    "style-src 'sha256-%s'; base-uri 'none'; form-action 'none'\">\n",
	    js, css);
	buf_adds(out, "<meta name=\"generator\" content=\"pasa\">\n<title>");
	html_text(out, p->title);
	buf_adds(out, "</title>\n<style>");
	buf_adds(out, page_css);
	buf_adds(out, "</style>\n</head>\n<body>\n<h1>");
	html_text(out, p->title);
	buf_adds(out, "</h1>\n");
	if (p->ng > 1) {
		buf_adds(out, "<p><label for=\"chooser\">Game</label> "
		    "<select id=\"chooser\">\n");
		for (k = 0; k < p->ng; k++) {
			buf_printf(out, "<option value=\"%zu\">", k);
			html_text(out, p->g[k].name);
			buf_adds(out, "</option>\n");
		}
		buf_adds(out, "</select></p>\n");
	}
	buf_adds(out, "<noscript><p>Without JavaScript the page shows the "
	    "first position of the first game and its list of turns."
	    "</p></noscript>\n");
	for (k = 0; k < p->ng; k++)
		write_game(&p->g[k], k, out);
	buf_adds(out, "<script>");
	buf_adds(out, page_js);
	buf_adds(out, "</script>\n</body>\n</html>\n");
}
