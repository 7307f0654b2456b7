/*
 * Unit tests for the job ring (lib/convert_jobs.c): its memory, and the
 * splitter's blocks (lib/convert_split.c) read as the whole input reads
 * (what make fuzz's split harness checks on arbitrary input, here on the
 * inputs it found, with the same comparison: tests/fuzz/split_read.h).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "convert.h"
#include "diag.h"
#include "util.h"
#include "../fuzz/split_read.h"

/* Output twenty times the input, as JSON Lines with positions is. */
#define RATIO	20

struct seen {
	size_t	 blocks;
	size_t	 in;
	size_t	 out;
	size_t	 max;		/* largest output of a block */
	int	 order;		/* 0 while every block follows the last */
	unsigned next_line;
};

static void
w_block(void *w, const struct jobs_block *b, struct jobs_result *res)
{
	size_t	i;

	(void)w;
	for (i = 0; i < RATIO; i++)
		buf_add(&res->out, b->data, b->len);
	res->games = b->base_line;	/* where it started, for emit */
}

static int
w_emit(void *arg, struct jobs_result *res)
{
	struct seen	*s = arg;
	size_t		 n = res->out.len;
	unsigned	 lines = 0;
	size_t		 i;

	if (res->games != s->next_line)
		s->order = 1;
	for (i = 0; i < n / RATIO; i++)
		lines += res->out.s[i] == '\n';
	s->next_line += lines;
	s->in += n / RATIO;
	s->out += n;
	s->blocks++;
	if (n > s->max)
		s->max = n;
	return 0;
}

static void
test_ring_memory(void)
{
	char		 path[] = "/tmp/pasa-jobs-XXXXXX";
	struct jobs_ops	 ops;
	struct seen	 s;
	struct diags	 d;
	char		*files[1] = { path };
	FILE		*fp;
	size_t		 i, size = 0;
	int		 fd, j;

	if ((fd = mkstemp(path)) == -1 || (fp = fdopen(fd, "w")) == NULL) {
		perror("mkstemp");
		exit(2);
	}
	for (i = 0; size < 2u * 1024 * 1024; i++)
		size += (size_t)fprintf(fp, "[Round \"%zu\"]\n\n1. red 5: "
		    "base/5\n", i);
	fclose(fp);
	for (j = 1; j <= 2; j++) {
		memset(&ops, 0, sizeof ops);
		memset(&s, 0, sizeof s);
		ops.arg = &s;
		ops.block_size = JOBS_SMALL_BLOCK_SIZE;
		ops.worker_new = split_worker_new;
		ops.worker_free = split_worker_free;
		ops.block = w_block;
		ops.emit = w_emit;
		diags_init(&d);
		CHECK(jobs_run(&ops, j, files, 1, &d) == 0 && d.n == 0,
		    "jobs -j %d: runs", j);
		CHECK(s.in == size && s.order == 0, "jobs -j %d: every byte "
		    "once, in order (%zu of %zu)", j, s.in, size);
		/* Blocks the size of a read would give 5 MB each. */
		CHECK(s.max <= 2 * RATIO * JOBS_SMALL_BLOCK_SIZE, "jobs -j %d: "
		    "blocks near the size asked: the largest gives %zu bytes "
		    "(%u asked)", j, s.max, RATIO * JOBS_SMALL_BLOCK_SIZE);
		diags_free(&d);
	}
	unlink(path);
}

static void
split_case(const char *what, const char *data, size_t len,
    const size_t *sizes)
{
	char		 path[] = "/tmp/pasa-split-XXXXXX";
	struct buf	 whole, split;
	int		 fd;

	if ((fd = mkstemp(path)) == -1 || write(fd, data, len) !=
	    (ssize_t)len) {
		perror("mkstemp");
		exit(2);
	}
	close(fd);
	buf_init(&whole);
	split_whole(data, len, &whole);
	for (; *sizes != 0; sizes++) {
		buf_init(&split);
		split_blocks(path, *sizes, &split);
		CHECK(strcmp(buf_str(&whole), buf_str(&split)) == 0,
		    "split: %s, %zu-byte blocks, read as the whole input",
		    what, *sizes);
		buf_free(&split);
	}
	buf_free(&whole);
	unlink(path);
}

static void
test_split(void)
{
	/* 1-byte blocks rescan a long line a byte at a time: not for it. */
	static const size_t tiny[] = { 1, 0 };
	static const size_t small[] = { 1, 2, 9, 100, 16384, 0 };
	static const size_t big[] = { 4096, 16384, 0 };
	struct buf	 b;
	size_t		 i;

	/* fuzz-split: a first read shorter than a byte-order mark left the
	 * mark in the line the splitter cut down to the reader's limit. */
	buf_init(&b);
	buf_adds(&b, "\xef\xbb\xbf");
	for (i = 0; i < RECORD_MAX_LINE + 1; i++)
		buf_addc(&b, 'x');
	buf_adds(&b, "\n[Variant \"pasang-emas\"]\n\nsouth b\n");
	split_case("a marked first line too long", b.s, b.len, tiny);
	/* fuzz-split: a block started at a marked line after comments. */
	buf_clear(&b);
	for (i = 0; i < 30; i++)
		buf_adds(&b, "# a comment\n");
	buf_adds(&b, "\xef\xbb\xbf[Event \"x\"]\nsouth b\n");
	split_case("a marked line after comments", b.s, b.len, small);
	/* fuzz-split: two marks; the reader drops the first only. */
	buf_clear(&b);
	buf_adds(&b, "\xef\xbb\xbf\xef\xbb\xbf[Event \"x\"]\nsouth b\n");
	split_case("two marks at the start", b.s, b.len, small);
	/* A game over the turn limit, skipped to the next game. */
	buf_clear(&b);
	buf_adds(&b, "[Variant \"pasang-emas\"]\n\n");
	for (i = 0; i < RECORD_MAX_TURNS + 5; i++)
		buf_adds(&b, "south b\n");
	buf_adds(&b, "# its comment\n\n# the next one's\n[Round \"2\"]\n"
	    "\nsouth b\n");
	split_case("a game over the turn limit", b.s, b.len, big);
	buf_free(&b);
}

int
main(void)
{
	test_ring_memory();
	test_split();
	return CHECK_DONE();
}
