/*
 * `pasa validate` end to end on a fixed variant: the input is a record
 * file, handed to the real subcommand (cmd/validate.c and lib/)
 * through a memfd, so the reader, the tag handling, the engine and the
 * diagnostic printer all run as they do for a user.  The first byte picks
 * the options (strict, JSON, explain, positions) and the variant.
 *
 * Run it with -close_fd_mask=3: the subcommand prints.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"
#include "fuzz_cmd.h"

/* The bundled variants that load; the option byte's high bits pick one. */
static const char	*names[8];
static int		 nnames;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	static const char *const want[] = { "pasang-emas", "pachisi-modern",
	    "pachisi-cowrie", "pachisi-dice", "pachisi-modern-cowrie", NULL };
	struct variant	*v;
	struct vpath	 vp;
	struct diags	 d;
	int		 i;

	(void)argc;
	(void)argv;
	setenv("PASA_VARIANTS", fuzz_variants_dir(), 1);
	vpath_init(&vp);
	vpath_add(&vp, fuzz_variants_dir());
	for (i = 0; want[i] != NULL; i++) {
		diags_init(&d);
		v = NULL;
		if (variant_load(&v, want[i], &vp, &d) == 0)
			names[nnames++] = want[i];
		variant_free(v);
		diags_free(&d);
	}
	vpath_free(&vp);
	if (nnames == 0) {
		fprintf(stderr, "fuzz: no variant loads from '%s'\n",
		    fuzz_variants_dir());
		exit(1);
	}
	return 0;
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	char	*argv[FUZZ_ARGS_MAX];
	int	 argc = 0, opt;

	if (size == 0)
		return 0;
	opt = data[0];
	argv[argc++] = "validate";
	argv[argc++] = "-v";
	argv[argc++] = (char *)names[(opt >> 4) % nnames];
	if (opt & 1)
		argv[argc++] = "--strict";
	if (opt & 2)
		argv[argc++] = "--format=json";
	if (opt & 4)
		argv[argc++] = "--explain";
	if (opt & 8)
		argv[argc++] = "--positions";
	fuzz_run_cmd(&cmd_validate, argv, argc, data, size);
	return 0;
}
