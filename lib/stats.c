/*
 * Tallies of games for the statistics: counts and integer sums only, so
 * that memory stays flat and merged tallies do not depend on the order
 * the games were counted in (simulate -j gives the figures -j 1 gives).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"
#include "variant.h"

#define TURNS_CAP	1000000	/* longest game the histogram holds */

static double
binom(int n, int k, double p)
{
	double	 c = 1, r;
	int	 i;

	for (i = 1; i <= k; i++)
		c = c * (n - k + i) / i;
	r = c;
	for (i = 0; i < k; i++)
		r *= p;
	for (i = 0; i < n - k; i++)
		r *= 1 - p;
	return r;
}

static void
model_categories(struct stats *st)
{
	const struct throw_model *m = &st->model;
	int			 i, j, k, nf = m->nfaces, top = 0;

	if (m->kind == TM_DICE && nf > 0) {
		st->ncat = nf;
		for (i = 0; i < nf; i++) {
			st->cat_value[i] = m->faces[i];
			st->cat_p[i] = 1.0 / nf;
			if (m->faces[i] > m->faces[top])
				top = i;
		}
		if (m->dice == 2) {
			for (i = 0; i < nf; i++)
				for (j = i; j < nf; j++) {
					k = st->npair++;
					st->pair_a[k] = m->faces[i];
					st->pair_b[k] = m->faces[j];
					st->pair_p[k] = (i == j ? 1.0 : 2.0) /
					    (nf * nf);
				}
			st->double_p = 1.0 / nf;
		}
		/* A run of sixes (the top face) for one die, of doubles
		 * (all dice alike) for more. */
		st->special_p = 1;
		for (i = 1; i < m->dice; i++)
			st->special_p /= nf;
		if (m->dice == 1)
			st->special_p = 1.0 / nf;
		return;
	}
	if (m->kind != TM_COWRIES)
		return;
	/* Counts of shells that score alike are one category: a record
	 * shows the score, not the shells. */
	for (k = 0; k <= m->shells && k < THROW_MODEL_MAX; k++) {
		for (i = 0; i < st->ncat; i++)
			if (st->cat_value[i] == m->points[k])
				break;
		if (i == st->ncat) {
			st->cat_value[i] = m->points[k];
			st->cat_p[i] = 0;
			st->ncat++;
		}
		st->cat_p[i] += binom(m->shells, k, m->p_up);
	}
}

/* Where to cut the throw totals into two halves as even as can be. */
static void
serial_cut(struct stats *st)
{
	const struct throw_model *m = &st->model;
	double			 mass[1024], up, best = 2;
	int			 i, a, b, c, nf = m->nfaces, nd = m->dice, t;

	memset(mass, 0, sizeof mass);
	if (m->kind == TM_COWRIES)
		for (i = 0; i < st->ncat; i++) {
			if (st->cat_value[i] >= 0 && st->cat_value[i] < 1024)
				mass[st->cat_value[i]] += st->cat_p[i];
		}
	else if (m->kind == TM_DICE && nf > 0)
		for (a = 0; a < nf; a++)
			for (b = 0; b < (nd > 1 ? nf : 1); b++)
				for (c = 0; c < (nd > 2 ? nf : 1); c++) {
					t = m->faces[a] + (nd > 1 ?
					    m->faces[b] : 0) + (nd > 2 ?
					    m->faces[c] : 0);
					if (t >= 0 && t < 1024)
						mass[t] += 1 / pow(nf, nd);
				}
	st->ser_high = 1;
	for (t = 1023, up = 0; t > 0; t--) {
		up += mass[t];
		if (fabs(up - 0.5) < best) {
			best = fabs(up - 0.5);
			st->ser_high = t;
		}
	}
}

void
stats_init(struct stats *st, const struct variant *v)
{
	const struct family	*fam = v->family;
	int			 i;

	memset(st, 0, sizeof *st);
	st->v = v;
	if (fam->throw_model != NULL)
		fam->throw_model(v->rules, &st->model);
	st->nsides = v->nplayers < STATS_SIDES ? v->nplayers : STATS_SIDES;
	for (i = 0; i < st->nsides; i++)
		st->side[i] = fam->side_name(v->rules, i);
	model_categories(st);
	serial_cut(st);
	stats_game_begin(st);
}

void
stats_free(struct stats *st)
{
	free(st->turns);
	free(st->rule);
	memset(st, 0, sizeof *st);
}

