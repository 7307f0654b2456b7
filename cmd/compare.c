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

static const struct opt compare_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "compare the records under this variant (two or more)", NULL },
	{ "strict", 0, O_STRICT, OPT_FLAG, NULL, NULL,
	    "treat warnings as errors", NULL },
	{ "format", 0, O_FORMAT, OPT_CHOICE, "FORMAT", "text json",
	    "findings as text, or as JSON", NULL },
	{ "witness", 0, O_WITNESS, OPT_FLAG, NULL, NULL,
	    "for each setting, a short record the two variants rule apart",
	    NULL },
	{ "seed", 0, O_SEED, OPT_ARG, "N", NULL,
	    "the random seed of the witness search (default: 1)", NULL },
	{ "budget", 0, O_BUDGET, OPT_ARG, "N", NULL,
	    "turns the witness search may play (default: 2000)", NULL },
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

#define DEFAULT_BUDGET	2000
/* A search of this many turns takes seconds, not minutes: a bound on the
 * time a --budget from a script can cost. */
#define MAX_BUDGET	200000L

struct copts {
	const char	*variants[CMP_MAX_VARIANTS];
	int		 nvariants;
	int		 strict;
	int		 json;
	int		 witness;
	uint64_t	 seed;
	long		 budget;
};

/* Engine text may quote input: escaped as every diagnostic is (C0, DEL,
 * C1 and invalid UTF-8), so no control reaches a terminal. */
static void
add_clean(struct buf *b, const char *s)
{
	buf_add_clean(b, s, strlen(s));
}

/* ---- two variants' settings ------------------------------------------ */

static void
cell(struct buf *b, const char *value, const char *src)
{
	buf_adds(b, value);
	buf_printf(b, " (%s)", src[0] != '\0' ? src : "-");
}

static void
settings_text(struct variant *const *v,
    const struct cmp_setting *s, size_t n, const struct cmp_witness *w)
{
	struct buf	 b;
	size_t		 i, wk = 7, wa, wb;
	FILE		*tf;

	/* With witnesses, stdout holds only records, so that it can be
	 * checked again with -v A -v B: the table goes to stderr. */
	tf = w != NULL ? stderr : stdout;
	buf_init(&b);
	if (n == 0) {
		fprintf(tf, "%s and %s have the same settings\n", v[0]->name,
		    v[1]->name);
		buf_free(&b);
		return;
	}
	fprintf(tf, "%s and %s differ in %zu setting%s:\n\n", v[0]->name,
	    v[1]->name, n, n == 1 ? "" : "s");
	wa = strlen(v[0]->name);
	wb = strlen(v[1]->name);
	for (i = 0; i < n; i++) {
		if (strlen(s[i].path) > wk)
			wk = strlen(s[i].path);
		buf_clear(&b);
		cell(&b, s[i].value[0], s[i].src[0]);
		if (b.len > wa)
			wa = b.len;
		buf_clear(&b);
		cell(&b, s[i].value[1], s[i].src[1]);
		if (b.len > wb)
			wb = b.len;
	}
	fprintf(tf, "%-*s  %-*s  %-*s  %s\n", (int)wk, "setting", (int)wa,
	    v[0]->name, (int)wb, v[1]->name, "meaning");
	for (i = 0; i < n; i++) {
		fprintf(tf, "%-*s  ", (int)wk, s[i].path);
		buf_clear(&b);
		cell(&b, s[i].value[0], s[i].src[0]);
		fprintf(tf, "%-*s  ", (int)wa, buf_str(&b));
		buf_clear(&b);
		cell(&b, s[i].value[1], s[i].src[1]);
		fprintf(tf, "%-*s  %s\n", (int)wb, buf_str(&b),
		    s[i].field->doc != NULL ? s[i].field->doc : "");
	}
	for (i = 0; w != NULL && i < n; i++) {
		if (i > 0)
			printf("\n");
		if (!w[i].found) {
			printf("# %s: no witness within budget\n", s[i].path);
			continue;
		}
		buf_clear(&b);
		add_clean(&b, w[i].msg);
		printf("# %s: legal under %s, illegal under %s at line %u:\n"
		    "#   %s (rule %s)\n%s", s[i].path, v[w[i].legal]->name,
		    v[1 - w[i].legal]->name, w[i].line, buf_str(&b),
		    w[i].rule, w[i].record);
	}
	buf_free(&b);
}

