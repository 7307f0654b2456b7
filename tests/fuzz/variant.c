/*
 * The variant loader on an arbitrary document (variant_load_string).  The
 * document may extend the bundled variants, so the layering, the schema
 * and both families' rule compilers are reached.  A document that loads
 * must also round-trip: variant_emit() promises YAML that loads back to
 * the same settings.
 */
#include <stdio.h>
#include <string.h>

#include "fuzz.h"

static struct vpath	 vp;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	vpath_init(&vp);
	vpath_add(&vp, fuzz_variants_dir());
	return 0;
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct variant	*v = NULL, *w = NULL;
	struct diags	 d;
	struct buf	 b;

	diags_init(&d);
	if (variant_load_string(&v, "fuzz.yaml", (const char *)data, size,
	    &vp, &d) == 0) {
		buf_init(&b);
		variant_emit(v, &b);
		diags_clear(&d);
		if (variant_load_string(&w, "emitted.yaml", buf_str(&b),
		    b.len, &vp, &d) != 0) {
			fuzz_format_diags(&d);
			fprintf(stderr, "fuzz: emitted variant does not load:"
			    "\n%s\n", buf_str(&b));
			if (d.n > 0)
				fprintf(stderr, "first problem: %s\n",
				    d.v[0].msg);
			__builtin_trap();
		}
		if (!variant_equal(v, w)) {
			fprintf(stderr, "fuzz: emitted variant loads back "
			    "different:\n%s\n", buf_str(&b));
			__builtin_trap();
		}
		variant_free(w);
		buf_free(&b);
	}
	fuzz_format_diags(&d);
	variant_free(v);
	diags_free(&d);
	return 0;
}