static void
throws_merge(struct stats_throws *d, const struct stats_throws *s)
{
	int	 i;

	d->n += s->n;
	for (i = 0; i < STATS_CATS; i++) {
		d->cat[i] += s->cat[i];
		d->pair[i] += s->pair[i];
	}
	d->doubles += s->doubles;
	d->special += s->special;
	if (s->run_max > d->run_max)
		d->run_max = s->run_max;
	d->ser_n += s->ser_n;
	d->sx += s->sx;
	d->sy += s->sy;
	d->sxx += s->sxx;
	d->syy += s->syy;
	d->sxy += s->sxy;
}

static void
turns_grow(struct stats *st, size_t n)
{
	if (n <= st->nturns)
		return;
	st->turns = xreallocarray(st->turns, n, sizeof *st->turns);
	memset(st->turns + st->nturns, 0,
	    (n - st->nturns) * sizeof *st->turns);
	st->nturns = n;
}

static void
rule_add(struct stats *st, const char *id, long n)
{
	size_t	 i;

	for (i = 0; i < st->nrule; i++)
		if (strcmp(st->rule[i].id, id) == 0)
			break;
	if (i == st->nrule) {
		st->rule = xreallocarray(st->rule, st->nrule + 1,
		    sizeof *st->rule);
		memset(&st->rule[i], 0, sizeof st->rule[i]);
		snprintf(st->rule[i].id, sizeof st->rule[i].id, "%s", id);
		st->nrule++;
	}
	st->rule[i].n += n;
}

void
stats_merge(struct stats *d, const struct stats *s)
{
	size_t	 i;
	int	 k;

	for (k = 0; k < STATS_SIDES; k++)
		throws_merge(&d->side_throws[k], &s->side_throws[k]);
	throws_merge(&d->all, &s->all);
	d->games += s->games;
	d->over += s->over;
	d->stalled += s->stalled;
	d->unfinished += s->unfinished;
	d->invalid += s->invalid;
	turns_grow(d, s->nturns);
	for (i = 0; i < s->nturns; i++)
		d->turns[i] += s->turns[i];
	d->turns_sum += s->turns_sum;
	d->turns_sq += s->turns_sq;
	d->decided += s->decided;
	for (k = 0; k < STATS_SIDES; k++) {
		d->seat_games[k] += s->seat_games[k];
		d->win_seat[k] += s->win_seat[k];
		d->side_games[k] += s->side_games[k];
		d->win_side[k] += s->win_side[k];
	}
	for (k = 0; k < SM_COUNT; k++) {
		d->m_sum[k] += s->m_sum[k];
		d->m_sq[k] += s->m_sq[k];
	}
	for (i = 0; i < s->nrule; i++)
		rule_add(d, s->rule[i].id, s->rule[i].n);
}

void
stats_game_begin(struct stats *st)
{
	int	 i;

	for (i = 0; i < STATS_SIDES; i++) {
		st->run[i] = 0;
		st->prev[i] = -1;
	}
	memset(st->cur, 0, sizeof st->cur);
	st->plies = 0;
}

static int
cat_of(const struct stats *st, int value)
{
	int	 i;

	for (i = 0; i < st->ncat; i++)
		if (st->cat_value[i] == value)
			return i;
	return -1;
}

static void
count_throw(struct stats *st, struct stats_throws *t, const struct throw *th,
    int special, int run, int prev, int x)
{
	int	 i, a, b, k;

	t->n++;
	if (st->model.kind == TM_DICE) {
		for (i = 0; i < th->n && i < st->model.dice; i++)
			if ((k = cat_of(st, th->v[i])) >= 0)
				t->cat[k]++;
		if (st->npair > 0 && th->n >= 2) {
			a = th->v[0] < th->v[1] ? th->v[0] : th->v[1];
			b = th->v[0] < th->v[1] ? th->v[1] : th->v[0];
			for (k = 0; k < st->npair; k++)
				if (st->pair_a[k] == a && st->pair_b[k] == b)
					t->pair[k]++;
			t->doubles += a == b;
		}
	} else if ((k = cat_of(st, th->v[0])) >= 0)
		t->cat[k]++;
	t->special += special;
	if (run > t->run_max)
		t->run_max = run;
	if (prev >= 0) {
		t->ser_n++;
		t->sx += prev;
		t->sy += x;
		t->sxx += (int64_t)prev * prev;
		t->syy += (int64_t)x * x;
		t->sxy += (int64_t)prev * x;
	}
}

