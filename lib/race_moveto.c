/*
 * race_line_moves_to() the direct way: the moves of a line from one
 * square to another, as race_move.c's line_moves() lists them, found from
 * the distance rather than by listing every move of the piece.  Split
 * from race_move.c, whose checks of a single move (race_path_ok(),
 * race_safe_taken(), R15) it shares, as it does race_occ.c's
 * race_captures_at(); race_written.c, which finds only the moves a
 * written move may be, shares its judgement of a landing
 * (race_moveto_int.h).  tests/unit/race_test.c compares both with the
 * full list on random lines.  Nothing here allocates.
 */
#include <stddef.h>
#include <string.h>

#include "race_moveto_int.h"

/*
 * The direct way to the moves from one square to another, for the line
 * most turns have: no round_again, no piece bound to move on (C9).  The
 * same candidates line_moves() would try for the pieces on from, in its
 * order, but only those whose value reaches to are judged, and their
 * path and landing, which depend only on how many pieces move together,
 * once for each such count.
 */
struct direct {
	const struct race_rules	*r;
	const struct race_line	*L;
	struct race_occ		*o;		/* the line's, shown when
						 * first needed */
	int			 shown;
	struct race_move	*out;
	int			 n, max;
	int			 pl, from, to, need, home;
	int			 entering;	/* from the base */
	int8_t			 judged[4];	/* by pieces moving: -1
						 * unknown, 0 no, 1 yes, 2 yes
						 * and captures */
};

/* Whether k pieces may go from D->from to D->to: 0 no, 1 yes, 2 taking. */
static inline int
direct_judge(struct direct *D, int k)
{
	if (D->judged[k] < 0) {
		if (!D->shown) {
			D->o = direct_occ(D->r, D->L);
			D->shown = 1;
		}
		D->judged[k] = (int8_t)land_judge(D->r, D->L, D->o, D->from,
		    D->to, k);
	}
	return D->judged[k];
}

/*
 * add_one() for a candidate worth v steps: whether it reaches D->to
 * (past home, by the finish rules), then the checks and the list.
 */
static inline __attribute__((always_inline)) void
direct_list_inline(struct direct *D, int piece, int piece2, int piece3,
    int v, int kind, int dmask, int hb)
{
	const struct race_rules	*r = D->r;
	struct race_move	*m;
	int			 i, k, ok;

	if (D->n >= D->max)
		return;
	if (v != D->need && !(D->from == D->L->fin - 1 && kind != MK_BONUS &&
	    race_in_list(r->finish_last, r->nfinish_last, v)) &&
	    r->finish_exact)
		return;		/* past home, and only an exact throw ends */
	if (D->L->r15 && race_r15_forbids(r, D->L, piece, piece2, D->to))
		return;
	k = piece3 >= 0 ? 3 : piece2 >= 0 ? 2 : 1;
	if ((ok = direct_judge(D, k)) == 0)
		return;
	for (i = 0; i < D->n; i++) {
		m = &D->out[i];
		if (m->kind == kind && (m->piece2 >= 0) == (piece2 >= 0) &&
		    m->piece3 == piece3 && m->home_pts == hb &&
		    (kind == MK_BONUS || kind == MK_THROW ||
		    m->dmask == dmask))
			return;	/* the same move by another die */
	}
	/* One store of the whole move, not a clear and then each field. */
	D->out[D->n++] = (struct race_move){
		.piece = (int8_t)piece,
		.piece2 = (int8_t)piece2,
		.piece3 = (int8_t)piece3,
		.from = (int8_t)D->from,
		.to = (int8_t)D->to,
		.kind = (uint8_t)kind,
		.dmask = (uint8_t)dmask,
		.capture = (uint8_t)(ok == 2),
		.home_pts = (uint8_t)(kind == MK_BONUS ? hb : 0),
		.amt = (uint8_t)(kind != MK_BONUS ? 0 :
		    hb ? r->home_bonus : r->bonus),
	};
}

/*
 * Inlined only into the loop over single dice, which makes most calls,
 * and there with the kind known; the other candidates share one copy.
 */
static void
direct_list(struct direct *D, int piece, int piece2, int piece3, int v,
    int kind, int dmask, int hb)
{
	direct_list_inline(D, piece, piece2, piece3, v, kind, dmask, hb);
}

