/*
 * The race family's text out: a turn in canonical notation (its moves,
 * capture marks, a pass where the rules allow one), a move, an event and
 * a place.  Apart from lib/race_turn.c because writing a turn shares
 * nothing with applying one but the turn.
 */
#include <string.h>

#include "race.h"

static const struct race_pos *
cpos(const struct position *pos)
{
	return (const struct race_pos *)(const void *)pos;
}

/*
 * Whether a pass in p on throw th stands beside a legal play (R18).  One
 * move is enough: a first move always ends in some complete play, and
 * the rules that judge whole plays (C11, R14) only choose among them --
 * the play that enters, or breaks the most old blocks, always passes --
 * so a legal play exists exactly when a move does.  Searching for a
 * whole play was a fifth of convert's time on pachisi-modern.
 */
static int
pass_has_play(const struct race_rules *r, const struct race_cache *C,
    const struct race_pos *p, const struct throw *th)
{
	struct race_line	 L;

	race_line_start(r, &L, p, th);
	/*
	 * The search reads an occupancy that shows its line and never
	 * writes it (race_move.c builds one only where none shows), so the
	 * cache's is lent when it fits: a copy was most of a written pass's
	 * search on the cowrie variants.  Else the search builds its own.
	 */
	if (race_cache_fits(C, r, p)) {
		L.occ = (struct race_occ *)(void *)(uintptr_t)&C->occ;
		L.occ_id = C->occ.id;
	}
	return race_line_any(r, &L);
}

void
race_move_text(const struct race_rules *r, int bs, const struct race_move *m,
    int mark, struct buf *o)
{
	if (m->kind == MK_BONUS)
		buf_printf(o, "+%d ", m->amt);
	race_square_text(r, bs, m->from, o);
	buf_addc(o, '/');
	race_square_text(r, bs, m->to, o);
	if (mark && m->capture)
		buf_addc(o, '*');
	if (m->piece3 >= 0)
		buf_adds(o, "(3)");
	else if (m->piece2 >= 0)
		buf_adds(o, "(2)");
}

/* v in decimal at q, as "%d" writes it. */
static char *
put_int(char *q, int v)
{
	char		 t[16], *e = t + sizeof t, *d = e;
	unsigned	 u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	/* Dice and cowrie throws, bonuses: one or two digits, no loop. */
	if (v >= 0 && v < 10) {
		*q = (char)('0' + v);
		return q + 1;
	}
	if (v >= 10 && v < 100) {
		q[0] = (char)('0' + v / 10);
		q[1] = (char)('0' + v % 10);
		return q + 2;
	}
	do
		*--d = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--d = '-';
	while (d < e)
		*q++ = *d++;
	return q;
}

/* Room for a move's text: "+NNN base/home*(3)" and a blank fit. */
#define MOVE_ROOM	64

/* A square's text at q, from the table where it has one; else written
 * through o, and room made again for n moves. */
static char *
put_square(const struct race_rules *r, int bs, int prog, struct buf *o,
    char *q, int n)
{
	const char	*t;

	if (r->have_sqtab && prog >= -1 && prog < RACE_MAX_PROG - 1 &&
	    (t = r->sqtext[bs][prog + 1])[7] != 0) {
		memcpy(q, t, 8);
		return q + t[7];
	}
	buf_setlen(o, (size_t)(q - o->s));
	race_square_text(r, bs, prog, o);
	return buf_room(o, MOVE_ROOM * (size_t)n);
}

/*
 * Written in place, a move's room at a time: convert writes every turn,
 * and appends one at a time were half of this.  The same text as
 * race_move_text() with marks.
 */
