/*
 * Processing input on several threads, output in input order.
 *
 * The calling thread reads each file and cuts it into blocks that end at
 * a game boundary: a tag line whose previous non-blank line is a turn line,
 * the same rule the record reader uses, so a block read on its own gives
 * the same games.  The cut goes before the comment lines that stand
 * before that game, so a game's comments are in its block.  N - 1 workers
 * take blocks in order from a ring of 2N slots, and so does the calling
 * thread while the oldest is not done; it hands finished slots to emit()
 * strictly in order and reuses them, so memory is bounded by the ring,
 * not by the input.  The cutting is in lib/convert_split.c.
 *
 * What bounds a slot is its output as much as its input: JSON Lines with
 * a position after every turn is twenty times the record, so commands ask
 * for small blocks there (jobs_ops.block_size), and input is read in
 * steps no larger than the block, so that a block is the size asked for
 * and not the size of a read.  Block sizes depend on the input and the
 * command only, never on -j or timing: the output cut at block ends, and
 * stdout and stderr meet there, the same way every run.
 *
 * POSIX threads, not processes: they are part of the C library, blocks
 * need no copying between address spaces, and the loaded variants are
 * read-only once loaded.  Whatever a worker keeps between blocks lives in
 * its own state from worker_new().
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "convert.h"
#include "convert_jobs_int.h"

enum slot_state { SLOT_FREE, SLOT_READY, SLOT_DONE };

struct slot {
	struct buf		 data;
	struct jobs_block	 blk;
	struct jobs_result	 res;
	int			 error_only;	/* res.diags only, no block */
	enum slot_state		 state;
};

struct runner {
	const struct jobs_ops	*ops;
	pthread_mutex_t		 mu;
	pthread_cond_t		 cv_work;
	pthread_cond_t		 cv_done;
	struct slot		*slots;
	size_t			 nslots;
	size_t			 head;		/* next to emit */
	size_t			 tail;		/* next to fill */
	size_t			 next_work;	/* next for a worker */
	void			*self;		/* the calling thread's worker */
	int			 stop;
};

int
jobs_default(void)
{
	long	n = sysconf(_SC_NPROCESSORS_ONLN);

	if (n < 1)
		return 1;
	return n > JOBS_MAX ? JOBS_MAX : (int)n;
}

/* 1 when the input is regular files small enough for one block each:
 * then threads would only cost their start. */
static int
inputs_small(char *const *files, int n, size_t target)
{
	struct stat	st;
	int		i;

	for (i = 0; i < n; i++)
		if (strcmp(files[i], "-") == 0 || stat(files[i], &st) != 0 ||
		    !S_ISREG(st.st_mode) || (size_t)st.st_size > target)
			return 0;
	return n <= 1;
}

/* ---- the ring ---- */

/* Output buffers one large game made large go back after it. */
static void
buf_trim(struct buf *b)
{
	if (b->cap > JOBS_TRIM) {
		buf_free(b);
		buf_init(b);
	}
}

static int
slot_emit(struct runner *r, struct slot *s)
{
	int	 rc;

	rc = r->ops->emit(r->ops->arg, &s->res);
	buf_trim(&s->res.out);
	buf_trim(&s->res.err);
	return rc;
}

static void
slot_reset(struct slot *s)
{
	buf_clear(&s->res.out);
	buf_clear(&s->res.err);
	diags_clear(&s->res.diags);
	s->res.rc = 0;
	s->res.games = 0;
	s->res.read = s->res.checked = s->res.turns = s->res.invalid = 0;
	buf_clear(&s->res.rules);
	s->error_only = 0;
}

/*
 * With r->mu held, which it lets go of meanwhile: takes the next block
 * no thread has taken and runs it on worker w.
 */
static void
ring_run_next(struct runner *r, void *w)
{
	struct slot	*s = &r->slots[r->next_work++ % r->nslots];

	pthread_mutex_unlock(&r->mu);
	if (!s->error_only)
		r->ops->block(w, &s->blk, &s->res);
	pthread_mutex_lock(&r->mu);
	s->state = SLOT_DONE;
}

static void *
worker_main(void *arg)
{
	struct runner	*r = arg;
	void		*w;

	w = r->ops->worker_new(r->ops->arg);
	pthread_mutex_lock(&r->mu);
	for (;;) {
		while (!r->stop && r->next_work == r->tail)
			pthread_cond_wait(&r->cv_work, &r->mu);
		if (r->stop)
			break;
		ring_run_next(r, w);
		pthread_cond_broadcast(&r->cv_done);
	}
	pthread_mutex_unlock(&r->mu);
	r->ops->worker_free(w);
	return NULL;
}

/* Emits the oldest slot once it is done; -1 when emit() says stop. */
static int
ring_emit_one(struct runner *r)
{
	struct slot	*s = &r->slots[r->head % r->nslots];
	int		 rc;

	/*
	 * Meanwhile the calling thread runs blocks no worker has taken: it
	 * is one of the N threads -j N asks for.  A calling thread that only
	 * read, emitted and waited shared N processors with N workers and
	 * woke on each block: a 100 MB jsonl run at -j 2 switched threads
	 * 9000 times that way, 100 this way.
	 */
	pthread_mutex_lock(&r->mu);
	while (s->state != SLOT_DONE)
		if (r->self != NULL && r->next_work != r->tail)
			ring_run_next(r, r->self);
		else
			pthread_cond_wait(&r->cv_done, &r->mu);
	pthread_mutex_unlock(&r->mu);
	rc = slot_emit(r, s);
	s->state = SLOT_FREE;
	r->head++;
	return rc;
}

