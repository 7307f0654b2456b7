/* pasa compare: where rule variants disagree, on records or in settings. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "compare.h"
#include "json.h"

static int compare_main(const struct cli *, int, char **);

enum { O_STRICT = OPT_ID_FIRST, O_FORMAT, O_WITNESS, O_SEED, O_BUDGET };

/* A search of this many turns takes seconds, not minutes: a bound on the
 * time a --budget from a script can cost. */
#define MAX_BUDGET	200000L

static const struct opt compare_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "compare the records under this variant (two or more)", NULL,
	    0, 0, 0, 1 },
	{ "strict", 0, O_STRICT, OPT_FLAG, NULL, NULL,
	    "treat warnings as errors", NULL },
	{ "format", 0, O_FORMAT, OPT_CHOICE, "FORMAT", "text json",
	    "findings as text, or as JSON", NULL },
	{ "witness", 0, O_WITNESS, OPT_FLAG, NULL, NULL,
	    "for each setting, a short record the two variants rule apart",
	    NULL },
	SEED_OPT(O_SEED, "the random seed of the witness search"),
	OPT_NUM("budget", 0, O_BUDGET, "N", 1, MAX_BUDGET, 2000,
	    "turns the witness search may play"),
	OPT_TABLE_END,
};

const struct cmd cmd_compare = {
	.name = "compare",
	.usage = "pasa compare -v VARIANT -v VARIANT [-v VARIANT ...] "
	    "[--strict]\n"
	    "                    [--format text|json] [RECORD ...]\n"
	    "       pasa compare [--witness] [--seed N] [--budget N] "
	    "[--format text|json]\n"
	    "                    VARIANT VARIANT",
	.summary = "show where variants disagree: on records, in settings",
	.opts = compare_opts,
	.run = compare_main,
};


struct copts {
	const char	*variants[CMP_MAX_VARIANTS];
	int		 nvariants;
	int		 strict;
	int		 json;
	int		 witness;
	uint64_t	 seed;
	long		 budget;
};

static int
compare_main(const struct cli *io, int argc, char **argv)
{
	struct optparse	 op;
	struct copts	 o;
	int		 ch, first, seen_seed = 0, seen_budget = 0;

	memset(&o, 0, sizeof o);
	o.seed = (uint64_t)opt_default(io->cmd, O_SEED);
	o.budget = opt_default(io->cmd, O_BUDGET);
	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) > 0) {
		switch (ch) {
		case 'v':
			if (o.nvariants == CMP_MAX_VARIANTS) {
				cli_warnx(io, "at most %d variants at once",
				    CMP_MAX_VARIANTS);
				return cli_usage(io);
			}
			o.variants[o.nvariants++] = op.arg;
			break;
		case O_STRICT:
			o.strict = 1;
			break;
		case O_FORMAT:
			o.json = strcmp(op.arg, "json") == 0;
			break;
		case O_WITNESS:
			o.witness = 1;
			break;
		case O_SEED:
			o.seed = (uint64_t)op.num;
			seen_seed = 1;
			break;
		case O_BUDGET:
			o.budget = op.num;
			seen_budget = 1;
			break;
		}
	}
	if (ch != OPT_DONE)
		return opt_end(&op, ch);
	first = op.optind;
	if (o.nvariants > 0) {
		if (o.nvariants < 2) {
			cli_warnx(io, "needs a second -v VARIANT");
			return cli_usage(io);
		}
		if (o.witness || seen_seed || seen_budget) {
			cli_warnx(io,
			    "--witness, --seed and --budget compare two "
			    "variants, not records");
			return cli_usage(io);
		}
		return compare_records_run(io, o.variants, o.nvariants,
		    argv + first, argc - first, o.strict, o.json);
	}
	if (argc - first != 2) {
		cli_warnx(io, "needs two variants, or -v VARIANT -v "
		    "VARIANT and records");
		return cli_usage(io);
	}
	if (o.strict) {
		cli_warnx(io, "--strict applies to records, with -v");
		return cli_usage(io);
	}
	if (!o.witness && (seen_seed || seen_budget)) {
		cli_warnx(io, "--seed and --budget need --witness");
		return cli_usage(io);
	}
	return compare_settings_run(io, argv[first], argv[first + 1],
	    o.witness, o.seed, o.budget, o.json);
}
