/*
 * Two records of one game, as two people wrote it down: where they part,
 * and what the rules make of each from there.  Turns are the same when
 * the engine would write them the same way, so `base/5/8` and
 * `base/5 5/8` do not count as a difference.
 */
#include <string.h>

#include "compare.h"

struct rside {
	struct cmp_play		*p;
	const struct rgame	*g;
	struct diags		 scratch;
	struct diag_ctx		 ctx;
	struct turn		 t;
	struct buf		 text;
	int			 alive;
	int			 legal;
};

/* The line as written, with runs of blanks made one. */
static void
raw_text(const struct turn_text *tt, struct buf *b)
{
	const char	*parts[3];
	size_t		 lens[3], i, j;
	int		 blank = 0;

	parts[0] = tt->side;
	lens[0] = tt->side_len;
	parts[1] = tt->throw_;
	lens[1] = tt->throw_ != NULL ? tt->throw_len : 0;
	parts[2] = tt->moves;
	lens[2] = tt->moves_len;
	buf_clear(b);
	for (i = 0; i < 3; i++) {
		if (parts[i] == NULL)
			continue;
		if (i > 0)
			buf_adds(b, i == 2 && parts[1] != NULL ? ": " : " ");
		for (j = 0; j < lens[i]; j++) {
			char c = parts[i][j];

			if (c == ' ' || c == '\t' || c == '\r') {
				blank = 1;
				continue;
			}
			if (blank && j > 0)
				buf_addc(b, ' ');
			blank = 0;
			buf_addc(b, c);
		}
		blank = 0;
	}
}

static void
side_read(struct rside *s, const struct turn_text *tt, int strict)
{
	const struct variant *v = s->p->v;

	diags_clear(&s->scratch);
	memset(&s->ctx, 0, sizeof s->ctx);
	s->ctx.diags = &s->scratch;
	s->ctx.file = s->g->file;
	s->ctx.variant = v->name;
	s->ctx.strict = strict;
	s->legal = v->family->turn_read(v->rules, &s->p->pos, tt, &s->t,
	    &s->ctx) == 0 && !diags_has_errors(&s->scratch);
	buf_clear(&s->text);
	if (s->legal)
		v->family->turn_format(v->rules, &s->p->pos, &s->t, &s->text);
	else
		raw_text(tt, &s->text);
}

/* Applies a legal turn, or stops the side with its error added to d. */
static void
side_step(struct rside *s, struct diags *d)
{
	const struct variant	*v = s->p->v;
	struct events		 ev;
	size_t			 i;

	if (s->legal) {
		events_init(&ev, 0);
		v->family->turn_apply(v->rules, &s->p->pos, &s->t, &ev);
		return;
	}
	s->alive = 0;
	for (i = 0; i < s->scratch.n; i++) {
		const struct diag *e = &s->scratch.v[i];

		if (e->level != DIAG_ERROR)
			continue;
		diag_set_variant(diags_add(d, e->level, e->kind, e->file,
		    e->line, e->col, e->rule[0] ? e->rule : NULL, "%s",
		    e->msg), e->variant);
		break;
	}
}

void
compare_records(struct cmp_rdiff *out, struct cmp_play *pa,
    const struct rgame *ga, struct cmp_play *pb, const struct rgame *gb,
    int strict, struct diags *d)
{
	struct rside	 s[2];
	struct buf	 raw[2];
	size_t		 i, j;
	int		 k;

	memset(out, 0, sizeof *out);
	memset(s, 0, sizeof s);
	s[0].p = pa;
	s[0].g = ga;
	s[1].p = pb;
	s[1].g = gb;
	out->nturns[0] = ga->nturns;
	out->nturns[1] = gb->nturns;
	for (k = 0; k < 2; k++) {
		diags_init(&s[k].scratch);
		buf_init(&s[k].text);
		buf_init(&raw[k]);
		s[k].alive = 1;
	}
	for (i = 0; i < ga->nturns && i < gb->nturns; i++) {
		const struct turn_text *tt[2] = { &ga->turns[i], &gb->turns[i] };

		for (k = 0; k < 2; k++) {
			if (s[k].alive)
				side_read(&s[k], tt[k], strict);
			else
				raw_text(tt[k], &s[k].text);
		}
		/* A refused turn has no canonical text: compare as written. */
		if (!s[0].alive || !s[1].alive || !s[0].legal ||
		    !s[1].legal) {
			for (k = 0; k < 2; k++)
				raw_text(tt[k], &raw[k]);
			if (strcmp(buf_str(&raw[0]), buf_str(&raw[1])) != 0)
				break;
		} else if (strcmp(buf_str(&s[0].text),
		    buf_str(&s[1].text)) != 0)
			break;
		for (k = 0; k < 2; k++)
			if (s[k].alive)
				side_step(&s[k], d);
	}
	if (i == ga->nturns && i == gb->nturns)
		goto done;
	out->turn = i + 1;
	for (k = 0; k < 2; k++) {
		const struct rgame *g = s[k].g;

		out->ends[k] = i == g->nturns;
		out->legal_to[k] = i;
		for (j = i; s[k].alive && j < g->nturns; j++) {
			side_read(&s[k], &g->turns[j], strict);
			side_step(&s[k], d);
			if (s[k].alive)
				out->legal_to[k] = j + 1;
			else
				out->illegal[k] = 1;
		}
		/* Refused before the records parted: nothing after it counts. */
		if (!s[k].alive && !out->illegal[k])
			out->illegal[k] = -1;
	}
done:
	for (k = 0; k < 2; k++) {
		diags_free(&s[k].scratch);
		buf_free(&s[k].text);
		buf_free(&raw[k]);
	}
}
