/*
 * Pasang Emas: capture lines and the generation of legal turns.
 *
 * A capture line (pasa-rules(7), "as the engine plays it") is found by walking
 * both ways from the Ka's landing point along one axis, skipping empty
 * points, collecting stones of the arm's first colour and stopping at the
 * edge, the hole, a stone of the other colour or either Ka.
 */
#include <stdlib.h>
#include <string.h>

#include "pasang.h"

/* The file and rank steps of each axis: 0 along the rank, 1 the file. */
static const int axis_df[2] = { 1, 0 };
static const int axis_dr[2] = { 0, 1 };

static int
walk_arm(const uint8_t *cell, int at, int axis, int dir, int hole_cuts,
    struct pasang_line *arm)
{
	/* Points to the edge along the axis, and the step between them. */
	int	x = axis == 0 ? PASANG_FILE(at) : PASANG_RANK(at);
	int	left = dir > 0 ? PASANG_SIZE - 1 - x : x;
	int	step = dir * (axis_df[axis] + PASANG_SIZE * axis_dr[axis]);
	int	pt = at;

	arm->axis = (uint8_t)axis;
	arm->colour = 0;
	arm->n = 0;
	for (; left > 0; left--) {
		int	c;

		pt += step;
		c = cell[pt];
		if (c == PC_HOLE) {
			if (hole_cuts)
				break;
			continue;
		}
		if (c == PC_EMPTY)
			continue;
		if (c == PC_KA)
			break;
		if (arm->colour == 0)
			arm->colour = (uint8_t)c;
		if (c != arm->colour)
			break;
		arm->pts[arm->n++] = (int8_t)pt;
	}
	return arm->n;
}

int
pasang_lines(const struct pasang_rules *r, const uint8_t *cell, int at,
    int axis, int hole_cuts, struct pasang_line out[2])
{
	struct pasang_line	arm[2];
	int			n = 0, i;

	walk_arm(cell, at, axis, -1, hole_cuts, &arm[0]);
	walk_arm(cell, at, axis, 1, hole_cuts, &arm[1]);
	if (r->arms == PR_SUMMED && arm[0].n > 0 && arm[1].n > 0 &&
	    arm[0].colour == arm[1].colour) {
		out[0] = arm[0];
		for (i = 0; i < arm[1].n; i++)
			out[0].pts[out[0].n++] = arm[1].pts[i];
		return 1;
	}
	for (i = 0; i < 2; i++)
		if (arm[i].n > 0)
			out[n++] = arm[i];
	return n;
}

/*
 * The nearest point, by file then rank where two are as near.  The points
 * of a line lie on one axis through the Ka (pasang_lines()), so the
 * nearer is the one less far from it in the point numbering, and of two
 * as near the lower number is the lower file or rank: no file and rank
 * need working out (this is asked of every turn read).
 */
int
pasang_line_canon(const struct pasang_line *l, int ka)
{
	int	i, best = -1, bestd = 0;

	for (i = 0; i < l->n; i++) {
		int pt = l->pts[i];
		int d = abs(pt - ka);

		if (best < 0 || d < bestd || (d == bestd && pt < best)) {
			best = pt;
			bestd = d;
		}
	}
	return best;
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
 * walk_arm()'s count and colour alone: whether a turn exists (the
 * suntuk test after every turn) needs no points.
 */
static inline int
arm_count(const uint8_t *cell, int at, int axis, int dir, int hole_cuts,
    int *colour)
{
	int	x = axis == 0 ? PASANG_FILE(at) : PASANG_RANK(at);
	int	left = dir > 0 ? PASANG_SIZE - 1 - x : x;
	int	step = dir * (axis_df[axis] + PASANG_SIZE * axis_dr[axis]);
	int	pt = at, n = 0, col = 0;

	for (; left > 0; left--) {
		int	c;

		pt += step;
		c = cell[pt];
		if (c == PC_EMPTY)
			continue;
		if (c == PC_HOLE) {
			if (hole_cuts)
				break;
			continue;
		}
		if (c == PC_KA)
			break;
		if (col == 0)
			col = c;
		if (c != col)
			break;
		n++;
	}
	*colour = col;
	return n;
}

/* Whether pasang_lines() would find a line of an odd count. */
static inline int
odd_line(const struct pasang_rules *r, const uint8_t *cell, int at,
    int axis, int hole_cuts)
{
	int	n0, n1, c0, c1;

	n0 = arm_count(cell, at, axis, -1, hole_cuts, &c0);
	n1 = arm_count(cell, at, axis, 1, hole_cuts, &c1);
	if (r->arms == PR_SUMMED && n0 > 0 && n1 > 0 && c0 == c1)
		return (n0 + n1) % 2 == 1;
	return n0 % 2 == 1 || n1 % 2 == 1;
}

struct gen {
	const struct pasang_rules	*r;
	const struct pasang_pos		*p;
	struct turnlist			*l;
	int				 n;
};

/* Adds one turn per odd line; returns nonzero to stop early. */
static int
gen_lines(struct gen *g, const uint8_t *cell, int phase, int from, int to,
    int axis)
{
	struct pasang_line	 lines[2];
	struct pasang_turn	*t;
	int			 i, n;

	if (g->l == NULL) {
		if (!odd_line(g->r, cell, to, axis, g->r->hole_cuts))
			return 0;
		g->n++;
		return 1;
	}
	n = pasang_lines(g->r, cell, to, axis, g->r->hole_cuts, lines);
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
		t->x = (int8_t)pasang_line_canon(&lines[i], to);
		t->n = lines[i].n;
		memcpy(t->pts, lines[i].pts, lines[i].n);
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
		if (n == 0 || ka)
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
	uint8_t			 cell[PASANG_POINTS];
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
			memcpy(cell, p->cell, sizeof cell);
			cell[from] = PC_EMPTY;
			cell[to] = PC_KA;
			for (axis = 0; axis < 2; axis++) {
				if (axis == 1 &&
				    g->r->phase2_axes == PA_ROW)
					continue;
				if (gen_lines(g, cell, 2, from, to, axis))
					return 1;
			}
		}
	}
	return 0;
}

/*
 * The Ka's own point and the one it lands on lie on the line it moves
 * along, and it captures across that line (D12): the arms walked from the
 * landing point never read either, so the position's cells serve as they
 * are, with no copy of the board for each move.
 */
static int
gen_phase3(struct gen *g)
{
	const struct pasang_pos	*p = g->p;
	static const int	 df[4] = { -1, 1, 0, 0 };
	static const int	 dr[4] = { 0, 0, -1, 1 };
	int			 from = p->ka[p->tomove];
	int			 d, f, k, to;

	for (d = 0; d < 4; d++) {
		f = PASANG_FILE(from);
		k = PASANG_RANK(from);
		for (;;) {
			f += df[d];
			k += dr[d];
			if (f < 0 || f >= PASANG_SIZE || k < 0 ||
			    k >= PASANG_SIZE)
				break;
			to = PASANG_PT(f, k);
			if (p->cell[to] != PC_EMPTY)
				break;
			/*
			 * D12: a move along the rank captures along the
			 * file, and the other way round.  The suntuk test
			 * (no list) asks only for an odd line, here without
			 * a call per point.
			 */
			if (g->l == NULL) {
				if (odd_line(g->r, p->cell, to, df[d] != 0,
				    g->r->hole_cuts)) {
					g->n++;
					return 1;
				}
			} else if (gen_lines(g, p->cell, 3, from, to,
			    df[d] != 0 ? 1 : 0))
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
		if (p->ka[p->tomove] >= 0)
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
