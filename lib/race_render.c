/*
 * Race positions drawn on their board's grid, as text or SVG.
 *
 * The geometry is the board file's drawing data (race_rules.board_tree):
 * each loop square's cell, each side's home column and base cells, the
 * centre.  A board without a cell for something is drawn without it.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race_render.h"

#define CELL_W		4	/* characters per cell in text */

static int
cell_at(const struct ynode *n, int *row, int *col)
{
	long	 a, b;

	if (n == NULL || n->kind != YN_SEQ || n->n != 2 ||
	    ynode_int(n->items[0], &a) != 0 ||
	    ynode_int(n->items[1], &b) != 0 ||
	    a < 0 || b < 0 || a >= RGRID_MAX || b >= RGRID_MAX)
		return -1;
	*row = (int)a;
	*col = (int)b;
	return 0;
}

static void
put(struct rview *w, const struct ynode *at, int kind, int bs, int n)
{
	int	 row, col;

	if (cell_at(at, &row, &col) != 0 || row >= w->rows || col >= w->cols)
		return;
	if (kind == CK_COLUMN && w->cell[row][col].kind == CK_LOOP) {
		int sq = w->r->board.loop + bs * w->r->board.hlen + n;

		if (sq > 0 && sq < (int)(sizeof w->alias / sizeof w->alias[0]))
			w->alias[sq] = w->cell[row][col].n;
		return;
	}
	w->cell[row][col].kind = (uint8_t)kind;
	w->cell[row][col].bside = (int8_t)bs;
	w->cell[row][col].n = (int16_t)n;
}

/* The home count sits between a side's last column cell and the centre. */
static void
put_home(struct rview *w, const struct ynode *col, int bs)
{
	int	 row, c, dr, dc;

	if (w->centre_r < 0 || col == NULL || col->kind != YN_SEQ ||
	    col->n == 0 || cell_at(col->items[col->n - 1], &row, &c) != 0)
		return;
	dr = (w->centre_r > row) - (w->centre_r < row);
	dc = (w->centre_c > c) - (w->centre_c < c);
	row += dr;
	c += dc;
	if (row < 0 || c < 0 || row >= w->rows || c >= w->cols ||
	    (row == w->centre_r && c == w->centre_c) ||
	    w->cell[row][c].kind != CK_NONE)
		return;
	w->cell[row][c].kind = CK_HOME;
	w->cell[row][c].bside = (int8_t)bs;
}

/* Each base's corner: the empty cells connected to it. */
static void
fill_area(struct rview *w, int row, int col, int mark)
{
	int	 stack[RGRID_MAX * RGRID_MAX][2], n = 0, k;
	static const int d[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };

	stack[n][0] = row;
	stack[n++][1] = col;
	while (n > 0) {
		n--;
		row = stack[n][0];
		col = stack[n][1];
		for (k = 0; k < 4; k++) {
			int	 r2 = row + d[k][0], c2 = col + d[k][1];

			if (r2 < 0 || c2 < 0 || r2 >= w->rows || c2 >= w->cols)
				continue;
			if (w->cell[r2][c2].area != 0 ||
			    (w->cell[r2][c2].kind != CK_NONE &&
			    w->cell[r2][c2].kind != CK_BASE))
				continue;
			w->cell[r2][c2].area = (int8_t)mark;
			stack[n][0] = r2;
			stack[n++][1] = c2;
		}
	}
}

