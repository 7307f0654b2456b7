/* Race boards: the route file, and squares as seen by each side. */
#include <stdlib.h>
#include <string.h>

#include "race.h"
#include "util.h"

static int
berr(struct diags *d, const struct ynode *n, const char *what)
{
	diags_add(d, DIAG_ERROR, DK_VARIANT, n ? n->file : NULL,
	    n ? n->line : 0, n ? n->col : 0, NULL, "%s", what);
	return -1;
}

static int
get_int(const struct ynode *map, const char *key, long min, long max,
    int *out, struct diags *d)
{
	const struct ynode	*n = ynode_get(map, key);
	long			 v;
	struct buf		 b;

	if (n == NULL) {
		buf_init(&b);
		buf_printf(&b, "board: missing key '%s'", key);
		berr(d, map, b.s);
		buf_free(&b);
		return -1;
	}
	if (ynode_int(n, &v) != 0 || v < min || v > max) {
		buf_init(&b);
		buf_printf(&b, "board: '%s' must be an integer in %ld..%ld",
		    key, min, max);
		berr(d, n, b.s);
		buf_free(&b);
		return -1;
	}
	*out = (int)v;
	return 0;
}

/* Keys are checked by name only here; their values are read below. */
static int
board_any(void *dst, const struct ynode *n, struct diags *d)
{
	(void)dst;
	(void)n;
	(void)d;
	return 0;
}

#define BOARD_KEY(k, what) { .key = k, .type = SF_CUSTOM, .parse = board_any, \
	.doc = what }

static const struct sfield board_keys[] = {
	BOARD_KEY("name", "the board's name"),
	BOARD_KEY("title", "a one-line description"),
	BOARD_KEY("grid", "[rows, columns] of the drawing grid"),
	BOARD_KEY("centre", "[row, column] of home"),
	BOARD_KEY("home_length", "squares in each home column"),
	BOARD_KEY("out_length", "squares in each out column"),
	BOARD_KEY("direction", "1 or -1 along the numbering"),
	BOARD_KEY("loop", "the loop squares' cells, in order"),
	BOARD_KEY("safe", "the safe loop squares"),
	BOARD_KEY("sides", "each side's squares"),
	{ .key = NULL },
};

static const struct sfield side_keys[] = {
	BOARD_KEY("start", "where a piece enters the loop"),
	BOARD_KEY("turn", "the last loop square before the home column"),
	BOARD_KEY("partner", "the partner side"),
	BOARD_KEY("column", "the home column's cells"),
	BOARD_KEY("out", "the out column's cells"),
	BOARD_KEY("base", "the base's cells"),
	{ .key = NULL },
};

/* Cells are drawing data, but every one must lie on the grid. */
static int
check_cell(const struct ynode *c, const int grid[2], struct diags *d)
{
	long	v[2];
	int	k;

	if (c == NULL || c->kind != YN_SEQ || c->n != 2 ||
	    ynode_int(c->items[0], &v[0]) != 0 ||
	    ynode_int(c->items[1], &v[1]) != 0)
		return berr(d, c, "board: a cell is [row, column]");
	for (k = 0; k < 2; k++)
		if (v[k] < 0 || v[k] >= grid[k]) {
			struct buf b;

			buf_init(&b);
			buf_printf(&b, "board: cell [%ld, %ld] is off the "
			    "%dx%d grid", v[0], v[1], grid[0], grid[1]);
			berr(d, c, b.s);
			buf_free(&b);
			return -1;
		}
	return 0;
}

static int
check_cells(const struct ynode *seq, size_t want, const char *what,
    const int grid[2], struct diags *d)
{
	size_t	 i;

	if (seq == NULL || seq->kind != YN_SEQ || (want && seq->n != want)) {
		struct buf b;

		buf_init(&b);
		buf_printf(&b, "board: '%s' must be a list of %zu [row, column] "
		    "cells", what, want);
		berr(d, seq, b.s);
		buf_free(&b);
		return -1;
	}
	for (i = 0; i < seq->n; i++)
		if (check_cell(seq->items[i], grid, d) != 0)
			return -1;
	return 0;
}

