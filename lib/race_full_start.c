/*
 * full_start (S14, full_start.capture: last): a piece entering onto its
 * own start square where two pieces stand, one at least an opponent's,
 * takes the opponent's that arrived last.  The order of arrival is kept
 * in race_pos.late[] by the helpers here, called as pieces arrive and
 * leave; race_move.c asks which piece an entry takes.  Split from
 * race_move.c: a rule of its own, with its own state.
 */
#include "race.h"

/* Whether piece i of player o stands on square sq. */
static inline int
on_sq(const struct race_rules *r, const struct race_pos *p, int o, int i,
    int sq)
{
	return p->prog[o][i] >= 0 &&
	    race_sq(r, race_bside(r, p, o), p->prog[o][i]) == sq;
}

static inline int
start_square(const struct race_rules *r, int sq)
{
	return sq > 0 && sq <= r->board.loop && r->start_sq[sq];
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
	int	 o, i, n = 0, lo = -1, li = -1, mo = -1, mi = -1;

	if (r->full_start != FS_LAST || !start_square(r, sq))
		return 0;
	for (o = 0; o < p->nplayers; o++)
		for (i = 0; i < r->pieces; i++) {
			if (!on_sq(r, p, o, i, sq))
				continue;
			n++;
			if (race_friends(r, p, pl, o))
				continue;
			lo = o;
			li = i;
			if (p->late[o] & (1u << i)) {
				mo = o;
				mi = i;
			}
		}
	if (n < 2 || lo < 0)
		return 0;
	*vo = mo >= 0 ? mo : lo;
	*vi = mo >= 0 ? mi : li;
	return 1;
}

int
race_late_kept(const struct race_rules *r, const struct race_pos *p, int sq)
{
	int	 ow, o, k, n = 0;

	if (r->full_start != FS_LAST || !start_square(r, sq))
		return 0;
	for (ow = 0; ow < p->nplayers; ow++)
		if (race_bside(r, p, ow) == r->start_sq[sq] - 1)
			break;
	if (ow == p->nplayers)
		return 0;	/* nobody enters there */
	for (o = 0; o < p->nplayers; o++)
		for (k = 0; k < r->pieces; k++)
			if (on_sq(r, p, o, k, sq)) {
				if (race_friends(r, p, ow, o))
					return 0;
				n++;
			}
	return n >= 2;
}

/* full_start: piece i of pl has just arrived on sq, after the rest there. */
void
race_late_arrive(const struct race_rules *r, struct race_pos *p, int pl, int i,
    int sq)
{
	int	 o, k;

	if (!start_square(r, sq))
		return;
	for (o = 0; o < p->nplayers; o++)
		for (k = 0; k < r->pieces; k++)
			if (on_sq(r, p, o, k, sq))
				p->late[o] &= (uint8_t)~(1u << k);
	if (race_late_kept(r, p, sq))
		p->late[pl] |= (uint8_t)(1u << i);
}

void
race_late_leave(const struct race_rules *r, struct race_pos *p, int pl,
    int i)
{
	int	 o, k, sq, n = 0, lo = -1, lk = -1;

	if (r->full_start != FS_LAST || p->prog[pl][i] < 0)
		return;
	p->late[pl] &= (uint8_t)~(1u << i);
	sq = race_sq(r, race_bside(r, p, pl), p->prog[pl][i]);
	if (!start_square(r, sq))
		return;
	for (o = 0; o < p->nplayers; o++)
		for (k = 0; k < r->pieces; k++)
			if ((o != pl || k != i) && on_sq(r, p, o, k, sq)) {
				n++;
				lo = o;
				lk = k;
			}
	/* A piece left alone arrived after nobody. */
	if (n == 1)
		p->late[lo] &= (uint8_t)~(1u << lk);
}