void
stats_turn(struct stats *st, int side, const struct throw *th,
    const struct events *ev)
{
	int	 i, moved = 0, special = 0, x = 0, prev;

	st->plies++;
	for (i = 0; ev != NULL && i < ev->n; i++)
		switch (ev->v[i].kind) {
		case EV_CAPTURE:
			st->cur[SM_CAPTURES]++;
			break;
		case EV_TAKEN:	/* Pasang Emas: count stones taken */
			st->cur[SM_CAPTURES] += ev->v[i].count;
			moved = 1;
			break;
		case EV_BLOCK_FORMED:
			st->cur[SM_BLOCKS]++;
			break;
		case EV_ENTER:
			st->cur[SM_ENTRIES]++;
			moved = 1;
			break;
		case EV_HOME:
			st->cur[SM_HOME]++;
			break;
		case EV_MOVE:
			moved = 1;
			break;
		default:
			break;
		}
	if (th == NULL || th->n == 0 || st->model.kind == TM_NONE ||
	    side < 0 || side >= st->nsides)
		return;
	if (!moved)
		st->cur[SM_PASSES]++;
	for (i = 0; i < th->n; i++)
		x += th->v[i];
	x = x >= st->ser_high;
	if (st->model.kind == TM_DICE && st->special_p > 0) {
		special = 1;
		if (st->model.dice == 1) {
			int	 top = st->cat_value[0];

			for (i = 1; i < st->ncat; i++)
				if (st->cat_value[i] > top)
					top = st->cat_value[i];
			special = th->v[0] == top;
		} else
			for (i = 1; i < th->n; i++)
				if (th->v[i] != th->v[0])
					special = 0;
	}
	st->run[side] = special ? st->run[side] + 1 : 0;
	prev = st->prev[side];
	st->prev[side] = x;
	count_throw(st, &st->side_throws[side], th, special, st->run[side],
	    prev, x);
	count_throw(st, &st->all, th, special, st->run[side], prev, x);
}

static void
game_figures(struct stats *st)
{
	int	 k;

	for (k = 0; k < SM_COUNT; k++) {
		st->m_sum[k] += st->cur[k];
		st->m_sq[k] += (int64_t)st->cur[k] * st->cur[k];
	}
	if (st->plies < TURNS_CAP) {
		if ((size_t)st->plies >= st->nturns)
			turns_grow(st, (size_t)st->plies * 2 + 16);
		st->turns[st->plies]++;
	}
	st->turns_sum += st->plies;
	st->turns_sq += (int64_t)st->plies * st->plies;
}

void
stats_game_end(struct stats *st, enum game_state state, int winner,
    const int *seat_side, int nseats)
{
	int	 k;

	st->games++;
	if (state == GAME_OVER)
		st->over++;
	else if (state == GAME_STALLED)
		st->stalled++;
	else
		st->unfinished++;
	game_figures(st);
	for (k = 0; k < nseats && k < STATS_SIDES; k++) {
		st->seat_games[k]++;
		if (seat_side[k] >= 0 && seat_side[k] < STATS_SIDES)
			st->side_games[seat_side[k]]++;
	}
	if (state != GAME_OVER || winner < 0 || winner >= STATS_SIDES)
		return;
	st->decided++;
	st->win_side[winner]++;
	for (k = 0; k < nseats && k < STATS_SIDES; k++)
		if (seat_side[k] == winner) {
			st->win_seat[k]++;
			break;
		}
}

void
stats_game_invalid(struct stats *st, const char *rule)
{
	st->games++;
	st->invalid++;
	rule_add(st, rule != NULL && *rule != '\0' ? rule : "-", 1);
}

void
stats_game_finish(struct stats *st, const struct position *pos,
    const char *const *players, int nplayers)
{
	const struct variant	*v = st->v;
	const struct family	*fam = v->family;
	struct buf		 res;
	size_t			 len;
	int			 seat[STATS_SIDES], n = 0, i, winner = -1;
	enum game_state		 state = fam->state(v->rules, pos);

	if (nplayers > 0)
		for (i = 0; i < nplayers && n < STATS_SIDES; i++)
			seat[n++] = variant_side(v, players[i],
			    strlen(players[i]));
	else
		for (i = 0; i < v->nplayers && n < STATS_SIDES; i++)
			seat[n++] = i;
	buf_init(&res);
	if (state == GAME_OVER) {
		fam->result(v->rules, pos, &res);
		len = strcspn(buf_str(&res), " ");
		winner = variant_side(v, buf_str(&res), len);
	}
	buf_free(&res);
	stats_game_end(st, state, winner, seat, n);
}
