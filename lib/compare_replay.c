/*
 * One game, several rule variants, side by side: every variant rules on
 * every turn line it is still playing, and the lines they rule on
 * differently are the disagreements the sources' readers care about.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compare.h"

/* The blank-separated fields of a position text. */
#define CMP_FIELDS_MAX	64

struct fields {
	const char	*s[CMP_FIELDS_MAX];
	size_t		 len[CMP_FIELDS_MAX];
	int		 n;
};

static void
fields_split(struct fields *f, const char *s)
{
	size_t	i;

	f->n = 0;
	while (*s != '\0' && f->n < CMP_FIELDS_MAX) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '\0')
			break;
		for (i = 0; s[i] != '\0' && s[i] != ' ' && s[i] != '\t'; i++)
			continue;
		f->s[f->n] = s;
		f->len[f->n++] = i;
		s += i;
	}
}

static int
item_cmp(const void *x, const void *y)
{
	const char *const *a = x, *const *b = y;
	size_t	la = strcspn(*a, ", \t"), lb = strcspn(*b, ", \t");
	int	c = memcmp(*a, *b, la < lb ? la : lb);

	return c != 0 ? c : (la > lb) - (la < lb);
}

/*
 * "yellow:29,7!,5,base" lists a side's pieces, which are alike: the same
 * pieces in another order are the same position.
 */
static size_t
pieces_split(const char *s, size_t len, const char **v, size_t max)
{
	const char	*colon = memchr(s, ':', len), *end = s + len;
	size_t		 n = 0;

	if (colon == NULL)
		return 0;
	for (s = colon + 1; s < end && n < max; s++) {
		v[n++] = s;
		while (s < end && *s != ',')
			s++;
	}
	return s < end ? max : n;	/* max: too many to tell */
}

static int
pieces_same(const char *a, size_t la, const char *b, size_t lb)
{
	const char	*ia[32], *ib[32], *ca, *cb;
	size_t		 na, nb, i;

	ca = memchr(a, ':', la);
	cb = memchr(b, ':', lb);
	if (ca == NULL || cb == NULL || ca - a != cb - b ||
	    memcmp(a, b, (size_t)(ca - a)) != 0)
		return 0;
	na = pieces_split(a, la, ia, 32);
	nb = pieces_split(b, lb, ib, 32);
	if (na != nb || na == 32)
		return 0;
	qsort(ia, na, sizeof *ia, item_cmp);
	qsort(ib, nb, sizeof *ib, item_cmp);
	for (i = 0; i < na; i++)
		if (item_cmp(&ia[i], &ib[i]) != 0)
			return 0;
	return 1;
}

static int
field_same(const struct fields *a, const struct fields *b, int i)
{
	if (i >= a->n || i >= b->n)
		return i >= a->n && i >= b->n;
	if (a->len[i] == b->len[i] &&
	    memcmp(a->s[i], b->s[i], a->len[i]) == 0)
		return 1;
	return pieces_same(a->s[i], a->len[i], b->s[i], b->len[i]);
}

/* A long field (a board) is shown around its first difference. */
#define EXCERPT_BEFORE	8
#define EXCERPT_AFTER	12

static void
field_excerpt(char *dst, size_t size, const struct fields *f, int i,
    size_t from, size_t to)
{
	size_t	n, len = i < f->n ? f->len[i] : 0;

	if (i >= f->n) {
		snprintf(dst, size, "(none)");
		return;
	}
	if (to > len)
		to = len;
	if (from > to)
		from = to;
	n = to - from;
	if (n > size - 11)
		n = size - 11;
	snprintf(dst, size, "%s%.*s%s", from > 0 ? "(...)" : "", (int)n,
	    f->s[i] + from, to < len ? "(...)" : "");
}

static void
field_pair(char *da, char *db, size_t size, const struct fields *a,
    const struct fields *b, int i)
{
	size_t	la = i < a->n ? a->len[i] : 0, lb = i < b->n ? b->len[i] : 0;
	size_t	at = 0, from, to;

	while (at < la && at < lb && a->s[i][at] == b->s[i][at])
		at++;
	from = at > EXCERPT_BEFORE ? at - EXCERPT_BEFORE : 0;
	to = at + EXCERPT_AFTER;
	if (la <= EXCERPT_BEFORE + EXCERPT_AFTER &&
	    lb <= EXCERPT_BEFORE + EXCERPT_AFTER) {
		from = 0;
		to = la > lb ? la : lb;
	}
	field_excerpt(da, size, a, i, from, to);
	field_excerpt(db, size, b, i, from, to);
}

static void
stats_rule(struct cmp_stats *st, const char *rule, size_t n)
{
	size_t	i;

	if (rule[0] == '\0')
		rule = "-";
	for (i = 0; i < st->nrules; i++)
		if (strcmp(st->rules[i].rule, rule) == 0) {
			st->rules[i].n += n;
			return;
		}
	if (st->nrules == CMP_MAX_RULES)
		return;
	snprintf(st->rules[st->nrules].rule, DIAG_RULE_MAX, "%s", rule);
	st->rules[st->nrules++].n = n;
}

