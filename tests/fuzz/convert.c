/*
 * `pasa convert` end to end, as validate.c drives validate: the input is a
 * record file handed to the real subcommand through a memfd.  The first
 * byte picks the target format, --canonical, --keep-invalid, -j 2 and the
 * variant (or none: then the Variant tags name it).
 *
 * Run it with -close_fd_mask=3: the subcommand prints.
 */
#define _GNU_SOURCE
#include <stdlib.h>

#include "fuzz.h"
#include "fuzz_cmd.h"

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	setenv("PASA_VARIANTS", fuzz_variants_dir(), 1);
	return 0;
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static const char *const to[] = { "text", "jsonl", "json", "csv" };
	static const char *const vs[] = { NULL, "pasang-emas",
	    "pachisi-modern", "pachisi-cowrie" };
	char	*argv[FUZZ_ARGS_MAX];
	int	 argc = 0, opt;

	if (size == 0)
		return 0;
	opt = data[0];
	argv[argc++] = "convert";
	argv[argc++] = "--format";
	argv[argc++] = (char *)to[opt & 3];
	if (opt & 4)
		argv[argc++] = "--canonical";
	if (opt & 8)
		argv[argc++] = "--keep-invalid";
	if (opt & 16) {
		argv[argc++] = "-j";
		argv[argc++] = "2";
	}
	if (vs[(opt >> 5) & 3] != NULL) {
		argv[argc++] = "-v";
		argv[argc++] = (char *)vs[(opt >> 5) & 3];
	}
	fuzz_run_cmd(&cmd_convert, argv, argc, data, size);
	return 0;
}
