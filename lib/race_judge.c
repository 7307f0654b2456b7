/*
 * Judging whole lines: the rules that look at a complete play of the
 * throw rather than at one move (C11 forced entry, R14 block limit), and
 * the other plays of the throw they compare it with, looked at only as
 * far as a verdict needs them.  Split from race_move.c, which lists and
 * plays the single moves these search through.  Nothing here allocates.
 */
#include <string.h>

#include "race.h"

#define MAX_CANDS	256


static int
line_nenters(const struct race_line *L)
{
	int	 i, n = 0;

	for (i = 0; i < L->n; i++)
		n += L->m[i].kind == MK_ENTER;
	return n;
}

static int
line_enters(const struct race_line *L)
{
	return line_nenters(L) > 0;
}

/* The mover's pieces still in the base, as bits. */
static unsigned
base_pieces(const struct race_rules *r, const struct race_line *L)
{
	return race_row_equal_n(L->p.prog[L->player], -1, r->pieces) &
	    ((1u << r->pieces) - 1);
}

int
race_block_open_now(const struct race_rules *r, const struct throw *t)
{
	int	 i, tot = 0;

	if (r->nblock_open_on == 0)
		return 0;
	for (i = 0; i < t->n; i++)
		tot += t->v[i];
	return race_in_list(r->block_open_on, r->nblock_open_on, tot);
}

/*
 * Which of pl's pieces in cand stand in a block in p, as bits: what
 * race_in_block() tells of each, from one pass over every side's pieces
 * for all of them (a count of every side's pieces for each piece asked
 * was a twentieth of parchis's time).
 */
static unsigned
in_blocks(const struct race_rules *r, const struct race_pos *p, int pl,
    unsigned cand)
{
	uint64_t	 asked[RACE_OCC_WORDS] = { 0 };
	uint32_t	 cell[RACE_MAX_SQ], c;	/* only the squares asked */
	int		 sq[RACE_MAX_PIECES], o, k, i, s, prog;
	unsigned	 m, out = 0;
	int		 bs = race_bside(r, p, pl);

	for (m = cand; m != 0; m &= m - 1) {
		i = __builtin_ctz(m);
		sq[i] = race_sq(r, bs, p->prog[pl][i]);
		if (sq[i] <= 0 || sq[i] >= RACE_MAX_SQ) {
			cand &= ~(1u << i);	/* home: never a block */
			continue;
		}
		asked[sq[i] >> 6] |= (uint64_t)1 << (sq[i] & 63);
		cell[sq[i]] = 0;
	}
	if (cand == 0)
		return 0;
	/*
	 * Every piece counted where it stands, without a branch: one on a
	 * square not asked (or in the base, or home) on cell[0], never
	 * asked.
	 */
	cell[0] = 0;
	for (o = 0; o < p->nplayers; o++) {
		int		 obs = race_bside(r, p, o);
		const int16_t	*row = race_sq_row(r, obs);

		for (k = 0; k < r->pieces; k++) {
			prog = p->prog[o][k];
			s = row != NULL ? row[prog] : race_sq(r, obs, prog);
			s = prog >= 0 && s > 0 && s < RACE_MAX_SQ ? s : 0;
			s &= -(int)((asked[s >> 6] >> (s & 63)) & 1);
			cell[s] += (uint32_t)1 << (4 * o);
		}
	}
	for (m = cand; m != 0; m &= m - 1) {
		i = __builtin_ctz(m);
		c = cell[sq[i]];
		/* Only pl's own block, or a mixed one, is pl's. */
		if (race_occ_in_block(r, p, c, sq[i], pl))
			out |= 1u << i;
	}
	return out;
}

/* Which pieces of cand share their square with another of the side's. */
static unsigned
own_pairs(const struct race_rules *r, const int8_t *prog, unsigned cand)
{
	unsigned	 m, out = 0;
	int		 i;

	for (m = cand; m != 0; m &= m - 1) {
		i = __builtin_ctz(m);
		if (race_row_equal_n(prog, prog[i], r->pieces) &
		    ((1u << r->pieces) - 1) & ~(1u << i))
			out |= 1u << i;
	}
	return out;
}

