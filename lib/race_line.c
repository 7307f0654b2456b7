/*
 * Setting up a line of play: the throw's values as the line may spend
 * them (all_out_value, opposite faces, which ask whether the mover has a
 * piece in its base), the penalty forfeit, the pairs of the mover's
 * pieces in a start block (R15), the bound on one piece's moves that
 * race_line_moves_to() relies on (race_rules.c counts it for each
 * number of dice), and the occupancy a line keeps up to
 * date (its own, or a race_cache's).  Split from race_move.c,
 * which lists a line's moves once it is set up.  Nothing here allocates.
 */
#include <stddef.h>
#include <string.h>

#include "race.h"

/*
 * Here rather than in race_occ.c: a line's set-up asks it every turn, and
 * in the same file it is inlined there.
 */
int
race_in_base(const struct race_rules *r, const struct race_pos *p, int pl)
{
	int	 i;

	for (i = 0; i < r->pieces; i++)
		if (p->prog[pl][i] < 0)
			return 1;
	return 0;
}

/*
 * R15: the pairs of the mover's pieces that stand in a block at the
 * start.  Not inlined: a line's set-up then needs no registers saved.
 */
#ifdef __GNUC__
__attribute__((noinline))
#endif
static void
start_blocks(const struct race_rules *r, struct race_line *L)
{
	const int8_t	*pr = L->p.prog[L->player];
	int		 a, b, owner, sq;

	/* Under blocks.pair two of the mover's pieces on a square are one. */
	for (a = 0; a < r->pieces; a++)
		for (b = a + 1; b < r->pieces; b++)
			if (pr[a] >= 0 && pr[a] == pr[b] &&
			    (sq = race_sq(r, L->bs, pr[a])) > 0 &&
			    (r->block_pair || race_block_at(r, &L->p, sq,
			    &owner))) {
				L->bmate[a] |= (uint8_t)(1u << b);
				L->bmate[b] |= (uint8_t)(1u << a);
				L->r15 = 1;
			}
}

void
race_line_start(const struct race_rules *r, struct race_line *L,
    const struct race_pos *p, const struct throw *t)
{
	int	 i;

	/*
	 * Not m[]: only the L->n moves played are ever read or copied; not
	 * p, copied whole next.
	 */
	_Static_assert(offsetof(struct race_line, p) == 0, "race_line.p");
	race_zero(&L->player, offsetof(struct race_line, m) -
	    offsetof(struct race_line, player));
	L->p = *p;
	L->player = race_mover(r, p, p->to_move);
	L->th = *t;
	for (i = 0; i < t->n && i < RACE_MAX_DICE; i++)
		L->val[i] = t->v[i];
	L->nval = i;
	if (r->throw_kind == RT_DICE) {
		int out;

		L->dbl = (uint8_t)race_is_double(t);
		/* Whether all are out matters to two rules only. */
		out = ((r->opposite && L->dbl) || r->all_out_value > 0) &&
		    !race_in_base(r, p, L->player);
		L->opp = (uint8_t)(r->opposite && L->dbl && out);
		if (out && r->all_out_value > 0)
			for (i = 0; i < L->nval; i++)
				if (L->val[i] == r->all_out_face)
					L->val[i] = r->all_out_value;
		if (L->opp && r->opposite_play == RO_BOTH) {
			for (i = 0; i < t->n && L->nval < RACE_MAX_VALS; i++)
				L->val[L->nval++] = r->opposite_sum - t->v[i];
			L->opp = 0;
		}
	}
	/* The throw that completes a penalty run, when it is not played. */
	if (r->forfeit_run > 0 && p->run + 1 >= r->forfeit_run &&
	    race_throw_earns(r, t))
		L->forfeit = 1;
	L->must_piece = -1;
	memcpy(L->start_prog, p->prog[L->player], sizeof L->start_prog);
	/* The most moves one piece can be offered: see race_line_moves_to(). */
	L->piece_cands = r->cands[L->opp][L->nval];
	L->bs = race_bside(r, p, L->player);
	L->fin = race_final(r, L->bs);
	if (!r->block_pair_on_double && L->dbl)
		start_blocks(r, L);
	/* No occupancy yet: occ and occ_id are zero. */
}

void
race_line_attach(const struct race_rules *r, struct race_line *L,
    struct race_occ *o, int fill)
{
	o->serial = 1;
	o->id = 0;	/* shows nothing yet: see race_move.c's cands_occ() */
	L->occ = o;
	L->occ_id = 1;
	if (fill) {
		race_occ_build(r, &L->p, o);
		o->id = 1;
	}
}

void
race_line_attach_cache(const struct race_rules *r, struct race_line *L,
    struct race_cache *C)
{
	int	 fits = race_cache_fits(C, r, &L->p);

	/* The lines of a search change it: it shows nothing meanwhile. */
	C->r = NULL;
	race_line_attach(r, L, &C->occ, 0);
	if (fits)
		C->occ.id = 1;
}

void
race_cache_keep(const struct race_rules *r, struct race_cache *C,
    const struct race_line *L)
{
	if (L->occ == &C->occ && race_line_occ(L) != NULL)
		race_cache_set(C, r, &L->p);
	else
		C->r = NULL;
}
