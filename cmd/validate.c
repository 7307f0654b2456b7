/* pasa validate: check every turn of every game. */
#include <errno.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "convert.h"
#include "filter.h"
#include "json.h"

static int validate_main(int, char **);

const struct cmd cmd_validate = {
	.name = "validate",
	.usage = "pasa validate [-v VARIANT] [--strict] [--format text|json] "
	    "[--explain]\n"
	    "                     [--positions] [--where TAG=VALUE | "
	    "--where TAG=~/REGEX/]\n"
	    "                     [--ply N-M] [--valid-only | --invalid-only] "
	    "[-j N] [FILE ...]",
	.summary = "check records move by move, with the rule broken",
	.run = validate_main,
};

struct vopts {
	const char	*variant;
	int		 strict;
	int		 json;
	int		 explain;
	int		 positions;
	struct gamesel	 sel;
	int		 rc;
};

/* Diagnostics go to err as text, or to out as JSON Lines. */
static int
format_diags(const struct vopts *o, struct diags *d, struct buf *out,
    struct buf *err)
{
	static const char *const lv[] = { "note", "warning", "error" };
	size_t	i;
	int	rc = EXIT_VALID;

	for (i = 0; i < d->n; i++) {
		const struct diag *e = &d->v[i];

		rc = cmd_worse(rc, cmd_diag_exit(e));
		if (!o->json) {
			diag_format(e, err);
			buf_addc(err, '\n');
			continue;
		}
		buf_adds(out, "{\"file\":");
		json_add_cstring(out, e->file);
		buf_printf(out, ",\"line\":%u,\"column\":%u,\"level\":\"%s\","
		    "\"rule\":", e->line, e->col, lv[e->level]);
		json_add_cstring(out, e->rule[0] ? e->rule : NULL);
		buf_adds(out, ",\"variant\":");
		json_add_cstring(out, e->variant);
		buf_adds(out, ",\"message\":");
		json_add_cstring(out, e->msg);
		buf_adds(out, "}\n");
	}
	if (d->dropped > 0)
		buf_printf(err, "pasa: %zu more diagnostics not shown\n",
		    d->dropped);
	diags_clear(d);
	return rc;
}

static int
flush_diags(const struct vopts *o, struct diags *d)
{
	struct buf	out, err;
	int		rc;

	buf_init(&out);
	buf_init(&err);
	rc = format_diags(o, d, &out, &err);
	fputs(buf_str(&out), stdout);
	fputs(buf_str(&err), stderr);
	buf_free(&out);
	buf_free(&err);
	return rc;
}

static int
sort_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The position and the legal turns, as notes after the error. */
static void
explain(struct play *p, const struct turn_text *tt, struct diags *d)
{
	struct turnlist	 l;
	struct throw	 th;
	struct buf	 b;
	char		**lines;
	size_t		 i;

	buf_init(&b);
	p->fam->pos_format(p->v->rules, &p->pos, &b);
	diags_add(d, DIAG_NOTE, DK_RECORD, tt->file, tt->line, 1, NULL,
	    "position before the turn: %s", buf_str(&b));
	memset(&th, 0, sizeof th);
	if (tt->throw_ != NULL && p->fam->throw_parse(p->v->rules, tt->throw_,
	    tt->throw_len, &th) != 0) {
		buf_free(&b);
		return;
	}
	turnlist_init(&l);
	if (p->fam->turns_legal(p->v->rules, &p->pos, &th, &l) == 0) {
		lines = xcalloc(l.n + 1, sizeof *lines);
		for (i = 0; i < l.n; i++) {
			buf_clear(&b);
			p->fam->turn_format(p->v->rules, &p->pos, &l.v[i], &b);
			lines[i] = xstrdup(buf_str(&b));
		}
		qsort(lines, l.n, sizeof *lines, sort_strings);
		diags_add(d, DIAG_NOTE, DK_RECORD, tt->file, tt->line, 1, NULL,
		    "%zu legal turns for this throw%s", l.n, l.n ? ":" : "");
		for (i = 0; i < l.n; i++) {
			if (i == 20) {
				diags_add(d, DIAG_NOTE, DK_RECORD, tt->file,
				    tt->line, 1, NULL, "... and %zu more",
				    l.n - 20);
				break;
			}
			diags_add(d, DIAG_NOTE, DK_RECORD, tt->file, tt->line,
			    1, NULL, "  %s", lines[i]);
		}
		for (i = 0; i < l.n; i++)
			free(lines[i]);
		free(lines);
	}
	turnlist_free(&l);
	buf_free(&b);
}

int
game_replay(const struct replay *rp, struct vcache *vc, const struct rgame *g,
    struct play *p, struct diags *d)
{
	const struct variant	*v;
	const char		*name;
	struct position		 before_pos;
	struct turn		 t;
	struct events		 ev;
	size_t			 i, before;

