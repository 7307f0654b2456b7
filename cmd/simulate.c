/* pasa simulate: statistics of games the engine plays (lib/stats_sim.c). */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "convert.h"
#include "stats.h"

static int simulate_main(const struct cli *, int, char **);

enum {
	O_GAMES = OPT_ID_FIRST, O_SEED, O_POLICY, O_MAX_PLIES, O_RECORD,
	O_FORMAT,
};

static const struct opt simulate_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "a variant to play (required; up to 8, compared)", NULL,
	    0, 0, 0, 1 },
	OPT_NUM("games", 0, O_GAMES, "K", 1, GAMES_MAX, 1000,
	    "how many games of each variant"),
	SEED_OPT(O_SEED, "the random seed: the same seed, the same games"),
	{ "policy", 0, O_POLICY, OPT_CHOICE, "POLICY", "random greedy",
	    "how players choose a turn (default: random)", NULL },
	GAMESEL_JOBS_OPT('j'),
	MAX_PLIES_OPT(O_MAX_PLIES),
	{ "record", 0, O_RECORD, OPT_FILE, "FILE", NULL,
	    "write the games played to FILE as records", NULL },
	{ "format", 0, O_FORMAT, OPT_CHOICE, "FORMAT", "text json svg",
	    "a table, JSON, or SVG charts", NULL },
	OPT_TABLE_END,
};

const struct cmd cmd_simulate = {
	.name = "simulate",
	.usage = "pasa simulate -v VARIANT [-v VARIANT ...] [--games K] "
	    "[--seed N]\n"
	    "                [--policy random|greedy] [-j N] [--max-plies N]\n"
	    "                [--record FILE] [--format text|json|svg]",
	.summary = "play many games of variants and compare their figures",
	.opts = simulate_opts,
	.run = simulate_main,
};

#define SIM_MAX_VARIANTS	8
static int
simulate_main(const struct cli *io, int argc, char **argv)
{
	const char	*vname[SIM_MAX_VARIANTS], *rec_name = NULL;
	struct stats	*st[SIM_MAX_VARIANTS];
	struct optparse	 op;
	struct variant	*v;
	struct sim_opts	 o;
	struct vcache	 vc;
	struct diags	 d;
	struct buf	 out;
	FILE		*rec = NULL;
	long		 written = 0;
	int		 ch, i, nv = 0, nst = 0, fmt = SF_TEXT;
	int		 rc = EXIT_VALID;

	memset(&o, 0, sizeof o);
	o.seed = (uint64_t)opt_default(io->cmd, O_SEED);
	o.games = opt_default(io->cmd, O_GAMES);
	o.max_plies = opt_default(io->cmd, O_MAX_PLIES);
	o.jobs = jobs_default();
	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) > 0) {
		switch (ch) {
		case 'v':
			if (nv == SIM_MAX_VARIANTS) {
				cli_warnx(io, "simulate compares at most %d "
				    "variants", SIM_MAX_VARIANTS);
				return cli_usage(io);
			}
			vname[nv++] = op.arg;
			break;
		case O_GAMES:
			o.games = op.num;
			break;
		case O_SEED:
			o.seed = (uint64_t)op.num;
			break;
		case O_POLICY:
			o.policy = strcmp(op.arg, "greedy") == 0 ? SP_GREEDY :
			    SP_RANDOM;
			break;
		case 'j':
			o.jobs = (int)op.num;
			break;
		case O_MAX_PLIES:
			o.max_plies = op.num;
			break;
		case O_RECORD:
			rec_name = op.arg;
			break;
		case O_FORMAT:
			fmt = stats_format_option(op.arg);
			break;
		}
	}
	if (ch != OPT_DONE)
		return opt_end(&op, ch);
	if (nv == 0 || op.optind != argc) {
		cli_warnx(io, nv == 0 ? "needs -v VARIANT" :
		    "takes no file arguments");
		return cli_usage(io);
	}
	vcache_init(&vc);
	diags_init(&d);
	for (i = 0; i < nv; i++)
		if (vcache_get(&vc, vname[i], &d) == NULL)
			rc = exit_worse(rc, cli_print_diags(io, &d));
	if (rc == EXIT_VALID && rec_name != NULL &&
	    (rec = fopen(rec_name, "w")) == NULL) {
		cli_warnx(io, "cannot open '%s': %s", rec_name,
		    strerror(errno));
		rc = EXIT_SYSTEM;
	}
	for (i = 0; i < nv && rc == EXIT_VALID; i++) {
		v = vcache_get(&vc, vname[i], &d);
		st[nst] = xmalloc(sizeof *st[nst]);
		stats_init(st[nst], v);
		nst++;
		rc = sim_run(io, &o, v, st[i], rec, rec_name,
		    &written);
	}
	if (rec != NULL && fclose(rec) != 0 && rc == EXIT_VALID) {
		cli_warnx(io, "cannot write '%s': %s", rec_name,
		    strerror(errno));
		rc = EXIT_SYSTEM;
	}
	if (rc == EXIT_VALID) {
		buf_init(&out);
		stats_format(&out, st, nst, (enum stats_format)fmt, 1);
		if (out.len > 0)	/* out.s is NULL when nothing was written */
			fwrite(out.s, 1, out.len, io->out);
		buf_free(&out);
	}
	for (i = 0; i < nst; i++) {
		stats_free(st[i]);
		free(st[i]);
	}
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}
