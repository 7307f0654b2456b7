/*
 * The block splitter (lib/convert_jobs.c) against the record reader: the
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
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "convert.h"
#include "fuzz.h"

/* One line per game and per diagnostic, with the file's line numbers. */
static void
describe(FILE *fp, unsigned base_line, size_t base_game, struct buf *out)
{
	struct record_reader	*r;
	struct rgame		*g;
	struct diags		 d;
	size_t			 i, mark;
	int			 n;

	diags_init(&d);
	r = record_reader_new(fp, "in");
	for (;;) {
		mark = d.n;
		n = record_next_game(r, &g, &d);
		for (i = mark; i < d.n; i++)
			buf_printf(out, "diag %u:%u %s\n", d.v[i].line +
			    base_line, d.v[i].col, d.v[i].msg);
		if (n <= 0)
			break;
		buf_printf(out, "game %zu line %u tags %zu turns %zu "
		    "errors %d over %d\n", base_game + g->index,
		    g->line + base_line, g->ntags, g->nturns, g->errors,
		    g->over_limit);
	}
	record_reader_free(r);
	diags_free(&d);
}

static void *
w_new(void *arg)
{
	return arg;
}

static void
w_free(void *w)
{
	(void)w;
}

static void
w_block(void *w, const struct jobs_block *b, struct jobs_result *res)
{
	FILE	*fp;

	(void)w;
	if (b->len == 0 || (fp = fmemopen((void *)(uintptr_t)b->data,
	    b->len, "r")) == NULL)
		return;
	describe(fp, b->base_line, b->base_game, &res->out);
	fclose(fp);
}

static int
w_emit(void *arg, struct jobs_result *res)
{
	buf_add(arg, res->out.s, res->out.len);
	return 0;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct jobs_ops	 ops;
	struct buf	 whole, split;
	struct diags	 d;
	char		 path[64];
	char		*files[1];
	FILE		*fp;
	int		 fd;

	if (size < 2)
		return 0;
	memset(&ops, 0, sizeof ops);
	ops.block_size = 1 + (size_t)data[0] * 8;
	data++;
	size--;
	buf_init(&whole);
	buf_init(&split);
	diags_init(&d);
	if ((fp = fmemopen((void *)(uintptr_t)data, size, "r")) != NULL) {
		describe(fp, 0, 0, &whole);
		fclose(fp);
	}
	if ((fd = memfd_create("in", 0)) < 0 ||
	    write(fd, data, size) != (ssize_t)size)
		abort();
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	files[0] = path;
	ops.arg = &split;
	ops.count_games = 1;
	ops.worker_new = w_new;
	ops.worker_free = w_free;
	ops.block = w_block;
	ops.emit = w_emit;
	(void)jobs_run(&ops, 1, files, 1, &d);
	close(fd);
	if (whole.len != split.len || (whole.len > 0 &&
	    memcmp(whole.s, split.s, whole.len) != 0)) {
		fprintf(stderr, "fuzz: the blocks read otherwise than the "
		    "whole input (block size %zu)\n--- whole\n%s--- blocks\n"
		    "%s", ops.block_size, buf_str(&whole), buf_str(&split));
		__builtin_trap();
	}
	buf_free(&whole);
	buf_free(&split);
	diags_free(&d);
	return 0;
}