void
cmp_stats_add(struct cmp_stats *to, const struct cmp_stats *from)
{
	size_t	i;

	to->games += from->games;
	to->turns += from->turns;
	to->disagreements += from->disagreements;
	to->divergences += from->divergences;
	to->errors += from->errors;
	for (i = 0; i < from->nrules; i++)
		stats_rule(to, from->rules[i].rule, from->rules[i].n);
}

/* The first error among d's entries, or NULL. */
static const struct diag *
first_error(const struct diags *d)
{
	size_t	i;

	for (i = 0; i < d->n; i++)
		if (d->v[i].level == DIAG_ERROR)
			return &d->v[i];
	return NULL;
}

static int
diag_same(const struct diag *a, const struct diag *b)
{
	return a->line == b->line && a->col == b->col &&
	    a->level == b->level && strcmp(a->rule, b->rule) == 0 &&
	    strcmp(a->msg, b->msg) == 0;
}

struct replay {
	struct cmp_play		*plays;
	int			 n;
	const struct rgame	*g;
	struct cmp_stats	*st;
	cmp_report_fn		 fn;
	void			*arg;
	struct diags		 d[CMP_MAX_VARIANTS];
	int			 legal[CMP_MAX_VARIANTS];
	unsigned		 alive;
	struct buf		 text[CMP_MAX_VARIANTS];
	struct fields		 f[CMP_MAX_VARIANTS];
	/* Per pair: fields that differ at the start, and whether noted. */
	uint64_t		 own[CMP_MAX_VARIANTS][CMP_MAX_VARIANTS];
	unsigned char		 noted[CMP_MAX_VARIANTS][CMP_MAX_VARIANTS];
};

static void
replay_format(struct replay *r, int k)
{
	const struct variant *v = r->plays[k].v;

	buf_clear(&r->text[k]);
	v->family->pos_format(v->rules, &r->plays[k].pos, &r->text[k]);
	fields_split(&r->f[k], buf_str(&r->text[k]));
}

static void
finding_init(struct cmp_finding *f, enum cmp_kind kind, const struct replay *r,
    const struct turn_text *tt, size_t turn)
{
	memset(f, 0, sizeof *f);
	f->kind = kind;
	f->file = r->g->file;
	f->line = tt->line;
	f->col = 1;
	f->game = r->g->index;
	f->turn = turn;
}

/* Warnings once per turn, whichever variants gave them. */
static void
report_warnings(struct replay *r, const struct turn_text *tt, size_t turn)
{
	struct cmp_finding	 f;
	size_t			 i, j;
	int			 k, m, seen;

	for (k = 0; k < r->n; k++) {
		if (!(r->alive & (1u << k)))
			continue;
		for (i = 0; i < r->d[k].n; i++) {
			const struct diag *e = &r->d[k].v[i];

			if (e->level == DIAG_ERROR)
				continue;
			seen = 0;
			for (m = 0; m < k && !seen; m++)
				for (j = 0; (r->alive & (1u << m)) &&
				    j < r->d[m].n; j++)
					if (diag_same(e, &r->d[m].v[j]))
						seen = 1;
			if (seen)
				continue;
			finding_init(&f, CMP_DIAG, r, tt, turn);
			f.diag = e;
			r->fn(r->arg, &f);
		}
	}
}

/* Every variant refused: their errors, each different one once. */
static void
report_errors(struct replay *r, const struct turn_text *tt, size_t turn)
{
	struct cmp_finding	 f;
	const struct diag	*e, *o;
	int			 k, m, seen;

	r->st->errors++;
	for (k = 0; k < r->n; k++) {
		if (!(r->alive & (1u << k)) ||
		    (e = first_error(&r->d[k])) == NULL)
			continue;
		for (seen = 0, m = 0; m < k && !seen; m++)
			seen = (r->alive & (1u << m)) &&
			    (o = first_error(&r->d[m])) != NULL &&
			    diag_same(e, o);
		if (seen)
			continue;
		finding_init(&f, CMP_DIAG, r, tt, turn);
		f.diag = e;
		f.col = e->col;
		r->fn(r->arg, &f);
	}
}

static void
report_disagreement(struct replay *r, const struct turn_text *tt,
    size_t turn)
{
	struct cmp_finding	 f;
	int			 k, m, seen;

	finding_init(&f, CMP_DISAGREE, r, tt, turn);
	for (k = 0; k < r->n; k++) {
		if (!(r->alive & (1u << k)))
			continue;
		if (r->legal[k]) {
			f.legal |= 1u << k;
			continue;
		}
		f.illegal |= 1u << k;
		f.why[k] = first_error(&r->d[k]);
		/* One rule counts once per line however many refuse it. */
		for (seen = 0, m = 0; m < k && !seen; m++)
			seen = f.why[m] != NULL && f.why[k] != NULL &&
			    strcmp(f.why[m]->rule, f.why[k]->rule) == 0;
		if (!seen)
			stats_rule(r->st, f.why[k] != NULL ? f.why[k]->rule :
			    "", 1);
	}
	r->st->disagreements++;
	r->fn(r->arg, &f);
}

