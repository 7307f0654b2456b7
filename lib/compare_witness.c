/*
 * Witnesses: short records that one variant accepts and the other
 * refuses at the last line.  Random legal play under one variant, with
 * every legal turn of each throw put to the other, finds the early
 * differences at once; the search keeps, per setting, the shortest
 * record found, and stops a game as soon as it can no longer beat any.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compare.h"

#define CHECK_MAX	16		/* turns of one throw put to the
					 * other variant */
#define TRIAL_PLIES	120		/* a random game longer than this
					 * restarts: short witnesses come
					 * from many games, not long ones */

struct search {
	const struct variant	*v[2];		/* v[play], v[check] */
	int			 play, check;	/* 0 = a, 1 = b */
	const struct cmp_setting *s;
	size_t			 n;
	struct cmp_witness	*w;
	struct game_opts	 opts;
	struct buf		 players;
	struct buf		 hist;		/* the turn lines so far */
	struct diags		 scratch;
};

/* Splits "N. side throw: moves" in place, as the record reader does. */
static void
line_split(char *s, struct turn_text *tt, const char *file, unsigned line)
{
	char	*p = s, *tok;

	memset(tt, 0, sizeof *tt);
	tt->file = file;
	tt->line = line;
	tt->number = strtol(p, &p, 10);
	tt->number_col = 1;
	p += *p == '.';
	while (*p == ' ')
		p++;
	tt->side = p;
	tt->side_col = (unsigned)(p - s) + 1;
	while (*p != '\0' && *p != ' ')
		p++;
	tt->side_len = (size_t)(p - tt->side);
	if (*p != '\0')
		*p++ = '\0';
	while (*p == ' ')
		p++;
	tok = p;
	while (*p != '\0' && *p != ' ' && *p != ':')
		p++;
	if (*p == ':') {
		tt->throw_ = tok;
		tt->throw_len = (size_t)(p - tok);
		tt->throw_col = (unsigned)(tok - s) + 1;
		*p++ = '\0';
		while (*p == ' ')
			p++;
		tok = p;
	}
	tt->moves = tok;
	tt->moves_len = strlen(tok);
	tt->moves_col = (unsigned)(tok - s) + 1;
}

static void
record_text(const struct search *S, const char *last, struct buf *out,
    unsigned *line)
{
	const char	*h = buf_str(&S->hist);
	size_t		 i;
	unsigned	 n = 0;

	buf_printf(out, "[Event \"pasa compare witness\"]\n"
	    "[Variant \"%s\"]\n[Players \"%s\"]\n[Result \"*\"]\n\n",
	    S->v[S->play]->name, buf_str(&S->players));
	buf_adds(out, h);
	buf_adds(out, last);
	buf_addc(out, '\n');
	for (i = 0; i < out->len; i++)
		n += out->s[i] == '\n';
	*line = n;
}

/*
 * Whether setting k alone explains the refusal: the turn is read again
 * under the checking variant's rules with that one setting taken from
 * the playing variant.  Only settings of the family's own table can be
 * swapped; anything else counts as no answer (-1).
 */
static int
swap_explains(struct search *S, size_t k, const struct position *pc,
    const struct turn_text *tt)
{
	const struct variant	*P = S->v[S->play], *C = S->v[S->check];
	const struct sfield	*f = S->s[k].field;
	const char		*from = P->rules;
	char			*hyb;
	struct diags		 d;
	struct diag_ctx		 ctx;
	struct turn		 t;
	size_t			 size;
	int			 ok;

	if (S->s[k].table != 1 || f->type == SF_CUSTOM ||
	    f->type == SF_GROUP)
		return -1;
	hyb = xmalloc(C->family->rules_size);
	memcpy(hyb, C->rules, C->family->rules_size);
	switch (f->type) {
	case SF_INTS:
		size = (size_t)f->maxn * sizeof(int);
		memcpy(hyb + f->off, from + f->off, size);
		memcpy(hyb + f->off_n, from + f->off_n, sizeof(int));
		break;
	case SF_STRS:
		size = (size_t)f->maxn * sizeof(const char *);
		memcpy(hyb + f->off, from + f->off, size);
		memcpy(hyb + f->off_n, from + f->off_n, sizeof(int));
		break;
	case SF_STR:
		size = sizeof(const char *);
		memcpy(hyb + f->off, from + f->off, size);
		break;
	case SF_REAL:
		memcpy(hyb + f->off, from + f->off, sizeof(double));
		break;
	default:
		memcpy(hyb + f->off, from + f->off, sizeof(int));
		break;
	}
	/* What the rules work out from their settings follows the swap. */
	if (C->family->rules_derive != NULL)
		C->family->rules_derive(hyb);
	diags_init(&d);
	memset(&ctx, 0, sizeof ctx);
	ctx.diags = &d;
	ctx.file = "witness";
	ctx.variant = C->name;
	ok = C->family->turn_read(hyb, pc, tt, &t, &ctx) == 0 &&
	    !diags_has_errors(&d);
	diags_free(&d);
	free(hyb);
	return ok;
}

