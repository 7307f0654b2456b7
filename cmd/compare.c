/* pasa compare: where rule variants disagree, on records or in settings. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "compare.h"
#include "json.h"

static int compare_main(int, char **);

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

/* ---- records under several variants ---------------------------------- */

struct rrun {
	const struct copts	*o;
	struct variant		*v[CMP_MAX_VARIANTS];
	int			 n;
	int			 rc;
	struct buf		 b;
};

static void
names(struct buf *b, struct variant *const *v, unsigned set, int json)
{
	int	k, first = 1;

	for (k = 0; k < CMP_MAX_VARIANTS; k++) {
		if (!(set & (1u << k)))
			continue;
		if (json) {
			buf_adds(b, first ? "" : ",");
			json_add_cstring(b, v[k]->name);
		} else
			buf_printf(b, "%s%s", first ? "" : ", ", v[k]->name);
		first = 0;
	}
}

static void
json_diag(struct buf *b, const struct diag *e)
{
	static const char *const lv[] = { "note", "warning", "error" };

	buf_printf(b, "{\"format\":%d,\"file\":", JSON_FORMAT);
	json_add_cstring(b, e->file);
	buf_printf(b, ",\"line\":%u,\"column\":%u,\"level\":\"%s\",\"rule\":",
	    e->line, e->col, lv[e->level]);
	json_add_cstring(b, e->rule[0] ? e->rule : NULL);
	buf_adds(b, ",\"variant\":");
	json_add_cstring(b, e->variant);
	buf_adds(b, ",\"message\":");
	json_add_cstring(b, e->msg);
	buf_adds(b, "}\n");
}

/* Illegal variants with the same reason share one line. */
static void
text_disagree(struct rrun *r, const struct cmp_finding *f)
{
	unsigned	 done = 0, same;
	int		 k, m;

	for (k = 0; k < r->n; k++) {
		const struct diag *e = f->why[k];

		if (!(f->illegal & (1u << k)) || (done & (1u << k)))
			continue;
		same = 0;
		for (m = k; m < r->n; m++)
			if ((f->illegal & (1u << m)) && (f->why[m] == e ||
			    (e != NULL && f->why[m] != NULL &&
			    strcmp(e->msg, f->why[m]->msg) == 0 &&
			    strcmp(e->rule, f->why[m]->rule) == 0)))
				same |= 1u << m;
		done |= same;
		buf_clear(&r->b);
		add_clean(&r->b, f->file);
		buf_printf(&r->b, ":%u:%u: disagreement: legal under ",
		    f->line, f->col);
		names(&r->b, r->v, f->legal, 0);
		buf_adds(&r->b, "; illegal under ");
		names(&r->b, r->v, same, 0);
		if (e != NULL) {
			buf_adds(&r->b, ": ");
			add_clean(&r->b, e->msg);
			if (e->rule[0] != '\0')
				buf_printf(&r->b, " (rule %s)", e->rule);
		}
		printf("%s\n", buf_str(&r->b));
	}
}

static void
json_disagree(struct rrun *r, const struct cmp_finding *f)
{
	int	k, first = 1;

	buf_clear(&r->b);
	buf_printf(&r->b, "{\"format\":%d,\"file\":", JSON_FORMAT);
	json_add_cstring(&r->b, f->file);
	buf_printf(&r->b, ",\"line\":%u,\"column\":%u,\"level\":"
	    "\"disagreement\",\"game\":%zu,\"turn\":%zu,\"legal\":[",
	    f->line, f->col, f->game, f->turn);
	names(&r->b, r->v, f->legal, 1);
	buf_adds(&r->b, "],\"illegal\":[");
	for (k = 0; k < r->n; k++) {
		if (!(f->illegal & (1u << k)))
			continue;
		buf_adds(&r->b, first ? "{\"variant\":" : ",{\"variant\":");
		first = 0;
		json_add_cstring(&r->b, r->v[k]->name);
		buf_adds(&r->b, ",\"rule\":");
		json_add_cstring(&r->b, f->why[k] != NULL &&
		    f->why[k]->rule[0] ? f->why[k]->rule : NULL);
		buf_adds(&r->b, ",\"message\":");
		json_add_cstring(&r->b, f->why[k] != NULL ? f->why[k]->msg :
		    NULL);
		buf_adds(&r->b, "}");
	}
	buf_adds(&r->b, "]}\n");
	fputs(buf_str(&r->b), stdout);
}

