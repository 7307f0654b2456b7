/*
 * Variant lookup, `extends` chains and the common schema.  The family's
 * own settings are checked by its schema and compiled by its engine.
 */
#include <dirent.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine.h"
#include "variant.h"

_Static_assert(SF_SOURCE_ID_MAX > VARIANT_MAX_NAME,
    "a group's source holds a house variant's name");

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

void
vpath_init(struct vpath *p)
{
	p->dirs = NULL;
	p->n = 0;
}

void
vpath_free(struct vpath *p)
{
	size_t	i;

	for (i = 0; i < p->n; i++)
		free(p->dirs[i]);
	free(p->dirs);
	vpath_init(p);
}

void
vpath_add(struct vpath *p, const char *dir)
{
	size_t	i;

	if (*dir == '\0')
		return;
	/* The same directory twice would only be read twice. */
	for (i = 0; i < p->n; i++)
		if (strcmp(p->dirs[i], dir) == 0)
			return;
	p->dirs = xreallocarray(p->dirs, p->n + 1, sizeof *p->dirs);
	p->dirs[p->n++] = xstrdup(dir);
}

void
vpath_default(struct vpath *p, const char *pasa_variants, const char *installed)
{
	const char	*s, *colon;
	char		*dir;

	vpath_add(p, "variants");
	for (s = pasa_variants; s != NULL && *s != '\0'; s = colon + 1) {
		colon = strchr(s, ':');
		if (colon == NULL)
			colon = s + strlen(s);
		dir = xstrndup(s, (size_t)(colon - s));
		vpath_add(p, dir);
		free(dir);
		if (*colon == '\0')
			break;
	}
	if (installed != NULL)
		vpath_add(p, installed);
}

static int
is_file(const char *path)
{
	struct stat	st;

	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

int
variant_name_ok(const char *s)
{
	size_t	i;

	if (!((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z') ||
	    (s[0] >= '0' && s[0] <= '9')))
		return 0;
	for (i = 1; s[i] != '\0'; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= 'A' && s[i] <= 'Z') ||
		    (s[i] >= '0' && s[i] <= '9') || s[i] == '-' || s[i] == '_'))
			return 0;
	return i <= VARIANT_MAX_NAME;
}

int
variant_is_path(const char *s)
{
	size_t	len = strlen(s);

	return strchr(s, '/') != NULL ||
	    (len > 5 && strcmp(s + len - 5, ".yaml") == 0);
}

/* NAME.yaml (or boards/NAME.yaml) in the first directory that has it. */
static char *
variant_find(const struct vpath *p, const char *name, const char *subdir)
{
	struct buf	b;
	size_t		i;

	buf_init(&b);
	for (i = 0; p != NULL && i < p->n; i++) {
		buf_clear(&b);
		buf_printf(&b, "%s/%s%s.yaml", p->dirs[i], subdir, name);
		if (is_file(b.s))
			return b.s;
	}
	buf_free(&b);
	return NULL;
}

struct nearest {
	const char	*want;
	char		*best;
	size_t		 bestd;
};

static int
nearest_one(const char *name, const char *path, void *arg)
{
	struct nearest	*n = arg;
	size_t		 dist = str_distance(n->want, name);

	(void)path;
	if (dist < n->bestd) {
		free(n->best);
		n->best = xstrdup(name);
		n->bestd = dist;
	}
	return 0;
}

/*
 * "unknown variant 'lodo' (looked in a, b; did you mean 'ludo'?)": where
 * pasa looked, and the nearest name there when it is near enough.
 */
static void
unknown_variant(struct diags *d, const struct ynode *from, const char *file,
    unsigned line, unsigned col, const struct vpath *p, const char *name)
{
	struct nearest	 n = { name, NULL, SIZE_MAX };
	struct buf	 b;
	size_t		 i;

	buf_init(&b);
	if (from != NULL)
		buf_printf(&b, "beside '%s', then in ", from->file);
	else
		buf_adds(&b, "in ");
	for (i = 0; p != NULL && i < p->n; i++)
		buf_printf(&b, "%s%s", i > 0 ? ", " : "", p->dirs[i]);
	if (p != NULL)
		vpath_list(p, nearest_one, &n);
	if (n.best != NULL && (n.bestd > 3 || n.bestd >= strlen(name))) {
		free(n.best);
		n.best = NULL;
	}
	diags_add(d, DIAG_ERROR, DK_VARIANT, file, line, col, NULL,
	    "unknown variant '%s'%s (looked %s%s%s%s)", name,
	    from != NULL ? " in extends" : "", buf_str(&b), n.best != NULL ? "; did you mean '" : "",
	    n.best != NULL ? n.best : "", n.best != NULL ? "'?" : "");
	free(n.best);
	buf_free(&b);
}

