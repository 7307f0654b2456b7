/*
 * One line of play: which single moves the unspent part of a throw allows
 * (R15 is judged here, move by move): the candidates of each piece, the
 * path and landing square of each, in the one order every caller relies
 * on.  What stands where (occupancy, blocks, captures) is race_occ.c's,
 * S14's order of arrival race_full_start.c's, a line's set-up
 * race_line.c's; playing a move is race_play.c's; the rules that judge a
 * whole line, C11 and R14, are race_judge.c's; the direct way to one
 * square's moves is race_moveto.c's.  Nothing here allocates: reading a
 * record checks each turn on the stack.
 *
 * Speed (issue 7): a list of moves is built against the position's
 * occupancy (struct race_occ, one pass over the pieces) rather than by
 * scanning every piece for each square a move passes; a written line is
 * matched through the moves of the one piece it names
 * (race_line_moves_to()); and the line-level rules look at the other
 * plays of the throw only when their verdict can depend on them, stopping
 * at the first play that settles it.
 */
#include <stddef.h>
#include <string.h>

#include "race.h"

#define MAX_CANDS	256

/* Whether a block on a square is player pl's alone, which it may pass. */
static int
own_block(const struct race_rules *r, const struct race_occ *o, int pl,
    int sq)
{
	uint32_t	 cell = race_occ_cell(o, sq);

	return r->block_owner_passes &&
	    cell == (uint32_t)race_occ_count(cell, pl) << (4 * pl);
}

/*
 * Whether no square of progress q..to on row holds two pieces or more,
 * so that none is a block (race_occ_block()): most paths have none, and
 * a loop asking only this costs half of path_ok()'s.  Each square without
 * a branch: which squares of a path hold a piece is a guess the
 * processor gets wrong, a tenth of validate's mispredictions with blocks.
 * A cell is only valid where its square's bit is set (race_occ_build()),
 * so the others count as empty; a square past RACE_MAX_SQ (none, the
 * base) asks square 0, which never has a piece.
 */
static inline int
path_lone(const int16_t *row, const struct race_occ *o, int q, int to)
{
	unsigned	 sq;
	uint32_t	 cell, on, many = 0;

	for (; q <= to; q++) {
		sq = (unsigned)row[q];
		sq = sq < RACE_MAX_SQ ? sq : 0;
		on = (uint32_t)(o->on[sq >> 6] >> (sq & 63)) & 1;
		cell = o->cell[sq] & (0u - on);
		many |= (uint32_t)!race_occ_few(cell);
	}
	return !many;
}

/* Checks the path and the landing square; 0 when the move may be made. */
static int
path_ok(const struct race_rules *r, const struct race_pos *p,
    const struct race_occ *o, int pl, int bs, int from, int to)
{
	const int16_t	*row = race_sq_row(r, bs);
	int		 q, sq;

	if (o->shared == 0 || (!r->block_pair && !r->safe_block))
		return 0;	/* nothing is a block */
	if (row == NULL || to >= RACE_MAX_PROG - 1)
		row = NULL;	/* race_sq() works it out */
	else if (path_lone(row, o, from < 0 ? 0 : from + 1, to))
		return 0;
	for (q = from < 0 ? 0 : from + 1; q <= to; q++) {
		sq = row != NULL ? row[q] : race_sq(r, bs, q);
		if (!race_occ_block(r, p, o, sq))
			continue;
		if (q == to || !(r->block_passable || own_block(r, o, pl, sq)))
			return -1;
	}
	return 0;
}

/*
 * round_again: the path of a move from progress from past the turn square
 * (col) and round again to to, the same loop square as that progress.
 */
static int
path_again(const struct race_rules *r, const struct race_pos *p,
    const struct race_occ *o, int pl, int bs, int from, int col, int to)
{
	int	 q, sq;

	if (o->shared == 0 || (!r->block_pair && !r->safe_block))
		return 0;
	for (q = from + 1; q <= col; q++)
		if (race_occ_block(r, p, o, sq = race_sq(r, bs, q)) &&
		    !(r->block_passable || own_block(r, o, pl, sq)))
			return -1;
	return path_ok(r, p, o, pl, bs, r->board.olen - 1, to);
}

struct cands {
	struct race_move	*v;
	int			 n, max;
	int			 bs, fin;
	int			 to;		/* only moves ending there */
	const struct race_pos	*p;
	struct race_occ		*o;		/* of p, once built */
	int			 piece3;	/* add(): a stack's third, or
						 * -1 */
	int			 again;		/* add(): round_again's move */
	int			 have_o;
	uint32_t		 id;		/* the line's occ_id */
};

