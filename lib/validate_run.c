/*
 * `pasa validate` as a whole (lib/validate_run.h): blocks of records
 * checked on several threads, each game selected and replayed, its
 * diagnostics formatted as text or JSON Lines, and the counts of the
 * summary kept in input order.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "convert.h"
#include "filter.h"
#include "json.h"
#include "validate_run.h"
#include "validate_stream.h"

/* Diagnostics go to err as text, or to out as JSON Lines. */
static int
format_diags(const struct validate_run *o, struct diags *d, struct buf *out,
    struct buf *err)
{
	size_t	i;
	int	rc = EXIT_VALID;

	for (i = 0; i < d->n; i++) {
		const struct diag *e = &d->v[i];

		rc = exit_worse(rc, diag_exit(e));
		if (!o->json) {
			cli_diag_format(o->io, e, err);
			buf_addc(err, '\n');
			continue;
		}
		diag_format_json(e, out);
	}
	if (d->dropped > 0)
		buf_printf(err, "pasa validate: %zu more diagnostics not "
		    "shown\n", d->dropped);
	diags_clear(d);
	return rc;
}

int
validate_run_flush(const struct validate_run *o, struct diags *d)
{
	struct buf	out, err;
	int		rc;

	buf_init(&out);
	buf_init(&err);
	rc = format_diags(o, d, &out, &err);
	fputs(buf_str(&out), o->io->out);
	fputs(buf_str(&err), o->io->err);
	buf_free(&out);
	buf_free(&err);
	return rc;
}

/* One worker's state: its own variant cache and regex scratch. */
struct vworker {
	const struct validate_run	*o;
	struct vcache		 vc;
	struct diags		 d;
	struct filter_scratch	*fs;
	struct buf		 pos;
	struct jobs_result	*res;
	unsigned		 base_line;
	/* Kept from block to block, its arrays grown once. */
	struct record_reader	*r;
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
	/* The file name is the user's; a terminal still must not obey it. */
	buf_add_clean(&w->res->out, tt->file, strlen(tt->file));
	buf_printf(&w->res->out, ":%u: %s\n", tt->line + w->base_line,
	    buf_str(&w->pos));
}

static void *
vworker_new(void *arg)
{
	struct vworker	*w;

	w = xcalloc(1, sizeof *w);
	w->o = arg;
	vcache_init_view(&w->vc, w->o->vc);
	diags_init(&w->d);
	w->fs = filter_scratch_new(w->o->sel.filter);
	buf_init(&w->pos);
	return w;
}

static void
vworker_free(void *arg)
{
	struct vworker	*w = arg;

	record_reader_free(w->r);
	vcache_free(&w->vc);
	diags_free(&w->d);
	filter_scratch_free(w->fs);
	buf_free(&w->pos);
	free(w);
}

/* How validate replays a game, from a file or a pipe alike. */
static void
replay_setup(struct replay *rp, const struct validate_run *o,
    struct vworker *w)
{
	memset(rp, 0, sizeof *rp);
	rp->variant = o->variant;
	rp->strict = o->strict;
	rp->explain = o->explain;
	rp->arg = w;
	rp->turn = o->positions ? validate_turn : NULL;
	rp->pos_unread = 1;
}

/* The n syntax errors at d->v[at] go after what followed them. */
static void
syntax_last(struct diags *d, size_t at, size_t n)
{
	struct diag	tmp;

	/* The reader stops at a game's first error: n is 0 or 1. */
	if (n != 1 || at + 1 >= d->n)
		return;
	tmp = d->v[at];
	memmove(d->v + at, d->v + at + 1, (d->n - at - 1) * sizeof *d->v);
	d->v[d->n - 1] = tmp;
}