/* The chain of files read so far, for cycle detection and messages. */
struct chain {
	struct ytree	 trees[VARIANT_MAX_EXTENDS];
	char		*paths[VARIANT_MAX_EXTENDS];
	char		*real[VARIANT_MAX_EXTENDS];	/* for cycles */
	int		 n;
	size_t		 bytes, nodes;	/* in all files, against the caps */
};

/* The directory a file is in, as a one-entry lookup path. */
static void
vpath_dir_of(struct vpath *local, const char *file)
{
	char	*dir, *slash;

	vpath_init(local);
	dir = xstrdup(file);
	if ((slash = strrchr(dir, '/')) != NULL) {
		*slash = '\0';
		vpath_add(local, slash == dir ? "/" : dir);
	} else
		vpath_add(local, ".");
	free(dir);
}

/*
 * The file a name (or, when allow_path, a path the user gave) stands for,
 * or NULL with a diagnostic.  A record or an extends line names a
 * variant; only the command line may give a path: records come from
 * strangers, and a path in one would read any file the user can.
 */
static char *
chain_find(const struct vpath *p, const char *name, const struct ynode *from,
    int allow_path, struct diags *d)
{
	const char	*file = from != NULL ? from->file : NULL;
	unsigned	 line = from != NULL ? from->line : 0;
	unsigned	 col = from != NULL ? from->col : 0;
	struct vpath	 local;
	char		*path = NULL;

	if (allow_path && from == NULL && variant_is_path(name)) {
		if (is_file(name))
			return xstrdup(name);
		diags_add(d, DIAG_ERROR, DK_VARIANT, NULL, 0, 0, NULL,
		    "unknown variant '%s'", name);
		return NULL;
	}
	if (!variant_name_ok(name)) {
		const char	*base = strrchr(name, '/'), *what;
		size_t		 len;
		char		*guess;

		base = base != NULL ? base + 1 : name;
		len = strlen(base);
		if (len > 5 && strcmp(base + len - 5, ".yaml") == 0)
			len -= 5;
		guess = xstrndup(base, len);
		/* Suggest only a variant that is there to be found. */
		if (!variant_name_ok(guess) || (path = variant_find(p, guess,
		    "")) == NULL)
			guess[0] = '\0';
		free(path);
		if (from != NULL)
			what = "extends: '%s' is not a variant name (letters, "
			    "digits, '-' and '_'): extends names a variant "
			    "beside this file or on the lookup path, never a "
			    "path%s%s%s";
		else if (allow_path)
			what = "'%s' is neither a variant name (letters, "
			    "digits, '-' and '_') nor a path (with a '/' or "
			    "ending in .yaml)%s%s%s";
		else
			what = "'%s' is not a variant name: a Variant tag "
			    "names a variant (letters, digits, '-' and '_'), "
			    "never a file; give a file with -v%s%s%s";
		diags_add(d, DIAG_ERROR, DK_VARIANT, file, line, col, NULL,
		    what, name, *guess != '\0' ? "; did you mean '" : "",
		    guess, *guess != '\0' ? "'?" : "");
		free(guess);
		return NULL;
	}
	/* A layer finds its base beside itself first, as boards are found. */
	if (from != NULL && strchr(from->file, '/') == NULL) {
		struct buf b;

		buf_init(&b);
		buf_printf(&b, "%s.yaml", name);
		if (is_file(b.s))
			path = b.s;
		else
			buf_free(&b);
	} else if (from != NULL) {
		vpath_dir_of(&local, from->file);
		path = variant_find(&local, name, "");
		vpath_free(&local);
	}
	if (path == NULL)
		path = variant_find(p, name, "");
	if (path == NULL)
		unknown_variant(d, from, file, line, col, p, name);
	return path;
}