#define ANY_TO		(-1000)

/* The occupancy of the line's position, built when first asked for. */
static const struct race_occ *
cands_occ(const struct race_rules *r, struct cands *c)
{
	if (!c->have_o) {
		race_occ_build(r, c->p, c->o);
		c->o->id = c->id;	/* a shared one shows this line now */
		c->have_o = 1;
	}
	return c->o;
}

/*
 * race_occ_cell() of square sq without an occupancy: a search for any one
 * move (race_line_any()) on a line that has none mostly looks at one or
 * two squares, where building it was a third of checking a pass.
 */
static uint32_t
cell_of(const struct race_rules *r, const struct race_pos *p, int sq)
{
	uint32_t	 cell = 0;
	int		 o, i, bs;

	if (sq <= 0 || sq >= RACE_MAX_SQ)
		return 0;
	for (o = 0; o < p->nplayers; o++) {
		bs = race_bside(r, p, o);
		for (i = 0; i < r->pieces; i++)
			if (p->prog[o][i] >= 0 &&
			    race_sq(r, bs, p->prog[o][i]) == sq)
				cell += (uint32_t)1 << (4 * o);
	}
	return cell;
}

/* Whether an opponent's piece stands on a safe loop square. */
static int
safe_taken(const struct race_rules *r, const struct race_pos *p,
    const struct race_occ *oc, int pl, int sq)
{
	int		 o;
	uint32_t	 cell;

	if (sq <= 0 || sq > r->board.loop || !r->safe[sq] ||
	    (cell = race_occ_cell(oc, sq)) == 0)
		return 0;
	for (o = 0; o < p->nplayers; o++)
		if (!race_friends(r, p, pl, o) && race_occ_count(cell, o) > 0)
			return 1;
	return 0;
}

int
race_path_ok(const struct race_rules *r, const struct race_pos *p,
    const struct race_occ *o, int pl, int bs, int from, int to)
{
	return path_ok(r, p, o, pl, bs, from, to);
}

int
race_safe_taken(const struct race_rules *r, const struct race_pos *p,
    const struct race_occ *oc, int pl, int sq)
{
	return safe_taken(r, p, oc, pl, sq);
}

int
race_r15_forbids(const struct race_rules *r, const struct race_line *L,
    int piece, int piece2, int to)
{
	const int8_t	*pr = L->p.prog[L->player];
	unsigned	 mates;
	int		 j;

	(void)r;
	if (!L->r15 || to == L->fin)
		return 0;	/* home is no square (R15) */
	if (piece2 >= 0 && (L->bmate[piece] & (1u << piece2)))
		return 1;
	mates = L->bmate[piece] | (piece2 >= 0 ? L->bmate[piece2] : 0);
	mates &= L->moved;
	for (j = 0; mates != 0; j++, mates >>= 1)
		if ((mates & 1) && pr[j] == to)
			return 1;
	return 0;
}

static void add(const struct race_rules *, const struct race_line *,
    struct cands *, int, int, int, int, int, int, int);

/*
 * add() but for round_again's second way round, which dice_to()'s callers
 * have ruled out: the checks of one move and its place in the list.  hb:
 * a bonus move spending a home bonus rather than a capture's.
 */
