/*
 * Loading a variant: its extends chain (variant_chain.c, found on the
 * lookup path by variant_path.c) merged into one tree, the common schema
 * and the family's filled into a typed struct, the sides checked, and
 * the family's rules compiled; and what is asked of a loaded variant.
 * The family's own settings are checked by its schema and compiled by
 * its engine.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "variant_int.h"

static const struct sfield players_fields[] = {
	{ .key = "sides", .type = SF_STRS,
	  .off = offsetof(struct variant, players),
	  .off_n = offsetof(struct variant, nplayers),
	  .maxn = VARIANT_MAX_SIDES, .flags = SF_REQUIRED,
	  .doc = "the sides, in turn order" },
	{ .key = "min", .type = SF_INT,
	  .off = offsetof(struct variant, min_players), .min = 1,
	  .max = VARIANT_MAX_SIDES, .def = 2,
	  .doc = "fewest sides in a game" },
	{ .key = "max", .type = SF_INT,
	  .off = offsetof(struct variant, max_players), .min = 1,
	  .max = VARIANT_MAX_SIDES, .def = 4,
	  .doc = "most sides in a game" },
	{ .key = NULL },
};

const struct sfield variant_common_schema[] = {
	{ .key = "name", .type = SF_STR,
	  .off = offsetof(struct variant, name), .flags = SF_REQUIRED,
	  .doc = "the name the variant is looked up by" },
	{ .key = "title", .type = SF_STR,
	  .off = offsetof(struct variant, title),
	  .doc = "a one-line description" },
	{ .key = "family", .type = SF_STR,
	  .off = offsetof(struct variant, family_name), .flags = SF_REQUIRED,
	  .doc = "the engine that plays it: race or pasang" },
	{ .key = "board", .type = SF_STR,
	  .off = offsetof(struct variant, board),
	  .doc = "the board file, boards/NAME.yaml" },
	{ .key = "extends", .type = SF_STR,
	  .off = offsetof(struct variant, extends),
	  .doc = "the variant these settings are layered on" },
	{ .key = "sources", .type = SF_STRS,
	  .off = offsetof(struct variant, sources),
	  .off_n = offsetof(struct variant, nsources),
	  .maxn = VARIANT_MAX_SOURCES,
	  .doc = "the rule sources followed" },
	{ .key = "players", .type = SF_GROUP,
	  .off = offsetof(struct variant, players_source),
	  .sub = players_fields, .flags = SF_REQUIRED,
	  .doc = "who plays" },
	{ .key = NULL },
};

static int
variant_build(struct variant *v, struct variant_chain *c,
    const struct vpath *p, struct diags *d)
{
	const struct ynode	*fam;
	struct ynode		*merged = NULL;
	struct buf		 b;
	size_t			 before = d->n;
	int			 i;

	/* The base is the last file read; each layer goes over it. */
	for (i = c->n - 1; i >= 0; i--)
		merged = ytree_merge(&v->tree, merged, c->trees[i].root);
	v->tree.root = merged;
	v->tree.file = xstrdup(c->paths[0]);
	/* The merged tree borrows from the files: they live as long. */
	v->layers = xcalloc((size_t)c->n, sizeof *v->layers);
	v->nlayers = c->n;
	for (i = 0; i < c->n; i++) {
		v->layers[i] = c->trees[i];
		ytree_init(&c->trees[i]);
	}
	v->path = xstrdup(c->paths[0]);
	v->vpath = p;
	buf_init(&b);
	for (i = 0; i < c->n; i++)
		buf_printf(&b, "%s%s", i > 0 ? " <- " : "", c->paths[i]);
	v->chain = xstrdup(b.s);
	buf_free(&b);

	fam = ynode_get(merged, "family");
	if (fam != NULL && fam->kind == YN_SCALAR &&
	    (v->family = family_find(fam->str)) == NULL) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, fam->file, fam->line,
		    fam->col, NULL, "unknown family '%s' (known: race, pasang)",
		    fam->str);
		return -1;
	}
	if (v->family == NULL) {
		schema_fill(v, variant_common_schema, merged, NULL, d);
		return -1;
	}
	variant_credit(v, merged);
	v->rules = xcalloc(1, v->family->rules_size);
	schema_fill_known(v, variant_common_schema, merged, d);
	schema_fill(v->rules, v->family->schema, merged,
	    variant_common_schema, d);
	if (d->n > before && diags_has_errors(d))
		return -1;
	if (v->min_players > v->max_players || v->max_players > v->nplayers) {
		const struct ynode *pl = ynode_get(merged, "players");

		diags_add(d, DIAG_ERROR, DK_VARIANT, pl->file, pl->line,
		    pl->col, NULL, "players: need min <= max <= the number "
		    "of sides (%d)", v->nplayers);
		return -1;
	}
	for (i = 0; i < v->nplayers; i++) {
		int j;

		for (j = 0; j < i; j++)
			if (strcmp(v->players[i], v->players[j]) == 0 ||
			    v->players[i][0] == v->players[j][0]) {
				const struct ynode *pl = ynode_get(ynode_get(
				    merged, "players"), "sides");

				diags_add(d, DIAG_ERROR, DK_VARIANT, pl->file,
				    pl->line, pl->col, NULL, "sides '%s' and "
				    "'%s' share an initial", v->players[j],
				    v->players[i]);
				return -1;
			}
	}
	return v->family->rules_compile(v->rules, v, d);
}

