/*
 * Where variants and boards are found: the lookup path (struct vpath),
 * the names a variant may have, the file a name stands for (beside the
 * file that names it first), the variants on the path, and a variant's
 * board.  Split from variant.c, which builds a variant from the files
 * found (variant_chain.c reads them).
 */
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "variant_int.h"

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
 * A record or an extends line names a variant; only the command line may
 * give a path: records come from strangers, and a path in one would read
 * any file the user can.
 */
char *
variant_file_find(const struct vpath *p, const char *name,
    const struct ynode *from, int allow_path, struct diags *d)
{
	const char	*file = from != NULL ? from->file : NULL;
	unsigned	 line = from != NULL ? from->line : 0;
	unsigned	 col = from != NULL ? from->col : 0;
	struct vpath	 local;
	char		*path = NULL;

	if (allow_path && from == NULL && variant_is_path(name)) {
		struct stat	 st;
		const char	*why;

		if (stat(name, &st) != 0)
			why = strerror(errno);
		else if (S_ISREG(st.st_mode))
			return xstrdup(name);
		else if (S_ISDIR(st.st_mode))
			why = "a directory, not a variant file (name a .yaml "
			    "file in it, or the variant by its name)";
		else
			why = "not a regular file: a variant is read from a "
			    "file, not a pipe or a device";
		diags_add(d, DIAG_ERROR, DK_VARIANT, NULL, 0, 0, NULL,
		    "cannot load variant '%s': %s", name, why);
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