	memset(p, 0, sizeof *p);
	name = rp->variant != NULL ? rp->variant : rgame_tag(g, "Variant");
	if (name == NULL) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, g->file, g->line, 1, NULL,
		    "no Variant tag and no -v option: cannot tell the rules");
		return 0;
	}
	before = d->n;
	if ((v = vcache_get(vc, name, d)) == NULL) {
		for (i = before; i < d->n; i++)
			if (d->v[i].file == NULL) {
				d->v[i].file = xstrdup(g->file);
				d->v[i].line = g->line;
				d->v[i].col = 1;
			}
		return 0;
	}
	if (play_start(p, v, g, d, rp->strict) != 0) {
		for (i = before; i < d->n; i++)
			if (d->v[i].line == 0) {
				d->v[i].line = g->line;
				d->v[i].col = 1;
			}
		play_end(p);
		p->v = NULL;
		return 0;
	}
	for (i = 0; i < g->nturns; i++) {
		const struct turn_text *tt = &g->turns[i];

		before = d->n;
		if (p->fam->turn_read(v->rules, &p->pos, tt, &t, &p->ctx) != 0 ||
		    (rp->strict && diags_has_errors(d) && d->n > before)) {
			if (rp->explain)
				explain(p, tt, d);
			break;
		}
		ev.n = 0;
		if (rp->turn != NULL)
			before_pos = p->pos;
		p->fam->turn_apply(v->rules, &p->pos, &t, &ev);
		if (rp->turn != NULL)
			rp->turn(rp->arg, p, &before_pos, &t, &ev, tt);
	}
	return 1;
}

/* One worker's state: its own variant cache and regex scratch. */
struct vworker {
	const struct vopts	*o;
	struct vcache		 vc;
	struct diags		 d;
	struct filter_scratch	*fs;
	struct buf		 pos;
	struct jobs_result	*res;
	unsigned		 base_line;
};

static void
validate_turn(void *arg, const struct play *p, const struct position *before,
    const struct turn *t, const struct events *ev, const struct turn_text *tt)
{
	struct vworker	*w = arg;

	(void)before;
	(void)t;
	(void)ev;
	buf_clear(&w->pos);
	p->fam->pos_format(p->v->rules, &p->pos, &w->pos);
	buf_printf(&w->res->out, "%s:%u: %s\n", tt->file,
	    tt->line + w->base_line, buf_str(&w->pos));
}

static void *
vworker_new(void *arg)
{
	struct vworker	*w;

	w = xcalloc(1, sizeof *w);
	w->o = arg;
	vcache_init(&w->vc);
	diags_init(&w->d);
	w->fs = filter_scratch_new(w->o->sel.filter);
	buf_init(&w->pos);
	return w;
}

static void
vworker_free(void *arg)
{
	struct vworker	*w = arg;

	vcache_free(&w->vc);
	diags_free(&w->d);
	filter_scratch_free(w->fs);
	buf_free(&w->pos);
	free(w);
}

static void
validate_game(struct vworker *w, const struct rgame *g)
{
	const struct vopts	*o = w->o;
	struct replay		 rp;
	struct play		 p;
	size_t			 i, mark = w->res->out.len;
	size_t			 before;
	int			 valid;

	before = (size_t)g->errors < w->d.n ? w->d.n - (size_t)g->errors : 0;
	if (!filter_game(o->sel.filter, w->fs, g, &w->d)) {
		/* Not selected, so not checked: its syntax errors go too. */
		for (i = before; i < before + (size_t)g->errors; i++) {
			free(w->d.v[i].file);
			free(w->d.v[i].variant);
		}
		if (g->errors > 0) {
			memmove(w->d.v + before, w->d.v + before + g->errors,
			    (w->d.n - before - (size_t)g->errors) *
			    sizeof *w->d.v);
			w->d.n -= (size_t)g->errors;
		}
		return;
	}
	if (g->errors == 0) {
		memset(&rp, 0, sizeof rp);
		rp.variant = o->variant;
		rp.strict = o->strict;
		rp.explain = o->explain;
		rp.arg = w;
		rp.turn = o->positions ? validate_turn : NULL;
		if (game_replay(&rp, &w->vc, g, &p, &w->d))
			play_end(&p);
	}
	if (!filter_wants_validity(o->sel.filter))
		return;
	valid = 1;
	for (i = before; i < w->d.n; i++)
		if (w->d.v[i].level == DIAG_ERROR)
			valid = 0;
	if (!filter_valid(o->sel.filter, valid)) {
		for (i = before; i < w->d.n; i++) {
			free(w->d.v[i].file);
			free(w->d.v[i].variant);
		}
		w->d.n = before;
		w->res->out.len = mark;
		if (w->res->out.s != NULL)
			w->res->out.s[mark] = '\0';
	}
}

