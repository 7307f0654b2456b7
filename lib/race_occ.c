/*
 * What stands where in a race position: the occupancy (struct race_occ,
 * every square's count of each player's pieces, built in one pass over
 * the pieces), the block rule on a square, whether a move captures on
 * the square it ends on, and whether a side has all its pieces home.
 * Split from race_move.c, which lists moves against these; the rest of
 * the race engine asks them too.  Nothing here allocates.
 */
#include <stddef.h>
#include <string.h>

#include "race.h"

int
race_side_done(const struct race_rules *r, const struct race_pos *p, int pl)
{
	int	 i, fin = race_final(r, race_bside(r, p, pl));

	for (i = 0; i < r->pieces; i++)
		if (p->prog[pl][i] != fin)
			return 0;
	return 1;
}

/* The block rule on a square, given how many pieces each player has there. */
int
race_block_of(const struct race_rules *r, const struct race_pos *p, int sq,
    const uint8_t *n, int *owner)
{
	int	 a, b;

	if (sq <= 0)
		return 0;
	if (r->block_pair)
		for (a = 0; a < p->nplayers; a++)
			if (n[a] >= 2) {
				*owner = a;
				return 1;
			}
	if (r->safe_block && sq <= r->board.loop && r->safe[sq])
		for (a = 0; a < p->nplayers; a++) {
			if (n[a] == 0)
				continue;
			for (b = a + 1; b < p->nplayers; b++)
				if (!race_friends(r, p, a, b) && n[b] > 0) {
					*owner = a;
					return 1;
				}
		}
	return 0;
}

int
race_block_at(const struct race_rules *r, const struct race_pos *p, int sq,
    int *owner)
{
	uint8_t	 n[RACE_MAX_PLAYERS];
	int	 a;

	if (sq <= 0)
		return 0;
	for (a = 0; a < p->nplayers && a < RACE_MAX_PLAYERS; a++)
		n[a] = (uint8_t)race_count_on(r, p, a, sq);
	return race_block_of(r, p, sq, n, owner);
}

void
race_occ_build(const struct race_rules *r, const struct race_pos *p,
    struct race_occ *o)
{
	int		 pl, i, sq, prog, np = p->nplayers, pieces = r->pieces;
	uint32_t	 one;

	_Static_assert(INT8_MAX < RACE_MAX_PROG - 1, "race_sq_row");
	memset(o->on, 0, sizeof o->on);
	o->shared = 0;
	for (pl = 0, one = 1; pl < np; pl++, one <<= 4) {
		int		 bs = race_bside(r, p, pl);
		const int16_t	*row = race_sq_row(r, bs);
		const int8_t	*pr = p->prog[pl];

		for (i = 0; i < pieces; i++) {
			if ((prog = pr[i]) < 0)
				continue;
			sq = row != NULL ? row[prog] : race_square(r, bs, prog);
			if (sq <= 0 || sq >= RACE_MAX_SQ)
				continue;	/* home is no square */
			if (!((o->on[sq >> 6] >> (sq & 63)) & 1)) {
				o->on[sq >> 6] |= (uint64_t)1 << (sq & 63);
				o->cell[sq] = one;
			} else {
				o->cell[sq] += one;
				o->shared++;
			}
		}
	}
}

int
race_occ_block_slow(const struct race_rules *r, const struct race_pos *p,
    uint32_t cell, int sq)
{
	uint8_t		 n[RACE_MAX_PLAYERS];
	int		 a, owner;

	if (!r->block_pair && !r->safe_block)
		return 0;
	for (a = 0; a < p->nplayers; a++)
		n[a] = (uint8_t)race_occ_count(cell, a);
	return race_block_of(r, p, sq, n, &owner);
}

/*
 * A block on a square is its owner's, not every side's there: one piece
 * beside another side's pair (a safe square in A, R12) is in no block,
 * and neither ages nor must be moved for it (R14).  A mixed block
 * (safe_share.block) is both sides'.
 */
int
race_occ_in_block(const struct race_rules *r, const struct race_pos *p,
    uint32_t cell, int sq, int pl)
{
	int	 o;

	if (sq <= 0 || race_occ_few(cell) || race_occ_count(cell, pl) == 0)
		return 0;
	if (r->block_pair && race_occ_count(cell, pl) >= 2)
		return 1;
	if (!r->safe_block || sq > r->board.loop || !r->safe[sq])
		return 0;
	for (o = 0; o < p->nplayers; o++)
		if (o != pl && race_occ_count(cell, o) > 0 &&
		    !race_friends(r, p, pl, o))
			return 1;
	return 0;
}

/*
 * Would k pieces of pl ending on sq capture there?  With occupancy o, or
 * by counting the pieces when o is NULL.
 */
int
race_captures_at(const struct race_rules *r, const struct race_pos *p,
    const struct race_occ *oc, int pl, int sq, int k, int entering)
{
	int		 o, c, bs = race_bside(r, p, pl);
	uint32_t	 cell = 0;

	if (sq <= 0 || sq > r->board.loop)
		return 0;	/* home columns are private; home is no square */
	/* No piece there, or only the mover's own: nothing to take. */
	if (oc != NULL && ((cell = race_occ_cell(oc, sq)) &
	    ~((uint32_t)0xf << (4 * pl))) == 0)
		return 0;
	for (o = 0; o < p->nplayers; o++) {
		if (race_friends(r, p, pl, o))
			continue;
		if (oc != NULL)
			c = race_occ_count(cell, o);
		else {
			int i, obs = race_bside(r, p, o);

			for (i = c = 0; i < r->pieces; i++)
				c += p->prog[o][i] >= 0 &&
				    race_sq(r, obs, p->prog[o][i]) == sq;
		}
		if (c == 0)
			continue;
		if (r->safe[sq] && !(entering && r->safe_entry_capture &&
		    sq == r->board.start[bs]))
			continue;
		if (r->pairs && c >= 2 && (k < 2 || r->pair_immune ||
		    (r->pair_taken_by == RT_LARGER && k < c)))
			continue;
		return 1;
	}
	return 0;
}

/*
 * Whether player pl's piece i is part of a block where it stands, for
 * the age of a block (race_pos.c) and R14 (race_judge.c).
 */
int
race_in_block(const struct race_rules *r, const struct race_pos *p, int pl,
    int i)
{
	int	 sq, a;
	uint32_t cell = 0;

	if (p->prog[pl][i] < 0)
		return 0;
	sq = race_sq(r, race_bside(r, p, pl), p->prog[pl][i]);
	if (sq <= 0 || sq >= RACE_MAX_SQ)
		return 0;	/* home is no square */
	for (a = 0; a < p->nplayers && a < RACE_MAX_PLAYERS; a++)
		cell |= (uint32_t)race_count_on(r, p, a, sq) << (4 * a);
	return race_occ_in_block(r, p, cell, sq, pl);
}
