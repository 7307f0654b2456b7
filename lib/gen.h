/*
 * Random legal games (`pasa gen`), reproducible by seed: game K of a seed
 * is the same whatever the number of games asked for.
 *
 * Ownership: the caller owns struct gen_opts and its tag; gen_tag_name()
 * returns a string the caller frees.
 */
#ifndef PASA_GEN_H
#define PASA_GEN_H

#include <stdint.h>

#include "diag.h"
#include "variant.h"

struct gen_opts {
	uint64_t	 seed;
	long		 games;
	long		 max_plies;
	const char	*players;
	char		*tag;		/* the Variant tag's value */
	int		 bias_face;	/* 0: fair dice */
	double		 bias_p;
};

/*
 * The name the variant was loaded by, so validate finds it again: -v
 * NAME gives NAME, -v dir/house.yaml gives house; only a file whose name
 * is no variant name falls back to its name: field.
 */
char	*gen_tag_name(const char *vname, const struct variant *);
/* A note in d when tag, the name gen_tag_name() gave for what the user
 * typed as vname, does not find the same file on the lookup path p. */
void	 gen_tag_check(const struct vpath *p, const char *vname,
	    const char *tag, const struct variant *, struct diags *d);
/* Game number index (from 0) as a record into out; -1 with a diagnostic
 * when the options do not fit the variant (--players, --bias). */
int	 gen_game(const struct gen_opts *, const struct variant *, long index,
	    struct buf *out, struct diags *d);

#endif
