/* pasa diff: two records of one game, where they part and the rulings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "compare.h"

static int diff_main(const struct cli *, int, char **);

enum { O_STRICT = OPT_ID_FIRST };

static const struct opt diff_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "the rules (default: each game's Variant tag)", NULL },
	{ "strict", 0, O_STRICT, OPT_FLAG, NULL, NULL,
	    "treat warnings as errors", NULL },
	OPT_TABLE_END,
};

const struct cmd cmd_diff = {
	.name = "diff",
	.usage = "pasa diff [-v VARIANT] [--strict] RECORD1 RECORD2",
	.summary = "find where two records of one game part",
	.opts = diff_opts,
	.run = diff_main,
};

/* Records come from strangers: escaped by the one escaper diagnostics
 * use (C0, DEL, C1 such as U+009B, invalid UTF-8). */
static void
print_clean(FILE *out, const char *s, size_t len)
{
	struct buf	b;

	buf_init(&b);
	buf_add_clean(&b, s, len);
	fwrite(b.s != NULL ? b.s : "", 1, b.len, out);
	buf_free(&b);
}

static void
print_turn(FILE *out, const struct rgame *g, size_t i)
{
	const struct turn_text *t = &g->turns[i];

	print_clean(out, g->file, strlen(g->file));
	fprintf(out, ":%u: ", t->line);
	print_clean(out, t->side, t->side_len);
	if (t->throw_ != NULL) {
		putc(' ', out);
		print_clean(out, t->throw_, t->throw_len);
		putc(':', out);
	}
	putc(' ', out);
	print_clean(out, t->moves, t->moves_len);
	putc('\n', out);
}

/* A game pair's diagnostics are the pair's: the next pair starts clean. */
static int
print_and_clear(const struct cli *io, struct diags *d)
{
	int	rc = cli_print_diags(io, d);

	diags_clear(d);
	return rc;
}

/* One pair of games; returns the exit status it calls for. */
static int
diff_games(const struct cli *io, struct vcache *vc, const char *vname,
    int strict,
    const struct rgame *g[2], struct diags *d)
{
	const struct variant	*v[2];
	struct cmp_play		 cp[2];
	struct cmp_rdiff	 r;
	struct play		 p;
	struct buf		 b;
	size_t			 i;
	int			 k, rc = EXIT_VALID;

	for (k = 0; k < 2; k++) {
		if ((v[k] = game_variant(vc, vname, g[k], d)) == NULL)
			return print_and_clear(io, d);
		if (play_start(&p, v[k], g[k], d, strict) != 0) {
			play_end(&p);
			return print_and_clear(io, d);
		}
		cp[k].v = v[k];
		cp[k].pos = p.pos;
		play_end(&p);
	}
	compare_records(&r, &cp[0], g[0], &cp[1], g[1], strict, d);
	if (r.turn == 0) {
		fprintf(io->out, "game %zu: the records agree (%zu turn%s)\n",
		    g[0]->index, r.nturns[0], r.nturns[0] == 1 ? "" : "s");
		for (i = 0; i < d->n; i++)
			rc = exit_worse(rc, diag_exit(&d->v[i]));
		buf_init(&b);
		for (i = 0; i < d->n; i++) {
			buf_clear(&b);
			cli_diag_format(io, &d->v[i], &b);
			fprintf(io->out, "%s\n", buf_str(&b));
		}
		buf_free(&b);
		diags_clear(d);
		return rc;
	}
	fprintf(io->out, "game %zu: the records part at turn %zu\n",
	    g[0]->index, r.turn);
	for (k = 0; k < 2; k++) {
		if (r.ends[k]) {
			print_clean(io->out, g[k]->file, strlen(g[k]->file));
			fprintf(io->out, ": ends after turn %zu\n", r.nturns[k]);
		} else
			print_turn(io->out, g[k], r.turn - 1);
	}
	buf_init(&b);
	for (i = 0; i < d->n; i++) {
		buf_clear(&b);
		cli_diag_format(io, &d->v[i], &b);
		fprintf(io->out, "%s\n", buf_str(&b));
	}
	buf_free(&b);
	diags_clear(d);
	for (k = 0; k < 2; k++) {
		if (r.ends[k] || r.illegal[k] != 0)
			continue;
		print_clean(io->out, g[k]->file, strlen(g[k]->file));
		fprintf(io->out, ": legal from turn %zu to its end at turn "
		    "%zu\n",
		    r.turn, r.nturns[k]);
	}
	return EXIT_INVALID;
}

static int
diff_main(const struct cli *io, int argc, char **argv)
{
	struct record_reader	*rd[2] = { NULL, NULL };
	const struct rgame	*g[2];
	struct rgame		*gg;
	const char		*vname = NULL;
	struct optparse		 op;
	struct vcache		 vc;
	struct diags		 d;
	int			 ch, k, n[2], first, strict = 0;
	int			 rc = EXIT_VALID;

	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) > 0) {
		switch (ch) {
		case 'v':
			vname = op.arg;
			break;
		case O_STRICT:
			strict = 1;
			break;
		}
	}
	if (ch != OPT_DONE)
		return opt_end(&op, ch);
	first = op.optind;
	if (argc - first != 2) {
		cli_warnx(io, "needs two records");
		return cli_usage(io);
	}
	if (strcmp(argv[first], "-") == 0 &&
	    strcmp(argv[first + 1], "-") == 0) {
		cli_warnx(io, "only one record can be standard input");
		return cli_usage(io);
	}
	vcache_init(&vc);
	diags_init(&d);
	if (vname != NULL && vcache_get(&vc, vname, &d) == NULL) {
		rc = cli_print_diags(io, &d);
		goto out;
	}
	for (k = 0; k < 2; k++)
		if (record_reader_open(&rd[k], argv[first + k], &d) != 0) {
			rc = cli_print_diags(io, &d);
			goto out;
		}
	/* Game K of one record is game K of the other. */
	for (;;) {
		for (k = 0; k < 2; k++) {
			n[k] = record_next_game(rd[k], &gg, &d);
			g[k] = n[k] > 0 ? gg : NULL;
		}
		if (d.n > 0)
			rc = exit_worse(rc, cli_print_diags(io, &d));
		diags_clear(&d);
		if (n[0] < 0 || n[1] < 0 || (n[0] == 0 && n[1] == 0))
			break;
		if (n[0] == 0 || n[1] == 0) {
			size_t	first_only, last_only;
			char	*name;

			/* Every game past the shorter record's end is named,
			 * not only the first. */
			k = n[0] == 0 ? 1 : 0;
			first_only = last_only = g[k]->index;
			name = xstrdup(g[k]->file);
			while ((n[k] = record_next_game(rd[k], &gg, &d)) > 0)
				last_only = gg->index;
			rc = exit_worse(rc, cli_print_diags(io, &d));
			diags_clear(&d);
			if (last_only > first_only)
				fprintf(io->out, "games %zu-%zu: only in ",
				    first_only, last_only);
			else
				fprintf(io->out, "game %zu: only in ",
				    first_only);
			print_clean(io->out, name, strlen(name));
			putc('\n', io->out);
			free(name);
			rc = exit_worse(rc, EXIT_INVALID);
			break;
		}
		if (g[0]->errors > 0 || g[1]->errors > 0)
			continue;
		rc = exit_worse(rc, diff_games(io, &vc, vname, strict, g, &d));
	}
out:
	for (k = 0; k < 2; k++)
		if (rd[k] != NULL)
			record_reader_free(rd[k]);
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}