static void
report(void *arg, const struct cmp_finding *f)
{
	struct rrun	*r = arg;

	switch (f->kind) {
	case CMP_DIAG:
		r->rc = exit_worse(r->rc, diag_exit(f->diag));
		buf_clear(&r->b);
		if (r->o->json) {
			json_diag(&r->b, f->diag);
			fputs(buf_str(&r->b), stdout);
		} else {
			cmd_diag_format(f->diag, &r->b);
			fprintf(stderr, "%s\n", buf_str(&r->b));
		}
		break;
	case CMP_DISAGREE:
		r->rc = exit_worse(r->rc, EXIT_INVALID);
		if (r->o->json)
			json_disagree(r, f);
		else
			text_disagree(r, f);
		break;
	case CMP_DIVERGE:
		buf_clear(&r->b);
		if (r->o->json) {
			buf_printf(&r->b, "{\"format\":%d,\"file\":",
			    JSON_FORMAT);
			json_add_cstring(&r->b, f->file);
			buf_printf(&r->b, ",\"line\":%u,\"column\":%u,"
			    "\"level\":\"note\",\"game\":%zu,\"turn\":%zu,"
			    "\"diverge\":{", f->line, f->col, f->game,
			    f->turn);
			json_add_cstring(&r->b, r->v[f->a]->name);
			buf_adds(&r->b, ":");
			json_add_cstring(&r->b, f->field_a);
			buf_adds(&r->b, ",");
			json_add_cstring(&r->b, r->v[f->b]->name);
			buf_adds(&r->b, ":");
			json_add_cstring(&r->b, f->field_b);
			buf_adds(&r->b, "}}\n");
			fputs(buf_str(&r->b), stdout);
			break;
		}
		add_clean(&r->b, f->file);
		buf_printf(&r->b, ":%u:%u: note: positions differ from here, "
		    "both legal: '", f->line, f->col);
		add_clean(&r->b, f->field_a);
		buf_printf(&r->b, "' under %s, '", r->v[f->a]->name);
		add_clean(&r->b, f->field_b);
		buf_printf(&r->b, "' under %s", r->v[f->b]->name);
		printf("%s\n", buf_str(&r->b));
		break;
	}
}

static int
sort_rules(const void *a, const void *b)
{
	const struct { char rule[DIAG_RULE_MAX]; size_t n; } *x = a, *y = b;

	return strcmp(x->rule, y->rule);
}

static void
summary(struct rrun *r, const char *file, struct cmp_stats *st)
{
	size_t	i;

	qsort(st->rules, st->nrules, sizeof st->rules[0], sort_rules);
	buf_clear(&r->b);
	if (r->o->json) {
		buf_printf(&r->b, "{\"format\":%d,\"file\":",
		    JSON_FORMAT);
		json_add_cstring(&r->b, file);
		buf_printf(&r->b, ",\"summary\":{\"games\":%zu,\"turns\":%zu,"
		    "\"disagreements\":%zu,\"divergences\":%zu,"
		    "\"errors\":%zu,\"rules\":{", st->games, st->turns,
		    st->disagreements, st->divergences, st->errors);
		for (i = 0; i < st->nrules; i++) {
			buf_adds(&r->b, i ? "," : "");
			json_add_cstring(&r->b, st->rules[i].rule);
			buf_printf(&r->b, ":%zu", st->rules[i].n);
		}
		buf_adds(&r->b, "}}}\n");
		fputs(buf_str(&r->b), stdout);
		return;
	}
	add_clean(&r->b, file);
	buf_printf(&r->b, ": %zu game%s, %zu turn%s, ", st->games,
	    st->games == 1 ? "" : "s", st->turns, st->turns == 1 ? "" : "s");
	if (st->disagreements == 0)
		buf_adds(&r->b, "no disagreement");
	else
		buf_printf(&r->b, "%zu disagreement%s", st->disagreements,
		    st->disagreements == 1 ? "" : "s");
	for (i = 0; i < st->nrules; i++)
		buf_printf(&r->b, "%s%s: %zu%s", i ? ", " : " (rule ",
		    st->rules[i].rule, st->rules[i].n,
		    i + 1 == st->nrules ? ")" : "");
	if (st->divergences > 0)
		buf_printf(&r->b, ", %zu divergence%s", st->divergences,
		    st->divergences == 1 ? "" : "s");
	if (st->errors > 0)
		buf_printf(&r->b, ", %zu illegal under all", st->errors);
	printf("%s\n", buf_str(&r->b));
}

/* Record problems (syntax, set-up) are reported as validate would. */
static void
flush(struct rrun *r, struct diags *d)
{
	size_t	i;

	for (i = 0; i < d->n; i++) {
		r->rc = exit_worse(r->rc, diag_exit(&d->v[i]));
		buf_clear(&r->b);
		if (r->o->json) {
			json_diag(&r->b, &d->v[i]);
			fputs(buf_str(&r->b), stdout);
		} else {
			cmd_diag_format(&d->v[i], &r->b);
			fprintf(stderr, "%s\n", buf_str(&r->b));
		}
	}
	diags_clear(d);
}

static void
records_game(struct rrun *r, const struct rgame *g, struct cmp_stats *st,
    struct diags *d)
{
	struct cmp_play	 plays[CMP_MAX_VARIANTS];
	struct play	 p;
	size_t		 i, before;
	int		 k, ok = 1;

	for (k = 0; k < r->n; k++) {
		before = d->n;
		if (play_start(&p, r->v[k], g, d, r->o->strict) != 0) {
			for (i = before; i < d->n; i++)
				if (d->v[i].line == 0) {
					d->v[i].line = g->line;
					d->v[i].col = 1;
				}
			ok = 0;
		}
		plays[k].v = r->v[k];
		plays[k].pos = p.pos;
		play_end(&p);
	}
	if (ok)
		compare_game(plays, r->n, g, r->o->strict, st, report, r);
}

