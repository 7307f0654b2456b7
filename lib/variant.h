/*
 * Rule variants: YAML files read into a typed struct.
 *
 * variant_load() finds a variant by name on the lookup path (or takes a
 * path the user gave), reads it, layers it over the chain of variants it
 * `extends` (by name: beside the file first, then on the path)
 * (mappings merge, scalars and lists replace), checks it against the common
 * schema and its family's schema, and lets the family compile its rules.
 *
 * Ownership: the caller owns *out and frees it with variant_free().  All
 * strings in a struct variant, and the family's rules, live as long as it.
 */
#ifndef PASA_VARIANT_H
#define PASA_VARIANT_H

#include "diag.h"
#include "schema.h"
#include "ytree.h"

#define VARIANT_MAX_SOURCES	16
#define VARIANT_MAX_SIDES	8
#define VARIANT_MAX_EXTENDS	16
#define VARIANT_MAX_NAME	64	/* bytes of a variant name */
/* All the files of one extends chain together. */
#define VARIANT_MAX_CHAIN_BYTES	(2 * 1024 * 1024)
#define VARIANT_MAX_CHAIN_NODES	400000

struct family;

/* Where variants are looked for, in order. */
struct vpath {
	char	**dirs;
	size_t	  n;
};
void	 vpath_init(struct vpath *);
void	 vpath_free(struct vpath *);
void	 vpath_add(struct vpath *, const char *dir);
/* ./variants, then each of $PASA_VARIANTS (colon-separated, as given),
 * then the installed directory. */
void	 vpath_default(struct vpath *, const char *pasa_variants,
	    const char *installed);

struct variant {
	/* common schema (see man/pasa-variant.5) */
	const char	*name;
	const char	*title;
	const char	*family_name;
	const char	*board;
	const char	*extends;
	const char	*sources[VARIANT_MAX_SOURCES];
	int		 nsources;
	const char	*players[VARIANT_MAX_SIDES];	/* sides, turn order */
	int		 nplayers;
	int		 min_players;
	int		 max_players;
	char		 players_source[SF_SOURCE_ID_MAX];
	char		*chain;		/* "a <- b <- c": the extends chain */

	char		*path;		/* the file it was read from */
	const struct family *family;
	void		*rules;		/* the family's compiled rules */
	struct ytree	 tree;		/* resolved document (extends applied);
					 * borrows from layers */
	struct ytree	*layers;	/* the files of the chain, top first */
	int		 nlayers;
	const struct vpath *vpath;	/* borrowed: for boards */
};

/*
 * A name is looked up on the path; a path (a '/' in it or a .yaml ending)
 * is read as it is.  Only what the user typed may be a path: a name from
 * a record goes through variant_load_name().
 */
int	 variant_load(struct variant **out, const char *name_or_path,
	    const struct vpath *, struct diags *);
/* A name only: anything but a variant name is refused, unread. */
int	 variant_load_name(struct variant **out, const char *name,
	    const struct vpath *, struct diags *);
/* 1 when s is a variant name: an ASCII letter or digit, then letters,
 * digits, '-' and '_', at most VARIANT_MAX_NAME bytes. */
int	 variant_name_ok(const char *s);
/* 1 when the command line's s is a path: a '/' in it or a .yaml ending. */
int	 variant_is_path(const char *s);
/* Same, from a document already in memory (tests, round trips). */
int	 variant_load_string(struct variant **out, const char *name,
	    const char *text, size_t len, const struct vpath *,
	    struct diags *);
void	 variant_free(struct variant *);
/* The resolved variant as YAML that loads back to the same struct. */
void	 variant_emit(const struct variant *, struct buf *);
/* 1 when two loaded variants have the same resolved settings. */
int	 variant_equal(const struct variant *, const struct variant *);
/* Reads boards/NAME.yaml from the lookup path into t. */
int	 variant_load_board(const struct variant *, const char *name,
	    struct ytree *t, struct diags *);
/* Index of a side by name or capital initial, -1 when none. */
int	 variant_side(const struct variant *, const char *s, size_t len);

/* The common settings, for documentation and compare. */
extern const struct sfield variant_common_schema[];

/* Lists the variant files found on the path: calls fn once per file. */
int	 vpath_list(const struct vpath *,
	    int (*fn)(const char *name, const char *path, void *), void *);

#endif