static void
view_geometry(struct rview *w)
{
	const struct race_rules	*r = w->r;
	const struct ynode	*root, *n, *sides;
	size_t			 i, j;
	long			 v;
	int			 row, col;

	w->rows = w->cols = 0;
	w->centre_r = w->centre_c = -1;
	root = r->have_tree ? r->board_tree.root : NULL;
	if (root == NULL || root->kind != YN_MAP)
		return;
	n = ynode_get(root, "grid");
	if (n != NULL && n->kind == YN_SEQ && n->n == 2 &&
	    ynode_int(n->items[0], &v) == 0 && v > 0 && v <= RGRID_MAX) {
		w->rows = (int)v;
		if (ynode_int(n->items[1], &v) == 0 && v > 0 && v <= RGRID_MAX)
			w->cols = (int)v;
	}
	if (w->rows == 0 || w->cols == 0) {
		w->rows = w->cols = 0;
		return;
	}
	if (cell_at(ynode_get(root, "centre"), &row, &col) == 0 &&
	    row < w->rows && col < w->cols) {
		w->centre_r = row;
		w->centre_c = col;
		w->cell[row][col].kind = CK_CENTRE;
	}
	n = ynode_get(root, "loop");
	for (i = 0; n != NULL && n->kind == YN_SEQ && i < n->n &&
	    (int)i < r->board.loop; i++)
		put(w, n->items[i], CK_LOOP, -1, (int)i + 1);
	sides = ynode_get(root, "sides");
	for (i = 0; sides != NULL && sides->kind == YN_MAP && i < sides->n &&
	    (int)i < r->board.nsides; i++) {
		const struct ynode *s = sides->ents[i].val;
		const struct ynode *c = ynode_get(s, "column");
		const struct ynode *b = ynode_get(s, "base");

		for (j = 0; c != NULL && c->kind == YN_SEQ && j < c->n; j++)
			put(w, c->items[j], CK_COLUMN, (int)i, (int)j + 1);
		for (j = 0; b != NULL && b->kind == YN_SEQ && j < b->n; j++)
			put(w, b->items[j], CK_BASE, (int)i, (int)j);
		if (b != NULL && b->kind == YN_SEQ)
			w->nslots[i] = (int)b->n;
	}
	for (i = 0; sides != NULL && sides->kind == YN_MAP && i < sides->n &&
	    (int)i < r->board.nsides; i++)
		put_home(w, ynode_get(sides->ents[i].val, "column"), (int)i);
	for (row = 0; row < w->rows; row++)
		for (col = 0; col < w->cols; col++)
			if (w->cell[row][col].kind == CK_BASE &&
			    w->cell[row][col].area == 0) {
				w->cell[row][col].area =
				    (int8_t)(w->cell[row][col].bside + 1);
				fill_area(w, row, col,
				    w->cell[row][col].bside + 1);
			}
}

static void
view_blocks(const struct rview *w, const struct race_pos *p, uint8_t *out)
{
	int	 sq, owner;

	for (sq = 1; sq < w->nsq; sq++)
		out[sq] = (uint8_t)(race_block_at(w->r, p, sq, &owner) ?
		    owner + 1 : 0);
}

static void
view_init(struct rview *w, const struct race_rules *r,
    const struct race_pos *p, const struct race_pos *before)
{
	int	 pl, i, bs, sq;

	memset(w, 0, sizeof *w);
	w->r = r;
	w->p = p;
	w->nsq = r->board.loop + 1 + r->board.nsides * r->board.hlen;
	for (i = 0; i < RACE_MAX_PLAYERS; i++)
		w->player_of[i] = -1;
	view_geometry(w);
	for (pl = 0; pl < p->nplayers && pl < RACE_MAX_PLAYERS; pl++) {
		bs = race_bside(r, p, pl);
		if (bs >= 0 && bs < RACE_MAX_PLAYERS)
			w->player_of[bs] = pl;
		for (i = 0; i < r->pieces; i++) {
			if (p->prog[pl][i] < 0) {
				w->base[pl]++;
				continue;
			}
			sq = race_square(r, bs, p->prog[pl][i]);
			if (sq > 0 && sq < w->nsq && w->alias[sq] > 0)
				sq = w->alias[sq];
			if (sq == 0)
				w->home[pl]++;
			else if (sq > 0 && sq < w->nsq)
				w->on[sq][pl]++;
		}
	}
	view_blocks(w, p, w->block);
	if (before != NULL)
		view_blocks(w, before, w->was_block);
}

/* The square's name in the notation: "12", or "h3" in a home column
 * (only its owner stands there, and the owner is named after it). */
static void
square_name(const struct rview *w, int sq, struct buf *b)
{
	const struct race_board *bd = &w->r->board;

	if (sq <= bd->loop)
		buf_printf(b, "%d", sq);
	else
		buf_printf(b, "h%d", (sq - bd->loop - 1) % bd->hlen + 1);
}

/* ---- text -------------------------------------------------------- */

struct canvas {
	int		 rows, width;
	char		 ch[RGRID_MAX][RGRID_MAX * CELL_W];
	uint8_t		 ink[RGRID_MAX][RGRID_MAX * CELL_W];
};

static void
cv_put(struct canvas *cv, int row, int x, const char *s, size_t n,
    enum render_ink ink)
{
	size_t	 i;

	for (i = 0; i < n && x + (int)i < cv->width; i++) {
		if (x + (int)i < 0)
			continue;
		cv->ch[row][x + i] = s[i];
		cv->ink[row][x + i] = (uint8_t)ink;
	}
}