static void
settings_json(struct variant *const *v, const struct cmp_setting *s,
    size_t n, const struct cmp_witness *w)
{
	struct buf	 b;
	size_t		 i;

	buf_init(&b);
	buf_printf(&b, "{\"format\":%d,\"variants\":[", JSON_FORMAT);
	json_add_cstring(&b, v[0]->name);
	buf_adds(&b, ",");
	json_add_cstring(&b, v[1]->name);
	buf_adds(&b, "],\"settings\":[");
	for (i = 0; i < n; i++) {
		buf_adds(&b, i ? ",{\"setting\":" : "{\"setting\":");
		json_add_cstring(&b, s[i].path);
		buf_adds(&b, ",\"meaning\":");
		json_add_cstring(&b, s[i].field->doc);
		buf_adds(&b, ",\"values\":[");
		buf_adds(&b, s[i].json[0]);
		buf_adds(&b, ",");
		buf_adds(&b, s[i].json[1]);
		buf_adds(&b, "],\"rules\":[");
		json_add_cstring(&b, s[i].src[0][0] ? s[i].src[0] : NULL);
		buf_adds(&b, ",");
		json_add_cstring(&b, s[i].src[1][0] ? s[i].src[1] : NULL);
		buf_adds(&b, "]");
		if (w != NULL && w[i].found) {
			buf_adds(&b, ",\"witness\":{\"legal\":");
			json_add_cstring(&b, v[w[i].legal]->name);
			buf_adds(&b, ",\"illegal\":");
			json_add_cstring(&b, v[1 - w[i].legal]->name);
			buf_printf(&b, ",\"turns\":%zu,\"line\":%u,\"rule\":",
			    w[i].nturns, w[i].line);
			json_add_cstring(&b, w[i].rule);
			buf_adds(&b, ",\"message\":");
			json_add_cstring(&b, w[i].msg);
			buf_adds(&b, ",\"record\":");
			json_add_cstring(&b, w[i].record);
			buf_adds(&b, "}");
		} else if (w != NULL)
			buf_adds(&b, ",\"witness\":null");
		buf_adds(&b, "}");
	}
	buf_adds(&b, "]}\n");
	fputs(buf_str(&b), stdout);
	buf_free(&b);
}

static int
settings_run(const struct cli *io, const struct copts *o, const char *na,
    const char *nb)
{
	struct variant		*v[2];
	struct vcache		 vc;
	struct diags		 d;
	struct cmp_setting	*s = NULL;
	struct cmp_witness	*w = NULL;
	size_t			 n = 0;
	int			 rc = EXIT_VALID;

	vcache_init(&vc);
	diags_init(&d);
	v[0] = vcache_get(&vc, na, &d);
	v[1] = vcache_get(&vc, nb, &d);
	if (v[0] == NULL || v[1] == NULL) {
		rc = exit_worse(EXIT_VARIANT, cli_print_diags(io, &d));
		goto out;
	}
	if (compare_settings(&s, &n, v[0], v[1], &d) != 0) {
		rc = cli_print_diags(io, &d);
		goto out;
	}
	if (o->witness && n > 0) {
		w = xcalloc(n, sizeof *w);
		if (compare_witness(w, s, n, v[0], v[1], o->seed, o->budget,
		    &d) != 0) {
			rc = cli_print_diags(io, &d);
			goto out;
		}
	}
	if (o->json)
		settings_json(v, s, n, w);
	else
		settings_text(v, s, n, w);
	rc = n > 0 ? EXIT_INVALID : EXIT_VALID;
out:
	if (w != NULL)
		compare_witness_free(w, n);
	free(w);
	compare_settings_free(s, n);
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}

static int
compare_main(const struct cli *io, int argc, char **argv)
{
	struct optparse	 op;
	struct copts	 o;
	long		 n;
	int		 ch, first, seen_seed = 0, seen_budget = 0;

	memset(&o, 0, sizeof o);
	o.seed = 1;
	o.budget = DEFAULT_BUDGET;
	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) != OPT_DONE) {
		switch (ch) {
		case OPT_HELP:
			return EXIT_VALID;
		case OPT_BAD:
			return cli_usage(io);
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
			if ((n = cli_number(op.arg, 2000000000L)) < 0) {
				cli_warnx(io, "--seed wants a number, not '%s'",
				    op.arg);
				return cli_usage(io);
			}
			o.seed = (uint64_t)n;
			seen_seed = 1;
			break;
		case O_BUDGET:
			if ((o.budget = cli_number(op.arg, MAX_BUDGET)) < 1) {
				cli_warnx(io,
				    "--budget wants a number of turns "
				    "from 1 to %ld, not '%s'", MAX_BUDGET,
				    op.arg);
				return cli_usage(io);
			}
			seen_budget = 1;
			break;
		}
	}
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
	return settings_run(io, &o, argv[first], argv[first + 1]);
}