static void
witness_set(struct search *S, size_t k, const struct diag *e, size_t nturns,
    const char *last)
{
	struct cmp_witness	*w = &S->w[k];
	struct buf		 rec;
	unsigned		 line;

	if (w->found && w->nturns <= nturns)
		return;
	buf_init(&rec);
	record_text(S, last, &rec, &line);
	free(w->record);
	w->record = xstrdup(buf_str(&rec));
	buf_free(&rec);
	w->found = 1;
	w->legal = S->play;
	w->nturns = nturns;
	w->line = line;
	snprintf(w->rule, sizeof w->rule, "%s", e->rule);
	snprintf(w->msg, sizeof w->msg, "%s", e->msg);
}

/*
 * A refused turn is the witness of the settings whose group cites the
 * refusal's rule id.  When several do (C9 decides two settings), the
 * ones whose swap alone makes the turn legal are kept, if any is.
 */
static void
attribute(struct search *S, const struct diag *e, size_t nturns,
    const char *last, const struct position *pc, const struct turn_text *tt)
{
	unsigned char	*hit;
	size_t		 k, nhit = 0, nswap = 0;
	int		 side, pass;

	if (e == NULL || e->rule[0] == '\0')
		return;
	hit = xcalloc(S->n, 1);
	for (pass = 0; pass < 2 && nhit == 0; pass++) {
		side = pass == 0 ? S->check : S->play;
		for (k = 0; k < S->n; k++)
			if (S->s[k].group != NULL &&
			    strcmp(S->s[k].src[side], e->rule) == 0) {
				hit[k] = 1;
				nhit++;
			}
	}
	if (nhit > 1)
		for (k = 0; k < S->n; k++)
			if (hit[k] && swap_explains(S, k, pc, tt) == 1) {
				hit[k] = 2;
				nswap++;
			}
	for (k = 0; k < S->n; k++)
		if (hit[k] == (nswap > 0 ? 2 : 1))
			witness_set(S, k, e, nturns, last);
	free(hit);
}

/* The longest witness that could still improve on what is known. */
static size_t
search_need(const struct search *S)
{
	size_t	k, need = 0;

	for (k = 0; k < S->n; k++) {
		if (!S->w[k].found)
			return SIZE_MAX;
		if (S->w[k].nturns > need)
			need = S->w[k].nturns;
	}
	return need;
}

static const struct diag *
first_error(const struct diags *d)
{
	size_t	i;

	for (i = 0; i < d->n; i++)
		if (d->v[i].level == DIAG_ERROR)
			return &d->v[i];
	return NULL;
}

struct cand {
	char		*line;		/* "N. side throw: moves" */
	size_t		 i;		/* into the turn list */
};

static int
cand_cmp(const void *a, const void *b)
{
	return strcmp(((const struct cand *)a)->line,
	    ((const struct cand *)b)->line);
}

/*
 * The distinct turns of a throw, at most CHECK_MAX of them chosen at
 * random: a double read on opposite faces has hundreds, and checking
 * them all costs more than playing more games.
 */
static size_t
candidates(const struct search *S, const struct position *pp,
    const struct turnlist *l, long ply, struct rng *rng, struct cand *c)
{
	const struct variant	*P = S->v[S->play];
	struct buf		 text;
	struct cand		 t;
	size_t			 i, n = 0, j;

	buf_init(&text);
	for (i = 0; i < l->n; i++) {
		buf_clear(&text);
		buf_printf(&text, "%ld. ", ply + 1);
		P->family->turn_format(P->rules, pp, &l->v[i], &text);
		c[i].line = xstrdup(buf_str(&text));
		c[i].i = i;
	}
	buf_free(&text);
	qsort(c, l->n, sizeof *c, cand_cmp);
	for (i = 0; i < l->n; i++) {
		if (n > 0 && strcmp(c[n - 1].line, c[i].line) == 0) {
			free(c[i].line);
			continue;
		}
		c[n++] = c[i];
	}
	for (i = 0; i < n && i < CHECK_MAX; i++) {
		j = i + rng_below(rng, (uint32_t)(n - i));
		t = c[i];
		c[i] = c[j];
		c[j] = t;
	}
	for (i = CHECK_MAX; i < n; i++)
		free(c[i].line);
	return n < CHECK_MAX ? n : CHECK_MAX;
}