static void
validate_game(struct vworker *w, const struct rgame *g)
{
	const struct validate_run	*o = w->o;
	struct replay		 rp;
	struct play		 p;
	size_t			 i, mark = w->res->out.len;
	size_t			 before;
	int			 valid;

	before = (size_t)g->errors < w->d.n ? w->d.n - (size_t)g->errors : 0;
	w->res->read++;
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
	/* The turns before a syntax error are checked, and it is said
	 * after them: what a pipe, read a line at a time, says too. */
	if (g->errors == 0 || g->nturns > 0) {
		replay_setup(&rp, o, w);
		if (game_replay(&rp, &w->vc, g, &p, &w->d))
			play_end(&p);
	}
	syntax_last(&w->d, before, (size_t)g->errors);
	w->res->checked++;
	w->res->turns += g->nturns;
	valid = 1;
	for (i = before; i < w->d.n; i++)
		if (w->d.v[i].level == DIAG_ERROR) {
			valid = 0;
			if (w->d.v[i].rule[0] != '\0') {
				buf_adds(&w->res->rules, w->d.v[i].rule);
				buf_addc(&w->res->rules, '\n');
			}
		}
	if (!valid)
		w->res->invalid++;
	if (!filter_wants_validity(o->sel.filter))
		return;
	if (!filter_valid(o->sel.filter, valid) &&
	    !diags_unchecked(&w->d, before)) {
		w->res->games++;	/* checked, not shown */
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
	vcache_view_reset(&w->vc);
	if ((fp = fmemopen((void *)(uintptr_t)b->data, b->len, "r")) == NULL) {
		diags_add(&res->diags, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
		    "cannot read a block of '%s': %s", b->name,
		    strerror(errno));
		return;
	}
	if (w->r == NULL)
		w->r = record_reader_new(fp, b->name);
	else
		record_reader_reset(w->r, fp, b->name);
	r = w->r;
	while ((n = record_next_game(r, &g, &w->d)) > 0) {
		validate_game(w, g);
		gamesel_shift(&w->d, 0, g->file, b->base_line);
		res->rc = exit_worse(res->rc, format_diags(w->o, &w->d,
		    &res->out, &res->err));
	}
	if (n < 0)
		res->rc = exit_worse(res->rc, format_diags(w->o, &w->d,
		    &res->out, &res->err));
	fclose(fp);
}

/* The rule ids of one block's errors into the run's counts. */
static void
count_rules(struct validate_run *o, const struct buf *b)
{
	const char	*s = buf_str(b), *nl;
	size_t		 i, len;

	for (; *s != '\0'; s = nl + 1) {
		if ((nl = strchr(s, '\n')) == NULL)
			break;
		len = (size_t)(nl - s);
		if (len >= DIAG_RULE_MAX)
			continue;
		for (i = 0; i < o->nrules; i++)
			if (strlen(o->rules[i].rule) == len &&
			    strncmp(o->rules[i].rule, s, len) == 0)
				break;
		if (i == o->nrules) {
			o->rules = xreallocarray(o->rules, o->nrules + 1,
			    sizeof *o->rules);
			memcpy(o->rules[i].rule, s, len);
			o->rules[i].rule[len] = '\0';
			o->rules[i].n = 0;
			o->nrules++;
		}
		o->rules[i].n++;
	}
}

static int
sort_rules(const void *a, const void *b)
{
	/* Each entry begins with its rule id. */
	return strcmp((const char *)a, (const char *)b);
}

/* One line (or JSON object) on stdout: what was checked and found. */
static void
print_summary(struct validate_run *o)
{
	struct buf	 b;
	size_t		 i;

	if (o->nrules > 0)
		qsort(o->rules, o->nrules, sizeof *o->rules, sort_rules);
	buf_init(&b);
	if (o->json) {
		buf_printf(&b, "{\"format\":%d,\"summary\":{\"games\":%zu,"
		    "\"checked\":%zu,\"turns\":%zu,\"invalid\":%zu,"
		    "\"rules\":{", JSON_FORMAT, o->read, o->checked, o->turns,
		    o->invalid);
		for (i = 0; i < o->nrules; i++) {
			buf_adds(&b, i ? "," : "");
			json_add_cstring(&b, o->rules[i].rule);
			buf_printf(&b, ":%zu", o->rules[i].n);
		}
		buf_adds(&b, "}}}\n");
	} else {
		buf_printf(&b, "%zu game%s", o->read, o->read == 1 ? "" : "s");
		if (o->checked < o->read)
			buf_printf(&b, " (%zu checked)", o->checked);
		buf_printf(&b, ", %zu turn%s, ", o->turns,
		    o->turns == 1 ? "" : "s");
		if (o->invalid == 0)
			buf_adds(&b, "no invalid game");
		else
			buf_printf(&b, "%zu invalid game%s", o->invalid,
			    o->invalid == 1 ? "" : "s");
		for (i = 0; i < o->nrules; i++)
			buf_printf(&b, "%s%s: %zu%s", i ? ", " : " (rule ",
			    o->rules[i].rule, o->rules[i].n,
			    i + 1 == o->nrules ? ")" : "");
		buf_addc(&b, '\n');
	}
	fputs(buf_str(&b), o->io->out);
	buf_free(&b);
}

static int
validate_emit(void *arg, struct jobs_result *res)
{
	struct validate_run	*o = arg;

	o->read += res->read;
	o->checked += res->checked;
	/* res->games counts the checked games --valid-only or
	 * --invalid-only leave out. */
	o->kept += res->checked - res->games;
	o->turns += res->turns;
	o->invalid += res->invalid;
	count_rules(o, &res->rules);

	o->rc = exit_worse(o->rc, validate_run_flush(o, &res->diags));
	o->rc = exit_worse(o->rc, res->rc);
	fwrite(res->out.s == NULL ? "" : res->out.s, 1, res->out.len,
	    o->io->out);
	fwrite(res->err.s == NULL ? "" : res->err.s, 1, res->err.len,
	    o->io->err);
	return ferror(o->io->out) ? -1 : 0;
}

/*
 * Each line's diagnostics (and positions) as soon as it is read, so
 * `tail -f game.txt | pasa validate -` answers each turn as it comes.
 * 0, or -1 when the input could not be read or the output not written.
 */
static int
validate_stream(struct validate_run *o, const char *path)
{
	struct vworker		*w;
	struct jobs_result	 res;
	struct replay		 rp;
	struct vstream		 s;
	struct diags		 d;
	int			 n = 0, opened;

	diags_init(&d);
	w = vworker_new(o);
	memset(&res, 0, sizeof res);
	buf_init(&res.out);
	w->res = &res;
	replay_setup(&rp, o, w);
	/* JSON: a game's positions before its diagnostics, as from a file. */
	opened = vstream_open(&s, path, &rp, &w->vc, o->sel.filter, w->fs,
	    o->json && o->positions, &d) == 0;
	if (!opened)
		o->rc = exit_worse(o->rc, validate_run_flush(o, &d));
	while (opened && (n = vstream_next(&s, &d)) != 0) {
		fwrite(res.out.s == NULL ? "" : res.out.s, 1, res.out.len,
		    o->io->out);
		buf_clear(&res.out);
		o->rc = exit_worse(o->rc, validate_run_flush(o, &d));
		fflush(o->io->err);
		if (fflush(o->io->out) != 0 || n < 0) {
			n = -1;
			break;
		}
	}
	o->read += s.read;
	o->checked += s.checked;
	o->kept += s.checked;
	o->turns += s.turns;
	o->invalid += s.invalid;
	count_rules(o, &s.rules);
	o->rc = exit_worse(o->rc, s.dropped_exit);
	vstream_free(&s);
	buf_free(&res.out);
	vworker_free(w);
	diags_free(&d);
	return n < 0 ? -1 : 0;
}

/* Regular files in blocks (on -j threads), streams a line at a time. */
static int
validate_inputs(struct validate_run *o, const struct jobs_ops *ops,
    char **files, int nfiles, struct diags *d)
{
	static char	 dash[] = "-";
	static char	*stdin_only[] = { dash };
	int		 i, k, n = 0;

	if (nfiles == 0) {
		files = stdin_only;
		nfiles = 1;
	}
	for (i = 0; n == 0 && i < nfiles; i = k) {
		if (o->stream && vstream_wanted(files[i])) {
			n = validate_stream(o, files[i]);
			k = i + 1;
			continue;
		}
		k = i + 1;
		while (k < nfiles && !(o->stream && vstream_wanted(files[k])))
			k++;
		n = jobs_run(ops, o->sel.jobs, files + i, k - i, d);
	}
	return n;
}

void
validate_run_init(struct validate_run *o, const struct cli *io)
{
	memset(o, 0, sizeof *o);
	o->io = io;
	gamesel_init(&o->sel);
}

void
validate_run_free(struct validate_run *o)
{
	free(o->rules);
	o->rules = NULL;
	gamesel_free(&o->sel);
}

int
validate_run_records(struct validate_run *o, struct vcache *vc,
    char **files, int nfiles, struct diags *d)
{
	struct jobs_ops	 ops;
	int		 n, rc;

	o->vc = vc;
	memset(&ops, 0, sizeof ops);
	ops.arg = o;
	/*
	 * A position a turn is ten times the record.  Without, blocks as
	 * small as the default: a block costs its worker little (its
	 * reader is kept), and the last block of a file, on one thread
	 * while the others wait, is short.
	 */
	ops.block_size = o->positions ? JOBS_SMALL_BLOCK_SIZE :
	    JOBS_BLOCK_SIZE;
	ops.worker_new = vworker_new;
	ops.worker_free = vworker_free;
	ops.block = validate_block;
	ops.emit = validate_emit;
	n = validate_inputs(o, &ops, files, nfiles, d);
	rc = exit_worse(o->rc, validate_run_flush(o, d));
	/* Nothing checked is not "valid": said, and exit 1. */
	if (n == 0 && rc < EXIT_USAGE) {
		gamesel_report(&o->sel, o->read, o->kept, "selected", o->io);
		if (o->checked == 0)
			rc = exit_worse(rc, EXIT_INVALID);
	}
	if (o->summary)
		print_summary(o);
	return rc;
}
