/*
 * Games the engine plays for pasa simulate: each side picks one of the
 * legal turns for its throw by a policy, and the game is counted into a
 * struct stats (and, if asked, written as a record).
 */
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "convert.h"
#include "stats.h"
#include "variant.h"

/*
 * What a turn does, compared in this order (the greedy player):
 * more is better.  safe counts the moves that end out of reach, home
 * included, as the family's events tell it (event.safe).
 */
struct score {
	int	 captures, entries, safe, lead;
};

static struct score
turn_score(const struct family *fam, const void *rules,
    const struct position *pos, const struct turn *t)
{
	struct position	 q = *pos;
	struct events	 ev;
	struct score	 s = { 0, 0, 0, -1 };
	int		 i;

	events_init(&ev, 0);
	fam->turn_apply(rules, &q, t, &ev);
	for (i = 0; i < ev.n; i++)
		switch (ev.v[i].kind) {
		case EV_CAPTURE:
			s.captures++;
			break;
		case EV_TAKEN:
			s.captures += ev.v[i].count;
			break;
		case EV_ENTER:
			s.entries++;
			break;
		case EV_MOVE:	/* from: where the piece stood on its route */
			s.safe += ev.v[i].safe != 0;
			if (ev.v[i].from > s.lead)
				s.lead = ev.v[i].from;
			break;
		default:
			break;
		}
	return s;
}

static int
score_cmp(const struct score *a, const struct score *b)
{
	if (a->captures != b->captures)
		return a->captures < b->captures ? -1 : 1;
	if (a->entries != b->entries)
		return a->entries < b->entries ? -1 : 1;
	if (a->safe != b->safe)
		return a->safe < b->safe ? -1 : 1;
	if (a->lead != b->lead)
		return a->lead < b->lead ? -1 : 1;
	return 0;
}

size_t
sim_choose(enum sim_policy pol, const struct family *fam, const void *rules,
    const struct position *pos, const struct turnlist *l, struct rng *rng)
{
	struct score	 best, s;
	size_t		 i, pick = 0;
	uint32_t	 ties = 1;
	int		 c;

	if (pol == SP_RANDOM || l->n == 1)
		return rng_below(rng, (uint32_t)l->n);
	best = turn_score(fam, rules, pos, &l->v[0]);
	for (i = 1; i < l->n; i++) {
		s = turn_score(fam, rules, pos, &l->v[i]);
		if ((c = score_cmp(&s, &best)) > 0) {
			best = s;
			pick = i;
			ties = 1;
		} else if (c == 0 && rng_below(rng, ++ties) == 0)
			pick = i;	/* each of k ties kept with chance 1/k */
	}
	return pick;
}

int
sim_game(struct stats *st, uint64_t seed, long index, enum sim_policy pol,
    long max_plies, struct buf *rec, struct diags *d)
{
	const struct variant	*v = st->v;
	const struct family	*fam = v->family;
	struct game_opts	 opts;
	struct diag_ctx		 ctx;
	struct position		 pos, before;
	struct turnlist		 l;
	struct throw		 th;
	struct events		 ev;
	struct buf		 moves, line;
	struct rng		 rng;
	long			 ply;
	size_t			 i;
	int			 k;

	memset(&opts, 0, sizeof opts);
	memset(&ctx, 0, sizeof ctx);
	ctx.diags = d;
	ctx.variant = v->name;
	for (k = 0; k < v->nplayers && k < v->max_players && k < 8; k++)
		opts.players[opts.nplayers++] = v->players[k];
	if (fam->setup(v->rules, &pos, &opts, &ctx) != 0)
		return -1;
	/* Seeded as gen seeds: game K does not depend on game J. */
	rng_seed(&rng, seed * UINT64_C(0x9e3779b97f4a7c15) + (uint64_t)index);
	turnlist_init(&l);
	buf_init(&moves);
	buf_init(&line);
	stats_game_begin(st);
	for (ply = 0; ply < max_plies &&
	    fam->state(v->rules, &pos) == GAME_ON; ply++) {
		fam->throw_random(v->rules, &pos, &rng, &th);
		turnlist_clear(&l);
		if (fam->turns_legal(v->rules, &pos, &th, &l) != 0 ||
		    l.n == 0)
			break;
		i = sim_choose(pol, fam, v->rules, &pos, &l, &rng);
		if (rec != NULL) {
			buf_clear(&line);
			fam->turn_format(v->rules, &pos, &l.v[i], &line);
			buf_printf(&moves, "%ld. %s\n", ply + 1,
			    buf_str(&line));
		}
		before = pos;
		events_init(&ev, 0);
		fam->turn_apply(v->rules, &pos, &l.v[i], &ev);
		stats_turn(st, fam->side_to_move(v->rules, &before), &th, &ev);
	}
	stats_game_finish(st, &pos, opts.players, opts.nplayers);
	if (rec != NULL) {
		buf_clear(&line);
		fam->result(v->rules, &pos, &line);
		buf_printf(rec, "[Event \"pasa simulate\"]\n[Round \"%ld\"]\n"
		    "[Variant \"%s\"]\n[Players \"", index + 1, v->name);
		for (k = 0; k < opts.nplayers; k++)
			buf_printf(rec, "%s%s", k ? " " : "", opts.players[k]);
		buf_printf(rec, "\"]\n[Seed \"%" PRIu64 "\"]\n[Result \"%s\"]\n"
		    "\n%s", seed, buf_str(&line), buf_str(&moves));
	}
	buf_free(&moves);
	buf_free(&line);
	turnlist_free(&l);
	return 0;
}

