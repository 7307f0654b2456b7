/*
 * full_start (S14, full_start.capture: last): a piece entering onto its
 * own start square where two pieces stand, one at least an opponent's,
 * takes the opponent's that arrived last.  The order of arrival is kept
 * in race_pos.late[] by the helpers here, called as pieces arrive and
 * leave; race_move.c asks which piece an entry takes.  Split from
 * race_move.c: a rule of its own, with its own state.
 */
#include <string.h>

#include "race.h"

/*
 * The pieces of player o standing on square sq (> 0), as bits.  Every
 * piece is looked at, without a branch on where it stands: which pieces
 * share a start square is a guess a processor gets wrong.  row[-1], a
 * piece in the base, is a square below 1.
 */
static inline unsigned
on_bits(const struct race_rules *r, const struct race_pos *p, int o, int sq)
{
	const int16_t	*row = race_sq_row(r, race_bside(r, p, o));
	unsigned	 m = 0;
	int		 k;

	if (row == NULL) {
		for (k = 0; k < r->pieces; k++)
			if (p->prog[o][k] >= 0 &&
			    race_sq(r, race_bside(r, p, o), p->prog[o][k]) == sq)
				m |= 1u << k;
		return m;
	}
	for (k = 0; k < r->pieces; k++)
		m |= (unsigned)(row[p->prog[o][k]] == sq) << k;
	return m;
}

/* The highest bit of m (not 0): the piece listed last. */
static inline int
last_bit(unsigned m)
{
	return 31 - __builtin_clz(m);
}

/*
 * Whether no piece is marked late: the usual case, where a piece leaving
 * or arriving has no mark to clear.  Marks past nplayers are never set.
 */
static inline int
none_late(const struct race_pos *p)
{
	uint32_t	 a;
	uint16_t	 b;

	_Static_assert(RACE_MAX_PLAYERS == 6, "none_late");
	memcpy(&a, p->late, 4);
	memcpy(&b, p->late + 4, 2);
	return (a | b) == 0;
}


/*
 * S14 (full_start.capture: last): a piece of pl entering onto its start
 * square sq, where two pieces stand and one at least is an opponent's,
 * takes one piece there, the opponent's that arrived last: the one marked
 * in late[], or with no mark the one the position lists last.  The
 * victim in *vo, *vi.
 */
int
race_full_start_victim(const struct race_rules *r, const struct race_pos *p,
    int pl, int sq, int *vo, int *vi)
{
	int		 o, n = 0, lo = -1, mo = -1;
	unsigned	 m, lm = 0, mm = 0;

	if (r->full_start != FS_LAST || !race_start_square(r, sq))
		return 0;
	for (o = 0; o < p->nplayers; o++) {
		m = on_bits(r, p, o, sq);
		n += race_popcount(m);
		if (m == 0 || race_friends(r, p, pl, o))
			continue;
		lo = o;
		lm = m;
		if (m & p->late[o]) {
			mo = o;
			mm = m & p->late[o];
		}
	}
	if (n < 2 || lo < 0)
		return 0;
	*vo = mo >= 0 ? mo : lo;
	*vi = last_bit(mo >= 0 ? mm : lm);
	return 1;
}

int
race_late_kept(const struct race_rules *r, const struct race_pos *p, int sq)
{
	int		 ow, o, n = 0;
	unsigned	 m;

	if (r->full_start != FS_LAST || !race_start_square(r, sq))
		return 0;
	for (ow = 0; ow < p->nplayers; ow++)
		if (race_bside(r, p, ow) == r->start_sq[sq] - 1)
			break;
	if (ow == p->nplayers)
		return 0;	/* nobody enters there */
	for (o = 0; o < p->nplayers; o++) {
		m = on_bits(r, p, o, sq);
		if (m != 0 && race_friends(r, p, ow, o))
			return 0;
		n += race_popcount(m);
	}
	return n >= 2;
}

/* full_start: piece i of pl has just arrived on sq, after the rest there. */
void
race_late_arrive(const struct race_rules *r, struct race_pos *p, int pl, int i,
    int sq)
{
	int	 o;

	if (!race_start_square(r, sq))
		return;
	for (o = 0; !none_late(p) && o < p->nplayers; o++)
		p->late[o] &= (uint8_t)~on_bits(r, p, o, sq);
	if (race_late_kept(r, p, sq))
		p->late[pl] |= (uint8_t)(1u << i);
}

void
race_late_leave(const struct race_rules *r, struct race_pos *p, int pl,
    int i)
{
	unsigned	 m[RACE_MAX_PLAYERS];
	int		 o, sq, n = 0;

	if (r->full_start != FS_LAST || p->prog[pl][i] < 0)
		return;
	p->late[pl] &= (uint8_t)~(1u << i);
	/* No mark left for a piece left alone to lose. */
	if (none_late(p))
		return;
	sq = race_sq(r, race_bside(r, p, pl), p->prog[pl][i]);
	if (!race_start_square(r, sq))
		return;
	for (o = 0; o < p->nplayers; o++) {
		m[o] = on_bits(r, p, o, sq);
		if (o == pl)
			m[o] &= ~(1u << i);
		n += race_popcount(m[o]);
	}
	/* A piece left alone arrived after nobody. */
	if (n == 1)
		for (o = 0; o < p->nplayers; o++)
			p->late[o] &= (uint8_t)~m[o];
}
