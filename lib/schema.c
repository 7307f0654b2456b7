/*
 * Checking a YAML mapping against a field table and filling a flat struct.
 * Every problem is reported at the node it concerns, and an unknown key
 * comes with the nearest known one.
 */
#include <limits.h>
#include <stdlib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#include "schema.h"

static const char *const sf_type_names[] = {
	[SF_INT] = "an integer",
	[SF_BOOL] = "true or false",
	[SF_STR] = "a string",
	[SF_ENUM] = "one of",
	[SF_INTS] = "a list of integers",
	[SF_STRS] = "a list of strings",
	[SF_GROUP] = "a mapping",
	[SF_CUSTOM] = "a value",
	[SF_REAL] = "a number",
};

/* The keys every group accepts besides its own fields. */
static const char *const group_meta_keys[] = { "source", "default", "note",
    NULL };

static int
serr(struct diags *d, const struct ynode *n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
serr(struct diags *d, const struct ynode *n, const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	diags_vadd(d, DIAG_ERROR, DK_VARIANT, n->file, n->line, n->col, NULL,
	    fmt, ap);
	va_end(ap);
	return -1;
}

static void
suggest(const struct sfield *fields, const struct sfield *also,
    const char *const *meta, const char *key, const char **best,
    size_t *bestd)
{
	const struct sfield	*f;
	size_t			 dist;

	for (f = fields; f != NULL && f->key != NULL; f++) {
		dist = str_distance(key, f->key);
		if (dist < *bestd) {
			*bestd = dist;
			*best = f->key;
		}
	}
	for (f = also; f != NULL && f->key != NULL; f++) {
		dist = str_distance(key, f->key);
		if (dist < *bestd) {
			*bestd = dist;
			*best = f->key;
		}
	}
	for (; meta != NULL && *meta != NULL; meta++) {
		dist = str_distance(key, *meta);
		if (dist < *bestd) {
			*bestd = dist;
			*best = *meta;
		}
	}
}

static const struct sfield *
field_by_key(const struct sfield *fields, const char *key)
{
	for (; fields != NULL && fields->key != NULL; fields++)
		if (strcmp(fields->key, key) == 0)
			return fields;
	return NULL;
}

static int
unknown_key(struct diags *d, const struct ynode *key,
    const struct sfield *fields, const struct sfield *also,
    const char *const *meta)
{
	const char	*best = NULL;
	size_t		 bestd = SIZE_MAX;

	suggest(fields, also, meta, key->str, &best, &bestd);
	if (best != NULL && bestd <= 2 && bestd < strlen(key->str))
		return serr(d, key, "unknown key '%s' (did you mean '%s'?)",
		    key->str, best);
	return serr(d, key, "unknown key '%s'", key->str);
}

/* What a value that should be a number is instead, for a message. */
static const char *
not_number(const struct ynode *v, char *b, size_t size)
{
	if (v->kind != YN_SCALAR)
		return "a collection";
	if (v->plain)
		snprintf(b, size, "'%s'", v->str);
	else
		snprintf(b, size, "the string '%s' (quoted, or tagged '!' or "
		    "'!!str': write the number alone)", v->str);
	return b;
}

static int
fill_int(void *dst, const struct sfield *f, const struct ynode *v,
    struct diags *d, int *out)
{
	char	what[160];
	long	x;

	(void)dst;
	if (ynode_int(v, &x) != 0)
		return serr(d, v, "'%s' must be an integer, not %s", f->key,
		    not_number(v, what, sizeof what));
	if ((f->min != 0 || f->max != 0) && (x < f->min || x > f->max))
		return serr(d, v, "'%s' is %ld, out of range %ld-%ld", f->key,
		    x, f->min, f->max);
	if (x < INT_MIN || x > INT_MAX)
		return serr(d, v, "'%s' is %ld, out of range", f->key, x);
	*out = (int)x;
	return 0;
}

/* A decimal number such as 0.5 or 5e-1: no hex, infinity or NaN. */
static int
fill_real(const struct sfield *f, const struct ynode *v, struct diags *d,
    double *out)
{
	char	 what[160];
	double	 x = 0;

	if (ynode_real(v, &x) != 0)
		return serr(d, v, "'%s' must be a number, not %s", f->key,
		    not_number(v, what, sizeof what));
	if (!(x > f->rmin && x < f->rmax))
		return serr(d, v, "'%s' is %s, not between %g and %g "
		    "(exclusive)", f->key, v->str, f->rmin, f->rmax);
	*out = x;
	return 0;
}

static int
fill_enum(const struct sfield *f, const struct ynode *v, struct diags *d,
    int *out)
{
	struct buf	 b;
	int		 i;

	if (v->kind == YN_SCALAR)
		for (i = 0; f->names[i] != NULL; i++)
			if (strcmp(v->str, f->names[i]) == 0) {
				*out = i;
				return 0;
			}
	buf_init(&b);
	for (i = 0; f->names[i] != NULL; i++)
		buf_printf(&b, "%s'%s'", i > 0 ? ", " : "", f->names[i]);
	serr(d, v, "'%s' must be one of %s, not '%s'", f->key, buf_str(&b),
	    v->kind == YN_SCALAR ? v->str : "a collection");
	buf_free(&b);
	return -1;
}

static int
fill_list(void *dst, const struct sfield *f, const struct ynode *v,
    struct diags *d)
{
	char	*base = dst;
	int	*count = (int *)(base + f->off_n);
	size_t	 i;

	if (v->kind != YN_SEQ)
		return serr(d, v, "'%s' must be %s", f->key,
		    sf_type_names[f->type]);
	if (f->maxn > 0 && v->n > (size_t)f->maxn)
		return serr(d, v, "'%s' has %zu entries, at most %d", f->key,
		    v->n, f->maxn);
	for (i = 0; i < v->n; i++) {
		const struct ynode *it = v->items[i];

		if (f->type == SF_INTS) {
			if (fill_int(dst, f, it, d,
			    (int *)(base + f->off) + i) != 0)
				return -1;
		} else {
			if (it->kind != YN_SCALAR)
				return serr(d, it, "'%s' entries must be "
				    "strings", f->key);
			((const char **)(void *)(base + f->off))[i] = it->str;
		}
	}
	*count = (int)v->n;
	return 0;
}

static int fill_map(void *, const struct sfield *, const struct ynode *,
    const struct sfield *, const char *const *, int, struct diags *);

static int
fill_group(void *dst, const struct sfield *f, const struct ynode *v,
    struct diags *d)
{
	char			*src = (char *)dst + f->off;
	const struct ynode	*s;
	int			 dflt;

	if (v != NULL && v->kind != YN_MAP)
		return serr(d, v, "'%s' must be a mapping", f->key);
	memset(src, 0, SF_SOURCE_ID_MAX);
	if ((s = ynode_get(v, "source")) != NULL) {
		if (s->kind != YN_SCALAR || s->len == 0 ||
		    s->len >= SF_SOURCE_ID_MAX)
			return serr(d, s, "'source' must be a rule id such as "
			    "'C18' or a variant name (at most %d characters)",
			    SF_SOURCE_ID_MAX - 1);
		memcpy(src, s->str, s->len);
	}
	if ((s = ynode_get(v, "default")) != NULL && ynode_bool(s, &dflt) != 0)
		return serr(d, s, "'default' must be true or false");
	if ((s = ynode_get(v, "note")) != NULL && s->kind != YN_SCALAR)
		return serr(d, s, "'note' must be a string");
	return fill_map(dst, f->sub, v, NULL, group_meta_keys, 0, d);
}

static int
fill_field(void *dst, const struct sfield *f, const struct ynode *v,
    struct diags *d)
{
	char	*base = dst;
	int	 b;

	switch (f->type) {
	case SF_INT:
		return fill_int(dst, f, v, d, (int *)(base + f->off));
	case SF_BOOL:
		if (ynode_bool(v, &b) != 0)
			return serr(d, v, "'%s' must be true or false, not "
			    "'%s'", f->key, v->kind == YN_SCALAR ? v->str :
			    "a collection");
		*(int *)(base + f->off) = b;
		return 0;
	case SF_STR:
		if (v->kind != YN_SCALAR)
			return serr(d, v, "'%s' must be a string", f->key);
		*(const char **)(void *)(base + f->off) = v->str;
		return 0;
	case SF_ENUM:
		return fill_enum(f, v, d, (int *)(base + f->off));
	case SF_INTS:
	case SF_STRS:
		return fill_list(dst, f, v, d);
	case SF_GROUP:
		return fill_group(dst, f, v, d);
	case SF_CUSTOM:
		return f->parse(dst, v, d);
	case SF_REAL:
		return fill_real(f, v, d, (double *)(void *)(base + f->off));
	}
	return -1;
}

static void
fill_default(void *dst, const struct sfield *f)
{
	char	*base = dst;

	switch (f->type) {
	case SF_INT:
	case SF_BOOL:
	case SF_ENUM:
		*(int *)(base + f->off) = (int)f->def;
		break;
	case SF_REAL:
		*(double *)(void *)(base + f->off) = f->rdef;
		break;
	default:
		break;
	}
}

/* Missing groups still get their fields' defaults. */
static void
fill_defaults(void *dst, const struct sfield *fields)
{
	for (; fields != NULL && fields->key != NULL; fields++) {
		if (fields->type == SF_GROUP)
			fill_defaults(dst, fields->sub);
		else
			fill_default(dst, fields);
	}
}

static int
fill_map(void *dst, const struct sfield *fields, const struct ynode *map,
    const struct sfield *also, const char *const *meta, int any,
    struct diags *d)
{
	const struct sfield	*f;
	const struct ynode	*v;
	const char *const	*m;
	size_t			 i;
	int			 rc = 0, known;

	fill_defaults(dst, fields);
	for (i = 0; map != NULL && i < map->n; i++) {
		const struct ynode *key = map->ents[i].key;

		if ((f = field_by_key(fields, key->str)) != NULL) {
			if (fill_field(dst, f, map->ents[i].val, d) != 0)
				rc = -1;
			continue;
		}
		known = any || field_by_key(also, key->str) != NULL;
		for (m = meta; !known && m != NULL && *m != NULL; m++)
			known = strcmp(*m, key->str) == 0;
		if (!known && unknown_key(d, key, fields, also, meta) != 0)
			rc = -1;
	}
	for (f = fields; f != NULL && f->key != NULL; f++) {
		if (!(f->flags & SF_REQUIRED))
			continue;
		v = ynode_get(map, f->key);
		if (v == NULL && map != NULL)
			rc = serr(d, map, "missing required key '%s'", f->key);
	}
	return rc;
}

int
schema_fill(void *dst, const struct sfield *fields, const struct ynode *map,
    const struct sfield *also, struct diags *d)
{
	if (map != NULL && map->kind != YN_MAP)
		return serr(d, map, "expected a mapping of settings");
	return fill_map(dst, fields, map, also, NULL, 0, d);
}

int
schema_fill_known(void *dst, const struct sfield *fields,
    const struct ynode *map, struct diags *d)
{
	if (map != NULL && map->kind != YN_MAP)
		return serr(d, map, "expected a mapping of settings");
	return fill_map(dst, fields, map, NULL, NULL, 1, d);
}

const struct sfield *
schema_find(const struct sfield *fields, const char *path)
{
	const struct sfield	*f;
	const char		*dot;
	size_t			 n;

	for (;;) {
		dot = strchr(path, '.');
		n = dot != NULL ? (size_t)(dot - path) : strlen(path);
		for (f = fields; f != NULL && f->key != NULL; f++)
			if (strlen(f->key) == n &&
			    strncmp(f->key, path, n) == 0)
				break;
		if (f == NULL || f->key == NULL)
			return NULL;
		if (dot == NULL)
			return f;
		if (f->type != SF_GROUP)
			return NULL;
		fields = f->sub;
		path = dot + 1;
	}
}

static int
field_equal(const void *a, const void *b, const struct sfield *f)
{
	const char	*pa = a, *pb = b;
	int		 i, n;

	switch (f->type) {
	case SF_INT:
	case SF_BOOL:
	case SF_ENUM:
		return *(const int *)(pa + f->off) == *(const int *)(pb + f->off);
	case SF_STR: {
		const char *sa = *(const char *const *)(const void *)(pa + f->off);
		const char *sb = *(const char *const *)(const void *)(pb + f->off);

		if (sa == NULL || sb == NULL)
			return sa == sb;
		return strcmp(sa, sb) == 0;
	}
	case SF_INTS:
	case SF_STRS:
		n = *(const int *)(pa + f->off_n);
		if (n != *(const int *)(pb + f->off_n))
			return 0;
		for (i = 0; i < n; i++) {
			if (f->type == SF_INTS) {
				if (((const int *)(pa + f->off))[i] !=
				    ((const int *)(pb + f->off))[i])
					return 0;
			} else if (strcmp(((const char *const *)(const void *)
			    (pa + f->off))[i], ((const char *const *)
			    (const void *)(pb + f->off))[i]) != 0)
				return 0;
		}
		return 1;
	case SF_GROUP:
		return strcmp(pa + f->off, pb + f->off) == 0 &&
		    schema_equal(a, b, f->sub);
	case SF_CUSTOM:
		return 1;	/* compared by the owner of the parser */
	case SF_REAL:
		return *(const double *)(const void *)(pa + f->off) ==
		    *(const double *)(const void *)(pb + f->off);
	}
	return 0;
}

int
schema_equal(const void *a, const void *b, const struct sfield *fields)
{
	for (; fields != NULL && fields->key != NULL; fields++)
		if (!field_equal(a, b, fields))
			return 0;
	return 1;
}
