/*
 * Game filters (--where, --length, --valid-only, --invalid-only).
 *
 * Regexes come from the command line, which may be a script fed by
 * strangers, so every match runs under match, depth and heap limits: a
 * pattern like (a*)*b ends with "effort limit reached", not a hung run.
 */
#define PCRE2_CODE_UNIT_WIDTH 8

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <pcre2.h>

#include "filter.h"

#define FILTER_HEAP_LIMIT	20000	/* KiB */

struct where {
	char		*tag;
	char		*value;		/* exact test; NULL for a regex */
	pcre2_code	*re;
	char		*pattern;	/* for messages */
};

struct filter {
	struct where		 w[FILTER_MAX_WHERE];
	int			 nw;
	long			 ply_min, ply_max;
	enum filter_validity	 validity;
	pcre2_match_context	*mctx;
};

struct filter_scratch {
	pcre2_match_data	*md[FILTER_MAX_WHERE];
};

struct filter *
filter_new(void)
{
	struct filter	*f;

	f = xcalloc(1, sizeof *f);
	f->ply_max = LONG_MAX;
	return f;
}

void
filter_free(struct filter *f)
{
	int	i;

	if (f == NULL)
		return;
	for (i = 0; i < f->nw; i++) {
		free(f->w[i].tag);
		free(f->w[i].value);
		free(f->w[i].pattern);
		pcre2_code_free(f->w[i].re);
	}
	pcre2_match_context_free(f->mctx);
	free(f);
}

static int
is_tag_name(const char *s, size_t len)
{
	size_t	i;

	if (len == 0 || !((s[0] >= 'A' && s[0] <= 'Z') ||
	    (s[0] >= 'a' && s[0] <= 'z')))
		return 0;
	for (i = 1; i < len; i++)
		if (!((s[i] >= 'A' && s[i] <= 'Z') ||
		    (s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= '0' && s[i] <= '9') || s[i] == '_'))
			return 0;
	return 1;
}

static int
where_regex(struct filter *f, struct where *w, const char *expr,
    const char *re, struct diags *d)
{
	PCRE2_UCHAR	 msg[256];
	PCRE2_SIZE	 off;
	const char	*end;
	uint32_t	 opts = PCRE2_UTF | PCRE2_MATCH_INVALID_UTF;
	int		 error;

	end = strrchr(re, '/');
	if (re[0] != '/' || end == re) {
		diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "regex not enclosed in slashes in '%s'", expr);
		return -1;
	}
	if (strcmp(end + 1, "i") == 0)
		opts |= PCRE2_CASELESS;
	else if (end[1] != '\0') {
		diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "unknown regex flag '%s' in '%s' (only i)", end + 1,
		    expr);
		return -1;
	}
	w->pattern = xstrndup(re + 1, (size_t)(end - re - 1));
	w->re = pcre2_compile((PCRE2_SPTR)w->pattern, strlen(w->pattern),
	    opts, &error, &off, NULL);
	if (w->re == NULL) {
		pcre2_get_error_message(error, msg, sizeof msg);
		if (off > strlen(w->pattern))
			off = strlen(w->pattern);
		diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "bad regex '%s' at offset %zu: %s", w->pattern,
		    (size_t)off, (const char *)msg);
		return -1;
	}
	/* Without JIT the interpreter gives the same answers, only slower. */
#ifndef PASA_NO_JIT
	/* valgrind cannot see into JIT code: its builds go without. */
	(void)pcre2_jit_compile(w->re, PCRE2_JIT_COMPLETE);
#endif
	if (f->mctx == NULL) {
		f->mctx = pcre2_match_context_create(NULL);
		if (f->mctx == NULL) {
			diags_add(d, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
			    "cannot allocate a regex match context");
			return -1;
		}
		pcre2_set_match_limit(f->mctx, FILTER_MATCH_LIMIT);
		pcre2_set_depth_limit(f->mctx, FILTER_DEPTH_LIMIT);
		pcre2_set_heap_limit(f->mctx, FILTER_HEAP_LIMIT);
	}
	return 0;
}

