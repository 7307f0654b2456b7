/*
 * What the harnesses that drive a real subcommand (validate.c, convert.c)
 * share: the input, after its option byte, becomes a file in a memfd, and
 * the subcommand runs on it with the options the byte picked, as it runs
 * for a user.  Linked with cmd/ (the Makefile adds it for these two).
 */
#ifndef PASA_FUZZ_CMD_H
#define PASA_FUZZ_CMD_H

#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cmd.h"

#define FUZZ_ARGS_MAX	12

/*
 * Runs c with argv[0..argc) (argc < FUZZ_ARGS_MAX - 1) then the input
 * data[1..size) as a file; data[0] is the option byte the caller read.
 */
static inline void
fuzz_run_cmd(const struct cmd *c, char **argv, int argc,
    const unsigned char *data, size_t size)
{
	struct cli	 io = { c, stdout, stderr, NULL };
	char		 path[64];
	int		 fd;

	data++;
	size--;
	if ((fd = memfd_create("record", 0)) < 0)
		return;
	if (size > 0 && write(fd, data, size) != (ssize_t)size) {
		close(fd);
		return;
	}
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	argv[argc++] = path;
	argv[argc] = NULL;
	(void)c->run(&io, argc, argv);
	fflush(stdout);
	fflush(stderr);
	close(fd);
}

#endif
