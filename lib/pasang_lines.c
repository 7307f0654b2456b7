/*
 * Pasang Emas: capture lines and the generation of legal turns.
 *
 * A capture line (pasa-rules(7), "as the engine plays it") is found by walking
 * both ways from the Ka's landing point along one axis, skipping empty
 * points, collecting stones of the arm's first colour and stopping at the
 * edge, the hole, a stone of the other colour or either Ka.  The walk is
 * done on the position's masks of each line (pasang_pos.occ), all points
 * of an arm at once.
 */
#include <stdlib.h>
#include <string.h>

#include "pasang.h"

#define LINE_ALL	((1u << PASANG_SIZE) - 1)

/*
 * One line through a point as masks, bit i for the line's point on file
 * or rank i: the stones of each colour and the points that end an arm
 * (the Kas, and the hole where it cuts).
 */
struct row {
	unsigned	 stone[2];		/* PC_BLACK, PC_WHITE */
	unsigned	 stop;
	int		 base, stride;		/* bit i: base + i * stride */
	int		 x;			/* at's bit */
};

/* Line 'line' along 'axis', at its bit x, without the bits keep clears. */
static inline void
row_of(const struct pasang_pos *p, int axis, int line, int x, int hole_cuts,
    unsigned keep, struct row *w)
{
	w->x = x;
	w->base = axis == 0 ? PASANG_PT(0, line) : PASANG_PT(line, 0);
	w->stride = axis == 0 ? 1 : PASANG_SIZE;
	w->stone[0] = p->occ[axis][PO_BLACK][line] & keep;
	w->stone[1] = p->occ[axis][PO_WHITE][line] & keep;
	/* No branch: the test runs for every point a Ka could reach. */
	w->stop = (p->occ[axis][PO_KA][line] & keep) |
	    ((unsigned)(hole_cuts != 0 && line == PASANG_HOLE_AT) <<
	    PASANG_HOLE_AT);
}

/* The line through 'at', without the point 'from' the Ka left. */
static inline void
row_get(const struct pasang_pos *p, int at, int axis, int hole_cuts,
    int from, struct row *w)
{
	int		 line = axis == 0 ? PASANG_RANK(at) : PASANG_FILE(at);
	unsigned	 keep = LINE_ALL;

	if (from >= 0 &&
	    (axis == 0 ? PASANG_RANK(from) : PASANG_FILE(from)) == line)
		keep &= ~(1u << (axis == 0 ? PASANG_FILE(from) :
		    PASANG_RANK(from)));
	row_of(p, axis, line, axis == 0 ? PASANG_FILE(at) : PASANG_RANK(at),
	    hole_cuts, keep, w);
}

/* The bits above m's highest, all of them when m is 0. */
static inline unsigned
above_highest(unsigned m)
{
	return ~0u << (31 - __builtin_clz((m << 1) | 1));
}

/*
 * The two arms from w's point, arm[0] towards bit 0 and arm[1] away from
 * it, as the stones of each colour they hold: an arm of colour c is the
 * stones of c nearer than the nearest stop or stone of the other colour,
 * so one colour's mask at most is not empty (the walk of pasa-rules(7)
 * without a branch a point).
 */
static inline void
row_arms(const struct row *w, unsigned arm[2][2])
{
	unsigned	below = (1u << w->x) - 1;
	unsigned	above = LINE_ALL & ~((2u << w->x) - 1);
	int		c;

	for (c = 0; c < 2; c++) {
		unsigned end = w->stone[1 - c] | w->stop;
		unsigned lo = end & below, hi = end & above;

		arm[0][c] = w->stone[c] & below & above_highest(lo);
		/* Below hi's lowest bit; all of them when hi is 0. */
		arm[1][c] = w->stone[c] & above & ((hi & -hi) - 1);
	}
}

/* Appends the points of an arm's mask, nearest to the Ka first. */
static int
arm_points(const struct row *w, unsigned m, int away, int8_t *pts, int n)
{
	while (m != 0) {
		int i = away ? __builtin_ctz(m) : 31 - __builtin_clz(m);

		m &= ~(1u << i);
		pts[n++] = (int8_t)(w->base + i * w->stride);
	}
	return n;
}

/*
 * The lines' points are written nearest to the Ka first, arm by arm, and
 * the rest of pts[] zeroed, so that a turn may copy them whole.  A line's
 * canonical point (R23) is the nearest, by file then rank where two are
 * as near: its first point, or for two arms summed the nearer of their
 * first points, the lower where both are as near.
 */