static void
add_one(const struct race_rules *r, const struct race_line *L,
    struct cands *c, int piece, int piece2, int to, int kind, int dmask,
    int stop, int hb)
{
	const struct race_pos	*p = &L->p;
	int			 pl = L->player;
	int			 from = p->prog[pl][piece];
	int			 fin = c->fin;
	struct race_move	*m;
	int			 i, sq, cap, full = 0, vo, vi;

	if (c->n >= c->max)
		return;		/* full: nothing more can be listed */
	if (to > fin) {
		/* The house rule that unsticks a piece one short of home. */
		if (from == fin - 1 && kind != MK_BONUS &&
		    race_in_list(r->finish_last, r->nfinish_last, to - from))
			to = fin;
		else if (r->finish_exact)
			return;
		else
			to = fin;
	}
	/* Moves ending elsewhere are not asked for: none can match. */
	if (c->to != ANY_TO && (int8_t)to != c->to)
		return;
	if (L->r15 && race_r15_forbids(r, L, piece, piece2, to))
		return;
	/* S14: a full start square is no block to a piece entering there. */
	if (kind == MK_ENTER && r->full_start == FS_LAST)
		full = race_full_start_victim(r, p, pl, race_sq(r, c->bs, to), &vo,
		    &vi);
	/* Without blocks no path is barred: no occupancy is needed for it. */
	if ((r->block_pair || r->safe_block) && (c->again ? path_again(r, p,
	    cands_occ(r, c), pl, c->bs, from,
	    r->board.olen + r->board.turn_dist[c->bs], to) != 0 :
	    !full && path_ok(r, p, cands_occ(r, c), pl, c->bs, from, to) != 0))
		return;
	for (i = 0; i < c->n; i++) {
		m = &c->v[i];
		if (m->from == from && m->to == to && m->kind == kind &&
		    (m->piece2 >= 0) == (piece2 >= 0) &&
		    m->piece3 == c->piece3 && m->again == c->again &&
		    m->home_pts == hb &&
		    (kind == MK_BONUS || kind == MK_THROW || m->dmask == dmask))
			return;
	}
	sq = race_sq(r, c->bs, to);
	if (full)
		cap = 1;
	else {
		/*
		 * One look at the landing square: with no other side's
		 * piece there, nothing is taken and no safe square is
		 * held against the mover (race_captures_at() and
		 * safe_taken() would both look and say no).
		 */
		uint32_t cell = c->have_o || c->max > 1 ?
		    race_occ_cell(cands_occ(r, c), sq) : cell_of(r, p, sq);
		uint32_t others = cell & ~((uint32_t)0xf << (4 * pl));

		if (!r->land_own && to != fin && cell != others)
			return;		/* a piece of its own is there */
		if (others != 0)
			(void)cands_occ(r, c);
		cap = others != 0 && race_captures_at(r, p, c->o, pl, sq,
		    c->piece3 >= 0 ? 3 : piece2 >= 0 ? 2 : 1,
		    kind == MK_ENTER);
		if (!cap && others != 0 && !r->safe_land &&
		    safe_taken(r, p, c->o, pl, sq))
			return;
		if (!cap && r->square_max > 0 && !race_square_room(r, sq,
		    cell, c->piece3 >= 0 ? 3 : piece2 >= 0 ? 2 : 1))
			return;
	}
	if (c->n == c->max)
		return;
	m = &c->v[c->n++];
	memset(m, 0, sizeof *m);
	m->piece = (int8_t)piece;
	m->piece2 = (int8_t)piece2;
	m->piece3 = (int8_t)c->piece3;
	m->again = (uint8_t)c->again;
	m->from = (int8_t)from;
	m->to = (int8_t)to;
	m->kind = (uint8_t)kind;
	m->dmask = (uint8_t)dmask;
	m->stop = (uint8_t)stop;
	m->capture = (uint8_t)cap;
	if (kind == MK_BONUS) {
		m->home_pts = (uint8_t)hb;
		m->amt = (uint8_t)(hb ? r->home_bonus : r->bonus);
	}
}

static void
add(const struct race_rules *r, const struct race_line *L, struct cands *c,
    int piece, int piece2, int to, int kind, int dmask, int stop, int hb)
{
	const struct race_pos	*p = &L->p;
	int			 pl = L->player;
	int			 from = p->prog[pl][piece];

	if (c->n >= c->max)
		return;		/* full: nothing more can be listed */
	if (r->round_again && !c->again && piece2 < 0 && kind != MK_ENTER &&
	    !(p->lap[pl] & (1u << piece))) {
		int col = r->board.olen + r->board.turn_dist[c->bs];

		/* Past the turn square, round once more instead. */
		if (from >= r->board.olen && from <= col && to > col &&
		    to - r->board.loop <= col) {
			c->again = 1;
			add(r, L, c, piece, piece2, to - r->board.loop, kind,
			    dmask, stop, hb);
			c->again = 0;
		}
	}
	add_one(r, L, c, piece, piece2, to, kind, dmask, stop, hb);
}

/*
 * add() for a move that may end on c->to: the turn check asks for one
 * square only, and most of the values a die, a sum or an opposite face
 * gives miss it.  A move within the route ends where its value says
 * unless round_again sends it round (add() works that out); one past
 * home may still end there.
 */
static inline void
add_to(const struct race_rules *r, const struct race_line *L,
    struct cands *c, int piece, int piece2, int to, int kind, int dmask,
    int stop, int hb)
{
	if (c->to != ANY_TO && to <= c->fin && (int8_t)to != c->to &&
	    !r->round_again)
		return;
	add(r, L, c, piece, piece2, to, kind, dmask, stop, hb);
}