int
filter_where(struct filter *f, const char *expr, struct diags *d)
{
	struct where	*w;
	const char	*eq;

	if (f->nw == FILTER_MAX_WHERE) {
		diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "too many --where tests: '%s' is test %d, the limit is %d",
		    expr, f->nw + 1, FILTER_MAX_WHERE);
		return -1;
	}
	eq = strchr(expr, '=');
	if (eq == NULL || !is_tag_name(expr, (size_t)(eq - expr))) {
		diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "bad --where test '%s' (Tag=value or Tag=~/regex/)", expr);
		return -1;
	}
	w = &f->w[f->nw];
	memset(w, 0, sizeof *w);
	w->tag = xstrndup(expr, (size_t)(eq - expr));
	if (eq[1] == '~') {
		if (where_regex(f, w, expr, eq + 2, d) != 0) {
			free(w->tag);
			free(w->pattern);
			return -1;
		}
	} else
		w->value = xstrdup(eq + 1);
	f->nw++;
	return 0;
}

static int
ply_number(const char *s, size_t len, long *out)
{
	long	n = 0;
	size_t	i;

	if (len == 0 || len > 9)
		return -1;
	for (i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		n = n * 10 + (s[i] - '0');
	}
	*out = n;
	return 0;
}

int
filter_ply(struct filter *f, const char *range, struct diags *d)
{
	const char	*dash = strchr(range, '-');
	size_t		 len = strlen(range);
	long		 lo = 0, hi = LONG_MAX;
	int		 bad;

	if (dash == NULL)
		bad = ply_number(range, len, &lo) != 0 ||
		    ply_number(range, len, &hi) != 0;
	else
		bad = (dash > range && ply_number(range, (size_t)(dash -
		    range), &lo) != 0) || (dash[1] != '\0' &&
		    ply_number(dash + 1, strlen(dash + 1), &hi) != 0) ||
		    len == 1;
	if (bad || lo > hi) {
		diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "bad --length range '%s' (N-M, N-, -M or N)", range);
		return -1;
	}
	f->ply_min = lo;
	f->ply_max = hi;
	return 0;
}

void
filter_validity(struct filter *f, enum filter_validity v)
{
	f->validity = v;
}

int
filter_wants_validity(const struct filter *f)
{
	return f != NULL && f->validity != FILTER_ANY;
}

struct filter_scratch *
filter_scratch_new(const struct filter *f)
{
	struct filter_scratch	*s;
	int			 i;

	s = xcalloc(1, sizeof *s);
	for (i = 0; f != NULL && i < f->nw; i++) {
		if (f->w[i].re == NULL)
			continue;
		s->md[i] = pcre2_match_data_create_from_pattern(f->w[i].re,
		    NULL);
	}
	return s;
}

void
filter_scratch_free(struct filter_scratch *s)
{
	int	i;

	if (s == NULL)
		return;
	for (i = 0; i < FILTER_MAX_WHERE; i++)
		pcre2_match_data_free(s->md[i]);
	free(s);
}

int
filter_game(const struct filter *f, struct filter_scratch *s,
    const struct rgame *g, struct diags *d)
{
	const struct where	*w;
	const struct rtag	*t;
	size_t			 j;
	int			 i, rc;

	if (f == NULL)
		return 1;
	if ((long)g->nturns < f->ply_min || (long)g->nturns > f->ply_max)
		return 0;
	for (i = 0; i < f->nw; i++) {
		w = &f->w[i];
		t = NULL;
		for (j = 0; j < g->ntags; j++)
			if (strcmp(g->tags[j].name, w->tag) == 0) {
				t = &g->tags[j];
				break;
			}
		if (t == NULL)
			return 0;
		if (w->value != NULL) {
			if (strcmp(t->value, w->value) != 0)
				return 0;
			continue;
		}
		if (s->md[i] == NULL) {
			diags_add(d, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
			    "cannot allocate regex match data");
			return 0;
		}
		rc = pcre2_match(w->re, (PCRE2_SPTR)t->value, strlen(t->value),
		    0, 0, s->md[i], f->mctx);
		if (rc >= 0)
			continue;
		if (rc != PCRE2_ERROR_NOMATCH)
			diags_add(d, DIAG_WARNING, DK_RECORD, g->file, t->line,
			    t->value_col, NULL, "regex effort limit reached "
			    "matching '%s' against tag '%s': taken as no match",
			    w->pattern, w->tag);
		return 0;
	}
	return 1;
}

int
filter_valid(const struct filter *f, int valid)
{
	if (f == NULL)
		return 1;
	switch (f->validity) {
	case FILTER_VALID:
		return valid;
	case FILTER_INVALID:
		return !valid;
	default:
		return 1;
	}
}
