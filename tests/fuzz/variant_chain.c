/*
 * The variant loader across files: the input is cut at each line "---"
 * into up to four documents, written as a.yaml, b.yaml, c.yaml and
 * d.yaml in a directory of their own, and a.yaml is loaded by path, so
 * `extends` chains between the files (by name, beside each other first),
 * onto the bundled variants, in cycles and past the chain caps are all
 * reached.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"

static struct vpath	 vp;
static char		 dir[] = "/tmp/pasa-fuzz-chain.XXXXXX";

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	if (mkdtemp(dir) == NULL) {
		perror("fuzz: mkdtemp");
		exit(1);
	}
	vpath_init(&vp);
	vpath_add(&vp, fuzz_variants_dir());
	return 0;
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	const char	*s = (const char *)data, *end = s + size, *cut;
	struct variant	*v = NULL;
	struct diags	 d;
	char		 path[64];
	FILE		*fp;
	int		 i;

	for (i = 0; i < 4; i++) {
		snprintf(path, sizeof path, "%s/%c.yaml", dir, 'a' + i);
		cut = s;
		while (cut < end && !(end - cut >= 4 &&
		    memcmp(cut, "---\n", 4) == 0 && (cut == s || cut[-1] ==
		    '\n')))
			cut++;
		if (s >= end) {
			unlink(path);
			continue;
		}
		if ((fp = fopen(path, "wb")) == NULL)
			return 0;
		fwrite(s, 1, (size_t)(cut - s), fp);
		fclose(fp);
		s = cut < end ? cut + 4 : end;
	}
	snprintf(path, sizeof path, "%s/a.yaml", dir);
	diags_init(&d);
	if (variant_load(&v, path, &vp, &d) == 0)
		variant_free(v);
	fuzz_format_diags(&d);
	diags_free(&d);
	return 0;
}