/* add_one() for an entry by dice dmask: every entry ends on progress 0. */
static void
direct_enter(struct direct *D, int piece, int dmask, int stop)
{
	struct race_move	*m;
	int			 i, ok;

	if (D->n >= D->max)
		return;
	if (D->L->r15 && race_r15_forbids(D->r, D->L, piece, -1, 0))
		return;
	if ((ok = direct_judge(D, 1)) == 0)
		return;
	for (i = 0; i < D->n; i++) {
		m = &D->out[i];
		if (m->kind == MK_ENTER && m->piece2 < 0 && m->piece3 < 0 &&
		    m->home_pts == 0 && m->dmask == dmask)
			return;	/* the same entry by another die */
	}
	D->out[D->n++] = (struct race_move){
		.piece = (int8_t)piece,
		.piece2 = -1,
		.piece3 = -1,
		.from = (int8_t)D->from,
		.to = 0,
		.kind = MK_ENTER,
		.dmask = (uint8_t)dmask,
		.stop = (uint8_t)stop,
		.capture = (uint8_t)(ok == 2),
	};
}

/* entries() for the direct way, in its order: each die, then each sum. */
static void
direct_entries(struct direct *D, int piece)
{
	const struct race_rules	*r = D->r;
	const struct race_line	*L = D->L;
	int			 nd = L->nval, i, mask, tot;
	int			 first = r->enter_first_any &&
				     !L->p.entered[L->player];

	if (r->throw_kind == RT_COWRIES) {
		if (!L->thrown_used && (first || race_in_list(r->enter_throws,
		    r->nenter_throws, L->th.v[0])))
			direct_enter(D, piece, 0, 0);
		return;
	}
	if (race_die_entry_open(r, L))
		for (i = 0; i < nd; i++)
			if (!(L->used & (1u << i)) && !race_dup_die(L, i) &&
			    (first || race_in_list(r->enter_dice,
			    r->nenter_dice, L->val[i])))
				direct_enter(D, piece, 1 << i, 0);
	for (mask = 1; mask < (1 << nd); mask++) {
		if ((mask & L->used) || race_popcount(mask) < 2)
			continue;
		for (i = 0, tot = 0; i < nd; i++)
			if (mask & (1 << i))
				tot += L->val[i];
		if (race_in_list(r->enter_sums, r->nenter_sums, tot))
			direct_enter(D, piece, mask, r->enter_sum_stop);
	}
}

/* Most candidates miss D->to: they cost no call. */
static inline void
direct_add(struct direct *D, int piece, int piece2, int piece3, int v,
    int kind, int dmask, int hb)
{
	if (v == D->need || (D->home && v > D->need))
		direct_list(D, piece, piece2, piece3, v, kind, dmask, hb);
}

/*
 * direct_dice() when the dice may be read by their opposite faces too:
 * each die, then its opposite face; each subset of two dice or more, in
 * each of its readings, as moves_by_dice() offers them.
 */
static void
direct_opposite(struct direct *D, int piece, int piece2)
{
	const struct race_rules	*r = D->r;
	const struct race_line	*L = D->L;
	int			 nd = L->nval, i, j, k, tot, mask, reads;

	for (i = 0; i < nd; i++) {
		if ((L->used & (1u << i)) || race_dup_die(L, i))
			continue;
		direct_add(D, piece, piece2, -1, L->val[i], MK_DIE, 1 << i, 0);
		if (r->opposite_sum - L->val[i] != L->val[i])
			direct_add(D, piece, piece2, -1,
			    r->opposite_sum - L->val[i], MK_DIE, 1 << i, 0);
	}
	if (!r->sum_move)
		return;
	for (mask = 1; mask < (1 << nd); mask++) {
		if ((mask & L->used) || race_popcount(mask) < 2)
			continue;
		for (reads = 0; reads < (1 << race_popcount(mask)); reads++) {
			for (j = 0, k = 0, tot = 0; j < nd; j++) {
				if (!(mask & (1 << j)))
					continue;
				tot += (reads & (1 << k)) ?
				    r->opposite_sum - L->val[j] : L->val[j];
				k++;
			}
			direct_add(D, piece, piece2, -1, tot, MK_SUM, mask, 0);
		}
	}
}

