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
	{ "seed", 0, O_SEED, OPT_ARG, "N", NULL,
	    "the random seed: the same seed, the same games (default: 1)",
	    NULL },
	{ "games", 0, O_GAMES, OPT_ARG, "K", NULL,
	    "how many games (default: 1)", NULL },
	{ "players", 0, O_PLAYERS, OPT_ARG, "SIDE,SIDE...", NULL,
	    "the sides that play (default: the variant's)", NULL },
	{ "max-plies", 0, O_MAX_PLIES, OPT_ARG, "N", NULL,
	    "stop a game after N turns (default: 10000)", NULL },
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
	long		 i, n;
	int		 ch, rc = EXIT_VALID;

	memset(&o, 0, sizeof o);
	o.seed = 1;
	o.games = 1;
	o.max_plies = 10000;
	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) != OPT_DONE) {
		switch (ch) {
		case OPT_HELP:
			return EXIT_VALID;
		case OPT_BAD:
			return cli_usage(io);
		case 'v':
			vname = op.arg;
			break;
		case O_SEED:
			if ((n = cli_number(op.arg, 2000000000L)) < 0) {
				cli_warnx(io, "--seed wants a number, not '%s'",
				    op.arg);
				return cli_usage(io);
			}
			o.seed = (uint64_t)n;
			break;
		case O_GAMES:
			if ((o.games = cli_number(op.arg, 100000000L)) < 0) {
				cli_warnx(io,
				    "--games wants a number, not '%s'",
				    op.arg);
				return cli_usage(io);
			}
			break;
		case O_MAX_PLIES:
			if ((o.max_plies = cli_number(op.arg, 100000L)) < 1) {
				cli_warnx(io,
				    "--max-plies wants a number from 1 "
				    "to 100000, not '%s'", op.arg);
				return cli_usage(io);
			}
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
	else
		o.tag = gen_tag_name(vname, v);
	for (i = 0; v != NULL && i < o.games; i++) {
		buf_clear(&out);
		if (gen_game(&o, v, i, &out, &d) != 0) {
			rc = exit_worse(EXIT_USAGE, cli_print_diags(io, &d));
			break;
		}
		if (i > 0)
			putchar('\n');
		fwrite(out.s, 1, out.len, stdout);
		if (ferror(stdout))
			break;
	}
	buf_free(&out);
	diags_free(&d);
	free(o.tag);
	vcache_free(&vc);
	return rc;
}
