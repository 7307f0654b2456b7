/*
 * Throws and the end of the game: a throw read, written and drawn at
 * random (with the model gen and simulate draw from), whether the game
 * is on, over or stalled (no throw lets anyone move), and its result.
 * Stall and throw share the list of every throw the variant can produce.
 */
#include <string.h>

#include "race.h"

static const struct race_pos *
cpos(const struct position *pos)
{
	return (const struct race_pos *)(const void *)pos;
}

int
race_throw_parse(const void *rp, const char *s, size_t len, struct throw *t)
{
	const struct race_rules	*r = rp;
	size_t			 i = 0;
	long			 v;

	memset(t, 0, sizeof *t);
	/*
	 * The usual throw: dice of one digit each, joined by '-', each a
	 * face (its bit, as the faces below ask for any value below 64).
	 */
	if (r->throw_kind == RT_DICE && r->dice > 0 &&
	    len == (size_t)r->dice * 2 - 1) {
		uint64_t	 faces = 1;

		for (i = 0; i < len; i += 2) {
			unsigned d = (unsigned)(s[i] - '0');

			if (d > 9 || (i + 1 < len && s[i + 1] != '-'))
				break;
			t->v[i / 2] = (int)d;
			faces &= r->face_bits >> d;
		}
		if (i >= len) {
			t->n = r->dice;
			return faces & 1 ? 0 : -1;
		}
		memset(t, 0, sizeof *t);
		i = 0;
	}
	/* The usual cowrie throw: one number of one or two digits. */
	if (r->throw_kind == RT_COWRIES && (len == 1 || len == 2) &&
	    (unsigned)(s[0] - '0') <= 9 &&
	    (len == 1 || (unsigned)(s[1] - '0') <= 9)) {
		t->n = 1;
		t->v[0] = len == 1 ? s[0] - '0' : (s[0] - '0') * 10 + s[1] - '0';
		return race_in_bits(r->point_bits, r->points, r->npoints,
		    t->v[0]) ? 0 : -1;
	}
	for (;;) {
		v = 0;
		if (i == len || s[i] < '0' || s[i] > '9')
			return -1;
		while (i < len && s[i] >= '0' && s[i] <= '9' && v < 1000)
			v = v * 10 + (s[i++] - '0');
		if (t->n == (r->throw_kind == RT_DICE ? r->dice : 1))
			return -1;
		t->v[t->n++] = (int)v;
		if (i == len)
			break;
		if (s[i++] != '-')
			return -1;
	}
	if (r->throw_kind == RT_COWRIES)
		return race_in_bits(r->point_bits, r->points, r->npoints,
		    t->v[0]) ? 0 : -1;
	if (t->n != r->dice)
		return -1;
	for (i = 0; i < (size_t)t->n; i++)
		if (!race_in_bits(r->face_bits, r->faces, r->nfaces, t->v[i]))
			return -1;
	return 0;
}

void
race_throw_format(const void *rp, const struct throw *t, struct buf *o)
{
	int	 i;

	(void)rp;
	for (i = 0; i < t->n; i++) {
		if (i)
			buf_addc(o, '-');
		buf_add_int(o, t->v[i]);
	}
}

void
race_throw_random(const void *rp, const struct position *pos, struct rng *g,
    struct throw *t)
{
	const struct race_rules	*r = rp;
	int			 i, up = 0;

	(void)pos;
	memset(t, 0, sizeof *t);
	if (r->throw_kind == RT_COWRIES) {
		/* Even chances draw as they always have, so a seed's games
		 * stay the same. */
		for (i = 0; i < r->shells; i++)
			up += r->counted_p == 0.5 ? (int)rng_below(g, 2) :
			    (rng_next(g) >> 11) < r->counted_cut;
		t->n = 1;
		t->v[0] = r->points[up];
		return;
	}
	t->n = r->dice;
	for (i = 0; i < r->dice; i++)
		t->v[i] = r->faces[rng_below(g, (uint32_t)r->nfaces)];
}