static void
validate_block(void *arg, const struct jobs_block *b, struct jobs_result *res)
{
	struct vworker		*w = arg;
	struct record_reader	*r;
	struct rgame		*g;
	FILE			*fp;
	int			 n;

	w->res = res;
	w->base_line = b->base_line;
	if ((fp = fmemopen((void *)(uintptr_t)b->data, b->len, "r")) == NULL) {
		diags_add(&res->diags, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
		    "cannot read a block of '%s': %s", b->name,
		    strerror(errno));
		return;
	}
	r = record_reader_new(fp, b->name);
	while ((n = record_next_game(r, &g, &w->d)) > 0) {
		validate_game(w, g);
		gamesel_shift(&w->d, 0, g->file, b->base_line);
		res->rc = cmd_worse(res->rc, format_diags(w->o, &w->d,
		    &res->out, &res->err));
	}
	if (n < 0)
		res->rc = cmd_worse(res->rc, format_diags(w->o, &w->d,
		    &res->out, &res->err));
	record_reader_free(r);
	fclose(fp);
}

static int
validate_emit(void *arg, struct jobs_result *res)
{
	struct vopts	*o = arg;

	o->rc = cmd_worse(o->rc, flush_diags(o, &res->diags));
	o->rc = cmd_worse(o->rc, res->rc);
	fwrite(res->out.s == NULL ? "" : res->out.s, 1, res->out.len, stdout);
	fwrite(res->err.s == NULL ? "" : res->err.s, 1, res->err.len, stderr);
	return ferror(stdout) ? -1 : 0;
}

static int
validate_main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "variant", required_argument, NULL, 'v' },
		{ "strict", no_argument, NULL, 's' },
		{ "format", required_argument, NULL, 'f' },
		{ "explain", no_argument, NULL, 'e' },
		{ "positions", no_argument, NULL, 'p' },
		{ "help", no_argument, NULL, 'h' },
		GAMESEL_LONGOPTS,
		{ NULL, 0, NULL, 0 },
	};
	struct jobs_ops	 ops;
	struct vopts	 o;
	struct vcache	 vc;
	struct diags	 d;
	const char	*variants[8];
	int		 ch, n, nvariants = 0, rc = EXIT_VALID;

	memset(&o, 0, sizeof o);
	gamesel_init(&o.sel);
	optind = 1;
	while ((ch = getopt_long(argc, argv, "v:j:", longopts, NULL)) != -1) {
		if ((n = gamesel_option(&o.sel, ch, optarg)) != 0) {
			if (n > 0)
				continue;
			goto usage;
		}
		switch (ch) {
		case 'v':
			/* Several -v: the records are compared under each. */
			if (nvariants == 8) {
				cmd_warnx("at most 8 variants at once");
				goto usage;
			}
			variants[nvariants++] = optarg;
			o.variant = optarg;
			break;
		case 's':
			o.strict = 1;
			break;
		case 'f':
			if (strcmp(optarg, "json") == 0)
				o.json = 1;
			else if (strcmp(optarg, "text") != 0) {
				cmd_warnx("unknown format '%s' (text or json)",
				    optarg);
				goto usage;
			}
			break;
		case 'e':
			o.explain = 1;
			break;
		case 'p':
			o.positions = 1;
			break;
		case 'h':
			printf("usage: %s\n", cmd_validate.usage);
			gamesel_free(&o.sel);
			return EXIT_VALID;
		default:
			goto usage;
		}
	}
	if (nvariants > 1) {
		if (o.explain || o.positions) {
			cmd_warnx("--explain and --positions take one variant");
			goto usage;
		}
		gamesel_free(&o.sel);
		return compare_records_run(variants, nvariants, argv + optind,
		    argc - optind, o.strict, o.json);
	}
	vcache_init(&vc);
	diags_init(&d);
	if (o.variant != NULL && vcache_get(&vc, o.variant, &d) == NULL)
		rc = flush_diags(&o, &d);
	else {
		memset(&ops, 0, sizeof ops);
		ops.arg = &o;
		ops.block_size = 4 * JOBS_BLOCK_SIZE;
		ops.worker_new = vworker_new;
		ops.worker_free = vworker_free;
		ops.block = validate_block;
		ops.emit = validate_emit;
		(void)jobs_run(&ops, o.sel.jobs, argv + optind, argc - optind,
		    &d);
		rc = cmd_worse(o.rc, flush_diags(&o, &d));
	}
	gamesel_free(&o.sel);
	diags_free(&d);
	vcache_free(&vc);
	return rc;
usage:
	gamesel_free(&o.sel);
	return cmd_usage(&cmd_validate);
}
