/*
 * A YAML document as a tree of nodes that remember where they came from.
 *
 * libyaml's event parser feeds ytree_parse(), which rejects aliases and
 * anchors, caps nesting depth and size, and reports every problem as a
 * diagnostic at the offending mark.  Ownership: a struct ytree owns all of
 * its nodes and strings; ytree_free() releases them.  Nodes handed out by
 * the lookup functions are borrowed from their tree.
 */
#ifndef PASA_YTREE_H
#define PASA_YTREE_H

#include <stddef.h>

#include "diag.h"

#define YTREE_MAX_DEPTH		32
#define YTREE_MAX_BYTES		(1024 * 1024)
#define YTREE_MAX_NODES		200000
#define YTREE_MAX_KEYS		1024	/* in one mapping */

enum ynode_kind {
	YN_SCALAR,
	YN_SEQ,
	YN_MAP,
};

struct ymapent;

struct ynode {
	enum ynode_kind	 kind;
	const char	*file;		/* the file the node was read from */
	unsigned	 line;		/* 1-based */
	unsigned	 col;		/* 1-based */
	/* YN_SCALAR */
	char		*str;
	size_t		 len;
	int		 plain;		/* unquoted scalar */
	/* YN_SEQ: items; YN_MAP: entries, in document order */
	struct ynode	**items;
	struct ymapent	*ents;
	size_t		 n;
};

struct ymapent {
	struct ynode	*key;		/* always a scalar */
	struct ynode	*val;
};

struct ytree {
	struct ynode	*root;		/* NULL for an empty document */
	char		*file;		/* owned copy of the file name */
	struct ynode	**all;		/* every node, for freeing */
	size_t		 nall, capall;
	size_t		 bytes;		/* of the document read */
};

void	 ytree_init(struct ytree *);
void	 ytree_free(struct ytree *);
/* Reads one YAML document from a file.  0 on success, -1 with diagnostics. */
int	 ytree_load_file(struct ytree *, const char *path, struct diags *);
int	 ytree_load_string(struct ytree *, const char *name, const char *text,
	    size_t len, struct diags *);

/* Borrowed lookups; NULL when absent or not a mapping. */
struct ynode	*ynode_get(const struct ynode *map, const char *key);
/* Node construction inside a tree (used by merges and defaults). */
struct ynode	*ytree_new_scalar(struct ytree *, const char *s, const char *file,
		    unsigned line, unsigned col);
struct ynode	*ytree_copy(struct ytree *, const struct ynode *);
/* Merges 'over' onto 'base': mappings merge key by key, scalars and
 * sequences replace.  The result borrows from both (new mapping nodes in
 * t), so their trees must outlive t's use of it. */
struct ynode	*ytree_merge(struct ytree *t, const struct ynode *base,
		    const struct ynode *over);
/* A new mapping in t: map's entries (borrowed), with key's value set to
 * val (appended, at key_at's position, when map lacks key), or key left
 * out when val is NULL. */
struct ynode	*ytree_map_with(struct ytree *t, const struct ynode *map,
		    const char *key, const struct ynode *key_at,
		    struct ynode *val);
/* Deep structural equality (positions ignored). */
int		 ynode_equal(const struct ynode *, const struct ynode *);
/* Emits a node as block YAML at the given indent. */
void		 ynode_emit(const struct ynode *, struct buf *, int indent);

/* Scalar conversions; 0 on success, -1 on a type mismatch. */
int	 ynode_int(const struct ynode *, long *);
int	 ynode_real(const struct ynode *, double *);
int	 ynode_bool(const struct ynode *, int *);

#endif