static void
records_file(struct rrun *r, const char *path, struct diags *d)
{
	struct record_reader	*rd;
	struct rgame		*g;
	struct cmp_stats	 st;
	int			 n;

	if (record_reader_open(&rd, path, d) != 0) {
		flush(r, d);
		return;
	}
	memset(&st, 0, sizeof st);
	while ((n = record_next_game(rd, &g, d)) > 0) {
		flush(r, d);
		if (g->errors == 0)
			records_game(r, g, &st, d);
		flush(r, d);
	}
	flush(r, d);
	summary(r, strcmp(path, "-") == 0 ? "<stdin>" : path, &st);
	record_reader_free(rd);
}

int
compare_records_run(const char *const *variants, int nvariants,
    char **files, int nfiles, int strict, int json)
{
	struct copts	 o;
	struct rrun	 r;
	struct vcache	 vc;
	struct diags	 d;
	int		 i;

	memset(&o, 0, sizeof o);
	o.strict = strict;
	o.json = json;
	memset(&r, 0, sizeof r);
	r.o = &o;
	r.n = nvariants;
	buf_init(&r.b);
	vcache_init(&vc);
	diags_init(&d);
	for (i = 0; i < nvariants; i++)
		if ((r.v[i] = vcache_get(&vc, variants[i], &d)) == NULL)
			r.rc = EXIT_VARIANT;
	if (r.rc != EXIT_VALID)
		flush(&r, &d);
	else if (nfiles == 0)
		records_file(&r, "-", &d);
	else
		for (i = 0; i < nfiles; i++)
			records_file(&r, files[i], &d);
	diags_free(&d);
	vcache_free(&vc);
	buf_free(&r.b);
	return r.rc;
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
settings_run(const struct copts *o, const char *na, const char *nb)
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
		rc = exit_worse(EXIT_VARIANT, cmd_print_diags(&d, stderr));
		goto out;
	}
	if (compare_settings(&s, &n, v[0], v[1], &d) != 0) {
		rc = cmd_print_diags(&d, stderr);
		goto out;
	}
	if (o->witness && n > 0) {
		w = xcalloc(n, sizeof *w);
		if (compare_witness(w, s, n, v[0], v[1], o->seed, o->budget,
		    &d) != 0) {
			rc = cmd_print_diags(&d, stderr);
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
compare_main(int argc, char **argv)
{
	struct optparse	 op;
	struct copts	 o;
	long		 n;
	int		 ch, first, seen_seed = 0, seen_budget = 0;

	memset(&o, 0, sizeof o);
	o.seed = 1;
	o.budget = DEFAULT_BUDGET;
	opt_init(&op, &cmd_compare);
	while ((ch = opt_next(&op, argc, argv)) != OPT_DONE) {
		switch (ch) {
		case OPT_HELP:
			return EXIT_VALID;
		case OPT_BAD:
			return cmd_usage(&cmd_compare);
		case 'v':
			if (o.nvariants == CMP_MAX_VARIANTS) {
				cmd_warnx("at most %d variants at once",
				    CMP_MAX_VARIANTS);
				return cmd_usage(&cmd_compare);
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
			if ((n = cmd_number(op.arg, 2000000000L)) < 0) {
				cmd_warnx("--seed wants a number, not '%s'",
				    op.arg);
				return cmd_usage(&cmd_compare);
			}
			o.seed = (uint64_t)n;
			seen_seed = 1;
			break;
		case O_BUDGET:
			if ((o.budget = cmd_number(op.arg, MAX_BUDGET)) < 1) {
				cmd_warnx("--budget wants a number of turns "
				    "from 1 to %ld, not '%s'", MAX_BUDGET,
				    op.arg);
				return cmd_usage(&cmd_compare);
			}
			seen_budget = 1;
			break;
		}
	}
	first = op.optind;
	if (o.nvariants > 0) {
		if (o.nvariants < 2) {
			cmd_warnx("needs a second -v VARIANT");
			return cmd_usage(&cmd_compare);
		}
		if (o.witness || seen_seed || seen_budget) {
			cmd_warnx("--witness, --seed and --budget compare two "
			    "variants, not records");
			return cmd_usage(&cmd_compare);
		}
		return compare_records_run(o.variants, o.nvariants,
		    argv + first, argc - first, o.strict, o.json);
	}
	if (argc - first != 2) {
		cmd_warnx("needs two variants, or -v VARIANT -v "
		    "VARIANT and records");
		return cmd_usage(&cmd_compare);
	}
	if (o.strict) {
		cmd_warnx("--strict applies to records, with -v");
		return cmd_usage(&cmd_compare);
	}
	if (!o.witness && (seen_seed || seen_budget)) {
		cmd_warnx("--seed and --budget need --witness");
		return cmd_usage(&cmd_compare);
	}
	return settings_run(&o, argv[first], argv[first + 1]);
}
