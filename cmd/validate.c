/* pasa validate: check every turn of every game. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "json.h"

static int validate_main(int, char **);

const struct cmd cmd_validate = {
	.name = "validate",
	.usage = "pasa validate [-v VARIANT] [--strict] [--format text|json] "
	    "[--explain]\n"
	    "                     [--positions] [FILE ...]",
	.summary = "check records move by move, with the rule broken",
	.run = validate_main,
};

struct vopts {
	const char	*variant;
	int		 strict;
	int		 json;
	int		 explain;
	int		 positions;
};

/* Diagnostics go to stderr as text, or to stdout as JSON Lines. */
static int
flush_diags(const struct vopts *o, struct diags *d)
{
	struct buf	b;
	size_t		i;
	int		rc;

	if (!o->json) {
		rc = cmd_print_diags(d, stderr);
		diags_clear(d);
		return rc;
	}
	rc = EXIT_VALID;
	buf_init(&b);
	for (i = 0; i < d->n; i++) {
		static const char *const lv[] = { "note", "warning", "error" };
		const struct diag *e = &d->v[i];

		buf_clear(&b);
		buf_adds(&b, "{\"file\":");
		json_add_cstring(&b, e->file);
		buf_printf(&b, ",\"line\":%u,\"column\":%u,\"level\":\"%s\","
		    "\"rule\":", e->line, e->col, lv[e->level]);
		json_add_cstring(&b, e->rule[0] ? e->rule : NULL);
		buf_adds(&b, ",\"variant\":");
		json_add_cstring(&b, e->variant);
		buf_adds(&b, ",\"message\":");
		json_add_cstring(&b, e->msg);
		buf_adds(&b, "}\n");
		fputs(buf_str(&b), stdout);
		rc = cmd_worse(rc, cmd_diag_exit(e));
	}
	buf_free(&b);
	diags_clear(d);
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

static void
validate_game(const struct vopts *o, struct vcache *vc,
    const struct rgame *g, struct diags *d)
{
	const struct variant	*v;
	const char		*name;
	struct play		 p;
	struct turn		 t;
	struct events		 ev;
	struct buf		 b;
	size_t			 i, before;

	name = o->variant != NULL ? o->variant : rgame_tag(g, "Variant");
	if (name == NULL) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, g->file, g->line, 1, NULL,
		    "no Variant tag and no -v option: cannot tell the rules");
		return;
	}
	before = d->n;
	if ((v = vcache_get(vc, name, d)) == NULL) {
		for (i = before; i < d->n; i++)
			if (d->v[i].file == NULL) {
				d->v[i].file = xstrdup(g->file);
				d->v[i].line = g->line;
				d->v[i].col = 1;
			}
		return;
	}
	if (play_start(&p, v, g, d, o->strict) != 0) {
		for (i = before; i < d->n; i++)
			if (d->v[i].line == 0) {
				d->v[i].line = g->line;
				d->v[i].col = 1;
			}
		play_end(&p);
		return;
	}
	buf_init(&b);
	for (i = 0; i < g->nturns; i++) {
		const struct turn_text *tt = &g->turns[i];

		before = d->n;
		if (p.fam->turn_read(v->rules, &p.pos, tt, &t, &p.ctx) != 0 ||
		    (o->strict && diags_has_errors(d) && d->n > before)) {
			if (o->explain)
				explain(&p, tt, d);
			break;
		}
		ev.n = 0;
		p.fam->turn_apply(v->rules, &p.pos, &t, &ev);
		if (o->positions) {
			buf_clear(&b);
			p.fam->pos_format(v->rules, &p.pos, &b);
			printf("%s:%u: %s\n", g->file, tt->line, buf_str(&b));
		}
	}
	buf_free(&b);
	play_end(&p);
}

static int
validate_file(const struct vopts *o, struct vcache *vc, const char *path,
    struct diags *d)
{
	struct record_reader	*r;
	struct rgame		*g;
	int			 rc = EXIT_VALID, n;

	if (record_reader_open(&r, path, d) != 0)
		return flush_diags(o, d);
	while ((n = record_next_game(r, &g, d)) > 0) {
		if (g->errors == 0)
			validate_game(o, vc, g, d);
		rc = cmd_worse(rc, flush_diags(o, d));
	}
	if (n < 0)
		rc = cmd_worse(rc, flush_diags(o, d));
	record_reader_free(r);
	return rc;
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
		{ NULL, 0, NULL, 0 },
	};
	struct vopts	 o;
	struct vcache	 vc;
	struct diags	 d;
	int		 ch, i, rc = EXIT_VALID;

	memset(&o, 0, sizeof o);
	optind = 1;
	while ((ch = getopt_long(argc, argv, "v:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'v':
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
				return cmd_usage(&cmd_validate);
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
			return EXIT_VALID;
		default:
			return cmd_usage(&cmd_validate);
		}
	}
	vcache_init(&vc);
	diags_init(&d);
	if (o.variant != NULL && vcache_get(&vc, o.variant, &d) == NULL)
		rc = flush_diags(&o, &d);
	else if (optind == argc)
		rc = validate_file(&o, &vc, "-", &d);
	else
		for (i = optind; i < argc; i++)
			rc = cmd_worse(rc, validate_file(&o, &vc, argv[i], &d));
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}