#define SIM_CHUNK		2048	/* games a round hands the threads */


/* One thread's share of a round: games first, first + step, ... */
struct sworker {
	const struct sim_opts	*o;
	struct stats		 st;
	struct buf		*rec;	/* one per game of the round, or NULL */
	long			 first, end, step, base;
	struct diags		 d;
	int			 failed;
	pthread_t		 tid;
};

static void *
sworker_run(void *arg)
{
	struct sworker	*w = arg;
	long		 i;

	for (i = w->first; i < w->end && !w->failed; i += w->step)
		if (sim_game(&w->st, w->o->seed, i, w->o->policy,
		    w->o->max_plies, w->rec != NULL ? &w->rec[i - w->base] :
		    NULL, &w->d) != 0)
			w->failed = 1;
	return NULL;
}

/*
 * Plays o->games games of v into st.  Rounds of SIM_CHUNK games are
 * shared out among the threads; the records of a round are written in
 * game order, so neither the figures (integer tallies) nor the records
 * depend on -j, and memory stays that of one round.
 */
int
sim_run(const struct cli *io, const struct sim_opts *o,
    const struct variant *v, struct stats *st, FILE *rec,
    const char *rec_name, long *written)
{
	struct sworker	 w[JOBS_MAX];
	struct buf	*bufs = NULL;
	long		 base, end, i;
	int		 k, nj = o->jobs, rc = EXIT_VALID;

	if (rec != NULL) {
		bufs = xcalloc(SIM_CHUNK, sizeof *bufs);
		for (i = 0; i < SIM_CHUNK; i++)
			buf_init(&bufs[i]);
	}
	for (k = 0; k < nj; k++) {
		memset(&w[k], 0, sizeof w[k]);
		w[k].o = o;
		stats_init(&w[k].st, v);
		diags_init(&w[k].d);
		w[k].rec = bufs;
		w[k].step = nj;
	}
	for (base = 0; base < o->games && rc == EXIT_VALID; base = end) {
		end = base + SIM_CHUNK < o->games ? base + SIM_CHUNK : o->games;
		for (k = 0; k < nj; k++) {
			w[k].first = base + k;
			w[k].end = end;
			w[k].base = base;
		}
		for (k = 1; k < nj; k++)
			if (pthread_create(&w[k].tid, NULL, sworker_run,
			    &w[k]) != 0) {
				cli_warnx(io, "cannot start a thread: %s",
				    strerror(errno));
				nj = k;	/* the rest run on this thread */
				break;
			}
		sworker_run(&w[0]);
		for (k = nj; k < o->jobs; k++)
			sworker_run(&w[k]);
		for (k = 1; k < nj; k++)
			pthread_join(w[k].tid, NULL);
		nj = o->jobs;
		/* Only the set-up of a game fails, and alike for every
		 * game of a variant: what the first failed worker said is
		 * said once (a failure that said no error is still one). */
		for (k = 0; k < nj; k++) {
			int said;

			if (!w[k].failed)
				continue;
			said = cli_print_diags(io, &w[k].d);
			rc = exit_worse(rc, said == EXIT_VALID ? EXIT_USAGE :
			    said);
			break;
		}
		for (i = 0; rec != NULL && i < end - base; i++) {
			if (*written > 0)
				fputc('\n', rec);
			fwrite(bufs[i].s, 1, bufs[i].len, rec);
			buf_clear(&bufs[i]);
			(*written)++;
		}
		if (rec != NULL && ferror(rec)) {
			cli_warnx(io, "cannot write '%s': %s", rec_name,
			    strerror(errno));
			rc = EXIT_SYSTEM;
		}
	}
	for (k = 0; k < o->jobs; k++) {
		stats_merge(st, &w[k].st);
		stats_free(&w[k].st);
		diags_free(&w[k].d);
	}
	for (i = 0; bufs != NULL && i < SIM_CHUNK; i++)
		buf_free(&bufs[i]);
	free(bufs);
	return rc;
}