/*
 * R14: how many blocks held past the limit the line breaks; with a throw
 * that opens blocks (block_limit.open_on), every block counts as old.
 */
static int
old_blocks_broken(const struct race_rules *r, const struct race_line *s,
    const struct race_line *e, int *nold)
{
	int		 pl = s->player, i, j, n = 0, broken = 0;
	int		 open = race_block_open_now(r, &s->th);
	unsigned	 cand = 0, done = 0, m;

	*nold = 0;
	if (r->block_turns <= 0 && !open)
		return 0;
	if (!open) {
		/* Most turns no piece has aged at all: no block is old. */
		unsigned aged = 0;

		for (i = 0; i < RACE_MAX_PIECES; i++)
			aged |= s->p.age[pl][i];
		if (aged == 0)
			return 0;
	}
	for (i = 0; i < r->pieces; i++)
		if (s->p.prog[pl][i] >= 0 && (open ||
		    s->p.age[pl][i] >= r->block_turns))
			cand |= 1u << i;
	/*
	 * A piece has an age only in a block (race_pos_parse() allows no
	 * other, age_kept() gives no other): an old one needs no asking.
	 */
	if (open)
		cand = in_blocks(r, &s->p, pl, cand);
	/* S13: only a block of two of the side's own pieces. */
	if (!r->block_limit_mixed)
		cand = own_pairs(r, s->p.prog[pl], cand);
	/* Each block once, by its first piece asked. */
	for (m = cand; m != 0; m &= m - 1) {
		int prog, hit = 0;

		i = __builtin_ctz(m);
		if (done & (1u << i))
			continue;
		prog = s->p.prog[pl][i];
		for (j = i; j < r->pieces; j++)
			if (s->p.prog[pl][j] == prog) {
				done |= 1u << j;
				if (e->p.prog[pl][j] != prog)
					hit = 1;
			}
		n++;
		broken += hit;
	}
	*nold = n;
	return broken;
}

/* Every complete play, enumerated: for LS_MAXK (rarely needed). */
static void
summarize(const struct race_rules *r, const struct race_line *s,
    const struct race_line *L, struct race_lsum *sum)
{
	struct race_move	 c[MAX_CANDS];
	struct race_line	 next;
	int			 n, i, k, nold, ne;

	n = race_line_moves(r, L, c, MAX_CANDS);
	if (n == 0) {
		if (L->n == 0)
			return;
		k = old_blocks_broken(r, s, L, &nold);
		ne = line_nenters(L);
		if (ne > 0) {
			sum->any_enter = 1;
			if (k > sum->maxk_enter)
				sum->maxk_enter = k;
		}
		if (k > sum->maxk_all)
			sum->maxk_all = k;
		if (ne > sum->most_enter) {
			sum->most_enter = ne;
			sum->maxk_most = k;
		} else if (ne == sum->most_enter && k > sum->maxk_most)
			sum->maxk_most = k;
		return;
	}
	for (i = 0; i < n; i++) {
		race_line_copy(&next, L);
		race_line_play(r, &next, &c[i]);
		summarize(r, s, &next, sum);
	}
}

/* Whether the dice in set enter a piece together: one die, or a sum. */
static int
enter_group(const struct race_rules *r, const struct race_line *L,
    unsigned set)
{
	unsigned	 t;
	int		 tot = 0;

	if ((set & (set - 1)) == 0)
		return race_in_list(r->enter_dice, r->nenter_dice,
		    L->val[__builtin_ctz(set)]);
	if (r->nenter_sums == 0)
		return 0;
	for (t = set; t != 0; t &= t - 1)
		tot += L->val[__builtin_ctz(t)];
	return race_in_list(r->enter_sums, r->nenter_sums, tot);
}