static void
moves_by_dice(const struct race_rules *r, const struct race_line *L,
    struct cands *c, int piece, int piece2, uint8_t allowed)
{
	int	 i, from = L->p.prog[L->player][piece];
	int	 nd = L->nval, mask, bits, j, k, tot, reads;

	if (piece2 >= 0 && r->pair_on_doubles) {
		/* The pair moves a value two unused dice show, using both. */
		for (i = 0; i < nd; i++) {
			if ((L->used & (1u << i)) || !(allowed & (1u << i)) ||
			    race_dup_die(L, i))
				continue;
			for (j = i + 1; j < nd; j++)
				if (!(L->used & (1u << j)) &&
				    (allowed & (1u << j)) &&
				    L->val[j] == L->val[i])
					break;
			if (j < nd)
				add_to(r, L, c, piece, piece2, from + L->val[i],
				    MK_DIE, (1u << i) | (1u << j), 0, 0);
		}
		return;
	}
	for (i = 0; i < nd; i++) {
		if ((L->used & (1u << i)) || !(allowed & (1u << i)) ||
		    race_dup_die(L, i))
			continue;
		add_to(r, L, c, piece, piece2, from + L->val[i], MK_DIE, 1u << i,
		    0, 0);
		if (L->opp && r->opposite_sum - L->val[i] != L->val[i])
			add_to(r, L, c, piece, piece2,
			    from + r->opposite_sum - L->val[i], MK_DIE,
			    1u << i, 0, 0);
	}
	if (!r->sum_move || allowed != 0xff)
		return;
	if (!L->opp) {
		/* Each subset's sum from a smaller one's: one addition. */
		int	 msum[1 << RACE_MAX_VALS];

		msum[0] = 0;
		for (mask = 1; mask < (1 << nd); mask++) {
			msum[mask] = msum[mask & (mask - 1)] +
			    L->val[__builtin_ctz((unsigned)mask)];
			if ((mask & L->used) || race_popcount(mask) < 2)
				continue;
			add_to(r, L, c, piece, piece2, from + msum[mask],
			    MK_SUM, mask, 0, 0);
		}
		return;
	}
	for (mask = 1; mask < (1 << nd); mask++) {
		if ((mask & L->used) || race_popcount(mask) < 2)
			continue;
		bits = race_popcount(mask);
		for (reads = 0; reads < (1 << bits); reads++) {
			if (!L->opp && reads != 0)
				break;
			tot = 0;
			for (j = 0, k = 0; j < nd; j++) {
				if (!(mask & (1 << j)))
					continue;
				tot += (reads & (1 << k)) ?
				    r->opposite_sum - L->val[j] : L->val[j];
				k++;
			}
			add_to(r, L, c, piece, piece2, from + tot, MK_SUM, mask,
			    0, 0);
		}
	}
}

/*
 * moves_by_dice() when only moves ending on c->to are asked for and no
 * die shows an opposite face: of its dice and sums, in its order, only
 * those that reach c->to (or pass home when c->to is home) go to add(),
 * which would turn every other away; the sums are of the unused dice
 * only, the subsets of a spent die being no move.  A written move is
 * matched this way, so looking at fewer candidates is most of its cost.
 */
static void
dice_to(const struct race_rules *r, const struct race_line *L,
    struct cands *c, int piece, int piece2)
{
	int		 from = L->p.prog[L->player][piece];
	int		 need = c->to - from, home = c->to == c->fin;
	int		 nd = L->nval, i, j, tot;
	int		 sum[1 << RACE_MAX_VALS];
	unsigned	 free = ~L->used & ((1u << nd) - 1), s;

#define REACHES(v)	((v) == need || (home && (v) > need))
	if (piece2 >= 0 && r->pair_on_doubles) {
		for (i = 0; i < nd; i++) {
			if (!(free & (1u << i)) || !REACHES(L->val[i]) ||
			    race_dup_die(L, i))
				continue;
			for (j = i + 1; j < nd; j++)
				if ((free & (1u << j)) &&
				    L->val[j] == L->val[i])
					break;
			if (j < nd)
				add_one(r, L, c, piece, piece2,
				    from + L->val[i], MK_DIE,
				    (1u << i) | (1u << j), 0, 0);
		}
		return;
	}
	for (i = 0; i < nd; i++)
		if ((free & (1u << i)) && REACHES(L->val[i]) &&
		    !race_dup_die(L, i))
			add_one(r, L, c, piece, piece2, from + L->val[i],
			    MK_DIE, 1u << i, 0, 0);
	if (!r->sum_move)
		return;
	/* The subsets of the unused dice, in increasing order of mask. */
	sum[0] = 0;
	for (s = (0u - free) & free; s != 0; s = (s - free) & free) {
		/* A smaller subset's sum is known: one addition. */
		tot = sum[s] = sum[s & (s - 1)] + L->val[__builtin_ctz(s)];
		if ((s & (s - 1)) != 0 && REACHES(tot))
			add_one(r, L, c, piece, piece2, from + tot, MK_SUM,
			    (int)s, 0, 0);
	}
#undef REACHES
}

