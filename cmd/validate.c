/* pasa validate: check every turn of every game. */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "compare.h"
#include "validate_run.h"

static int validate_main(const struct cli *, int, char **);

enum { O_STRICT = OPT_ID_FIRST, O_FORMAT, O_EXPLAIN, O_POSITIONS, O_SUMMARY };

static const struct opt validate_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "the rules (default: each game's Variant tag); twice or more: "
	    "compare", NULL, 0, 0, 0, 1 },
	{ "strict", 0, O_STRICT, OPT_FLAG, NULL, NULL,
	    "treat warnings as errors", NULL },
	{ "format", 0, O_FORMAT, OPT_CHOICE, "FORMAT", "text json",
	    "diagnostics as text on stderr, or JSON Lines on stdout", NULL },
	{ "explain", 0, O_EXPLAIN, OPT_FLAG, NULL, NULL,
	    "after an error, the position and the legal turns", NULL },
	{ "positions", 0, O_POSITIONS, OPT_FLAG, NULL, NULL,
	    "print the position after every turn", NULL },
	{ "summary", 0, O_SUMMARY, OPT_FLAG, NULL, NULL,
	    "end with the games, turns and invalid games, by rule", NULL },
	GAMESEL_OPTS,
	OPT_TABLE_END,
};

const struct cmd cmd_validate = {
	.name = "validate",
	.usage = "pasa validate [-v VARIANT] [--strict] [--format text|json] "
	    "[--explain]\n"
	    "                     [--positions] [--summary] [--where TAG=VALUE | "
	    "--where TAG=~/REGEX/]\n"
	    "                     [--length N-M] [--valid-only | --invalid-only] "
	    "[-j N] [FILE ...]",
	.summary = "check records move by move, with the rule broken",
	.opts = validate_opts,
	.run = validate_main,
};

static int
validate_main(const struct cli *io, int argc, char **argv)
{
	struct optparse		 op;
	struct validate_run	 o;
	struct vcache		 vc;
	struct diags		 d;
	const char		*variants[8];
	int			 ch, n, nvariants = 0, rc, selecting = 0;
	int			 whole = 0, jobs_given = 0;

	validate_run_init(&o, io);
	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) > 0) {
		if ((n = gamesel_option(&o.sel, ch, &op)) != 0) {
			if (n < 0)
				goto usage;
			selecting = 1;
			/* What needs a game whole, or asks for threads,
			 * reads a pipe in blocks too. */
			if (ch == OPT_LENGTH || ch == OPT_VALID_ONLY ||
			    ch == OPT_INVALID_ONLY)
				whole = 1;
			if (ch == OPT_JOBS)
				jobs_given = 1;
			continue;
		}
		switch (ch) {
		case 'v':
			/* Several -v: the records are compared under each. */
			if (nvariants == 8) {
				cli_warnx(io, "at most 8 variants at once");
				goto usage;
			}
			variants[nvariants++] = op.arg;
			o.variant = op.arg;
			break;
		case O_STRICT:
			o.strict = 1;
			break;
		case O_FORMAT:
			o.json = strcmp(op.arg, "json") == 0;
			break;
		case O_EXPLAIN:
			o.explain = 1;
			break;
		case O_POSITIONS:
			o.positions = 1;
			break;
		case O_SUMMARY:
			o.summary = 1;
			break;
		}
	}
	if (ch != OPT_DONE) {
		validate_run_free(&o);
		return opt_end(&op, ch);
	}
	if (nvariants > 1) {
		/* compare reads every game whole, in one thread. */
		if (o.explain || o.positions || o.summary || selecting) {
			cli_warnx(io, "with several -v, records are compared: "
			    "--explain, --positions, --summary, --where, "
			    "--length, --valid-only, --invalid-only and -j "
			    "take one variant");
			goto usage;
		}
		validate_run_free(&o);
		return compare_records_run(io, variants, nvariants,
		    argv + op.optind, argc - op.optind, o.strict, o.json);
	}
	/* A pipe is read a line at a time (lib/validate_stream.c). */
	o.stream = !whole && !(jobs_given && o.sel.jobs > 1);
	vcache_init(&vc);
	diags_init(&d);
	if (o.variant != NULL && vcache_get(&vc, o.variant, &d) == NULL)
		rc = validate_run_flush(&o, &d);
	else
		rc = validate_run_records(&o, &vc, argv + op.optind,
		    argc - op.optind, &d);
	validate_run_free(&o);
	diags_free(&d);
	vcache_free(&vc);
	return rc;
usage:
	validate_run_free(&o);
	return cli_usage(io);
}