/* Problems read best in file order, whichever table found them. */
static void
diags_sort_from(struct diags *d, size_t from)
{
	size_t		i, j;
	struct diag	t;

	for (i = from + 1; i < d->n; i++)
		for (j = i; j > from; j--) {
			struct diag *a = &d->v[j - 1], *b = &d->v[j];
			int c = strcmp(a->file ? a->file : "",
			    b->file ? b->file : "");

			if (c < 0 || (c == 0 && (a->line < b->line ||
			    (a->line == b->line && a->col <= b->col))))
				break;
			t = *a;
			*a = *b;
			*b = t;
		}
}

static int
variant_load_common(struct variant **out, const char *name, int allow_path,
    const char *text, size_t len, const struct vpath *p, struct diags *d)
{
	struct variant	*v;
	struct variant_chain	 c;
	size_t		 before = d->n;
	int		 rc = -1;

	*out = NULL;
	memset(&c, 0, sizeof c);
	v = xcalloc(1, sizeof *v);
	ytree_init(&v->tree);
	if (variant_chain_read(&c, p, name, allow_path, d, text, len) != NULL)
		rc = variant_build(v, &c, p, d);
	variant_chain_free(&c);
	diags_sort_from(d, before);
	if (rc != 0) {
		variant_free(v);
		return -1;
	}
	*out = v;
	return 0;
}

int
variant_load(struct variant **out, const char *name, const struct vpath *p,
    struct diags *d)
{
	return variant_load_common(out, name, 1, NULL, 0, p, d);
}

int
variant_load_name(struct variant **out, const char *name,
    const struct vpath *p, struct diags *d)
{
	return variant_load_common(out, name, 0, NULL, 0, p, d);
}

int
variant_load_string(struct variant **out, const char *name, const char *text,
    size_t len, const struct vpath *p, struct diags *d)
{
	return variant_load_common(out, name, 0, text, len, p, d);
}

void
variant_free(struct variant *v)
{
	int	i;

	if (v == NULL)
		return;
	if (v->rules != NULL && v->family != NULL &&
	    v->family->rules_release != NULL)
		v->family->rules_release(v->rules);
	free(v->rules);
	ytree_free(&v->tree);
	for (i = 0; i < v->nlayers; i++)
		ytree_free(&v->layers[i]);
	free(v->layers);
	free(v->path);
	free(v->chain);
	free(v);
}

/* A name or path with a line break would end the comment early, and a
 * path may hold any control: escaped as diagnostics are. */
static void
emit_comment_text(struct buf *b, const char *s)
{
	buf_add_clean(b, s, strlen(s));
}

void
variant_emit(const struct variant *v, struct buf *b)
{
	const struct ynode	*root = v->tree.root;
	size_t			 i;

	buf_adds(b, "# ");
	emit_comment_text(b, v->name);
	buf_adds(b, ", resolved from ");
	emit_comment_text(b, v->chain);
	buf_addc(b, '\n');
	for (i = 0; root != NULL && i < root->n; i++) {
		struct ynode one = *root;

		/* The chain is applied: a reader must not apply it again. */
		if (strcmp(root->ents[i].key->str, "extends") == 0)
			continue;
		one.ents = &root->ents[i];
		one.n = 1;
		ynode_emit(&one, b, 0);
	}
}

int
variant_equal(const struct variant *a, const struct variant *b)
{
	struct variant	ta;

	if (a->family != b->family)
		return 0;
	/* A resolved variant no longer names what it extended. */
	ta = *a;
	ta.extends = b->extends;
	if (!schema_equal(&ta, b, variant_common_schema))
		return 0;
	return schema_equal(a->rules, b->rules, a->family->schema);
}

int
variant_side(const struct variant *v, const char *s, size_t len)
{
	int	i;

	for (i = 0; i < v->nplayers; i++) {
		const char *p = v->players[i];

		if (strlen(p) == len && strncmp(p, s, len) == 0)
			return i;
		if (len == 1 && (s[0] == p[0] - 'a' + 'A'))
			return i;
	}
	return -1;
}
