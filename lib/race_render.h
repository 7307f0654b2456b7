/*
 * Internal to lib/race_render*.c: a race position laid out on its board's
 * grid, shared by the text and the SVG drawing.
 */
#ifndef PASA_RACE_RENDER_H
#define PASA_RACE_RENDER_H

#include <ctype.h>

#include "race.h"
#include "render.h"

#define RGRID_MAX	40

enum ckind {
	CK_NONE,
	CK_LOOP,
	CK_COLUMN,
	CK_BASE,
	CK_HOME,		/* where a side's pieces at home are counted */
	CK_CENTRE,
};

struct rcell {
	uint8_t	 kind;
	int8_t	 bside;		/* column, base, home: the board side */
	int16_t	 n;		/* loop square; column step 1..hlen; base slot */
	int8_t	 area;		/* corner area of board side area-1, or 0 */
};

/* Everything a drawing needs, gathered once from board and position. */
struct rview {
	const struct race_rules	*r;
	const struct race_pos	*p;
	int			 rows, cols;
	struct rcell		 cell[RGRID_MAX][RGRID_MAX];
	int			 centre_r, centre_c;	/* -1: none */
	/* Pieces by square: loop 1..loop, then each column (race_square). */
	uint8_t			 on[RACE_MAX_LOOP + 1 +
				    RACE_MAX_PLAYERS * RACE_MAX_HLEN]
				    [RACE_MAX_PLAYERS];
	uint8_t			 block[RACE_MAX_LOOP + 1 +
				    RACE_MAX_PLAYERS * RACE_MAX_HLEN];
	uint8_t			 was_block[RACE_MAX_LOOP + 1 +
				    RACE_MAX_PLAYERS * RACE_MAX_HLEN];
	/*
	 * A column square drawn on a loop square's cell (cross-trad: h1 on
	 * the arm's tip) is shown there: alias[column square] = that loop
	 * square, or 0.
	 */
	int16_t			 alias[RACE_MAX_LOOP + 1 +
				    RACE_MAX_PLAYERS * RACE_MAX_HLEN];
	int			 nsq;
	int			 base[RACE_MAX_PLAYERS];	/* by player */
	int			 home[RACE_MAX_PLAYERS];
	int			 player_of[RACE_MAX_PLAYERS];	/* by bside */
	int			 nslots[RACE_MAX_PLAYERS];	/* by bside */
};

/* The square a cell stands for, or 0. */
static inline int
cell_square(const struct rview *w, const struct rcell *c)
{
	if (c->kind == CK_LOOP)
		return c->n;
	if (c->kind == CK_COLUMN)
		return w->r->board.loop + c->bside * w->r->board.hlen + c->n;
	return 0;
}

static inline const char *
pname(const struct rview *w, int pl)
{
	return race_side_name(w->r, w->p->side[pl]);
}

static inline char
pinitial(const struct rview *w, int pl)
{
	return (char)toupper((unsigned char)pname(w, pl)[0]);
}

static inline enum render_ink
pink(const struct rview *w, int pl)
{
	return render_side_ink(pname(w, pl), w->p->side[pl]);
}

static inline const char *
bname(const struct rview *w, int bs)
{
	int	 pl = w->player_of[bs];

	return pl >= 0 ? pname(w, pl) : w->r->board.side[bs];
}

static inline int
bindex(const struct rview *w, int bs)
{
	int	 pl = w->player_of[bs];

	return pl >= 0 ? w->p->side[pl] : bs;
}

static inline int
is_start(const struct rview *w, int sq)
{
	int	 bs;

	for (bs = 0; bs < w->r->board.nsides; bs++)
		if (w->r->board.start[bs] == sq)
			return bs;
	return -1;
}

static inline void
race_render_ordinal(int n, struct buf *b)
{
	buf_printf(b, "%d%s", n, n % 10 == 1 && n % 100 != 11 ? "st" :
	    n % 10 == 2 && n % 100 != 12 ? "nd" :
	    n % 10 == 3 && n % 100 != 13 ? "rd" : "th");
}

void	 race_render_svg(const struct rview *, const struct render_opts *,
	    const struct position *, struct buf *);

#endif