/* Two characters for what stands on a square: "Y", "Y2", "YR", "4+". */
static void
occupants(const struct rview *w, int sq, char out[2], enum render_ink *ink)
{
	int	 pl, nsides = 0, total = 0, first = -1, second = -1;

	out[0] = out[1] = ' ';
	for (pl = 0; pl < w->p->nplayers; pl++) {
		if (w->on[sq][pl] == 0)
			continue;
		nsides++;
		total += w->on[sq][pl];
		if (first < 0)
			first = pl;
		else if (second < 0)
			second = pl;
	}
	if (nsides == 0)
		return;
	*ink = pink(w, first);
	out[0] = pinitial(w, first);
	if (nsides == 1 && total > 1)
		out[1] = total > 9 ? '+' : (char)('0' + total);
	else if (nsides == 2)
		out[1] = pinitial(w, second);
	else if (nsides > 2) {
		out[0] = total > 9 ? '+' : (char)('0' + total);
		out[1] = '*';
		*ink = INK_BOLD;
	}
}

static void
text_cell(const struct rview *w, const struct render_opts *o,
    struct canvas *cv, int row, int col)
{
	const struct rcell	*c = &w->cell[row][col];
	const struct race_rules	*r = w->r;
	char			 in[3] = "  ", lb, rb, t[16];
	enum render_ink		 bink = INK_DIM, iink = INK_NONE;
	int			 x = col * CELL_W, sq, bs, pl, k;

	switch (c->kind) {
	case CK_NONE:
		return;
	case CK_CENTRE:
		cv_put(cv, row, x, "HOME", 4, INK_BOLD);
		return;
	case CK_HOME:
		pl = w->player_of[c->bside];
		if (pl < 0)
			return;
		in[0] = pinitial(w, pl);
		in[1] = w->home[pl] > 9 ? '+' : (char)('0' + w->home[pl]);
		cv_put(cv, row, x + 1, in, 2, pink(w, pl));
		return;
	case CK_BASE:
		pl = w->player_of[c->bside];
		if (pl < 0)
			return;
		k = w->base[pl];
		/* More pieces than slots: the last slot counts the rest. */
		if (k > w->nslots[c->bside] &&
		    c->n == w->nslots[c->bside] - 1) {
			in[0] = '+';
			in[1] = (char)('0' + (k - c->n > 9 ? 9 : k - c->n));
		} else
			in[0] = c->n < k ? pinitial(w, pl) : '.';
		cv_put(cv, row, x + 1, in, 2, c->n < k ? pink(w, pl) :
		    INK_DIM);
		return;
	default:
		break;
	}
	sq = cell_square(w, c);
	lb = '[';
	rb = ']';
	if (c->kind == CK_COLUMN) {
		lb = '{';
		rb = '}';
		bink = render_side_ink(bname(w, c->bside),
		    bindex(w, c->bside));
	} else if ((bs = is_start(w, sq)) >= 0) {
		lb = '<';
		rb = '>';
		bink = render_side_ink(bname(w, bs), bindex(w, bs));
	} else if (r->board.safe[sq]) {
		lb = '(';
		rb = ')';
		bink = INK_SAFE;
	}
	if (w->block[sq]) {
		lb = rb = '#';
		bink = INK_ALERT;
	}
	occupants(w, sq, in, &iink);
	if (in[0] == ' ' && o->labels) {
		if (c->kind == CK_COLUMN)
			snprintf(t, sizeof t, "h%d", c->n % 10);
		else
			snprintf(t, sizeof t, "%2d", sq % 100);
		memcpy(in, t, 2);
		iink = INK_DIM;
	}
	cv_put(cv, row, x, &lb, 1, bink);
	cv_put(cv, row, x + 1, in, 2, iink);
	cv_put(cv, row, x + 3, &rb, 1, bink);
}

/* A side's name under its base, where the corner has room. */
static void
text_base_name(const struct rview *w, struct canvas *cv, int bs)
{
	int	 row, col, r0 = -1, c0 = RGRID_MAX, c1 = -1, x, i;
	const char *name = bname(w, bs);
	size_t	 len = strlen(name);

	for (row = 0; row < w->rows; row++)
		for (col = 0; col < w->cols; col++)
			if (w->cell[row][col].kind == CK_BASE &&
			    w->cell[row][col].bside == bs) {
				r0 = row;
				c0 = col < c0 ? col : c0;
				c1 = col > c1 ? col : c1;
			}
	if (r0 < 0 || ++r0 >= w->rows)
		return;
	x = (c0 * CELL_W + (c1 + 1) * CELL_W) / 2 - (int)len / 2;
	for (i = x / CELL_W; i <= (x + (int)len - 1) / CELL_W; i++)
		if (i < 0 || i >= w->cols || w->cell[r0][i].kind != CK_NONE)
			return;
	cv_put(cv, r0, x, name, len, render_side_ink(name, bindex(w, bs)));
}

static void
text_emit(const struct canvas *cv, const struct render_opts *o,
    struct buf *b)
{
	int	 row, x, end, ink;