static const struct ynode *
chain_read(struct chain *c, const struct vpath *p, const char *name,
    const struct ynode *from, int allow_path, struct diags *d,
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
	else if ((path = chain_find(p, name, from, allow_path, d)) == NULL)
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

static void
chain_free(struct chain *c)
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
static void
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

static int
variant_build(struct variant *v, struct chain *c, const struct vpath *p,
    struct diags *d)
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
	struct chain	 c;
	size_t		 before = d->n;
	int		 rc = -1;

	*out = NULL;
	memset(&c, 0, sizeof c);
	v = xcalloc(1, sizeof *v);
	ytree_init(&v->tree);
	if (chain_read(&c, p, name, NULL, allow_path, d, text, len) != NULL)
		rc = variant_build(v, &c, p, d);
	chain_free(&c);
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
variant_load_board(const struct variant *v, const char *name, struct ytree *t,
    struct diags *d)
{
	const struct ynode	*at = ynode_get(v->tree.root, "board");
	struct vpath		 local;
	char			*path, *dir, *slash;
	int			 rc;

	if (*name == '\0') {
		diags_add(d, DIAG_ERROR, DK_VARIANT, at ? at->file : v->path,
		    at ? at->line : 0, at ? at->col : 0, NULL,
		    "'board' is empty: name a board, such as 'cross68'");
		return -1;
	}
	/* A board is named, never a path: boards/NAME.yaml and nothing else. */
	if (strchr(name, '/') != NULL || strcmp(name, ".") == 0 ||
	    strcmp(name, "..") == 0) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, at ? at->file : v->path,
		    at ? at->line : 0, at ? at->col : 0, NULL,
		    "board '%s' must be a name, such as 'cross68', not a path",
		    name);
		return -1;
	}
	/* Beside the variant file first, then the lookup path. */
	vpath_init(&local);
	dir = xstrdup(v->path);
	if ((slash = strrchr(dir, '/')) != NULL) {
		*slash = '\0';
		vpath_add(&local, dir);
	} else
		vpath_add(&local, ".");
	free(dir);
	path = variant_find(&local, name, "boards/");
	vpath_free(&local);
	if (path == NULL)
		path = variant_find(v->vpath, name, "boards/");
	if (path == NULL) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, at ? at->file : v->path,
		    at ? at->line : 0, at ? at->col : 0, NULL,
		    "unknown board '%s' (looked for boards/%s.yaml)", name,
		    name);
		return -1;
	}
	rc = ytree_load_file(t, path, d);
	free(path);
	return rc;
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

int
vpath_list(const struct vpath *p, int (*fn)(const char *, const char *, void *),
    void *arg)
{
	char		**names = NULL, **paths = NULL;
	size_t		  n = 0, i, j, k;
	struct dirent	 *de;
	DIR		 *dir;
	int		  rc = 0;

	for (i = 0; i < p->n; i++) {
		if ((dir = opendir(p->dirs[i])) == NULL)
			continue;
		while ((de = readdir(dir)) != NULL) {
			size_t len = strlen(de->d_name);
			struct buf b;

			if (len <= 5 || de->d_name[0] == '.' ||
			    strcmp(de->d_name + len - 5, ".yaml") != 0)
				continue;
			/* The first directory on the path wins, as in PATH. */
			for (j = 0; j < n; j++)
				if (strncmp(names[j], de->d_name, len - 5) == 0 &&
				    names[j][len - 5] == '\0')
					break;
			if (j < n)
				continue;
			names = xreallocarray(names, n + 1, sizeof *names);
			paths = xreallocarray(paths, n + 1, sizeof *paths);
			names[n] = xstrndup(de->d_name, len - 5);
			buf_init(&b);
			buf_printf(&b, "%s/%s", p->dirs[i], de->d_name);
			paths[n] = b.s;
			n++;
		}
		closedir(dir);
	}
	/* Sort name/path pairs together by name. */
	for (i = 1; i < n; i++)
		for (k = i; k > 0 && strcmp(names[k - 1], names[k]) > 0; k--) {
			char *t = names[k];

			names[k] = names[k - 1];
			names[k - 1] = t;
			t = paths[k];
			paths[k] = paths[k - 1];
			paths[k - 1] = t;
		}
	for (i = 0; i < n; i++) {
		if (rc == 0)
			rc = fn(names[i], paths[i], arg);
		free(names[i]);
		free(paths[i]);
	}
	free(names);
	free(paths);
	return rc;
}