/* The dice and sums one piece (or pair) has, for the direct way. */
static void
direct_dice(struct direct *D, int piece, int piece2)
{
	const struct race_rules	*r = D->r;
	const struct race_line	*L = D->L;
	int			 nd = L->nval, i, j, tot;
	int			 sum[1 << RACE_MAX_VALS];
	unsigned		 free = ~L->used & ((1u << nd) - 1), s;

	if (piece2 >= 0 && r->pair_on_doubles) {
		for (i = 0; i < nd; i++) {
			if (!(free & (1u << i)) || race_dup_die(L, i))
				continue;
			for (j = i + 1; j < nd; j++)
				if ((free & (1u << j)) &&
				    L->val[j] == L->val[i])
					break;
			if (j < nd)
				direct_add(D, piece, piece2, -1, L->val[i],
				    MK_DIE, (1u << i) | (1u << j), 0);
		}
		return;
	}
	if (L->opp) {
		direct_opposite(D, piece, piece2);
		return;
	}
	for (i = 0; i < nd; i++)
		if ((free & (1u << i)) && (L->val[i] == D->need ||
		    (D->home && L->val[i] > D->need)) && !race_dup_die(L, i))
			direct_list_inline(D, piece, piece2, -1, L->val[i],
			    MK_DIE, 1u << i, 0);
	if (!r->sum_move)
		return;
	/* Two or three dice: their sums written out, in order of mask. */
	if (nd == 2) {
		if (free == 3)
			direct_add(D, piece, piece2, -1, L->val[0] + L->val[1],
			    MK_SUM, 3, 0);
		return;
	}
	if (nd == 3) {
		const int *v = L->val;

		if ((free & 3) == 3)
			direct_add(D, piece, piece2, -1, v[0] + v[1], MK_SUM,
			    3, 0);
		if ((free & 5) == 5)
			direct_add(D, piece, piece2, -1, v[0] + v[2], MK_SUM,
			    5, 0);
		if ((free & 6) == 6)
			direct_add(D, piece, piece2, -1, v[1] + v[2], MK_SUM,
			    6, 0);
		if (free == 7)
			direct_add(D, piece, piece2, -1, v[0] + v[1] + v[2],
			    MK_SUM, 7, 0);
		return;
	}
	sum[0] = 0;
	for (s = (0u - free) & free; s != 0; s = (s - free) & free) {
		tot = sum[s] = sum[s & (s - 1)] + L->val[__builtin_ctz(s)];
		if ((s & (s - 1)) != 0)
			direct_add(D, piece, piece2, -1, tot, MK_SUM, (int)s,
			    0);
	}
}

/*
 * The pieces of the mover on from that may move, as bits, and D set up
 * for moves from there to to; 0 when none may.
 */
static inline unsigned
direct_init(struct direct *D, const struct race_rules *r,
    const struct race_line *L, int from, int to, struct race_move *out,
    int max)
{
	const int8_t	*pr = L->p.prog[L->player];
	unsigned	 at;

	if (race_line_spent(r, L) || from == L->fin || to > L->fin)
		return 0;
	at = race_row_equal(pr, from);
	if ((at &= ~(unsigned)L->frozen & ((1u << r->pieces) - 1)) == 0)
		return 0;
	D->r = r;
	D->L = L;
	D->o = L->occ;
	D->shown = 0;
	D->out = out;
	D->n = 0;
	D->max = max;
	D->pl = L->player;
	D->from = from;
	D->to = to;
	D->need = to - from;
	D->home = to == L->fin;
	D->entering = from < 0;
	memset(D->judged, -1, sizeof D->judged);
	return at;
}

static int
direct_moves_to(const struct race_rules *r, const struct race_line *L,
    int from, int to, struct race_move *out, int max)
{
	struct direct		 D;
	unsigned		 at, rest, lap = L->p.lap[L->player];
	unsigned		 laps_seen = 0;
	int			 i, mate, m2, m3;

	/*
	 * Most written moves take race_direct_written()'s way, one piece's
	 * moves only: this one lists every piece's, pairs and stacks too.
	 */
	if ((at = direct_init(&D, r, L, from, to, out, max)) == 0)
		return 0;
	for (rest = at; rest != 0 && D.n < max; rest &= rest - 1) {
		i = __builtin_ctz(rest);
		if (!direct_first(L, i, &laps_seen))
			continue;
		mate = m2 = m3 = -1;
		if (r->pairs) {
			/* The later pieces here on the same lap, as bits. */
			unsigned mates = at & ~((2u << i) - 1) &
			    (((lap >> i) & 1) ? lap : ~lap);

			if (mates != 0) {
				m2 = __builtin_ctz(mates);
				mate = 31 - __builtin_clz(mates);
				if ((mates &= mates - 1) != 0)
					m3 = __builtin_ctz(mates);
			}
		}
		if (r->throw_kind == RT_COWRIES) {
			if (!L->thrown_used) {
				direct_add(&D, i, -1, -1, L->th.v[0], MK_THROW,
				    0, 0);
				if (mate >= 0)
					direct_add(&D, i, mate, -1, L->th.v[0],
					    MK_THROW, 0, 0);
			}
		} else {
			direct_dice(&D, i, -1);
			if (mate >= 0)
				direct_dice(&D, i, mate);
		}
		if (r->throw_kind != RT_COWRIES && m3 >= 0 &&
		    r->ntriples > 0 && L->nval == 3 &&
		    (L->used & 7) == 0 && L->val[1] == L->val[0] &&
		    L->val[2] == L->val[0] &&
		    race_in_list(r->triples, r->ntriples, L->val[0]))
			direct_add(&D, i, m2, m3, 2 * L->val[0], MK_DIE, 7, 0);
		if (L->bonus > 0)
			direct_add(&D, i, -1, -1, r->bonus, MK_BONUS, 0, 0);
		if (L->hbonus > 0)
			direct_add(&D, i, -1, -1, r->home_bonus, MK_BONUS, 0,
			    1);
	}
	return D.n;
}