static void
turn_format(const struct race_rules *r, const struct race_cache *C,
    const struct position *pos, const struct turn *tp, struct buf *o)
{
	const struct race_pos	*p = cpos(pos);
	const struct race_turn	*t = (const struct race_turn *)(const void *)tp;
	const struct race_move	*m;
	const char		*name = r->side_name[p->side[t->player]];
	size_t			 len = r->side_len[p->side[t->player]];
	char			*q;
	int			 i;
	int			 bs = race_bside(r, p, race_mover(r, p, t->player));

	/* One reservation for all of it: one a move was a tenth of this. */
	q = buf_room(o, len + 16 * (sizeof t->th.v / sizeof t->th.v[0]) + 64 +
	    MOVE_ROOM * (size_t)t->n);
	/* Without a call: memcpy() and strlen() cost more than the rest
	 * of a pass. */
	q = util_put_bytes(q, name, len);
	*q++ = ' ';
	for (i = 0; i < t->th.n; i++) {
		if (i)
			*q++ = '-';
		q = put_int(q, t->th.v[i]);
	}
	*q++ = ':';
	*q++ = ' ';
	if (t->kind == TK_NONE || (t->kind == TK_PASS_ANY &&
	    !pass_has_play(r, C, p, &t->th)))
		*q++ = '-';
	else if (t->kind == TK_PASS || t->kind == TK_PASS_ANY) {
		memcpy(q, "pass", 4);
		q += 4;
	}
	for (i = 0; t->kind == TK_MOVES && i < t->n; i++) {
		m = &t->m[i];
		if (i)
			*q++ = ' ';
		if (m->kind == MK_BONUS) {
			*q++ = '+';
			q = put_int(q, m->amt);
			*q++ = ' ';
		}
		q = put_square(r, bs, m->from, o, q, t->n - i);
		*q++ = '/';
		q = put_square(r, bs, m->to, o, q, t->n - i);
		if (m->capture)
			*q++ = '*';
		if (m->piece3 >= 0) {
			memcpy(q, "(3)", 3);
			q += 3;
		} else if (m->piece2 >= 0) {
			memcpy(q, "(2)", 3);
			q += 3;
		}
	}
	buf_setlen(o, (size_t)(q - o->s));
}

void
race_turn_format(const void *rp, const struct position *pos,
    const struct turn *tp, struct buf *o)
{
	turn_format(rp, NULL, pos, tp, o);
}

void
race_turn_format_cached(const void *rp, const struct engine_cache *ec,
    const struct position *pos, const struct turn *tp, struct buf *o)
{
	turn_format(rp, (const struct race_cache *)(const void *)ec, pos, tp,
	    o);
}

void
race_event_format(const void *rp, const struct event *e, struct buf *o)
{
	const struct race_rules	*r = rp;
	const char *s = race_side_name(rp, e->side);

	/* CSV writes every event: no printf.  This one names no side. */
	if (e->kind == EV_GAME_OVER) {
		buf_adds(o, "the game is over");
		return;
	}
	buf_adds(o, s);
	switch (e->kind) {
	case EV_ENTER:
		buf_adds(o, " enters a piece");
		break;
	case EV_MOVE:
		buf_adds(o, " moves");
		break;
	case EV_CAPTURE:
		buf_adds(o, " captures ");
		buf_adds(o, race_side_name(rp, e->other));
		buf_adds(o, " on ");
		buf_add_int(o, race_sq(r, r->side_board[e->other], e->at));
		break;
	case EV_BONUS:
		buf_adds(o, " earns ");
		buf_add_int(o, e->points);
		buf_adds(o, " bonus points");
		break;
	case EV_BONUS_LOST:
		buf_adds(o, " loses ");
		buf_add_int(o, e->points);
		buf_adds(o, " bonus points");
		break;
	case EV_BLOCK_FORMED:
		buf_adds(o, " forms a block on ");
		buf_add_int(o, race_sq(r, r->side_board[e->side], e->at));
		break;
	case EV_EXTRA_TURN:
		buf_adds(o, " has another turn");
		break;
	case EV_PENALTY:
		buf_adds(o, ": third double, the piece on ");
		buf_add_int(o, race_sq(r, r->side_board[e->side], e->at));
		buf_adds(o, " goes back");
		break;
	case EV_HOME:
		buf_adds(o, " brings a piece home");
		break;
	case EV_FINISHED:
		buf_adds(o, " finishes, rank ");
		buf_add_int(o, e->rank);
		break;
	default:
		buf_adds(o, ": event ");
		buf_add_int(o, (int)e->kind);
		break;
	}
}

void
race_place_format(const void *rp, int side, int place, struct buf *o)
{
	const struct race_rules	*r = rp;

	race_square_text(r, r->side_board[side], place, o);
}
