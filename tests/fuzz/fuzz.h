/*
 * What the libFuzzer harnesses share: where the variants are, and one
 * loaded variant per process.  Built only by `make fuzz`, never by the
 * normal build: each harness is compiled with -fsanitize=fuzzer.
 *
 * The variants directory comes from $PASA_VARIANTS, else from FUZZ_VARIANTS
 * (the repository's variants/, set by the Makefile), so a crash file can be
 * replayed from any working directory: `build-fuzz/fuzz-NAME CRASHFILE`.
 * A crash found becomes a golden case in tests/fuzz-regress/ that shows it
 * through the pasa binary, with the input kept beside it.
 */
#ifndef PASA_FUZZ_H
#define PASA_FUZZ_H

#include <stdio.h>
#include <stdlib.h>

#include "variant.h"

#ifndef FUZZ_VARIANTS
#define FUZZ_VARIANTS "variants"
#endif

int LLVMFuzzerTestOneInput(const unsigned char *, size_t);
/* Optional (libFuzzer calls it when it is defined): a harness with
 * nothing to set up leaves it out. */
int LLVMFuzzerInitialize(int *, char ***);

static inline const char *
fuzz_variants_dir(void)
{
	const char *e = getenv("PASA_VARIANTS");

	return e != NULL && *e != '\0' ? e : FUZZ_VARIANTS;
}

/*
 * A bundled variant the harness needs; a missing one is a broken set-up,
 * not a finding, so the harness stops at once and says why.
 */
static inline struct variant *
fuzz_variant(struct vpath *vp, const char *name)
{
	struct variant	*v = NULL;
	struct diags	 d;
	struct buf	 b;
	size_t		 i;

	vpath_init(vp);
	vpath_add(vp, fuzz_variants_dir());
	diags_init(&d);
	if (variant_load(&v, name, vp, &d) != 0) {
		buf_init(&b);
		for (i = 0; i < d.n; i++) {
			buf_clear(&b);
			diag_format(&d.v[i], &b);
			fprintf(stderr, "%s\n", buf_str(&b));
		}
		fprintf(stderr, "fuzz: cannot load variant '%s' from '%s'\n",
		    name, fuzz_variants_dir());
		exit(1);
	}
	diags_free(&d);
	return v;
}

/* Every diagnostic is formatted, so quoting of hostile bytes is fuzzed. */
static inline void
fuzz_format_diags(const struct diags *d)
{
	struct buf	b;
	size_t		i;

	buf_init(&b);
	for (i = 0; i < d->n; i++) {
		buf_clear(&b);
		diag_format(&d->v[i], &b);
	}
	buf_free(&b);
}

#endif