/*
 * Whether a line that has not entered a piece may still enter one, were
 * the dice in used spent and the cowrie throw spent when thrown: a piece
 * in the base and an unused die, sum or throw that enters.  Pieces leave
 * the base and dice are spent, never the reverse, so when this is 0 no
 * longer line from L enters either.
 */
static int
may_enter_spent(const struct race_rules *r, const struct race_line *L,
    unsigned used, int thrown)
{
	int		 pl = L->player, i, first;
	unsigned	 free, s, all = (1u << L->nval) - 1;

	if (L->forfeit || base_pieces(r, L) == 0)
		return 0;
	first = r->enter_first_any && !L->p.entered[pl];
	if (r->throw_kind == RT_COWRIES)
		return !thrown && (first || race_in_list(
		    r->enter_throws, r->nenter_throws, L->th.v[0]));
	free = ~used & all;
	/* race_die_entry_open(), for these dice. */
	if (!r->enter_move_on || (used & all) == 0)
		for (i = 0; i < L->nval; i++)
			if ((free & (1u << i)) && (first ||
			    enter_group(r, L, 1u << i)))
				return 1;
	if (r->nenter_sums == 0)
		return 0;
	/* Each subset of two free dice or more. */
	for (s = 3; s < (1u << L->nval); s++)
		if ((s & free) == s && (s & (s - 1)) != 0 &&
		    enter_group(r, L, s))
			return 1;
	return 0;
}

static int
may_enter(const struct race_rules *r, const struct race_line *L)
{
	return may_enter_spent(r, L, L->used, L->thrown_used);
}

/* The most disjoint sets of the dice in free that each enter a piece. */
static int
enter_groups(const struct race_rules *r, const struct race_line *L,
    unsigned free)
{
	unsigned	 low, rest, sub;
	int		 best, k;

	if (free == 0)
		return 0;
	low = free & -free;
	rest = free & ~low;
	best = enter_groups(r, L, rest);
	/* Each set holding the lowest die: it and a subset of the rest. */
	for (sub = rest;; sub = (sub - 1) & rest) {
		if (enter_group(r, L, low | sub) &&
		    (k = 1 + enter_groups(r, L, rest & ~sub)) > best)
			best = k;
		if (sub == 0)
			break;
	}
	return best;
}

/*
 * The most pieces any line from L can still enter, by its dice: each
 * entry spends a set of free dice of its own (a die or a sum that
 * enters), so no line enters more than the free dice hold such sets.
 * Where that is not so simple (a cowrie throw, any die entering the first
 * piece, a die's entry shut once a die is used), the free dice are the
 * bound.
 */
static int
enter_bound(const struct race_rules *r, const struct race_line *L)
{
	unsigned	 free = ~L->used & ((1u << L->nval) - 1);

	if (r->throw_kind == RT_COWRIES || r->enter_move_on ||
	    (r->enter_first_any && !L->p.entered[L->player]))
		return RACE_MAX_VALS;
	return enter_groups(r, L, free);
}

/*
 * C11: whether some complete play that moves enters need pieces or more.
 * R15 is judged move by move (race_line_moves() lists no move it
 * forbids), and an entered piece never goes back to the base within its
 * own side's line, so a line that has entered need ends, however it goes
 * on, in a play that enters need: the search stops there.  A move after
 * which no entry is left to make is not played: the answer below it is
 * no.
 */
static int
enter_at_least(const struct race_rules *r, const struct race_line *L,
    int need)
{
	struct race_move	 c[MAX_CANDS];
	struct race_line	 next;
	int			 n, i, have = line_nenters(L);

	if (have >= need)
		return 1;
	if (!may_enter(r, L) || (need - have > 1 &&
	    enter_bound(r, L) < need - have))
		return 0;
	n = race_line_moves(r, L, c, MAX_CANDS);
	for (i = 0; i < n; i++) {
		if (c[i].kind != MK_ENTER && !may_enter_spent(r, L,
		    L->used | c[i].dmask, L->thrown_used ||
		    c[i].kind == MK_THROW))
			continue;
		race_line_copy(&next, L);
		race_line_play(r, &next, &c[i]);
		if (enter_at_least(r, &next, need))
			return 1;
	}
	return 0;
}