/* What race_throw_random draws from: it is the model by construction. */
void
race_throw_model(const void *rp, struct throw_model *m)
{
	const struct race_rules	*r = rp;
	int			 i;

	memset(m, 0, sizeof *m);
	if (r->throw_kind == RT_COWRIES) {
		m->kind = TM_COWRIES;
		m->shells = r->shells;
		m->p_up = r->counted_p;
		for (i = 0; i < r->npoints && i < THROW_MODEL_MAX; i++)
			m->points[i] = r->points[i];
		return;
	}
	m->kind = TM_DICE;
	m->dice = r->dice;
	for (i = 0; i < r->nfaces && i < THROW_MODEL_MAX; i++)
		m->faces[m->nfaces++] = r->faces[i];
}

/* Every throw the variant can produce, for the stall test. */
static int
all_throws(const struct race_rules *r, struct throw *v, int max)
{
	int	 n = 0, a, b, c, nd = r->dice, nf = r->nfaces;

	if (r->throw_kind == RT_COWRIES) {
		for (a = 0; a < r->npoints && n < max; a++) {
			v[n].n = 1;
			v[n++].v[0] = r->points[a];
		}
		return n;
	}
	for (a = 0; a < nf; a++)
		for (b = 0; b < (nd > 1 ? nf : 1); b++)
			for (c = 0; c < (nd > 2 ? nf : 1) && n < max; c++) {
				memset(&v[n], 0, sizeof v[n]);
				v[n].n = nd;
				v[n].v[0] = r->faces[a];
				if (nd > 1)
					v[n].v[1] = r->faces[b];
				if (nd > 2)
					v[n].v[2] = r->faces[c];
				n++;
			}
	return n;
}

enum game_state
race_state(const void *rp, const struct position *pos)
{
	const struct race_rules	*r = rp;
	const struct race_pos	*p = cpos(pos);
	struct race_pos		 q;
	struct throw		 th[RACE_MAX_LIST * RACE_MAX_LIST * 4];
	int			 n, i, pl;

	if (race_game_over(r, p))
		return GAME_OVER;
	n = all_throws(r, th, (int)(sizeof th / sizeof th[0]));
	q = *p;
	for (pl = 0; pl < p->nplayers; pl++) {
		if (p->rank[pl])
			continue;
		q.to_move = (uint8_t)pl;
		for (i = 0; i < n; i++)
			if (race_any_move(r, &q, &th[i]))
				return GAME_ON;
	}
	return GAME_STALLED;
}

/* The players who win with pl (a bit each): its partners where a team
 * wins together, else none. */
static unsigned
result_partners(const struct race_rules *r, const struct race_pos *p, int pl)
{
	unsigned	 m = 0;
	int		 part, q;

	if (!r->teams || r->play_on)
		return 0;
	part = r->board.partner[race_bside(r, p, pl)];
	for (q = 0; q < p->nplayers; q++)
		if (q != pl && race_bside(r, p, q) == part)
			m |= 1u << q;
	return m;
}

int
race_result_lead(const void *rp, const struct position *pos)
{
	const struct race_pos	*p = cpos(pos);
	int			 pl;

	for (pl = 0; pl < p->nplayers; pl++)
		if (p->rank[pl] == 1)
			return 1 + __builtin_popcount(result_partners(rp, p,
			    pl));
	return 1;
}

void
race_result(const void *rp, const struct position *pos, struct buf *o)
{
	const struct race_rules	*r = rp;
	const struct race_pos	*p = cpos(pos);
	int			 k, pl, any = 0;
	unsigned		 m;

	if (race_state(rp, pos) != GAME_OVER) {
		buf_addc(o, '*');
		return;
	}
	for (k = 1; k <= p->nfinished; k++)
		for (pl = 0; pl < p->nplayers; pl++)
			if (p->rank[pl] == k) {
				buf_printf(o, "%s%s", any ? " " : "",
				    r->side_name[p->side[pl]]);
				any = 1;
				for (m = result_partners(r, p, pl); m != 0;
				    m &= m - 1)
					buf_printf(o, " %s", r->side_name[
					    p->side[__builtin_ctz(m)]]);
				if (!r->play_on)
					return;
			}
	for (pl = 0; pl < p->nplayers; pl++)
		if (!p->rank[pl])
			buf_printf(o, " %s", r->side_name[p->side[pl]]);
}