/*
 * One entry of entry_single(), by dice dmask, judged once for all (*ok
 * -1 until then): every entry lands alike.
 */
static inline int
entry_add(const struct race_rules *r, const struct race_line *L,
    struct race_move *m, int piece, int dmask, int stop, int *ok)
{
	if (*ok < 0)
		*ok = land_judge(r, L, direct_occ(r, L), -1, 0, 1);
	if (*ok == 0)
		return 0;
	lone_move(m, piece, -1, 0, MK_ENTER, dmask, stop, *ok == 2, 0, 0);
	return 1;
}

/*
 * direct_entries() for the first piece in the base: with no R15 on the
 * line every other one there is its twin.  Each entry has its own dice: none repeats another.
 */
static int
entry_single(const struct race_rules *r, const struct race_line *L,
    int piece, struct race_move *out)
{
	int		 nd = L->nval, n = 0, ok = -1, i, tot;
	int		 first = r->enter_first_any &&
			     !L->p.entered[L->player];
	unsigned	 free = ~L->used & ((1u << nd) - 1), s, t;

	if (r->throw_kind == RT_COWRIES)
		return !L->thrown_used && (first ||
		    race_in_list(r->enter_throws, r->nenter_throws,
		    L->th.v[0])) ?
		    entry_add(r, L, out, piece, 0, 0, &ok) : 0;
	if (race_die_entry_open(r, L))
		for (i = 0; i < nd; i++)
			if ((free & (1u << i)) && !race_dup_die(L, i) &&
			    (first || race_in_list(r->enter_dice,
			    r->nenter_dice, L->val[i])))
				n += entry_add(r, L, &out[n], piece, 1 << i, 0,
				    &ok);
	if (r->nenter_sums == 0)
		return n;
	/* Each subset of two free dice or more, in order of mask. */
	for (s = 3; s < (1u << nd); s++) {
		if ((s & free) != s || (s & (s - 1)) == 0)
			continue;
		for (t = s, tot = 0; t != 0; t &= t - 1)
			tot += L->val[__builtin_ctz(t)];
		if (race_in_list(r->enter_sums, r->nenter_sums, tot))
			n += entry_add(r, L, &out[n], piece, (int)s,
			    r->enter_sum_stop, &ok);
	}
	return n;
}

/* The same for the pieces in the base: their entries, all onto 0. */
static int
direct_entries_to(const struct race_rules *r, const struct race_line *L,
    int to, struct race_move *out, int max)
{
	struct direct		 D;
	unsigned		 rest, laps_seen = 0;

	if (to != 0)
		return 0;
	if (!L->r15 && L->p.lap[L->player] == 0 && L->piece_cands <= max &&
	    !L->forfeit) {
		/* A spent line has no die to enter by: none listed. */
		rest = race_row_equal_n(L->p.prog[L->player], -1, r->pieces) &
		    ~(unsigned)L->frozen & ((1u << r->pieces) - 1);
		return rest != 0 ? entry_single(r, L, __builtin_ctz(rest),
		    out) : 0;
	}
	if ((rest = direct_init(&D, r, L, -1, to, out, max)) == 0)
		return 0;
	for (; rest != 0 && D.n < max; rest &= rest - 1)
		if (direct_first(L, __builtin_ctz(rest), &laps_seen))
			direct_entries(&D, __builtin_ctz(rest));
	return D.n;
}

int
race_direct_moves_to(const struct race_rules *r, const struct race_line *L,
    int from, int to, struct race_move *out, int max)
{
	if (from >= 0)
		return direct_moves_to(r, L, from, to, out, max);
	return direct_entries_to(r, L, to, out, max);
}
