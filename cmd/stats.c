/* pasa stats: statistics of recorded games, per variant (lib/stats.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "stats.h"

static int stats_main(const struct cli *, int, char **);

enum { O_FORMAT = OPT_ID_FIRST };

static const struct opt stats_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "the rules (default: each game's Variant tag)", NULL },
	{ "format", 0, O_FORMAT, OPT_CHOICE, "FORMAT", "text json svg",
	    "a table, JSON, or SVG charts", NULL },
	OPT_TABLE_END,
};

const struct cmd cmd_stats = {
	.name = "stats",
	.usage = "pasa stats [-v VARIANT] [--format text|json|svg] FILE...",
	.summary = "are the throws fair, how long are the games: statistics",
	.opts = stats_opts,
	.run = stats_main,
};

struct srun {
	struct stats	**st;		/* one per variant met */
	size_t		 n;
	struct stats	*cur;		/* the game being read */
	int		 begun;
};

static struct stats *
srun_get(struct srun *s, const struct variant *v)
{
	size_t	 i;

	for (i = 0; i < s->n; i++)
		if (s->st[i]->v == v)
			return s->st[i];
	s->st = xreallocarray(s->st, s->n + 1, sizeof *s->st);
	s->st[s->n] = xmalloc(sizeof *s->st[s->n]);
	stats_init(s->st[s->n], v);
	return s->st[s->n++];
}

static void
stats_turn_cb(void *arg, const struct play *p, const struct position *before,
    const struct turn *t, const struct events *ev, const struct turn_text *tt)
{
	struct srun	*s = arg;
	struct throw	 th;

	(void)t;
	if (!s->begun) {
		s->cur = srun_get(s, p->v);
		stats_game_begin(s->cur);
		s->begun = 1;
	}
	memset(&th, 0, sizeof th);
	if (tt->throw_ == NULL || p->fam->throw_parse(p->v->rules, tt->throw_,
	    tt->throw_len, &th) != 0)
		th.n = 0;
	stats_turn(s->cur, p->fam->side_to_move(p->v->rules, before), &th, ev);
}

/* Counts one game: 0 valid, 1 invalid, 2 not started (no variant). */
static int
stats_game(struct srun *s, struct vcache *vc, const char *vname,
    const struct rgame *g, struct diags *d)
{
	struct replay	 rp;
	struct play	 p;
	const char	*rule = NULL;
	size_t		 i, before = d->n;
	int		 bad = 0;

	memset(&rp, 0, sizeof rp);
	rp.variant = vname;
	rp.turn = stats_turn_cb;
	rp.arg = s;
	s->begun = 0;
	if (!game_replay(&rp, vc, g, &p, d))
		return 2;
	for (i = before; i < d->n; i++)
		if (d->v[i].level == DIAG_ERROR) {
			bad = 1;
			rule = d->v[i].rule;
			break;
		}
	if (!s->begun) {
		s->cur = srun_get(s, p.v);
		stats_game_begin(s->cur);
	}
	if (bad || g->errors > 0)
		stats_game_invalid(s->cur, rule);
	else
		stats_game_finish(s->cur, &p.pos, p.opts.players,
		    p.opts.nplayers);
	play_end(&p);
	return bad || g->errors > 0;
}

static int
stats_main(const struct cli *io, int argc, char **argv)
{
	const char		*vname = NULL;
	struct optparse		 op;
	struct srun		 s;
	struct vcache		 vc;
	struct diags		 d;
	struct record_reader	*r;
	struct rgame		*g;
	struct buf		 out;
	long			 invalid = 0, unread = 0;
	size_t			 i;
	int			 ch, fmt = SF_TEXT, rc = EXIT_VALID, n;

	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) > 0) {
		switch (ch) {
		case 'v':
			vname = op.arg;
			break;
		case O_FORMAT:
			fmt = stats_format_option(op.arg);
			break;
		}
	}
	if (ch != OPT_DONE)
		return opt_end(&op, ch);
	if (op.optind == argc) {
		cli_warnx(io, "needs a FILE ('-' for standard input)");
		return cli_usage(io);
	}
	memset(&s, 0, sizeof s);
	vcache_init(&vc);
	diags_init(&d);
	for (; op.optind < argc; op.optind++) {
		if (record_reader_open(&r, argv[op.optind], &d) != 0) {
			rc = exit_worse(rc, cli_print_diags(io, &d));
			diags_free(&d);
			diags_init(&d);
			continue;
		}
		while ((n = record_next_game(r, &g, &d)) > 0) {
			switch (stats_game(&s, &vc, vname, g, &d)) {
			case 1:
				invalid++;
				break;
			case 2:
				/* No variant, no table to count it in:
				 * its problem is printed, the game
				 * counted as left out. */
				unread++;
				rc = exit_worse(rc, cli_print_diags(io, &d));
				break;
			}
			diags_free(&d);
			diags_init(&d);
		}
		if (n < 0)
			rc = exit_worse(rc, cli_print_diags(io, &d));
		diags_free(&d);
		diags_init(&d);
		record_reader_free(r);
	}
	if (s.n == 0 && unread == 0)
		cli_warnx(io, "no games to count");
	buf_init(&out);
	stats_format(&out, s.st, (int)s.n, (enum stats_format)fmt, 0);
	if (out.len > 0)	/* out.s is NULL when nothing was written */
		fwrite(out.s, 1, out.len, io->out);
	buf_free(&out);
	if (invalid > 0) {
		cli_warnx(io,
		    "%ld game%s invalid: counted up to the refused line "
		    "('pasa validate' says why)", invalid, invalid == 1 ?
		    " is" : "s are");
		rc = exit_worse(rc, EXIT_INVALID);
	}
	if (unread > 0) {
		cli_warnx(io,
		    "%ld game%s left out: no variant to count %s under",
		    unread, unread == 1 ? "" : "s", unread == 1 ? "it" :
		    "them");
		rc = exit_worse(rc, EXIT_INVALID);
	}
	for (i = 0; i < s.n; i++) {
		stats_free(s.st[i]);
		free(s.st[i]);
	}
	free(s.st);
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}