/*
 * K12 (triples.faces): three pieces on a square move together only on a
 * triple of a listed face, twice its value, using all three dice.
 */
static void
trio_moves(const struct race_rules *r, const struct race_line *L,
    struct cands *c, int piece, int piece2, int piece3)
{
	int	 v = L->val[0];

	if (L->nval != 3 || (L->used & 7) != 0 || L->val[1] != v ||
	    L->val[2] != v || !race_in_list(r->triples, r->ntriples, v))
		return;
	c->piece3 = piece3;
	add_to(r, L, c, piece, piece2, L->p.prog[L->player][piece] + 2 * v,
	    MK_DIE, 7, 0, 0);
	c->piece3 = -1;
}

static void
entries(const struct race_rules *r, const struct race_line *L,
    struct cands *c, int piece)
{
	int	 i, j, mask, tot, nd = L->nval;

	if (r->throw_kind == RT_COWRIES) {
		if (!L->thrown_used && ((r->enter_first_any &&
		    !L->p.entered[L->player]) ||
		    race_in_list(r->enter_throws, r->nenter_throws, L->th.v[0])))
			add(r, L, c, piece, -1, 0, MK_ENTER, 0, 0, 0);
		return;
	}
	for (i = 0; i < nd && race_die_entry_open(r, L); i++)
		if (!(L->used & (1u << i)) && !race_dup_die(L, i) &&
		    ((r->enter_first_any && !L->p.entered[L->player]) ||
		    race_in_list(r->enter_dice, r->nenter_dice, L->val[i])))
			add(r, L, c, piece, -1, 0, MK_ENTER, 1u << i, 0, 0);
	if (r->nenter_sums == 0)
		return;		/* no sum enters: none looked for */
	for (mask = 1; mask < (1 << nd); mask++) {
		if ((mask & L->used) || race_popcount(mask) < 2)
			continue;
		for (j = 0, tot = 0; j < nd; j++)
			if (mask & (1 << j))
				tot += L->val[j];
		if (race_in_list(r->enter_sums, r->nenter_sums, tot))
			add(r, L, c, piece, -1, 0, MK_ENTER, mask,
			    r->enter_sum_stop, 0);
	}
}

#define ALL_FROM	(-1000)

/*
 * The moves of a line, in the one order every caller relies on (R1: the
 * first reading that fits is taken).  With only != ALL_FROM, just the
 * pieces standing on progress only are looked at, and with only_to !=
 * ANY_TO only moves ending there are checked; see race_line_moves_to()
 * for why that lists the same moves.
 */
static int
line_moves(const struct race_rules *r, const struct race_line *L,
    struct race_move *out, int max, int only, int only_to)
{
	struct race_occ	 o;
	struct cands	 c;
	int		 pl = L->player, i, j, mate, m2, m3, fin, direct;
	unsigned	 look;

