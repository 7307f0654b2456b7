/*
 * An extends chain: the files of a variant and of each variant it
 * extends, read top first, with cycles, depth and size caught; and which
 * layer a group's rule id credits when a house layer changes a base's
 * group.  Split from variant.c, which merges the chain and builds the
 * struct from it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "variant_int.h"

_Static_assert(SF_SOURCE_ID_MAX > VARIANT_MAX_NAME,
    "a group's source holds a house variant's name");

static const struct ynode *
chain_read(struct variant_chain *c, const struct vpath *p,
    const char *name, const struct ynode *from, int allow_path, struct diags *d,
    const char *text, size_t len)
{
	const struct ynode	*ext;
	struct ytree		*t;
	char			*path, *real;
	int			 i, rc;

	if (c->n == VARIANT_MAX_EXTENDS) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, from->file, from->line,
		    from->col, NULL, "extends chain longer than %d variants",
		    VARIANT_MAX_EXTENDS);
		return NULL;
	}
	if (text != NULL)
		path = xstrdup(name);
	else if ((path = variant_file_find(p, name, from, allow_path,
	    d)) == NULL)
		return NULL;
	/* Two spellings of one file are one file. */
	real = text != NULL ? NULL : realpath(path, NULL);
	if (real == NULL)
		real = xstrdup(path);
	for (i = 0; i < c->n; i++) {
		if (strcmp(c->real[i], real) == 0) {
			struct buf b;

			buf_init(&b);
			for (i = 0; i < c->n; i++)
				buf_printf(&b, "%s -> ", c->paths[i]);
			buf_adds(&b, path);
			diags_add(d, DIAG_ERROR, DK_VARIANT, from->file,
			    from->line, from->col, NULL,
			    "extends cycle: %s", b.s);
			buf_free(&b);
			free(path);
			free(real);
			return NULL;
		}
	}
	t = &c->trees[c->n];
	c->real[c->n] = real;
	c->paths[c->n++] = path;
	rc = text != NULL ? ytree_load_string(t, path, text, len, d) :
	    ytree_load_file(t, path, d);
	if (rc != 0)
		return NULL;
	c->bytes += t->bytes;
	c->nodes += t->nall;
	if (c->bytes > VARIANT_MAX_CHAIN_BYTES ||
	    c->nodes > VARIANT_MAX_CHAIN_NODES) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, path, 0, 0, NULL,
		    "extends chain too large: more than %d bytes or %d nodes "
		    "in all its files", VARIANT_MAX_CHAIN_BYTES,
		    VARIANT_MAX_CHAIN_NODES);
		return NULL;
	}
	if (t->root == NULL || t->root->kind != YN_MAP) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, path,
		    t->root ? t->root->line : 1, t->root ? t->root->col : 1,
		    NULL, "a variant file must be a mapping of settings");
		return NULL;
	}
	/* Whatever else is in a file that is no variant stays unquoted. */
	if (ynode_get(t->root, "name") == NULL &&
	    ynode_get(t->root, "family") == NULL &&
	    ynode_get(t->root, "extends") == NULL) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, path, 0, 0, NULL,
		    "not a variant file: it sets none of 'name', 'family' "
		    "and 'extends'");
		return NULL;
	}
	if ((ext = ynode_get(t->root, "extends")) != NULL) {
		if (ext->kind != YN_SCALAR) {
			diags_add(d, DIAG_ERROR, DK_VARIANT, ext->file,
			    ext->line, ext->col, NULL,
			    "'extends' must be a variant name");
			return NULL;
		}
		if (chain_read(c, p, ext->str, ext, 0, d, NULL, 0) == NULL)
			return NULL;
	}
	return t->root;
}

const struct ynode *
variant_chain_read(struct variant_chain *c, const struct vpath *p,
    const char *name, int allow_path, struct diags *d, const char *text,
    size_t len)
{
	return chain_read(c, p, name, NULL, allow_path, d, text, len);
}

void
variant_chain_free(struct variant_chain *c)
{
	int	i;

	for (i = 0; i < c->n; i++) {
		ytree_free(&c->trees[i]);
		free(c->paths[i]);
		free(c->real[i]);
	}
}

/* The name a layer is credited by: its own `name:`, else its file's. */
static void
layer_name(const struct ytree *t, const char *path, char *out, size_t size)
{
	const struct ynode	*nm = ynode_get(t->root, "name");
	const char		*base;
	size_t			 len;

	if (nm != NULL && nm->kind == YN_SCALAR && variant_name_ok(nm->str)) {
		snprintf(out, size, "%s", nm->str);
		return;
	}
	base = strrchr(path, '/');
	base = base != NULL ? base + 1 : path;
	len = strlen(base);
	if (len > 5 && strcmp(base + len - 5, ".yaml") == 0)
		len -= 5;
	snprintf(out, size, "%.*s", (int)len, base);
}

/* 1 when a group mapping sets something besides source, default, note. */
static int
sets_a_setting(const struct ynode *g)
{
	size_t	i;

	for (i = 0; i < g->n; i++) {
		const char *k = g->ents[i].key->str;

		if (strcmp(k, "source") != 0 && strcmp(k, "default") != 0 &&
		    strcmp(k, "note") != 0)
			return 1;
	}
	return 0;
}

/*
 * A layer over a base that changes a group without a `source:` of its
 * own is credited for the group: the base's rule id names the base's
 * rule, not the house's ('capture: {reward: throw}' over Ludo is not
 * L5, Ludo's "no reward"), and the base's `default:` (its source is
 * silent) goes with it.  The topmost layer that sets something in the
 * group decides; the base file itself keeps what it says.
 */
void
variant_credit(struct variant *v, struct ynode *merged)
{
	const struct sfield	*f;
	const struct ynode	*g, *at;
	char			 name[SF_SOURCE_ID_MAX];
	size_t			 j, k;
	int			 i;

	for (j = 0; merged != NULL && j < merged->n; j++) {
		const char *key = merged->ents[j].key->str;

		if ((f = schema_find(variant_common_schema, key)) == NULL)
			f = schema_find(v->family->schema, key);
		if (f == NULL || f->type != SF_GROUP ||
		    merged->ents[j].val->kind != YN_MAP)
			continue;
		for (i = 0; i < v->nlayers - 1; i++) {
			const struct ynode *root = v->layers[i].root;

			if ((g = ynode_get(root, key)) == NULL)
				continue;
			if (g->kind != YN_MAP || ynode_get(g, "source") != NULL)
				break;
			if (!sets_a_setting(g))
				continue;
			for (k = 0, at = NULL; at == NULL; k++)
				if (strcmp(root->ents[k].key->str, key) == 0)
					at = root->ents[k].key;
			layer_name(&v->layers[i], at->file, name, sizeof name);
			merged->ents[j].val = ytree_map_with(&v->tree,
			    merged->ents[j].val, "source", at,
			    ytree_new_scalar(&v->tree, name, at->file,
			    at->line, at->col));
			/* The base's "the source is silent" is not the
			 * house's to claim. */
			if (ynode_get(g, "default") == NULL)
				merged->ents[j].val = ytree_map_with(&v->tree,
				    merged->ents[j].val, "default", at, NULL);
			break;
		}
	}
}

