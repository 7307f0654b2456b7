/*
 * race_direct_written(): of the moves a line has from one square to
 * another, only those a written move may be, one piece's, found without
 * listing the others (most of reading a record's work is this check).
 * What it cannot take (pairs, second laps, cowries, round_again, moves
 * written with a count) it leaves to race_moveto.c's listing, whose
 * judgement of a landing it shares (race_moveto_int.h);
 * tests/unit/race_test.c holds it to the full list on random lines.
 * Nothing here allocates.
 */
#include <stddef.h>
#include <string.h>

#include "race_moveto_int.h"

/*
 * Whether a candidate worth v steps takes a piece from progress from to
 * to: exactly, or past home where the finish rules let it end there.
 */
static inline int
written_reaches(const struct race_rules *r, const struct race_line *L,
    int from, int to, int v, int kind)
{
	if (v == to - from)
		return 1;
	return to == L->fin && v > to - from && (!r->finish_exact ||
	    (from == L->fin - 1 && kind != MK_BONUS &&
	    race_in_list(r->finish_last, r->nfinish_last, v)));
}

/*
 * direct_opposite()'s readings of the dice in mask: whether one of them
 * reaches (a set of dice is listed once, by the first that does).
 */
static int
opposite_reaches(const struct race_rules *r, const struct race_line *L,
    int from, int to, unsigned mask)
{
	int		 k = race_popcount(mask), reads, tot, b;
	unsigned	 t;

	for (reads = 0; reads < (1 << k); reads++) {
		for (t = mask, b = 0, tot = 0; t != 0; t &= t - 1, b++)
			tot += (reads & (1 << b)) ? r->opposite_sum -
			    L->val[__builtin_ctz(t)] : L->val[__builtin_ctz(t)];
		if (written_reaches(r, L, from, to, tot, MK_SUM))
			return 1;
	}
	return 0;
}

/*
 * Of the single moves direct_moves_to() lists for the first piece on
 * from (direct_dice()'s, or direct_opposite()'s by either face), those
 * written move from/to with bonus bonus (0: none) fits: same() in
 * lib/race_read_int.h keeps the dice and sums when no bonus is written,
 * the bonuses of that amount when one is.  Only these are listed, and
 * their landing, the same for all, judged once.
 */
