/*
 * Unit tests for the job ring (lib/convert_jobs.c): its memory, and the
 * splitter's blocks (lib/convert_split.c) read as the whole input reads
 * (what make fuzz's split harness checks on arbitrary input, here on the
 * inputs it found, with the same comparison: tests/fuzz/split_read.h).
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
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

/* A file of 2 MB of one-turn games at path (a mkstemp() template); its
 * size. */
static size_t
make_games(char *path)
{
	FILE		*fp;
	size_t		 i, size = 0;
	int		 fd;

	if ((fd = mkstemp(path)) == -1 || (fp = fdopen(fd, "w")) == NULL) {
		perror("mkstemp");
		exit(2);
	}
	for (i = 0; size < 2u * 1024 * 1024; i++)
		size += (size_t)fprintf(fp, "[Round \"%zu\"]\n\n1. red 5: "
		    "base/5\n", i);
	fclose(fp);
	return size;
}

/* ops for a run of small blocks, these callbacks and arg. */
static void
small_ops(struct jobs_ops *ops, void *arg, void *(*wnew)(void *),
    void (*wfree)(void *), void (*block)(void *, const struct jobs_block *,
    struct jobs_result *), int (*emit)(void *, struct jobs_result *))
{
	memset(ops, 0, sizeof *ops);
	ops->arg = arg;
	ops->block_size = JOBS_SMALL_BLOCK_SIZE;
	ops->worker_new = wnew;
	ops->worker_free = wfree;
	ops->block = block;
	ops->emit = emit;
}

static void
test_ring_memory(void)
{
	char		 path[] = "/tmp/pasa-jobs-XXXXXX";
	struct jobs_ops	 ops;
	struct seen	 s;
	struct diags	 d;
	char		*files[1] = { path };
	size_t		 size = make_games(path);
	int		 j;

	for (j = 1; j <= 2; j++) {
		memset(&s, 0, sizeof s);
		small_ops(&ops, &s, split_worker_new, split_worker_free,
		    w_block, w_emit);
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

/*
 * -j 2 is two threads, the calling one among them: the worker's first
 * block waits until the calling thread has run one, which it does only
 * while it would otherwise wait for the oldest block.  A calling thread
 * that only reads and waits leaves it waiting till the time-out.
 */
struct helping {
	pthread_mutex_t	 mu;
	pthread_cond_t	 cv;
	pthread_t	 caller;
	int		 by_caller;	/* blocks run on the calling thread */
	int		 by_worker;	/* blocks run on the other */
	int		 timed_out;	/* the worker's first block waited in vain */
	struct seen	 seen;
};

static void *
h_new(void *arg)
{
	return arg;
}

static void
h_free(void *w)
{
	(void)w;
}

static void
h_block(void *w, const struct jobs_block *b, struct jobs_result *res)
{
	struct helping	*h = w;
	struct timespec	 until;
	int		 rc = 0;

	w_block(NULL, b, res);
	pthread_mutex_lock(&h->mu);
	if (pthread_equal(pthread_self(), h->caller)) {
		h->by_caller++;
		pthread_cond_broadcast(&h->cv);
	} else if (h->by_worker++ == 0) {
		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_sec += 10;
		while (h->by_caller == 0 && rc == 0)
			rc = pthread_cond_timedwait(&h->cv, &h->mu, &until);
		h->timed_out = h->by_caller == 0;
	}
	pthread_mutex_unlock(&h->mu);
}

static int
h_emit(void *arg, struct jobs_result *res)
{
	struct helping	*h = arg;

	return w_emit(&h->seen, res);
}

static void
test_calling_thread_works(void)
{
	char		 path[] = "/tmp/pasa-jobs-XXXXXX";
	struct jobs_ops	 ops;
	struct helping	 h;
	struct diags	 d;
	char		*files[1] = { path };
	size_t		 size = make_games(path);

	memset(&h, 0, sizeof h);
	pthread_mutex_init(&h.mu, NULL);
	pthread_cond_init(&h.cv, NULL);
	h.caller = pthread_self();
	small_ops(&ops, &h, h_new, h_free, h_block, h_emit);
	diags_init(&d);
	CHECK(jobs_run(&ops, 2, files, 1, &d) == 0 && d.n == 0,
	    "jobs -j 2, calling thread: runs");
	CHECK(h.by_caller > 0 && !h.timed_out, "jobs -j 2: the calling "
	    "thread runs blocks while the oldest is not done (%d of %d "
	    "blocks%s)", h.by_caller, h.by_caller + h.by_worker,
	    h.timed_out ? "; the worker waited for it in vain" : "");
	CHECK(h.seen.in == size && h.seen.order == 0, "jobs -j 2, calling "
	    "thread: every byte once, in order (%zu of %zu)", h.seen.in, size);
	diags_free(&d);
	pthread_cond_destroy(&h.cv);
	pthread_mutex_destroy(&h.mu);
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
	test_calling_thread_works();
	test_split();
	return CHECK_DONE();
}