/* The slot to fill next, waiting for (and emitting) the oldest if full. */
static struct slot *
ring_take(struct runner *r, int *stop)
{
	struct slot	*s;

	if (r->tail - r->head == r->nslots && ring_emit_one(r) != 0)
		*stop = 1;
	s = &r->slots[r->tail % r->nslots];
	slot_reset(s);
	return s;
}

static void
ring_push(struct runner *r, struct slot *s)
{
	pthread_mutex_lock(&r->mu);
	s->state = SLOT_READY;
	r->tail++;
	pthread_cond_signal(&r->cv_work);
	pthread_mutex_unlock(&r->mu);
}

/* Serial: the same steps with no thread and one slot. */
static int
run_serial(struct runner *r, struct slot *s, void *w)
{
	int	rc = 0;

	if (!s->error_only)
		r->ops->block(w, &s->blk, &s->res);
	if (slot_emit(r, s) != 0)
		rc = -1;
	slot_reset(s);
	return rc;
}

static int
run_file(struct runner *r, const char *path, int serial, void *w)
{
	struct splitter	 sp;
	struct slot	*s;
	size_t		 target = r->ops->block_size ? r->ops->block_size :
			    JOBS_BLOCK_SIZE;
	int		 stop = 0, n;

	memset(&sp, 0, sizeof sp);
	sp.name = path;
	buf_init(&sp.carry);
	s = serial ? &r->slots[0] : ring_take(r, &stop);
	if (strcmp(path, "-") == 0) {
		sp.fp = stdin;
		/* What the caller read to tell the format comes first. */
		if (r->ops->stdin_head_len > 0)
			buf_add(&sp.carry, r->ops->stdin_head,
			    r->ops->stdin_head_len);
	} else if ((sp.fp = fopen(path, "rb")) == NULL) {
		diags_add_whole(&s->res.diags, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0,
		    NULL, "cannot open '%s': %s", path, strerror(errno));
		s->error_only = 1;
		if (serial)
			return run_serial(r, s, w);
		ring_push(r, s);
		return stop ? -1 : 0;
	}
	for (;;) {
		n = split_next(&sp, target, r->ops->count_games, &s->data,
		    &s->blk, &s->res.diags);
		if (n == 0)
			break;
		if (n < 0)
			s->error_only = 1;
		if (serial)
			stop = run_serial(r, s, w) != 0;
		else
			ring_push(r, s);
		if (n < 0 || stop)
			break;
		s = serial ? &r->slots[0] : ring_take(r, &stop);
		if (stop)
			break;
	}
	if (sp.fp != stdin)
		fclose(sp.fp);
	buf_free(&sp.carry);
	return stop ? -1 : 0;
}

int
jobs_run(const struct jobs_ops *ops, int njobs, char *const *files,
    int nfiles, struct diags *d)
{
	static char	 dash[] = "-";
	static char	*stdin_only[] = { dash };
	struct runner	 r;
	pthread_t	 th[JOBS_MAX];
	void		*w = NULL;
	size_t		 i;
	int		 nth = 0, f, rc = 0, serial;

	if (nfiles == 0) {
		files = stdin_only;
		nfiles = 1;
	}
	if (njobs < 1)
		njobs = 1;
	if (njobs > JOBS_MAX)
		njobs = JOBS_MAX;
	serial = njobs == 1 || inputs_small(files, nfiles, ops->block_size ?
	    ops->block_size : JOBS_BLOCK_SIZE);
	memset(&r, 0, sizeof r);
	r.ops = ops;
	r.nslots = serial ? 1 : 2 * (size_t)njobs;
	r.slots = xcalloc(r.nslots, sizeof *r.slots);
	for (i = 0; i < r.nslots; i++) {
		buf_init(&r.slots[i].data);
		buf_init(&r.slots[i].res.out);
		buf_init(&r.slots[i].res.err);
		buf_init(&r.slots[i].res.rules);
		diags_init(&r.slots[i].res.diags);
	}
	pthread_mutex_init(&r.mu, NULL);
	pthread_cond_init(&r.cv_work, NULL);
	pthread_cond_init(&r.cv_done, NULL);
	w = ops->worker_new(ops->arg);
	if (!serial)
		for (r.self = w, nth = 0; nth < njobs - 1; nth++)
			if ((errno = pthread_create(&th[nth], NULL,
			    worker_main, &r)) != 0) {
				diags_add(d, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0,
				    NULL, "cannot start a thread: %s",
				    strerror(errno));
				rc = -1;
				break;
			}
	for (f = 0; rc == 0 && f < nfiles; f++)
		rc = run_file(&r, files[f], serial, w);
	if (!serial) {
		/* What is queued is still emitted, unless emit said stop. */
		while (rc == 0 && r.head < r.tail)
			if (ring_emit_one(&r) != 0)
				rc = -1;
		pthread_mutex_lock(&r.mu);
		r.stop = 1;
		pthread_cond_broadcast(&r.cv_work);
		pthread_mutex_unlock(&r.mu);
		for (i = 0; i < (size_t)nth; i++)
			pthread_join(th[i], NULL);
	}
	ops->worker_free(w);
	for (i = 0; i < r.nslots; i++) {
		buf_free(&r.slots[i].data);
		buf_free(&r.slots[i].res.out);
		buf_free(&r.slots[i].res.err);
		buf_free(&r.slots[i].res.rules);
		diags_free(&r.slots[i].res.diags);
	}
	free(r.slots);
	pthread_mutex_destroy(&r.mu);
	pthread_cond_destroy(&r.cv_work);
	pthread_cond_destroy(&r.cv_done);
	return rc;
}