/* One random game; returns the plies it played. */
static long
search_game(struct search *S, struct rng *rng, long left)
{
	const struct variant	*P = S->v[S->play], *C = S->v[S->check];
	struct position		 pp, pc;
	struct diag_ctx		 ctx;
	struct turnlist		 l;
	struct throw		 th;
	struct turn		*tc = NULL;
	struct cand		*c = NULL;
	size_t			*ok = NULL;
	struct events		 ev;
	struct turn_text	 tt;
	size_t			 i, k, n, nok;
	long			 ply;
	char			*copy;

	memset(&ctx, 0, sizeof ctx);
	ctx.diags = &S->scratch;
	ctx.file = "witness";
	ctx.variant = C->name;
	diags_clear(&S->scratch);
	if (P->family->setup(P->rules, &pp, &S->opts, &ctx) != 0 ||
	    C->family->setup(C->rules, &pc, &S->opts, &ctx) != 0)
		return left;
	buf_clear(&S->hist);
	turnlist_init(&l);
	for (ply = 0; ply < left && ply < TRIAL_PLIES &&
	    (size_t)ply + 1 < search_need(S) &&
	    P->family->state(P->rules, &pp) == GAME_ON; ply++) {
		P->family->throw_random(P->rules, &pp, rng, &th);
		turnlist_clear(&l);
		if (P->family->turns_legal(P->rules, &pp, &th, &l) != 0 ||
		    l.n == 0)
			break;
		c = xreallocarray(c, l.n, sizeof *c);
		ok = xreallocarray(ok, l.n, sizeof *ok);
		tc = xreallocarray(tc, l.n, sizeof *tc);
		n = candidates(S, &pp, &l, ply, rng, c);
		for (nok = 0, k = 0; k < n; k++) {
			copy = xstrdup(c[k].line);
			line_split(copy, &tt, "witness", 0);
			diags_clear(&S->scratch);
			if (C->family->turn_read(C->rules, &pc, &tt, &tc[k],
			    &ctx) == 0 && !diags_has_errors(&S->scratch))
				ok[nok++] = k;
			else
				attribute(S, first_error(&S->scratch),
				    (size_t)ply + 1, c[k].line, &pc, &tt);
			free(copy);
		}
		if (nok > 0) {
			/* Play on with a turn both accept, as each reads it. */
			k = ok[rng_below(rng, (uint32_t)nok)];
			events_init(&ev, 0);
			P->family->turn_apply(P->rules, &pp, &l.v[c[k].i],
			    &ev);
			events_init(&ev, 0);
			C->family->turn_apply(C->rules, &pc, &tc[k], &ev);
			buf_printf(&S->hist, "%s\n", c[k].line);
		}
		for (i = 0; i < n; i++)
			free(c[i].line);
		if (nok == 0)
			break;
	}
	free(c);
	free(ok);
	free(tc);
	turnlist_free(&l);
	return ply > 0 ? ply : 1;
}

static int
search_players(struct search *S, struct diags *d)
{
	const struct variant	*P = S->v[S->play], *C = S->v[S->check];
	int			 i, max;

	max = P->max_players < C->max_players ? P->max_players :
	    C->max_players;
	memset(&S->opts, 0, sizeof S->opts);
	buf_clear(&S->players);
	for (i = 0; i < P->nplayers && i < max && i < 8; i++) {
		if (variant_side(C, P->players[i],
		    strlen(P->players[i])) < 0) {
			diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
			    "side '%s' of '%s' is not a side of '%s'",
			    P->players[i], P->name, C->name);
			return -1;
		}
		S->opts.players[S->opts.nplayers++] = P->players[i];
		buf_printf(&S->players, "%s%s", i ? " " : "", P->players[i]);
	}
	return 0;
}

int
compare_witness(struct cmp_witness *w, const struct cmp_setting *s,
    size_t n, const struct variant *a, const struct variant *b,
    uint64_t seed, long budget, struct diags *d)
{
	struct search	 S;
	struct rng	 rng;
	long		 left;
	int		 dir, rc = 0;

	memset(w, 0, n * sizeof *w);
	if (n == 0)
		return 0;
	memset(&S, 0, sizeof S);
	S.v[0] = a;
	S.v[1] = b;
	S.s = s;
	S.n = n;
	S.w = w;
	buf_init(&S.players);
	buf_init(&S.hist);
	diags_init(&S.scratch);
	for (dir = 0; dir < 2 && rc == 0; dir++) {
		S.play = dir;
		S.check = 1 - dir;
		if ((rc = search_players(&S, d)) != 0)
			break;
		/* Each direction its own stream: adding one changes no other. */
		rng_seed(&rng, seed * UINT64_C(0x9e3779b97f4a7c15) +
		    (uint64_t)dir);
		for (left = budget; left > 0 && search_need(&S) > 1; )
			left -= search_game(&S, &rng, left);
	}
	diags_free(&S.scratch);
	buf_free(&S.players);
	buf_free(&S.hist);
	return rc;
}

void
compare_witness_free(struct cmp_witness *w, size_t n)
{
	size_t	i;

	for (i = 0; w != NULL && i < n; i++)
		free(w[i].record);
}