static int
single_written(const struct race_rules *r, const struct race_line *L,
    int piece, int from, int to, int bonus, struct race_move *out)
{
	int		 nd = L->nval, need = to - from, home = to == L->fin;
	int		 n = 0, ok, i, v;
	unsigned	 free = ~L->used & ((1u << nd) - 1), s, t, hit;

	/* Each listed whole, taking nothing: the landing is judged last. */
#define PUT(k, dm, h)							\
	lone_move(&out[n++], piece, from, to, (k), (dm), 0, 0,		\
	    (k) == MK_BONUS ? (h) : 0, (k) != MK_BONUS ? 0 :		\
	    (h) ? r->home_bonus : r->bonus)
#define WRITTEN(val, k, dm, h) do {					\
	v = (val);							\
	if (written_reaches(r, L, from, to, v, (k)))			\
		PUT((k), (dm), (h));					\
} while (0)
	/* A bonus worth nothing would fit no bonus: the long way. */
	if (bonus == 0 && ((L->bonus > 0 && r->bonus == 0) ||
	    (L->hbonus > 0 && r->home_bonus == 0)))
		return -1;
	if (bonus != 0) {
		if (L->bonus > 0 && r->bonus == bonus)
			WRITTEN(r->bonus, MK_BONUS, 0, 0);
		if (L->hbonus > 0 && r->home_bonus == bonus)
			WRITTEN(r->home_bonus, MK_BONUS, 0, 1);
	} else if (L->opp) {
		/* Each die by its face or the opposite one, then each set
		 * of two dice or more: listed once, whichever reaches. */
		for (i = 0; i < nd; i++)
			if ((free & (1u << i)) && !race_dup_die(L, i) &&
			    (written_reaches(r, L, from, to, L->val[i],
			    MK_DIE) || written_reaches(r, L, from, to,
			    r->opposite_sum - L->val[i], MK_DIE)))
				PUT(MK_DIE, 1 << i, 0);
		if (r->sum_move)
			for (s = 3; s <= free; s++)
				if ((s & free) == s && (s & (s - 1)) != 0 &&
				    opposite_reaches(r, L, from, to, s))
					PUT(MK_SUM, (int)s, 0);
	} else {
		/*
		 * Which die of a throw a move used is a guess the processor
		 * gets wrong (on three dice, a fifth of validate's
		 * mispredicted branches): short of home, the dice that
		 * reach are found as bits without a branch on each, and all
		 * have one value, so that the first is the one listed and
		 * the rest its twins (race_dup_die()).
		 */
		if (!home) {
			for (hit = 0, i = 0; i < nd; i++)
				hit |= (unsigned)(L->val[i] == need) << i;
			if ((hit &= free) != 0)
				PUT(MK_DIE, 1 << __builtin_ctz(hit), 0);
		} else
			for (i = 0; i < nd; i++)
				if ((free & (1u << i)) && L->val[i] >= need &&
				    !race_dup_die(L, i))
					WRITTEN(L->val[i], MK_DIE, 1 << i, 0);
		/* Each subset of two free dice or more, in order of mask;
		 * for two or three dice written out. */
		if (!r->sum_move)
			;
		else if (nd == 3 && !home) {
			/*
			 * The same as below, the pairs and the three that
			 * reach found as bits first, without a branch on
			 * each: which dice are still free is a guess the
			 * processor gets wrong.
			 */
			static const unsigned char sets[4] = { 3, 5, 6, 7 };
			const int *d = L->val;

			hit = (unsigned)(((free & 3) == 3) &
			    (d[0] + d[1] == need)) |
			    (unsigned)(((free & 5) == 5) &
			    (d[0] + d[2] == need)) << 1 |
			    (unsigned)(((free & 6) == 6) &
			    (d[1] + d[2] == need)) << 2 |
			    (unsigned)((free == 7) &
			    (d[0] + d[1] + d[2] == need)) << 3;
			for (; hit != 0; hit &= hit - 1)
				PUT(MK_SUM, sets[__builtin_ctz(hit)], 0);
		} else if ((free & (free - 1)) == 0)
			;
		else if (nd == 2)
			WRITTEN(L->val[0] + L->val[1], MK_SUM, 3, 0);
		else if (nd == 3) {
			const int *d = L->val;

			if ((free & 3) == 3)
				WRITTEN(d[0] + d[1], MK_SUM, 3, 0);
			if ((free & 5) == 5)
				WRITTEN(d[0] + d[2], MK_SUM, 5, 0);
			if ((free & 6) == 6)
				WRITTEN(d[1] + d[2], MK_SUM, 6, 0);
			if (free == 7)
				WRITTEN(d[0] + d[1] + d[2], MK_SUM, 7, 0);
		} else
			for (s = 3; s <= free; s++) {
				if ((s & free) != s || (s & (s - 1)) == 0)
					continue;
				for (t = s, v = 0; t != 0; t &= t - 1)
					v += L->val[__builtin_ctz(t)];
				WRITTEN(v, MK_SUM, (int)s, 0);
			}
	}
#undef WRITTEN
#undef PUT
	if (n == 0 || (ok = land_judge(r, L, direct_occ(r, L), from, to,
	    1)) == 0)
		return 0;
	if (ok == 2)
		for (i = 0; i < n; i++)
			out[i].capture = 1;
	return n;
}

/* The same for entry_single()'s entries, which no bonus fits. */
static int
entry_written(const struct race_rules *r, const struct race_line *L,
    int piece, int bonus, struct race_move *out)
{
	int		 nd = L->nval, n = 0, ok, i, tot, vo, vi, sq;
	const struct race_occ *o;
	int		 first = r->enter_first_any &&
			     !L->p.entered[L->player];
	unsigned	 free = ~L->used & ((1u << nd) - 1), s, t;

	if (bonus != 0)
		return 0;
	if (race_die_entry_open(r, L))
		for (i = 0; i < nd; i++)
			if ((free & (1u << i)) && !race_dup_die(L, i) &&
			    (first || race_in_list(r->enter_dice,
			    r->nenter_dice, L->val[i])))
				lone_move(&out[n++], piece, -1, 0, MK_ENTER,
				    1 << i, 0, 0, 0, 0);
	if (r->nenter_sums > 0)
		for (s = 3; s < (1u << nd); s++) {
			if ((s & free) != s || (s & (s - 1)) == 0)
				continue;
			for (t = s, tot = 0; t != 0; t &= t - 1)
				tot += L->val[__builtin_ctz(t)];
			if (race_in_list(r->enter_sums, r->nenter_sums, tot))
				lone_move(&out[n++], piece, -1, 0, MK_ENTER,
				    (int)s, r->enter_sum_stop, 0, 0, 0);
		}
	if (n == 0)
		return 0;
	/* S14: entering onto a full start square takes a piece there, as
	 * add_one() judges it; anything else lands as any move.  A square
	 * with one piece or none is not full: no need to ask. */
	o = direct_occ(r, L);
	if (r->full_start == FS_LAST && (sq = race_sq(r, L->bs, 0),
	    !race_occ_few(race_occ_cell(o, sq))) &&
	    race_full_start_victim(r, &L->p, L->player, sq, &vo, &vi))
		ok = 2;
	else if ((ok = land_judge(r, L, o, -1, 0, 1)) == 0)
		return 0;
	if (ok == 2)
		for (i = 0; i < n; i++)
			out[i].capture = 1;
	return n;
}

