/*
 * Pasang Emas: applying a turn that pasang_turn_read() or the generator
 * accepted, and describing what it did.
 */
#include <string.h>

#include "pasang.h"

static void
event_add(struct events *ev, enum event_kind kind, int side, int other,
    int a, int b)
{
	struct event	*e;

	if (ev == NULL || ev->n >= EVENTS_MAX)
		return;
	e = &ev->v[ev->n++];
	e->kind = kind;
	e->side = side;
	e->other = other;
	e->a = a;
	e->b = b;
}

void
pasang_turn_apply(const void *rules, struct position *pos,
    const struct turn *turn, struct events *ev)
{
	const struct pasang_rules	*r = rules;
	struct pasang_pos		*p = (struct pasang_pos *)pos->u.b;
	const struct pasang_turn	*t = (const void *)turn->u.b;
	int				 i, points = 0, f[2], w;

	if (ev != NULL)
		ev->n = 0;
	for (i = 0; i < t->n; i++) {
		points += pasang_cell_points(r, p->cell[t->pts[i]]);
		p->cell[t->pts[i]] = PC_EMPTY;
	}
	switch (t->phase) {
	case 1:
		p->passage[t->side] = t->file;
		p->phase[t->side] = 2;
		break;
	case 2:
		p->ka_colour[t->side] = p->cell[t->from];
		p->phase[t->side] = 3;
		/* FALLTHROUGH */
	default:
		p->cell[t->from] = PC_EMPTY;
		p->cell[t->to] = PC_KA;
		p->ka[t->side] = t->to;
		break;
	}
	p->score[t->side] = (int16_t)(p->score[t->side] + points);
	p->tomove = (uint8_t)(1 - t->side);
	p->number++;
	event_add(ev, EV_TAKEN, t->side, -1, t->n, points);
	pasang_settle(r, p);
	if (p->over == PE_ON)
		return;
	pasang_final(r, p, f);
	if (p->over == PE_SUNTUK)
		w = 1 - p->loser;
	else
		w = f[0] == f[1] ? -1 : f[0] > f[1] ? 0 : 1;
	event_add(ev, EV_GAME_OVER, w, w < 0 ? -1 : 1 - w, p->over,
	    p->over == PE_SUNTUK ? p->loser : -1);
}

void
pasang_event_format(const void *rules, const struct event *e, struct buf *b)
{
	const struct pasang_rules	*r = rules;

	switch (e->kind) {
	case EV_TAKEN:
		buf_printf(b, "%s takes %d stone%s for %d point%s",
		    r->side[e->side], e->a, e->a == 1 ? "" : "s", e->b,
		    e->b == 1 ? "" : "s");
		break;
	case EV_GAME_OVER:
		if (e->a == PE_SUNTUK)
			buf_printf(b, "%s cannot capture (suntuk): ",
			    r->side[e->b]);
		else
			buf_adds(b, "no stone is left: ");
		if (e->side < 0)
			buf_adds(b, "a draw");
		else
			buf_printf(b, "%s wins", r->side[e->side]);
		break;
	default:
		buf_adds(b, "?");
		break;
	}
}
