/* pasa moves: every legal turn of a position for a throw. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"

static int moves_main(const struct cli *, int, char **);

enum { O_POSITION = OPT_ID_FIRST, O_GAME, O_PLY, O_COUNT };

static const struct opt moves_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "the rules (default: the record's Variant tag)", NULL },
	{ "position", 0, O_POSITION, OPT_ARG, "P", NULL,
	    "this position (pasa-record(5) Setup text)", NULL },
	GAME_OPT(O_GAME),
	PLY_OPT(O_PLY),
	{ "throw", 't', 't', OPT_ARG, "T", NULL,
	    "the throw, as a record writes it", NULL },
	{ "count", 0, O_COUNT, OPT_FLAG, NULL, NULL,
	    "print only how many turns there are", NULL },
	OPT_TABLE_END,
};

const struct cmd cmd_moves = {
	.name = "moves",
	.usage = "pasa moves [-v VARIANT] (--position P | RECORD [--game N] "
	    "[--ply N])\n"
	    "                  [--throw T] [--count]",
	.summary = "list the legal turns of a position for a throw",
	.opts = moves_opts,
	.run = moves_main,
};

static int
sort_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int
moves_main(const struct cli *io, int argc, char **argv)
{
	const char	*vname = NULL, *position = NULL, *throw_text = NULL;
	long		 game = 0, ply = -1;
	int		 ch, first, count = 0, rc = EXIT_VALID;
	struct optparse	 op;
	struct vcache	 vc;
	struct diags	 d;
	const struct variant *v;
	struct play	 p;
	struct throw	 th;
	struct turnlist	 l;
	struct buf	 b;
	char		**lines;
	size_t		 i, n;

	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) > 0) {
		switch (ch) {
		case 'v':
			vname = op.arg;
			break;
		case O_POSITION:
			position = op.arg;
			break;
		case 't':
			throw_text = op.arg;
			break;
		case O_COUNT:
			count = 1;
			break;
		case O_GAME:
			game = op.num;
			break;
		case O_PLY:
			ply = op.num;
			break;
		}
	}
	if (ch != OPT_DONE)
		return opt_end(&op, ch);
	first = op.optind;
	if (cli_position_args(io, position, vname, game, ply, argc,
	    first) != 0)
		return cli_usage(io);
	vcache_init(&vc);
	diags_init(&d);
	turnlist_init(&l);
	buf_init(&b);
	if ((rc = session_position(&p, &vc, vname, position, argv[first],
	    game, ply, &d)) != EXIT_VALID) {
		rc = exit_worse(rc, cli_print_diags(io, &d));
		goto out;
	}
	/* Warnings met on the way are still worth saying. */
	cli_print_diags(io, &d);
	/* -v, or the record's Variant tag. */
	v = p.v;
	memset(&th, 0, sizeof th);
	if (throw_text != NULL && p.fam->throw_parse(v->rules, throw_text,
	    strlen(throw_text), &th) != 0) {
		cli_warnx(io, "'%s' is not a throw of %s", throw_text, v->name);
		rc = EXIT_USAGE;
		goto out;
	}
	if (throw_text == NULL && p.fam->throw_parse(v->rules, "", 0,
	    &th) != 0) {
		cli_warnx(io, "%s needs --throw", v->name);
		rc = EXIT_USAGE;
		goto out;
	}
	if (p.fam->turns_legal(v->rules, &p.pos, &th, &l) != 0) {
		cli_warnx(io, "the game is over: no side is to move");
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
		fprintf(io->out, "%zu\n", n);
	for (i = 0; i < n; i++) {
		if (!count)
			fprintf(io->out, "%s\n", lines[i]);
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
