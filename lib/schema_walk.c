/*
 * Reading settings back out of a filled struct through its schema table.
 * Values are written the way a variant file spells them, so what compare
 * prints can be pasted into a house-rule file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "schema_walk.h"

static int
walk(const struct sfield *fields, const char *prefix,
    const struct sfield *group,
    int (*fn)(const char *, const struct sfield *, const struct sfield *,
    void *), void *arg)
{
	char	path[SCHEMA_PATH_MAX];
	int	rc;

	for (; fields != NULL && fields->key != NULL; fields++) {
		if (prefix[0] != '\0')
			snprintf(path, sizeof path, "%s.%s", prefix,
			    fields->key);
		else
			snprintf(path, sizeof path, "%s", fields->key);
		if (fields->type == SF_GROUP)
			rc = walk(fields->sub, path, fields, fn, arg);
		else
			rc = fn(path, fields, group, arg);
		if (rc != 0)
			return rc;
	}
	return 0;
}

int
schema_walk(const struct sfield *fields,
    int (*fn)(const char *, const struct sfield *, const struct sfield *,
    void *), void *arg)
{
	return walk(fields, "", NULL, fn, arg);
}

static const char *
str_at(const void *base, size_t off)
{
	return *(const char *const *)(const void *)((const char *)base + off);
}

static int
int_at(const void *base, size_t off)
{
	return *(const int *)(const void *)((const char *)base + off);
}

static double
real_at(const void *base, size_t off)
{
	return *(const double *)(const void *)((const char *)base + off);
}

/* As written: 0.6, not 0.59999999999999998, yet read back the same. */
static void
real_format(struct buf *b, double x)
{
	char	 s[40];

	snprintf(s, sizeof s, "%.15g", x);
	if (strtod(s, NULL) != x)
		snprintf(s, sizeof s, "%.17g", x);
	buf_adds(b, s);
}

void
schema_format_value(const void *base, const struct sfield *f, struct buf *b)
{
	const char	*s;
	int		 i, n, v;

	switch (f->type) {
	case SF_INT:
		buf_printf(b, "%d", int_at(base, f->off));
		break;
	case SF_BOOL:
		buf_adds(b, int_at(base, f->off) ? "true" : "false");
		break;
	case SF_STR:
		s = str_at(base, f->off);
		buf_adds(b, s != NULL ? s : "~");
		break;
	case SF_ENUM:
		v = int_at(base, f->off);
		for (i = 0; f->names[i] != NULL && i < v; i++)
			continue;
		if (v >= 0 && f->names[i] != NULL)
			buf_adds(b, f->names[i]);
		else
			buf_printf(b, "%d", v);
		break;
	case SF_INTS:
	case SF_STRS:
		n = int_at(base, f->off_n);
		buf_addc(b, '[');
		for (i = 0; i < n; i++) {
			if (i > 0)
				buf_adds(b, ", ");
			if (f->type == SF_INTS)
				buf_printf(b, "%d", ((const int *)(const void *)
				    ((const char *)base + f->off))[i]);
			else
				buf_adds(b, ((const char *const *)(const void *)
				    ((const char *)base + f->off))[i]);
		}
		buf_addc(b, ']');
		break;
	case SF_GROUP:
		buf_adds(b, schema_group_source(base, f));
		break;
	case SF_CUSTOM:
		buf_adds(b, "(custom)");
		break;
	case SF_REAL:
		real_format(b, real_at(base, f->off));
		break;
	}
}

void
schema_json_value(const void *base, const struct sfield *f, struct buf *b)
{
	const char	*s;
	int		 i, n, v;

	switch (f->type) {
	case SF_INT:
	case SF_BOOL:
		schema_format_value(base, f, b);
		break;
	case SF_ENUM:
		v = int_at(base, f->off);
		for (i = 0; f->names[i] != NULL && i < v; i++)
			continue;
		if (v >= 0 && f->names[i] != NULL)
			json_add_cstring(b, f->names[i]);
		else
			buf_printf(b, "%d", v);
		break;
	case SF_STR:
		s = str_at(base, f->off);
		if (s != NULL)
			json_add_cstring(b, s);
		else
			buf_adds(b, "null");
		break;
	case SF_INTS:
	case SF_STRS:
		n = int_at(base, f->off_n);
		buf_addc(b, '[');
		for (i = 0; i < n; i++) {
			if (i > 0)
				buf_addc(b, ',');
			if (f->type == SF_INTS)
				buf_printf(b, "%d", ((const int *)(const void *)
				    ((const char *)base + f->off))[i]);
			else
				json_add_cstring(b, ((const char *const *)
				    (const void *)((const char *)base +
				    f->off))[i]);
		}
		buf_addc(b, ']');
		break;
	case SF_GROUP:
		json_add_cstring(b, schema_group_source(base, f));
		break;
	case SF_CUSTOM:
		buf_adds(b, "null");
		break;
	case SF_REAL:
		schema_format_value(base, f, b);
		break;
	}
}

int
schema_value_equal(const void *a, const void *b, const struct sfield *f)
{
	struct sfield	one[2];

	/* A group's source names a rule; its settings are what rule. */
	if (f->type == SF_GROUP) {
		for (f = f->sub; f != NULL && f->key != NULL; f++)
			if (!schema_value_equal(a, b, f))
				return 0;
		return 1;
	}
	memset(one, 0, sizeof one);
	one[0] = *f;
	return schema_equal(a, b, one);
}

const char *
schema_group_source(const void *base, const struct sfield *group)
{
	if (group == NULL || group->type != SF_GROUP)
		return "";
	return (const char *)base + group->off;
}
