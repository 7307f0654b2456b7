/*
 * The settings two variants differ in.  The loaded structs are compared
 * through their schema tables, not the files, so a setting inherited
 * through `extends` counts exactly like one written out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compare.h"
#include "schema_walk.h"

/* Metadata names and describes a variant; it rules on nothing. */
static const char *const not_rules[] = { "name", "title", "family",
    "extends", "sources", NULL };

struct collect {
	const void		*base[2];
	struct cmp_setting	*v;
	size_t			 n;
	int			 common;
};

static int
collect_one(const char *path, const struct sfield *f,
    const struct sfield *group, void *arg)
{
	struct collect		*c = arg;
	struct cmp_setting	*s;
	struct buf		 b;
	int			 i;

	if (c->common)
		for (i = 0; not_rules[i] != NULL; i++)
			if (strcmp(path, not_rules[i]) == 0)
				return 0;
	if (schema_value_equal(c->base[0], c->base[1], f))
		return 0;
	c->v = xreallocarray(c->v, c->n + 1, sizeof *c->v);
	s = &c->v[c->n++];
	memset(s, 0, sizeof *s);
	snprintf(s->path, sizeof s->path, "%s", path);
	s->field = f;
	s->table = !c->common;
	s->group = group;
	for (i = 0; i < 2; i++) {
		s->src[i] = schema_group_source(c->base[i], group);
		buf_init(&b);
		schema_format_value(c->base[i], f, &b);
		s->value[i] = xstrdup(buf_str(&b));
		buf_clear(&b);
		schema_json_value(c->base[i], f, &b);
		s->json[i] = xstrdup(buf_str(&b));
		buf_free(&b);
	}
	return 0;
}

int
compare_settings(struct cmp_setting **out, size_t *n,
    const struct variant *a, const struct variant *b, struct diags *d)
{
	struct collect	c;

	*out = NULL;
	*n = 0;
	if (a->family != b->family) {
		diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "'%s' is a %s variant and '%s' a %s variant: their "
		    "settings do not compare", a->name, a->family->name,
		    b->name, b->family->name);
		return -1;
	}
	memset(&c, 0, sizeof c);
	c.common = 1;
	c.base[0] = a;
	c.base[1] = b;
	schema_walk(variant_common_schema, collect_one, &c);
	c.common = 0;
	c.base[0] = a->rules;
	c.base[1] = b->rules;
	schema_walk(a->family->schema, collect_one, &c);
	*out = c.v;
	*n = c.n;
	return 0;
}

void
compare_settings_free(struct cmp_setting *s, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		free(s[i].value[0]);
		free(s[i].value[1]);
		free(s[i].json[0]);
		free(s[i].json[1]);
	}
	free(s);
}
