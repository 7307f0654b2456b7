/*
 * The block splitter (lib/convert_split.c) held to the record reader, as
 * the split fuzz harness (tests/fuzz/split.c) and the unit test of the
 * job ring (tests/unit/jobs_test.c) both do: split_whole() describes the
 * games and diagnostics of an input read whole, split_blocks() those of
 * the same bytes read by the splitter's blocks, line and game numbers
 * shifted by each block's base; a test compares the two texts.
 */
#ifndef PASA_SPLIT_READ_H
#define PASA_SPLIT_READ_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "convert.h"

/* One line per game and per diagnostic, with the file's line numbers. */
static void
split_describe(FILE *fp, unsigned base_line, size_t base_game,
    struct buf *out)
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

/* A worker that keeps nothing of its own. */
static void *
split_worker_new(void *arg)
{
	return arg;
}

static void
split_worker_free(void *w)
{
	(void)w;
}

static void
split_block(void *w, const struct jobs_block *b, struct jobs_result *res)
{
	FILE	*fp;

	(void)w;
	if (b->len == 0 || (fp = fmemopen((void *)(uintptr_t)b->data,
	    b->len, "r")) == NULL)
		return;
	split_describe(fp, b->base_line, b->base_game, &res->out);
	fclose(fp);
}

static int
split_emit(void *arg, struct jobs_result *res)
{
	buf_add(arg, res->out.s, res->out.len);
	return 0;
}

/* The len bytes at data, read whole, described into out. */
static void
split_whole(const void *data, size_t len, struct buf *out)
{
	FILE	*fp;

	if (len > 0 && (fp = fmemopen((void *)(uintptr_t)data, len,
	    "r")) != NULL) {
		split_describe(fp, 0, 0, out);
		fclose(fp);
	}
}

/* The file at path read by the splitter in blocks of block_size (on one
 * thread), described into out. */
static void
split_blocks(const char *path, size_t block_size, struct buf *out)
{
	struct jobs_ops	 ops;
	struct diags	 d;
	char		*files[1];

	memset(&ops, 0, sizeof ops);
	diags_init(&d);
	files[0] = (char *)(uintptr_t)path;
	ops.arg = out;
	ops.block_size = block_size;
	ops.count_games = 1;
	ops.worker_new = split_worker_new;
	ops.worker_free = split_worker_free;
	ops.block = split_block;
	ops.emit = split_emit;
	(void)jobs_run(&ops, 1, files, 1, &d);
	diags_free(&d);
}

#endif
