/*
 * Inside the variant loader: what lib/variant.c (building the struct),
 * lib/variant_path.c (finding files on the lookup path) and
 * lib/variant_chain.c (reading an extends chain and crediting its layers)
 * share.  Not for other modules; variant.h is the interface.
 */
#ifndef PASA_VARIANT_INT_H
#define PASA_VARIANT_INT_H

#include "variant.h"

/* The chain of files read so far, for cycle detection and messages. */
struct variant_chain {
	struct ytree	 trees[VARIANT_MAX_EXTENDS];
	char		*paths[VARIANT_MAX_EXTENDS];
	char		*real[VARIANT_MAX_EXTENDS];	/* for cycles */
	int		 n;
	size_t		 bytes, nodes;	/* in all files, against the caps */
};

/*
 * The file a name (or, when allow_path, a path the user gave) stands for,
 * beside the file from names it in (NULL: on the command line or in a
 * record) first, then on the lookup path; or NULL with a diagnostic.
 */
char	*variant_file_find(const struct vpath *, const char *name,
	    const struct ynode *from, int allow_path, struct diags *);
/*
 * Reads name (or text, when not NULL, under that name) and each variant
 * it extends into c, the top first; the top file's root, or NULL with a
 * diagnostic.
 */
const struct ynode *variant_chain_read(struct variant_chain *c,
	    const struct vpath *, const char *name, int allow_path,
	    struct diags *, const char *text, size_t len);
void	 variant_chain_free(struct variant_chain *);
/* Credits each group a layer changes to that layer (see variant_chain.c). */
void	 variant_credit(struct variant *, struct ynode *merged);

#endif
