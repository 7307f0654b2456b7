/* pasa render: draw one position as text or SVG. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cmd.h"

static int render_main(int, char **);

const struct cmd cmd_render = {
	.name = "render",
	.usage = "pasa render [-v VARIANT] (--position P | RECORD [--game N] "
	    "[--ply N])\n"
	    "                   [--format ascii|svg] "
	    "[--color auto|always|never] [--labels]",
	.summary = "draw a position as text or an SVG picture",
	.run = render_main,
};

static int
render_main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "variant", required_argument, NULL, 'v' },
		{ "position", required_argument, NULL, 'P' },
		{ "game", required_argument, NULL, 'g' },
		{ "ply", required_argument, NULL, 'n' },
		{ "format", required_argument, NULL, 'f' },
		{ "color", required_argument, NULL, 'c' },
		{ "colour", required_argument, NULL, 'c' },
		{ "labels", no_argument, NULL, 'l' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char		*vname = NULL, *position = NULL;
	long			 game = 1, ply = -1;
	int			 ch, colour = COLOUR_AUTO, rc = EXIT_VALID;
	struct render_opts	 ro;
	struct vcache		 vc;
	struct diags		 d;
	struct variant		*v;
	struct play		 p;
	struct buf		 b;

	memset(&ro, 0, sizeof ro);
	optind = 1;
	while ((ch = getopt_long(argc, argv, "v:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'v':
			vname = optarg;
			break;
		case 'P':
			position = optarg;
			break;
		case 'g':
			if (cmd_count_option("--game", "a game number", optarg, 1,
			    &game) != 0)
				return cmd_usage(&cmd_render);
			break;
		case 'n':
			if (cmd_count_option("--ply", "a number", optarg, 0,
			    &ply) != 0)
				return cmd_usage(&cmd_render);
			break;
		case 'f':
			if (strcmp(optarg, "svg") == 0)
				ro.format = RENDER_SVG;
			else if (strcmp(optarg, "ascii") == 0)
				ro.format = RENDER_ASCII;
			else {
				cmd_warnx("unknown format '%s' (ascii or svg)",
				    optarg);
				return cmd_usage(&cmd_render);
			}
			break;
		case 'c':
			if ((colour = cmd_colour_option(optarg)) < 0)
				return cmd_usage(&cmd_render);
			break;
		case 'l':
			ro.labels = 1;
			break;
		case 'h':
			printf("usage: %s\n", cmd_render.usage);
			return EXIT_VALID;
		default:
			return cmd_usage(&cmd_render);
		}
	}
	if ((position != NULL) == (optind == argc - 1) || optind < argc - 1) {
		cmd_warnx("render needs one of --position or RECORD");
		return cmd_usage(&cmd_render);
	}
	if (position != NULL && vname == NULL) {
		cmd_warnx("--position needs -v VARIANT");
		return cmd_usage(&cmd_render);
	}
	/* SVG is a file format: escape codes have no place in it. */
	ro.colour = ro.format == RENDER_ASCII && cmd_colour_wanted(colour);
	vcache_init(&vc);
	diags_init(&d);
	buf_init(&b);
	memset(&p, 0, sizeof p);
	if (position != NULL) {
		if ((v = vcache_get(&vc, vname, &d)) == NULL) {
			rc = cmd_print_diags(&d, stderr);
			goto out;
		}
		p.v = v;
		p.fam = v->family;
		p.ctx.diags = &d;
		p.ctx.file = "--position";
		p.ctx.variant = v->name;
		if (p.fam->pos_parse(v->rules, &p.pos, position,
		    strlen(position), &p.ctx) != 0) {
			cmd_print_diags(&d, stderr);
			rc = EXIT_USAGE;
			goto out;
		}
	} else if ((rc = cmd_game_position(&p, &vc, vname, argv[optind], game, ply,
	    &d)) != EXIT_VALID) {
		rc = cmd_worse(rc, cmd_print_diags(&d, stderr));
		goto out;
	}
	/* Warnings met on the way are still worth saying. */
	cmd_print_diags(&d, stderr);
	if (p.fam->pos_render == NULL) {
		cmd_warnx("the %s family cannot draw its positions",
		    p.fam->name);
		rc = EXIT_VARIANT;
		goto out;
	}
	p.fam->pos_render(p.v->rules, &p.pos, &ro, &b);
	fputs(buf_str(&b), stdout);
out:
	play_end(&p);
	buf_free(&b);
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}