	for (row = 0; row < cv->rows; row++) {
		for (end = cv->width; end > 0 && cv->ch[row][end - 1] == ' ';
		    end--)
			;
		ink = INK_NONE;
		buf_adds(b, "  ");
		for (x = 0; x < end; x++) {
			/* A blank shows the same in any ink. */
			if (cv->ink[row][x] != ink && cv->ch[row][x] != ' ') {
				ink = cv->ink[row][x];
				render_ink(b, o, (enum render_ink)ink);
			}
			buf_addc(b, cv->ch[row][x]);
		}
		if (ink != INK_NONE)
			render_ink(b, o, INK_NONE);
		buf_addc(b, '\n');
	}
}

static const char *const extra_why[] = {
	NULL, "a double", "the throw", "a capture", NULL,
};

/* Blocks standing, formed and broken: "12 yellow (new), h3 red". */
static void
text_blocks(const struct rview *w, const struct render_opts *o,
    struct buf *b)
{
	int	 sq, n = 0;

	for (sq = 1; sq < w->nsq; sq++) {
		if (!w->block[sq] && !(o->before && w->was_block[sq]))
			continue;
		buf_adds(b, n++ ? ", " : "  blocks: ");
		render_ink(b, o, INK_ALERT);
		square_name(w, sq, b);
		render_ink(b, o, INK_NONE);
		if (w->block[sq])
			buf_printf(b, " %s", pname(w, w->block[sq] - 1));
		if (o->before && w->block[sq] && !w->was_block[sq])
			buf_adds(b, " (formed)");
		else if (o->before && !w->block[sq])
			buf_adds(b, " (broken)");
	}
	if (n)
		buf_addc(b, '\n');
}

static void
text_status(const struct rview *w, const struct render_opts *o,
    const struct position *pos, struct buf *b)
{
	const struct race_pos	*p = w->p;
	int			 pl, onb, i;
	struct buf		 t;

	buf_addc(b, '\n');
	for (pl = 0; pl < p->nplayers; pl++) {
		onb = w->r->pieces - w->base[pl] - w->home[pl];
		buf_adds(b, "  ");
		render_ink(b, o, pink(w, pl));
		buf_printf(b, "%c %-8s", pinitial(w, pl), pname(w, pl));
		render_ink(b, o, INK_NONE);
		buf_printf(b, " base %d  board %d  home %d", w->base[pl], onb,
		    w->home[pl]);
		if (p->rank[pl]) {
			buf_adds(b, "  finished ");
			race_render_ordinal(p->rank[pl], b);
		}
		buf_addc(b, '\n');
	}
	text_blocks(w, o, b);
	if (race_state(w->r, pos) != GAME_ON) {
		buf_init(&t);
		race_result(w->r, pos, &t);
		buf_printf(b, "  game over: %s\n", buf_str(&t));
		buf_free(&t);
		return;
	}
	pl = p->to_move;
	buf_adds(b, "  ");
	render_ink(b, o, pink(w, pl));
	buf_adds(b, pname(w, pl));
	render_ink(b, o, INK_NONE);
	buf_adds(b, " to move");
	i = p->extra;
	if (i > 0 && i < (int)(sizeof extra_why / sizeof extra_why[0]) &&
	    extra_why[i] != NULL)
		buf_printf(b, " again (%s)", extra_why[i]);
	if (p->run > 0)
		buf_printf(b, ", %d double%s in a row", p->run,
		    p->run == 1 ? "" : "s");
	buf_addc(b, '\n');
}

static void
render_text(const struct rview *w, const struct render_opts *o,
    const struct position *pos, struct buf *b)
{
	struct canvas	*cv;
	int		 row, col, bs;

	cv = xcalloc(1, sizeof *cv);
	cv->rows = w->rows;
	cv->width = w->cols * CELL_W;
	memset(cv->ch, ' ', sizeof cv->ch);
	for (row = 0; row < w->rows; row++)
		for (col = 0; col < w->cols; col++)
			text_cell(w, o, cv, row, col);
	for (bs = 0; bs < w->r->board.nsides; bs++)
		if (w->player_of[bs] >= 0)
			text_base_name(w, cv, bs);
	text_emit(cv, o, b);
	free(cv);
	text_status(w, o, pos, b);
}

void
race_render(const void *rules, const struct position *pos,
    const struct render_opts *o, struct buf *b)
{
	const struct race_rules	*r = rules;
	struct rview		*w;

	w = xcalloc(1, sizeof *w);
	view_init(w, r, (const struct race_pos *)(const void *)pos,
	    o->before != NULL ?
	    (const struct race_pos *)(const void *)o->before : NULL);
	if (o->format == RENDER_SVG)
		race_render_svg(w, o, pos, b);
	else
		render_text(w, o, pos, b);
	free(w);
}
