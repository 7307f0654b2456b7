/* pasa gen: random legal games, reproducible by seed. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "gen.h"

static int gen_main(const struct cli *, int, char **);

enum { O_SEED = OPT_ID_FIRST, O_GAMES, O_PLAYERS, O_MAX_PLIES, O_BIAS };

static const struct opt gen_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "the rules of the games (required: there is no record)", NULL },
	SEED_OPT(O_SEED, "the random seed: the same seed, the same games"),
	OPT_NUM("games", 0, O_GAMES, "K", 1, GAMES_MAX, 1, "how many games"),
	{ "players", 0, O_PLAYERS, OPT_ARG, "SIDE,SIDE...", NULL,
	    "the sides that play (default: the variant's)", NULL },
	MAX_PLIES_OPT(O_MAX_PLIES),
	{ "bias", 0, O_BIAS, OPT_ARG, "FACE=P", NULL,
	    "for tests: load the dice, FACE coming up with chance P", NULL },
	OPT_TABLE_END,
};

const struct cmd cmd_gen = {
	.name = "gen",
	.usage = "pasa gen -v VARIANT [--seed N] [--games K] "
	    "[--players SIDE,SIDE...]\n"
	    "                [--max-plies N] [--bias FACE=P]",
	.summary = "write random legal games as records",
	.opts = gen_opts,
	.run = gen_main,
};

static int
gen_main(const struct cli *io, int argc, char **argv)
{
	const char	*vname = NULL;
	struct optparse	 op;
	struct gen_opts	 o;
	struct vcache	 vc;
	struct diags	 d;
	struct variant	*v;
	struct buf	 out;
	long		 i;
	int		 ch, rc = EXIT_VALID;

	memset(&o, 0, sizeof o);
	o.seed = (uint64_t)opt_default(io->cmd, O_SEED);
	o.games = opt_default(io->cmd, O_GAMES);
	o.max_plies = opt_default(io->cmd, O_MAX_PLIES);
	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) > 0) {
		switch (ch) {
		case 'v':
			vname = op.arg;
			break;
		case O_SEED:
			o.seed = (uint64_t)op.num;
			break;
		case O_GAMES:
			o.games = op.num;
			break;
		case O_MAX_PLIES:
			o.max_plies = op.num;
			break;
		case O_PLAYERS:
			o.players = op.arg;
			break;
		case O_BIAS: {
			char	*end;
			long	 face = strtol(op.arg, &end, 10);

			if (end == op.arg || *end != '=' || face < 1 ||
			    face > 99 || (o.bias_p = strtod(end + 1, &end),
			    *end != '\0') || !(o.bias_p > 0 && o.bias_p < 1)) {
				cli_warnx(io,
				    "--bias wants FACE=P with P between "
				    "0 and 1, as 6=0.25, not '%s'", op.arg);
				return cli_usage(io);
			}
			o.bias_face = (int)face;
			break;
		}
		}
	}
	if (ch != OPT_DONE)
		return opt_end(&op, ch);
	if (vname == NULL || op.optind != argc) {
		cli_warnx(io, vname == NULL ? "needs -v VARIANT" :
		    "takes no file arguments");
		return cli_usage(io);
	}
	vcache_init(&vc);
	diags_init(&d);
	buf_init(&out);
	if ((v = vcache_get(&vc, vname, &d)) == NULL)
		rc = cli_print_diags(io, &d);
	else {
		o.tag = gen_tag_name(vname, v);
		gen_tag_check(&vc.path, vname, o.tag, v, &d);
		cli_print_diags(io, &d);
		diags_clear(&d);
	}
	for (i = 0; v != NULL && i < o.games; i++) {
		buf_clear(&out);
		if (gen_game(&o, v, i, &out, &d) != 0) {
			rc = exit_worse(EXIT_USAGE, cli_print_diags(io, &d));
			break;
		}
		if (i > 0)
			putc('\n', io->out);
		fwrite(out.s, 1, out.len, io->out);
		if (ferror(io->out))
			break;
	}
	buf_free(&out);
	diags_free(&d);
	free(o.tag);
	vcache_free(&vc);
	return rc;
}