static int
board_grid(const struct ynode *root, int grid[2], struct diags *d)
{
	const struct ynode	*g = ynode_get(root, "grid");
	long			 v;
	int			 k;

	if (g == NULL)
		return berr(d, root, "board: missing key 'grid'");
	if (g->kind != YN_SEQ || g->n != 2)
		return berr(d, g, "board: 'grid' is [rows, columns]");
	for (k = 0; k < 2; k++) {
		if (ynode_int(g->items[k], &v) != 0 || v < 1 || v > 99)
			return berr(d, g->items[k], "board: 'grid' rows and "
			    "columns must be integers in 1..99");
		grid[k] = (int)v;
	}
	return 0;
}

int
race_board_load(struct race_board *b, const struct ynode *root,
    struct diags *d)
{
	const struct ynode	*n, *sides, *safe;
	size_t			 i, j;
	long			 v;

	int			 grid[2];
	char			 dummy;

	memset(b, 0, sizeof *b);
	if (root == NULL || root->kind != YN_MAP)
		return berr(d, root, "board: the file must be a mapping");
	if (schema_fill(&dummy, board_keys, root, NULL, d) != 0 ||
	    board_grid(root, grid, d) != 0)
		return -1;
	if (ynode_get(root, "centre") != NULL &&
	    check_cell(ynode_get(root, "centre"), grid, d) != 0)
		return -1;
	if ((n = ynode_get(root, "name")) != NULL && n->kind == YN_SCALAR)
		b->name = n->str;
	n = ynode_get(root, "loop");
	if (n == NULL || n->kind != YN_SEQ || n->n < 4 ||
	    n->n > RACE_MAX_LOOP)
		return berr(d, n ? n : root, "board: 'loop' must list the "
		    "cells of 4 to 120 squares");
	if (check_cells(n, 0, "loop", grid, d) != 0)
		return -1;
	b->loop = (int)n->n;
	if (get_int(root, "home_length", 0, RACE_MAX_HLEN, &b->hlen, d) != 0)
		return -1;
	if (ynode_get(root, "out_length") != NULL &&
	    get_int(root, "out_length", 0, RACE_MAX_HLEN, &b->olen, d) != 0)
		return -1;
	b->dir = 1;
	if (ynode_get(root, "direction") != NULL) {
		if (get_int(root, "direction", -1, 1, &b->dir, d) != 0)
			return -1;
		if (b->dir == 0)
			return berr(d, ynode_get(root, "direction"),
			    "board: 'direction' is 1 or -1");
	}
	sides = ynode_get(root, "sides");
	if (sides == NULL || sides->kind != YN_MAP || sides->n == 0 ||
	    sides->n > RACE_MAX_PLAYERS)
		return berr(d, sides ? sides : root, "board: 'sides' must map "
		    "1 to 6 side names to their start and turn squares");
	b->nsides = (int)sides->n;
	for (i = 0; i < sides->n; i++) {
		const struct ynode *s = sides->ents[i].val;

		b->side[i] = sides->ents[i].key->str;
		if (s->kind != YN_MAP)
			return berr(d, s, "board: a side is a mapping");
		if (schema_fill(&dummy, side_keys, s, NULL, d) != 0)
			return -1;
		if (get_int(s, "start", 1, b->loop, &b->start[i], d) != 0 ||
		    get_int(s, "turn", 1, b->loop, &b->turn[i], d) != 0)
			return -1;
		/*
		 * A turn square equal to the start square is a whole circuit:
		 * the start square is then two points of the route, a piece
		 * just out and one come round (written with '+' in positions).
		 */
		b->turn_dist[i] = ((b->turn[i] - b->start[i]) * b->dir +
		    b->loop) % b->loop;
		if (b->turn_dist[i] == 0)
			b->turn_dist[i] = b->loop;
		if (b->olen + b->turn_dist[i] + b->hlen + 1 > INT8_MAX)
			return berr(d, ynode_get(s, "turn"), "board: a route "
			    "(out column, loop to the turn square, home "
			    "column) is at most 127 squares");
		if (check_cells(ynode_get(s, "column"), (size_t)b->hlen,
		    "column", grid, d) != 0)
			return -1;
		if (b->olen > 0 && check_cells(ynode_get(s, "out"),
		    (size_t)b->olen, "out", grid, d) != 0)
			return -1;
		if (ynode_get(s, "base") != NULL &&
		    check_cells(ynode_get(s, "base"), 0, "base", grid, d) != 0)
			return -1;
		b->partner[i] = -1;
	}
	for (i = 0; i < sides->n; i++) {
		const struct ynode *p = ynode_get(sides->ents[i].val,
		    "partner");

		if (p == NULL)
			continue;
		for (j = 0; j < sides->n; j++)
			if (p->kind == YN_SCALAR && j != i &&
			    strcmp(p->str, b->side[j]) == 0)
				b->partner[i] = (int)j;
		if (b->partner[i] < 0)
			return berr(d, p, "board: 'partner' must name another "
			    "side");
	}
	safe = ynode_get(root, "safe");
	if (safe != NULL) {
		if (safe->kind != YN_SEQ)
			return berr(d, safe, "board: 'safe' is a list of loop "
			    "squares");
		for (i = 0; i < safe->n; i++) {
			if (ynode_int(safe->items[i], &v) != 0 || v < 1 ||
			    v > b->loop)
				return berr(d, safe->items[i], "board: a safe "
				    "square must be a loop square");
			b->safe[v] = 1;
		}
	}
	return 0;
}

