/*
 * `pasa convert` end to end, as validate.c drives validate: the input is a
 * record file handed to the real subcommand through a memfd.  The first
 * byte picks the target format, --canonical, --keep-invalid, -j 2 and the
 * variant (or none: then the Variant tags name it).
 *
 * Run it with -close_fd_mask=3: the subcommand prints.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cmd.h"
#include "fuzz.h"

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
	char	 path[64];
	char	*argv[12];
	int	 argc = 0, fd, opt;

	if (size == 0)
		return 0;
	opt = data[0];
	data++;
	size--;
	if ((fd = memfd_create("record", 0)) < 0)
		return 0;
	if (size > 0 && write(fd, data, size) != (ssize_t)size) {
		close(fd);
		return 0;
	}
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
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
	argv[argc++] = path;
	argv[argc] = NULL;
	{
		struct cli io = { &cmd_convert, stdout, stderr, NULL };

		(void)cmd_convert.run(&io, argc, argv);
	}
	fflush(stdout);
	fflush(stderr);
	close(fd);
	return 0;
}