int
pasang_lines(const struct pasang_rules *r, const struct pasang_pos *p,
    int at, int axis, int hole_cuts, int from, struct pasang_line out[2])
{
	struct row	 w;
	unsigned	 arm[2][2];
	int		 n = 0, side, colour;

	row_get(p, at, axis, hole_cuts, from, &w);
	row_arms(&w, arm);
	for (colour = 0; r->arms == PR_SUMMED && colour < 2; colour++)
		if (arm[0][colour] != 0 && arm[1][colour] != 0) {
			int lo = 31 - __builtin_clz(arm[0][colour]);
			int hi = __builtin_ctz(arm[1][colour]);

			memset(out[0].pts, 0, sizeof out[0].pts);
			out[0].axis = (uint8_t)axis;
			out[0].colour = (uint8_t)(PC_BLACK + colour);
			out[0].n = (uint8_t)arm_points(&w, arm[1][colour], 1,
			    out[0].pts, arm_points(&w, arm[0][colour], 0,
			    out[0].pts, 0));
			out[0].canon = (int8_t)(w.base + (w.x - lo <= hi - w.x ?
			    lo : hi) * w.stride);
			return 1;
		}
	for (side = 0; side < 2; side++) {
		unsigned m = arm[side][0] | arm[side][1];

		if (m == 0)
			continue;
		memset(out[n].pts, 0, sizeof out[n].pts);
		out[n].axis = (uint8_t)axis;
		out[n].colour = arm[side][0] != 0 ? PC_BLACK : PC_WHITE;
		out[n].n = (uint8_t)arm_points(&w, m, side, out[n].pts, 0);
		out[n].canon = out[n].pts[0];
		n++;
	}
	return n;
}

int
pasang_file_allowed(const struct pasang_rules *r, const struct pasang_pos *p,
    int side, int file)
{
	int	first = p->passage[1 - side];

	if (first < 0)
		return 1;
	switch (r->second_file) {
	case PS_QUADRANT:
		/* D6: lower-left answers upper-right and so on; the middle
		 * file answers anything but the middle file. */
		if (first < 5)
			return file > 5;
		if (first > 5)
			return file < 5;
		return file != 5;
	case PS_NOT_MIRROR:
		return file != first;
	default:
		return 1;
	}
}

/*
 * Whether pasang_lines() would find a line of an odd count: two arms of
 * one colour summed are one line, and an empty arm counts as even, so
 * the parity of each colour's two arms together tells.
 */
static inline int
odd_row(const struct pasang_rules *r, const struct row *w)
{
	unsigned	arm[2][2];

	row_arms(w, arm);
	if (r->arms == PR_SUMMED)
		return __builtin_parity(arm[0][0] | arm[1][0]) |
		    __builtin_parity(arm[0][1] | arm[1][1]);
	return __builtin_parity(arm[0][0] | arm[0][1]) |
	    __builtin_parity(arm[1][0] | arm[1][1]);
}

static inline int
odd_line(const struct pasang_rules *r, const struct pasang_pos *p, int at,
    int axis, int from)
{
	struct row	w;

	row_get(p, at, axis, r->hole_cuts, from, &w);
	return odd_row(r, &w);
}

struct gen {
	const struct pasang_rules	*r;
	const struct pasang_pos		*p;
	struct turnlist			*l;
	int				 n;
};

/* Adds one turn per odd line; returns nonzero to stop early. */
static int
gen_lines(struct gen *g, int phase, int from, int to, int axis)
{
	struct pasang_line	 lines[2];
	struct pasang_turn	*t;
	int			 i, n;

	if (g->l == NULL) {
		if (!odd_line(g->r, g->p, to, axis, from))
			return 0;
		g->n++;
		return 1;
	}
	n = pasang_lines(g->r, g->p, to, axis, g->r->hole_cuts, from, lines);
	for (i = 0; i < n; i++) {
		if (lines[i].n % 2 == 0)
			continue;
		g->n++;
		if (g->l == NULL)
			return 1;
		t = (struct pasang_turn *)turnlist_push(g->l)->u.b;
		memset(t, 0, sizeof *t);
		t->side = g->p->tomove;
		t->phase = (uint8_t)phase;
		t->file = -1;
		t->from = (int8_t)from;
		t->to = (int8_t)to;
		t->x = lines[i].canon;
		t->n = lines[i].n;
		memcpy(t->pts, lines[i].pts, sizeof t->pts);
	}
	return 0;
}

static int
gen_phase1(struct gen *g)
{
	const struct pasang_pos	*p = g->p;
	struct pasang_turn	*t;
	int			 file, rank, lo, hi, n, ka;
	int8_t			 pts[PASANG_LINE_MAX];

	pasang_half(p->tomove, &lo, &hi);
	for (file = 0; file < PASANG_SIZE; file++) {
		if (!pasang_file_allowed(g->r, p, p->tomove, file))
			continue;
		n = ka = 0;
		for (rank = lo; rank <= hi; rank++) {
			int c = p->cell[PASANG_PT(file, rank)];

			if (c == PC_BLACK || c == PC_WHITE)
				pts[n++] = (int8_t)PASANG_PT(file, rank);
			ka |= c == PC_KA;
		}
		/* D5: a whole segment of five stones, no fewer. */
		if (n != hi - lo + 1 || ka)
			continue;
		g->n++;
		if (g->l == NULL)
			return 1;
		t = (struct pasang_turn *)turnlist_push(g->l)->u.b;
		memset(t, 0, sizeof *t);
		t->side = p->tomove;
		t->phase = 1;
		t->file = (int8_t)file;
		t->from = t->to = t->x = -1;
		t->n = (uint8_t)n;
		memcpy(t->pts, pts, (size_t)n);
	}
	return 0;
}