static int
square_of(const struct race_rules *r, int bs, int prog)
{
	const struct race_board *b = &r->board;

	if (prog < 0)
		return -1;
	if (prog < b->olen)
		return b->loop + b->nsides * b->hlen + bs * b->olen + prog + 1;
	prog -= b->olen;
	if (prog <= b->turn_dist[bs])
		return ((b->start[bs] - 1 + prog * b->dir) % b->loop +
		    b->loop) % b->loop + 1;
	if (prog + b->olen >= race_final(r, bs))
		return 0;
	return b->loop + bs * b->hlen + (prog - b->turn_dist[bs]);
}

/* Every square lookup of a turn check lands here: a table, not modulo. */
int
race_square(const struct race_rules *r, int bs, int prog)
{
	if (r->have_sqtab && prog >= -1 && prog < RACE_MAX_PROG - 1)
		return r->sqtab[bs][prog + 1];
	return square_of(r, bs, prog);
}

static void	 square_text(const struct race_rules *, int, int, struct buf *);

void
race_square_table(struct race_rules *r)
{
	struct buf	 b;
	int		 bs, prog;
	char		*t;

	for (bs = 0; bs < r->board.nsides; bs++)
		for (prog = -1; prog < RACE_MAX_PROG - 1; prog++)
			r->sqtab[bs][prog + 1] = (int16_t)(prog <=
			    race_final(r, bs) ? square_of(r, bs, prog) : 0);
	r->have_sqtab = 1;
	buf_init(&b);
	for (bs = 0; bs < r->board.nsides; bs++)
		for (prog = -1; prog < RACE_MAX_PROG - 1; prog++) {
			buf_clear(&b);
			square_text(r, bs, prog, &b);
			t = r->sqtext[bs][prog + 1];
			memset(t, 0, 8);
			/* "base", "home", a square, "h12": never 8 bytes */
			if (b.len < 8) {
				memcpy(t, b.s, b.len);
				t[7] = (char)b.len;
			}
		}
	buf_free(&b);
}

int
race_loop_prog(const struct race_rules *r, int bs, int sq)
{
	const struct race_board *b = &r->board;
	int	 p;

	if (sq < 1 || sq > b->loop)
		return -1;
	p = (((sq - b->start[bs]) * b->dir) % b->loop + b->loop) % b->loop;
	return p <= b->turn_dist[bs] ? p + b->olen : -1;
}

void
race_square_text(const struct race_rules *r, int bs, int prog, struct buf *o)
{
	const char	*t;

	if (r->have_sqtab && prog >= -1 && prog < RACE_MAX_PROG - 1 &&
	    (t = r->sqtext[bs][prog + 1])[7] != 0) {
		/* All eight bytes: a copy of fixed size is no call. */
		memcpy(buf_room(o, 8), t, 8);
		buf_setlen(o, o->len + (size_t)t[7]);
		return;
	}
	square_text(r, bs, prog, o);
}

static void
square_text(const struct race_rules *r, int bs, int prog, struct buf *o)
{
	int	 sq = race_square(r, bs, prog);

	/* No printf: converting to JSON writes this for every piece. */
	if (prog < 0)
		buf_add(o, "base", 4);
	else if (sq == 0)
		buf_add(o, "home", 4);
	else if (sq <= r->board.loop)
		buf_add_int(o, sq);
	else if (prog < r->board.olen) {
		buf_addc(o, 'o');
		buf_add_int(o, prog + 1);
	} else {
		buf_addc(o, 'h');
		buf_add_int(o, prog - r->board.olen - r->board.turn_dist[bs]);
	}
}
