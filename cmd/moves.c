/* pasa moves: every legal turn of a position for a throw. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"

static int moves_main(int, char **);

const struct cmd cmd_moves = {
	.name = "moves",
	.usage = "pasa moves -v VARIANT (--position P | RECORD [--game N] "
	    "[--ply N])\n"
	    "                  [--throw T] [--count]",
	.summary = "list the legal turns of a position for a throw",
	.run = moves_main,
};

static int
sort_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int
moves_main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "variant", required_argument, NULL, 'v' },
		{ "position", required_argument, NULL, 'P' },
		{ "throw", required_argument, NULL, 't' },
		{ "count", no_argument, NULL, 'c' },
		{ "game", required_argument, NULL, 'g' },
		{ "ply", required_argument, NULL, 'n' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char	*vname = NULL, *position = NULL, *throw_text = NULL;
	long		 game = 1, ply = -1;
	int		 ch, count = 0, rc = EXIT_VALID;
	struct vcache	 vc;
	struct diags	 d;
	struct variant	*v;
	struct play	 p;
	struct throw	 th;
	struct turnlist	 l;
	struct buf	 b;
	char		**lines;
	size_t		 i, n;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "v:t:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'v':
			vname = optarg;
			break;
		case 'P':
			position = optarg;
			break;
		case 't':
			throw_text = optarg;
			break;
		case 'c':
			count = 1;
			break;
		case 'g':
			if (cmd_count_option("--game", "a game number", optarg, 1,
			    &game) != 0)
				return cmd_usage(&cmd_moves);
			break;
		case 'n':
			if (cmd_count_option("--ply", "a number", optarg, 0,
			    &ply) != 0)
				return cmd_usage(&cmd_moves);
			break;
		case 'h':
			printf("usage: %s\n", cmd_moves.usage);
			return EXIT_VALID;
		default:
			return cmd_usage(&cmd_moves);
		}
	}
	if (vname == NULL || (position != NULL) == (optind == argc - 1) ||
	    optind < argc - 1) {
		if (vname == NULL)
			cmd_warnx("moves needs -v VARIANT");
		else
			cmd_warnx("moves needs one of --position or RECORD");
		return cmd_usage(&cmd_moves);
	}
	vcache_init(&vc);
	diags_init(&d);
	turnlist_init(&l);
	buf_init(&b);
	memset(&p, 0, sizeof p);
	if ((v = vcache_get(&vc, vname, &d)) == NULL) {
		rc = cmd_print_diags(&d, stderr);
		goto out;
	}
	p.v = v;
	p.fam = v->family;
	p.ctx.diags = &d;
	p.ctx.file = "--position";
	p.ctx.variant = v->name;
	if (position != NULL) {
		if (p.fam->pos_parse(v->rules, &p.pos, position,
		    strlen(position), &p.ctx) != 0) {
			cmd_print_diags(&d, stderr);
			rc = EXIT_USAGE;
			goto out;
		}
	} else if ((rc = cmd_game_position(&p, &vc, vname, argv[optind], game,
	    ply, &d)) != 0) {
		cmd_print_diags(&d, stderr);
		goto out;
	}
	memset(&th, 0, sizeof th);
	if (throw_text != NULL && p.fam->throw_parse(v->rules, throw_text,
	    strlen(throw_text), &th) != 0) {
		cmd_warnx("'%s' is not a throw of %s", throw_text, v->name);
		rc = EXIT_USAGE;
		goto out;
	}
	if (throw_text == NULL && p.fam->throw_parse(v->rules, "", 0,
	    &th) != 0) {
		cmd_warnx("%s needs --throw", v->name);
		rc = EXIT_USAGE;
		goto out;
	}
	if (p.fam->turns_legal(v->rules, &p.pos, &th, &l) != 0) {
		cmd_warnx("the game is over: no side is to move");
		rc = EXIT_INVALID;
		goto out;
	}
	lines = xcalloc(l.n + 1, sizeof *lines);
	for (i = 0; i < l.n; i++) {
		buf_clear(&b);
		p.fam->turn_format(v->rules, &p.pos, &l.v[i], &b);
		lines[i] = xstrdup(buf_str(&b));
	}
	qsort(lines, l.n, sizeof *lines, sort_strings);
	/* Equal text is the same turn: count each once. */
	for (i = 0, n = 0; i < l.n; i++) {
		if (n > 0 && strcmp(lines[n - 1], lines[i]) == 0) {
			free(lines[i]);
			continue;
		}
		lines[n++] = lines[i];
	}
	if (count)
		printf("%zu\n", n);
	for (i = 0; i < n; i++) {
		if (!count)
			printf("%s\n", lines[i]);
		free(lines[i]);
	}
	free(lines);
out:
	play_end(&p);
	buf_free(&b);
	turnlist_free(&l);
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}
