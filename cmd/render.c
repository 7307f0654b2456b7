/* pasa render: draw one position as text or SVG. */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "render_html.h"

static int render_main(const struct cli *, int, char **);

enum {
	O_POSITION = OPT_ID_FIRST, O_GAME, O_PLY, O_FORMAT, O_COLOR, O_LABELS,
};

static const struct opt render_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "the rules (default: the record's Variant tag)", NULL },
	{ "position", 0, O_POSITION, OPT_ARG, "P", NULL,
	    "draw this position (pasa-record(5) Setup text)", NULL },
	GAME_OPT(O_GAME),
	PLY_OPT(O_PLY),
	{ "format", 0, O_FORMAT, OPT_CHOICE, "FORMAT", "ascii svg html",
	    "text for a terminal, an SVG picture or a web page", NULL },
	{ "color", 0, O_COLOR, OPT_WHEN, "WHEN", "auto always never",
	    "paint the sides: auto (a terminal), always, never", "always" },
	{ "labels", 0, O_LABELS, OPT_FLAG, NULL, NULL,
	    "number the squares", NULL },
	OPT_TABLE_END,
};

const struct cmd cmd_render = {
	.name = "render",
	.usage = "pasa render [-v VARIANT] (--position P | RECORD [--game N] "
	    "[--ply N])\n"
	    "                   [--format ascii|svg|html] "
	    "[--color[=WHEN]] [--labels]",
	.summary = "draw a position as text, an SVG picture or a web page",
	.opts = render_opts,
	.run = render_main,
};

/* One position as a web page: the replay page with one frame. */
static void
render_page(const struct play *p, const struct render_opts *ro,
    const char *what, long ply, struct buf *out)
{
	struct html_page	*page;
	struct render_frame	 fr;
	struct buf		 t;

	buf_init(&t);
	buf_adds(&t, what);
	if (ply >= 0)
		buf_printf(&t, ", after %ld turn%s", ply, ply == 1 ? "" : "s");
	page = html_page_new(buf_str(&t));
	html_game_begin(page, buf_str(&t), NULL, 0, p->fam, p->v->rules, ro);
	memset(&fr, 0, sizeof fr);
	fr.number = ply > 0 ? ply : 0;
	fr.after = &p->pos;
	html_game_frame(page, &fr);
	html_page_write(page, out);
	html_page_free(page);
	buf_free(&t);
}

static int
render_main(const struct cli *io, int argc, char **argv)
{
	const char		*vname = NULL, *position = NULL;
	long			 game = 0, ply = -1;
	int			 ch, first, colour = COLOUR_AUTO;
	int			 rc = EXIT_VALID, html = 0;
	struct optparse		 op;
	struct render_opts	 ro;
	struct vcache		 vc;
	struct diags		 d;
	struct play		 p;
	struct buf		 b;

	memset(&ro, 0, sizeof ro);
	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) > 0) {
		switch (ch) {
		case 'v':
			vname = op.arg;
			break;
		case O_POSITION:
			position = op.arg;
			break;
		case O_GAME:
			game = op.num;
			break;
		case O_PLY:
			ply = op.num;
			break;
		case O_FORMAT:
			/* The page draws its board with the SVG renderer. */
			html = strcmp(op.arg, "html") == 0;
			ro.format = strcmp(op.arg, "ascii") == 0 ? RENDER_ASCII :
			    RENDER_SVG;
			break;
		case O_COLOR:
			colour = cli_colour_option(op.arg);
			break;
		case O_LABELS:
			ro.labels = 1;
			break;
		}
	}
	if (ch != OPT_DONE)
		return opt_end(&op, ch);
	first = op.optind;
	if (cli_position_args(io, position, vname, game, ply, argc,
	    first) != 0)
		return cli_usage(io);
	/* SVG and HTML are file formats: escape codes have no place in
	 * them. */
	ro.colour = ro.format == RENDER_ASCII && cli_colour_wanted(io, colour);
	vcache_init(&vc);
	diags_init(&d);
	buf_init(&b);
	if ((rc = session_position(&p, &vc, vname, position, argv[first],
	    game, ply, &d)) != EXIT_VALID) {
		rc = exit_worse(rc, cli_print_diags(io, &d));
		goto out;
	}
	/* Warnings met on the way are still worth saying. */
	cli_print_diags(io, &d);
	if (p.fam->pos_render == NULL) {
		cli_warnx(io, "the %s family cannot draw its positions",
		    p.fam->name);
		rc = EXIT_VARIANT;
		goto out;
	}
	if (html)
		render_page(&p, &ro, position != NULL ? "--position" :
		    argv[first], ply, &b);
	else
		p.fam->pos_render(p.v->rules, &p.pos, &ro, &b);
	fputs(buf_str(&b), io->out);
out:
	play_end(&p);
	buf_free(&b);
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}