/* A field that decides nothing under a variant's rules is no parting:
 * the other variant's value there is its own rules at work. */
static int
field_inert(const struct replay *r, int k, int i)
{
	const struct variant	*v = r->plays[k].v;

	return i < r->f[k].n && v->family->pos_field_inert != NULL &&
	    v->family->pos_field_inert(v->rules, r->f[k].s[i],
	    r->f[k].len[i]);
}

static void
check_divergence(struct replay *r, const struct turn_text *tt, size_t turn)
{
	struct cmp_finding	 f;
	int			 a, b, i, nf;

	for (a = 0; a < r->n; a++)
		if (r->alive & (1u << a))
			replay_format(r, a);
	for (a = 0; a < r->n; a++)
		for (b = a + 1; b < r->n; b++) {
			if (!(r->alive & (1u << a)) ||
			    !(r->alive & (1u << b)) || r->noted[a][b])
				continue;
			nf = r->f[a].n > r->f[b].n ? r->f[a].n : r->f[b].n;
			for (i = 0; i < nf; i++)
				if ((i >= 64 || !(r->own[a][b] &
				    (UINT64_C(1) << i))) &&
				    !field_same(&r->f[a], &r->f[b], i) &&
				    !field_inert(r, a, i) &&
				    !field_inert(r, b, i))
					break;
			if (i == nf)
				continue;
			r->noted[a][b] = 1;
			r->st->divergences++;
			finding_init(&f, CMP_DIVERGE, r, tt, turn);
			f.a = a;
			f.b = b;
			field_pair(f.field_a, f.field_b, sizeof f.field_a,
			    &r->f[a], &r->f[b], i);
			r->fn(r->arg, &f);
		}
}

static void
replay_baseline(struct replay *r)
{
	int	a, b, i;

	for (a = 0; a < r->n; a++)
		replay_format(r, a);
	for (a = 0; a < r->n; a++)
		for (b = a + 1; b < r->n; b++)
			for (i = 0; i < CMP_FIELDS_MAX && i < 64; i++)
				if (!field_same(&r->f[a], &r->f[b], i))
					r->own[a][b] |= UINT64_C(1) << i;
}

size_t
compare_game(struct cmp_play *plays, int n, const struct rgame *g,
    int strict, struct cmp_stats *st, cmp_report_fn fn, void *arg)
{
	struct replay	*r;
	struct diag_ctx	 ctx;
	struct turn	 t;
	struct events	 ev;
	size_t		 i, before = st->disagreements;
	int		 k, nlegal, nplaying;

	if (n > CMP_MAX_VARIANTS)
		n = CMP_MAX_VARIANTS;
	r = xcalloc(1, sizeof *r);
	r->plays = plays;
	r->n = n;
	r->g = g;
	r->st = st;
	r->fn = fn;
	r->arg = arg;
	r->alive = (1u << n) - 1;
	for (k = 0; k < n; k++) {
		diags_init(&r->d[k]);
		buf_init(&r->text[k]);
	}
	replay_baseline(r);
	st->games++;
	for (i = 0; i < g->nturns && r->alive != 0; i++) {
		const struct turn_text *tt = &g->turns[i];

		st->turns++;
		nlegal = nplaying = 0;
		for (k = 0; k < n; k++) {
			const struct variant *v = plays[k].v;

			if (!(r->alive & (1u << k)))
				continue;
			nplaying++;
			diags_clear(&r->d[k]);
			memset(&ctx, 0, sizeof ctx);
			ctx.diags = &r->d[k];
			ctx.file = g->file;
			ctx.variant = v->name;
			ctx.strict = strict;
			r->legal[k] = v->family->turn_read(v->rules,
			    &plays[k].pos, tt, &t, &ctx) == 0 &&
			    !diags_has_errors(&r->d[k]);
			if (r->legal[k]) {
				events_init(&ev, 0);
				v->family->turn_apply(v->rules, &plays[k].pos,
				    &t, &ev);
				nlegal++;
			}
		}
		report_warnings(r, tt, i + 1);
		if (nlegal == 0)
			report_errors(r, tt, i + 1);
		else if (nlegal < nplaying)
			report_disagreement(r, tt, i + 1);
		for (k = 0; k < n; k++)
			if (!r->legal[k])
				r->alive &= ~(1u << k);
		if (nlegal > 1)
			check_divergence(r, tt, i + 1);
	}
	for (k = 0; k < n; k++) {
		diags_free(&r->d[k]);
		buf_free(&r->text[k]);
	}
	free(r);
	return st->disagreements - before;
}
