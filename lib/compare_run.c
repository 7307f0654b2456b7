/*
 * `pasa compare -v A -v B RECORD` (and `pasa validate` with -v given more
 * than once): records replayed under several variants, each finding
 * written as text or JSON Lines to the caller's streams.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "compare.h"
#include "json.h"
#include "session.h"

/* Engine text may quote input: escaped as every diagnostic is (C0, DEL,
 * C1 and invalid UTF-8), so no control reaches a terminal. */
static void
add_clean(struct buf *b, const char *s)
{
	buf_add_clean(b, s, strlen(s));
}

struct ropts {
	int	strict;
	int	json;
};

struct rrun {
	const struct cli	*io;
	const struct ropts	*o;
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
		fprintf(r->io->out, "%s\n", buf_str(&r->b));
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
	fputs(buf_str(&r->b), r->io->out);
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
			diag_format_json(f->diag, &r->b);
			fputs(buf_str(&r->b), r->io->out);
		} else {
			cli_diag_format(r->io, f->diag, &r->b);
			fprintf(r->io->err, "%s\n", buf_str(&r->b));
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
			fputs(buf_str(&r->b), r->io->out);
			break;
		}
		add_clean(&r->b, f->file);
		buf_printf(&r->b, ":%u:%u: note: positions differ from here, "
		    "both legal: '", f->line, f->col);
		add_clean(&r->b, f->field_a);
		buf_printf(&r->b, "' under %s, '", r->v[f->a]->name);
		add_clean(&r->b, f->field_b);
		buf_printf(&r->b, "' under %s", r->v[f->b]->name);
		fprintf(r->io->out, "%s\n", buf_str(&r->b));
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
		fputs(buf_str(&r->b), r->io->out);
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
	fprintf(r->io->out, "%s\n", buf_str(&r->b));
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
			diag_format_json(&d->v[i], &r->b);
			fputs(buf_str(&r->b), r->io->out);
		} else {
			cli_diag_format(r->io, &d->v[i], &r->b);
			fprintf(r->io->err, "%s\n", buf_str(&r->b));
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
compare_records_run(const struct cli *io, const char *const *variants,
    int nvariants, char **files, int nfiles, int strict, int json)
{
	struct ropts	 o;
	struct rrun	 r;
	struct vcache	 vc;
	struct diags	 d;
	int		 i;

	memset(&o, 0, sizeof o);
	o.strict = strict;
	o.json = json;
	memset(&r, 0, sizeof r);
	r.io = io;
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