/*
 * C9: the moves of a line whose piece just entered by one die and must
 * move on by another, as line_moves() lists them first: that piece by
 * each die it may use (by either face), wherever it lands.  *any says
 * whether it has one; those from/to are in out, and how many.  Not
 * inlined: few lines follow such an entry, and inlined it cost the
 * others more than it saved these.
 */
static __attribute__((noinline)) int
must_written(const struct race_rules *r, const struct race_line *L,
    int from, int to, struct race_move *out, int *any)
{
	int	 mp = L->must_piece, mf = L->p.prog[L->player][mp];
	int	 nd = L->nval, n = 0, i, k, v, dest, ok;

	*any = 0;
	for (i = 0; i < nd; i++) {
		if ((L->used & (1u << i)) || !(L->must_dice & (1u << i)) ||
		    race_dup_die(L, i))
			continue;
		for (k = 0; k < 2; k++) {
			v = L->val[i];
			if (k == 1 && (!L->opp || r->opposite_sum - v == v))
				break;
			if (k == 1)
				v = r->opposite_sum - v;
			if ((dest = mf + v) > L->fin) {
				/* Past home, by add_one()'s finish rules. */
				if (mf != L->fin - 1 ||
				    !race_in_list(r->finish_last,
				    r->nfinish_last, v)) {
					if (r->finish_exact)
						continue;
				}
				dest = L->fin;
			}
			if ((L->r15 && race_r15_forbids(r, L, mp, -1, dest)) ||
			    (ok = land_judge(r, L, direct_occ(r, L), mf, dest,
			    1)) == 0)
				continue;
			*any = 1;
			if (mf == from && dest == to)
				lone_move(&out[n++], mp, mf, dest, MK_DIE, 1 << i,
				    0, ok == 2, 0, 0);
		}
	}
	return n;
}

/*
 * The piece of those at (as bits) whose single moves to progress to
 * direct_moves_to() lists, or -1: the first, as its mates there move
 * with it only in pairs, which no move written without '(2)' is, and its
 * twins add no move.  Under R15, the first direct_first() looks at that
 * may go there: each other one's moves would be the same moves again.
 */
static inline int
written_piece(const struct race_rules *r, const struct race_line *L,
    unsigned at, int to)
{
	unsigned	 laps_seen = 0;
	int		 i;

	if (!L->r15)
		return __builtin_ctz(at);
	for (; at != 0; at &= at - 1) {
		i = __builtin_ctz(at);
		if (direct_first(L, i, &laps_seen) &&
		    !race_r15_forbids(r, L, i, -1, to))
			return i;
	}
	return -1;
}

int
race_direct_written(const struct race_rules *r, const struct race_line *L,
    int from, int to, int bonus, struct race_move *out)
{
	unsigned	 at;
	int		 piece;

	if ((int8_t)to != to)
		return 0;
	/* What may change as the line is played, on its way to the moves
	 * of one piece; anything else the long way. */
	if (L->must_piece >= 0) {
		int	 n, any;

		if (race_line_spent(r, L))
			return 0;
		n = must_written(r, L, from, to, out, &any);
		if (any)
			return bonus != 0 ? 0 : n;
		/* The piece has no move on: the line goes on as any other. */
	}
	if (L->p.lap[L->player] != 0)
		return -1;
	if (from < 0) {
		if (from != -1)
			return -1;
		if (to != 0 || L->forfeit)
			return 0;
		at = race_row_equal_n(L->p.prog[L->player], -1, r->pieces) &
		    ~(unsigned)L->frozen & ((1u << r->pieces) - 1);
		if (at == 0 || (piece = written_piece(r, L, at, 0)) < 0)
			return 0;
		return entry_written(r, L, piece, bonus, out);
	}
	if (L->forfeit || from == L->fin || to > L->fin)
		return 0;
	at = race_row_equal_n(L->p.prog[L->player], from, r->pieces) &
	    ~(unsigned)L->frozen & ((1u << r->pieces) - 1);
	if (at == 0 || (piece = written_piece(r, L, at, to)) < 0)
		return 0;
	return single_written(r, L, piece, from, to, bonus, out);
}
