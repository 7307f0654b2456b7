/* `pasa replay --format html`: every game of a record on one web page. */
#include <stdlib.h>
#include <string.h>

#include "frames.h"
#include "render_html.h"

struct hreplay {
	struct html_page		*page;
	const struct render_opts	*ro;
	const struct rgame		*g;
	char				*name;
	int				 begun;
	long				 turns;
};

static void
html_begin(struct hreplay *h, const struct play *p)
{
	if (h->begun)
		return;
	h->begun = 1;
	html_game_begin(h->page, h->name, h->g->tags, h->g->ntags,
	    p != NULL ? p->fam : NULL, p != NULL ? p->v->rules : NULL, h->ro);
}

static void
html_start(struct hreplay *h, const struct play *p,
    const struct position *start)
{
	struct render_frame	 fr;

	html_begin(h, p);
	memset(&fr, 0, sizeof fr);
	fr.after = start;
	html_game_frame(h->page, &fr);
}

static void
html_turn(void *arg, const struct play *p, const struct position *before,
    const struct turn *t, const struct events *ev, const struct turn_text *tt)
{
	struct hreplay		*h = arg;
	struct render_frame	 fr;

	if (!h->begun)
		html_start(h, p, before);
	h->turns++;
	memset(&fr, 0, sizeof fr);
	fr.number = frames_turn_number(tt, h->turns);
	fr.before = before;
	fr.after = &p->pos;
	fr.turn = t;
	fr.ev = ev;
	html_game_frame(h->page, &fr);
}

/* The page's game chooser names each game as replay's header does. */
static char *
game_name(const struct rgame *g)
{
	struct buf	 b;
	char		*s;

	buf_init(&b);
	frames_game_name(g, &b);
	s = xstrdup(buf_str(&b));
	buf_free(&b);
	return s;
}

/* One game of the page; its diagnostics (from d->v[before] on, those
 * of its reading included) stay in d for stderr. */
static int
html_game(const struct cli *io, struct html_page *page,
    const struct render_opts *ro,
    struct vcache *vc, const char *vname, const struct rgame *g,
    struct diags *d, size_t before)
{
	struct hreplay		 h;
	struct replay		 rp;
	struct play		 p;
	struct render_frame	 fr;
	struct buf		 err, written;
	int			 rc = EXIT_VALID;

	memset(&h, 0, sizeof h);
	h.page = page;
	h.ro = ro;
	h.g = g;
	h.name = game_name(g);
	buf_init(&err);
	buf_init(&written);
	if (g->errors > 0) {
		html_begin(&h, NULL);
		frames_first_error(io, d, before, &err);
		html_game_fail(page, buf_str(&err));
		rc = EXIT_INVALID;
		goto out;
	}
	memset(&rp, 0, sizeof rp);
	rp.variant = vname;
	rp.arg = &h;
	rp.turn = html_turn;
	if (!game_replay(&rp, vc, g, &p, d)) {
		html_begin(&h, NULL);
		frames_first_error(io, d, before, &err);
		html_game_fail(page, buf_str(&err));
		rc = EXIT_INVALID;
		goto out;
	}
	if (!h.begun)
		html_start(&h, &p, &p.pos);
	if (diags_has_errors(d) && d->n > before) {
		/* Shown where it stands: the position it was played in. */
		frames_first_error(io, d, before, &err);
		memset(&fr, 0, sizeof fr);
		fr.number = h.turns + 1;
		if (h.turns < (long)g->nturns && g->turns[h.turns].number >= 0)
			fr.number = g->turns[h.turns].number;
		fr.error = buf_str(&err);
		fr.before = &p.pos;
		if (h.turns < (long)g->nturns) {
			const struct turn_text *tt = &g->turns[h.turns];

			buf_printf(&written, "%ld. %.*s", fr.number,
			    (int)tt->side_len, tt->side);
			if (tt->throw_ != NULL)
				buf_printf(&written, " %.*s:",
				    (int)tt->throw_len, tt->throw_);
			buf_printf(&written, " %.*s", (int)tt->moves_len,
			    tt->moves);
			fr.written = buf_str(&written);
		}
		html_game_frame(page, &fr);
		rc = EXIT_INVALID;
	}
	play_end(&p);
out:
	buf_free(&err);
	buf_free(&written);
	free(h.name);
	return rc;
}

/* Every game of the file (or game number 'game'), one page on stdout. */
int
frames_html(const struct cli *io, const char *path, long game,
    const char *vname,
    const struct render_opts *ro)
{
	struct record_reader	*r;
	struct rgame		*g;
	struct html_page	*page;
	struct vcache		 vc;
	struct diags		 d;
	struct buf		 out;
	const char		*base = strrchr(path, '/');
	int			 n, rc = EXIT_VALID, found = 0;
	size_t			 mark = 0;

	diags_init(&d);
	if (record_reader_open(&r, path, &d) != 0) {
		cli_print_diags(io, &d);
		diags_free(&d);
		return EXIT_SYSTEM;
	}
	vcache_init(&vc);
	page = html_page_new(base != NULL && base[1] != '\0' ? base + 1 :
	    path);
	while ((n = record_next_game(r, &g, &d)) > 0) {
		if (game > 0 && (long)g->index != game) {
			mark = d.n;
			continue;
		}
		found = 1;
		rc = exit_worse(rc, html_game(io, page, ro, &vc, vname, g, &d,
		    mark));
		mark = d.n;
		if (game > 0)
			break;
	}
	if (n < 0)
		rc = EXIT_SYSTEM;
	else if (!found) {
		if (game > 0)
			cli_warnx(io, "'%s' has no game %ld", path, game);
		else
			cli_warnx(io, "'%s' has no game", path);
		rc = EXIT_USAGE;
	}
	if (found && n >= 0) {
		buf_init(&out);
		html_page_write(page, &out);
		fwrite(out.len ? buf_str(&out) : "", 1, out.len, io->out);
		buf_free(&out);
	}
	rc = exit_worse(rc, cli_print_diags(io, &d));
	html_page_free(page);
	record_reader_free(r);
	vcache_free(&vc);
	diags_free(&d);
	return rc;
}