	if (race_line_spent(r, L))
		return 0;
	c.v = out;
	c.n = 0;
	c.max = max;
	c.bs = L->bs;
	c.fin = fin = L->fin;
	c.to = ANY_TO;
	c.p = &L->p;
	c.o = &o;
	c.have_o = 0;
	c.piece3 = -1;
	c.again = 0;
	if (L->occ != NULL) {
		c.o = L->occ;
		c.have_o = L->occ->id == L->occ_id;
		c.id = L->occ_id;
	}
	if (L->must_piece >= 0) {
		moves_by_dice(r, L, &c, L->must_piece, -1, L->must_dice);
		if (c.n > 0) {
			if (only != ALL_FROM &&
			    L->p.prog[pl][L->must_piece] != only)
				return 0;
			for (i = j = 0; i < c.n; i++)
				if (only_to == ANY_TO || out[i].to == only_to)
					out[j++] = out[i];
			return j;
		}
	}
	c.to = only_to;
	direct = only_to != ANY_TO && !L->opp && !r->round_again;
	/* The pieces to look at, as bits: those on only, or all. */
	look = (1u << r->pieces) - 1;
	if (only != ALL_FROM)
		look &= race_row_equal(L->p.prog[pl], only);
	look &= ~(unsigned)L->frozen;
	for (; look != 0 && c.n < c.max; look &= look - 1) {
		int prog = L->p.prog[pl][i = __builtin_ctz(look)];

		if (prog == fin)
			continue;
		for (j = 0; j < i; j++)
			if (L->p.prog[pl][j] == prog &&
			    !(L->frozen & (1u << j)) &&
			    !race_r15_bound(L, j) && !race_r15_bound(L, i) &&
			    !((L->p.lap[pl] >> i ^ L->p.lap[pl] >> j) & 1))
				break;
		if (j < i)
			continue;	/* same moves as an earlier piece */
		if (prog < 0) {
			entries(r, L, &c, i);
			continue;
		}
		mate = m2 = m3 = -1;
		if (r->pairs)
			for (j = i + 1; j < r->pieces; j++)
				if (L->p.prog[pl][j] == prog &&
				    !(L->frozen & (1u << j)) &&
				    !((L->p.lap[pl] >> i ^ L->p.lap[pl] >> j) &
				    1)) {
					mate = j;
					if (m2 < 0)
						m2 = j;
					else if (m3 < 0)
						m3 = j;
				}
		if (r->throw_kind == RT_COWRIES) {
			if (!L->thrown_used) {
				add_to(r, L, &c, i, -1, prog + L->th.v[0],
				    MK_THROW, 0, 0, 0);
				if (mate >= 0)
					add_to(r, L, &c, i, mate,
					    prog + L->th.v[0], MK_THROW, 0, 0,
					    0);
			}
		} else {
			if (direct) {
				dice_to(r, L, &c, i, -1);
				if (mate >= 0)
					dice_to(r, L, &c, i, mate);
			} else {
				moves_by_dice(r, L, &c, i, -1, 0xff);
				if (mate >= 0)
					moves_by_dice(r, L, &c, i, mate, 0xff);
			}
			if (m3 >= 0 && r->ntriples > 0)
				trio_moves(r, L, &c, i, m2, m3);
		}
		if (L->bonus > 0)
			add_to(r, L, &c, i, -1, prog + r->bonus, MK_BONUS, 0, 0,
			    0);
		if (L->hbonus > 0)
			add_to(r, L, &c, i, -1, prog + r->home_bonus, MK_BONUS, 0,
			    0, 1);
	}
	return c.n;
}

int
race_line_moves(const struct race_rules *r, const struct race_line *L,
    struct race_move *out, int max)
{
	return line_moves(r, L, out, max, ALL_FROM, ANY_TO);
}

/*
 * Every move race_line_moves() lists leaves from the progress of its
 * piece, and of the pieces on one square only the first that may move
 * gets moves; so the moves from one square are that piece's, in their
 * order, unless the list would have been cut at max before reaching
 * them.  piece_cands bounds one piece's moves: when every piece's together
 * fit in max, nothing can be cut, and only that piece is looked at, and of
 * its moves only those ending on to are checked (a move elsewhere could
 * only hide a later one that ends where it does).
 */
int
race_line_moves_to_listed(const struct race_rules *r,
    const struct race_line *L, int from, int to, struct race_move *out,
    int max)
{
	int	 n, i, k;

	/* race.h's race_line_moves_to() sent the direct lines elsewhere. */
	if (r->pieces * L->piece_cands <= max)
		return line_moves(r, L, out, max, from, to);
	n = line_moves(r, L, out, max, ALL_FROM, ANY_TO);
	for (i = k = 0; i < n; i++)
		if (out[i].from == from && out[i].to == to)
			out[k++] = out[i];
	return k;
}

int
race_line_any(const struct race_rules *r, const struct race_line *L)
{
	struct race_move	 m;

	/* Most lines checked end with the throw used up: no call. */
	return !race_line_spent(r, L) &&
	    line_moves(r, L, &m, 1, ALL_FROM, ANY_TO) > 0;
}

int
race_any_move(const struct race_rules *r, const struct race_pos *p,
    const struct throw *t)
{
	struct race_line	 L;
	struct race_move	 c[MAX_CANDS];

	race_line_start(r, &L, p, t);
	return race_line_moves(r, &L, c, MAX_CANDS) > 0;
}