static int
lsum_enter(const struct race_rules *r, const struct race_line *s,
    struct race_lsum *sum)
{
	if (!(sum->known & LS_ENTER)) {
		sum->any_enter = enter_at_least(r, s, 1);
		sum->known |= LS_ENTER;
	}
	return sum->any_enter;
}

/*
 * forced_entry.most: the most pieces any complete play enters, found by
 * asking for one more at a time, from as many as e, a play of the throw
 * too, enters; no play enters more pieces than the base holds.
 */
static int
lsum_most(const struct race_rules *r, const struct race_line *s,
    const struct race_line *e, struct race_lsum *sum)
{
	int	 inbase, m = line_nenters(e);

	if (m > 0 && !(sum->known & LS_ENTER)) {
		sum->any_enter = 1;
		sum->known |= LS_ENTER;
	}
	if (!(sum->known & LS_MOST)) {
		inbase = __builtin_popcount(base_pieces(r, s));
		if (m == 0)
			m = lsum_enter(r, s, sum) ? 1 : 0;
		while (m > 0 && m < inbase && enter_at_least(r, s, m + 1))
			m++;
		sum->most_enter = m;
		sum->known |= LS_MOST;
	}
	return sum->most_enter;
}

static void
lsum_maxk(const struct race_rules *r, const struct race_line *s,
    struct race_lsum *sum)
{
	struct race_lsum	 all = { 0, -1, -1, 0, -1, -1 };

	if (sum->known & LS_MAXK)
		return;
	summarize(r, s, s, &all);
	sum->any_enter = all.any_enter;
	sum->maxk_enter = all.maxk_enter;
	sum->maxk_all = all.maxk_all;
	sum->most_enter = all.most_enter > 0 ? all.most_enter : 0;
	sum->maxk_most = all.maxk_most;
	sum->known |= LS_ENTER | LS_MAXK | LS_MOST;
}

void
race_line_summary(const struct race_rules *r, const struct race_line *start,
    struct race_lsum *out)
{
	(void)r;
	(void)start;
	out->any_enter = 0;
	out->maxk_enter = out->maxk_all = -1;
	out->most_enter = 0;
	out->maxk_most = -1;
	out->known = 0;
}

enum race_lcheck
race_line_verdict(const struct race_rules *r, const struct race_line *s,
    const struct race_line *e, struct race_lsum *sum)
{
	int	 k, nold, target;

	if (r->forced_entry && !line_enters(e) && lsum_enter(r, s, sum))
		return LC_FORCED;
	if (r->forced_entry_most && r->forced_entry &&
	    (k = line_nenters(e)) > 0 && k < lsum_most(r, s, e, sum))
		return LC_FORCED;
	if (r->block_turns > 0 || r->nblock_open_on > 0) {
		k = old_blocks_broken(r, s, e, &nold);
		/* No play breaks more than the nold old blocks there are. */
		if (k >= nold)
			return LC_OK;
		lsum_maxk(r, s, sum);
		if (r->forced_entry && r->forced_entry_most &&
		    sum->most_enter > 0)
			target = sum->maxk_most;
		else
			target = (r->forced_entry && sum->any_enter) ?
			    sum->maxk_enter : sum->maxk_all;
		if (k < target)
			return LC_BLOCK_LIMIT;
	}
	return LC_OK;
}

enum race_lcheck
race_line_check(const struct race_rules *r, const struct race_line *start,
    const struct race_line *end)
{
	struct race_lsum	 sum;

	race_line_summary(r, start, &sum);
	return race_line_verdict(r, start, end, &sum);
}
