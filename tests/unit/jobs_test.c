/* Unit tests for the job ring (lib/convert_jobs.c): its memory. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "convert.h"
#include "diag.h"
#include "util.h"

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
		ops.worker_new = w_new;
		ops.worker_free = w_free;
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

int
main(void)
{
	test_ring_memory();
	return CHECK_DONE();
}