static int
method_allows(int method, int dist)
{
	return (dist == 1 && method != PK_JUMPING) ||
	    (dist == 2 && method != PK_SLIDING);
}

static int
gen_phase2(struct gen *g)
{
	const struct pasang_pos	*p = g->p;
	static const int	 delta[4] = { -2, -1, 1, 2 };
	int			 pf = p->passage[p->tomove];
	int			 rank, lo, hi, i, from, to, axis;

	pasang_half(p->tomove, &lo, &hi);
	for (rank = lo; rank <= hi; rank++) {
		to = PASANG_PT(pf, rank);
		if (p->cell[to] != PC_EMPTY)
			continue;
		for (i = 0; i < 4; i++) {
			int ff = pf + delta[i];

			if (ff < 0 || ff >= PASANG_SIZE ||
			    !method_allows(p->method, abs(delta[i])))
				continue;
			from = PASANG_PT(ff, rank);
			if (p->cell[from] != PC_BLACK &&
			    p->cell[from] != PC_WHITE)
				continue;
			for (axis = 0; axis < 2; axis++) {
				if (axis == 1 &&
				    g->r->phase2_axes == PA_ROW)
					continue;
				if (gen_lines(g, 2, from, to, axis))
					return 1;
			}
		}
	}
	return 0;
}

/*
 * The Ka's own point and the one it lands on lie on the line it moves
 * along, and it captures across that line (D12): the lines through the
 * landing point never cross the point it left, so the position serves as
 * it is.
 */
static int
gen_phase3(struct gen *g)
{
	const struct pasang_pos	*p = g->p;
	static const int	 axis[4] = { 0, 0, 1, 1 };
	static const int	 dir[4] = { -1, 1, -1, 1 };
	int			 from = p->ka[p->tomove];
	int			 d, i, n, step, to;

	for (d = 0; d < 4; d++) {
		n = pasang_slide(p, from, axis[d], dir[d]);
		step = dir[d] * (axis[d] == 0 ? 1 : PASANG_SIZE);
		/* D12: a move along the rank captures along the file, and
		 * the other way round. */
		for (i = 1, to = from + step; i <= n; i++, to += step)
			if (gen_lines(g, 3, from, to, 1 - axis[d]))
				return 1;
	}
	return 0;
}

/*
 * The points the Ka at bit x of a line may slide to, both ways: those
 * nearer than the nearest stone, Ka or the hole.
 */
static inline unsigned
slide_reach(const struct pasang_pos *p, int axis, int line, int x)
{
	unsigned	below = (1u << x) - 1;
	unsigned	above = LINE_ALL & ~((2u << x) - 1);
	unsigned	occ = (unsigned)p->occ[axis][PO_BLACK][line] |
			    p->occ[axis][PO_WHITE][line] |
			    p->occ[axis][PO_KA][line] |
			    ((unsigned)(line == PASANG_HOLE_AT) << PASANG_HOLE_AT);
	unsigned	hi = occ & above;

	return (below & above_highest(occ & below)) |
	    (above & ((hi & -hi) - 1));
}

/*
 * gen_phase3() for the suntuk test after every turn, which asks only
 * whether an odd line exists: the points the Ka reaches along its rank
 * and its file taken as masks, in any order, and across each the line
 * through the Ka's rank or file.
 */
static int
any_phase3(const struct pasang_rules *r, const struct pasang_pos *p)
{
	struct row	w;
	int		from = p->ka[p->tomove], axis;
	unsigned	m;

	for (axis = 0; axis < 2; axis++) {
		int line = axis == 0 ? PASANG_RANK(from) : PASANG_FILE(from);
		int x = axis == 0 ? PASANG_FILE(from) : PASANG_RANK(from);

		for (m = slide_reach(p, axis, line, x); m != 0; m &= m - 1) {
			row_of(p, 1 - axis, __builtin_ctz(m), line,
			    r->hole_cuts, LINE_ALL, &w);
			if (odd_row(r, &w))
				return 1;
		}
	}
	return 0;
}

int
pasang_generate(const struct pasang_rules *r, const struct pasang_pos *p,
    struct turnlist *l)
{
	struct gen	g = { r, p, l, 0 };

	switch (p->phase[p->tomove]) {
	case 1:
		gen_phase1(&g);
		break;
	case 2:
		gen_phase2(&g);
		break;
	default:
		if (p->ka[p->tomove] < 0)
			break;
		if (l == NULL)
			g.n = any_phase3(r, p);
		else
			gen_phase3(&g);
		break;
	}
	return g.n;
}

int
pasang_turns_legal(const void *rules, const struct position *pos,
    const struct throw *th, struct turnlist *l)
{
	const struct pasang_pos	*p = (const void *)pos->u.b;

	(void)th;
	if (p->over != PE_ON)
		return -1;
	pasang_generate(rules, p, l);
	return 0;
}
