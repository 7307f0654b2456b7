/*
 * The block splitter (lib/convert_split.c) against the record reader: the
 * games read from the blocks, line numbers shifted by each block's
 * base_line, must be the games read from the whole input, with the same
 * diagnostics, whatever the block size.  Built with low reader limits
 * (make fuzz: 600-byte lines, 6 tags, 40 turn lines) so that small
 * inputs reach the splitter's handling of long lines and of games over
 * a limit, which it skips to the next game.  The first byte picks the
 * block size.  A game's end line is left out: past a limit the splitter
 * does not pass the rest of the game on, and the reader reads nothing of
 * it but its end.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "fuzz.h"
#include "split_read.h"

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct buf	 whole, split;
	size_t		 block_size;
	char		 path[64];
	int		 fd;

	if (size < 2)
		return 0;
	block_size = 1 + (size_t)data[0] * 8;
	data++;
	size--;
	buf_init(&whole);
	buf_init(&split);
	split_whole(data, size, &whole);
	if ((fd = memfd_create("in", 0)) < 0 ||
	    write(fd, data, size) != (ssize_t)size)
		abort();
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	split_blocks(path, block_size, &split);
	close(fd);
	if (whole.len != split.len || (whole.len > 0 &&
	    memcmp(whole.s, split.s, whole.len) != 0)) {
		fprintf(stderr, "fuzz: the blocks read otherwise than the "
		    "whole input (block size %zu)\n--- whole\n%s--- blocks\n"
		    "%s", block_size, buf_str(&whole), buf_str(&split));
		__builtin_trap();
	}
	buf_free(&whole);
	buf_free(&split);
	return 0;
}
