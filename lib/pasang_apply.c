/*
 * Pasang Emas: applying a turn that pasang_turn_read() or the generator
 * accepted, and describing what it did.
 */
#include <string.h>

#include "pasang.h"

/* The turn's stones taken and moved, and its EV_TAKEN event; not settled. */
static void
apply_move(const struct pasang_rules *r, struct pasang_pos *p,
    const struct pasang_turn *t, struct events *ev)
{
	struct event	*e;
	int		 i, points = 0;

	if ((e = events_add(ev, EV_TAKEN, t->side)) != NULL) {
		e->phase = t->phase;
		e->count = t->n;
		for (i = 0; i < t->n && i < EVENT_LINE_MAX; i++)
			e->line[i] = t->pts[i];
		if (t->n > 0)
			e->colour = p->cell[t->pts[0]];
		if (t->phase == 1)
			e->axis = 1;
		else {
			e->from = t->from;
			e->to = t->to;
			if (t->n > 0)
				e->axis = PASANG_RANK(t->pts[0]) ==
				    PASANG_RANK(t->to) ? 0 : 1;
			if (t->phase == 2)
				e->ka_colour = p->cell[t->from];
		}
	}
	for (i = 0; i < t->n; i++) {
		points += pasang_cell_points(r, p->cell[t->pts[i]]);
		pasang_put(p, t->pts[i], PC_EMPTY);
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
		pasang_put(p, t->from, PC_EMPTY);
		pasang_put(p, t->to, PC_KA);
		p->ka[t->side] = t->to;
		break;
	}
	p->score[t->side] = (int16_t)(p->score[t->side] + points);
	p->tomove = (uint8_t)(1 - t->side);
	p->number++;
	if (e != NULL)
		e->points = points;
}

void
pasang_turn_apply(const void *rules, struct position *pos,
    const struct turn *turn, struct events *ev)
{
	const struct pasang_rules	*r = rules;
	struct pasang_pos		*p = (struct pasang_pos *)pos->u.b;
	const struct pasang_turn	*t = (const void *)turn->u.b;
	struct event			*e;
	int				 f[2], w;

	if (ev != NULL)
		ev->n = 0;
	apply_move(r, p, t, ev);
	pasang_settle(r, p);
	if (p->over == PE_ON)
		return;
	pasang_final(r, p, f);
	if (p->over == PE_SUNTUK)
		w = 1 - p->loser;
	else
		w = f[0] == f[1] ? -1 : f[0] > f[1] ? 0 : 1;
	if ((e = events_add(ev, EV_GAME_OVER, w)) != NULL) {
		e->other = w < 0 ? -1 : 1 - w;
		e->how = p->over;
	}
}

/*
 * The family's turn_check_cached() (no cache: ec is not read).  The test
 * after each turn of whether the side to move can capture at all (R24's
 * suntuk) was a fifth of validate's time; a turn read as legal is a
 * capture, so it shows the side was not, and the test is made only for
 * a turn refused, whose refusal is then the game's end if it was.
 */
int
pasang_turn_check(const void *rules, struct engine_cache *ec,
    struct position *pos, const struct turn_text *tt, struct turn *out,
    struct diag_ctx *dc)
{
	const struct pasang_rules	*r = rules;
	struct pasang_pos		*p = (struct pasang_pos *)pos->u.b;
	struct diags			 found;
	struct diag_ctx			 c = *dc;
	int				 rc;

	(void)ec;
	if (p->over != PE_UNSETTLED)
		rc = pasang_turn_read(rules, pos, tt, out, dc);
	else {
		/* Read as though the game were on, its words kept apart. */
		diags_init(&found);
		c.diags = &found;
		p->over = PE_ON;
		if ((rc = pasang_turn_read(rules, pos, tt, out, &c)) != 0) {
			p->over = PE_UNSETTLED;
			pasang_settle_suntuk(r, p);
			if (p->over != PE_ON) {
				diags_clear(&found);
				(void)pasang_turn_read(rules, pos, tt, out, dc);
			}
		}
		diags_move(dc->diags, &found);
		diags_free(&found);
	}
	if (rc != 0)
		return -1;
	apply_move(r, p, (const struct pasang_turn *)(const void *)out->u.b,
	    NULL);
	pasang_settle_lean(p);
	return 0;
}

/* The family's pos_settle(): the suntuk test pasang_turn_check() left. */
void
pasang_pos_settle(const void *rules, struct position *pos)
{
	pasang_settle_suntuk(rules, (struct pasang_pos *)pos->u.b);
}

void
pasang_event_format(const void *rules, const struct event *e, struct buf *b)
{
	const struct pasang_rules	*r = rules;

	switch (e->kind) {
	case EV_TAKEN:
		/* CSV writes one for every capture: no printf. */
		buf_adds(b, r->side[e->side]);
		buf_adds(b, " takes ");
		buf_add_int(b, e->count);
		buf_adds(b, e->count == 1 ? " stone for " : " stones for ");
		buf_add_int(b, e->points);
		buf_adds(b, e->points == 1 ? " point" : " points");
		break;
	case EV_GAME_OVER:
		if (e->how == PE_SUNTUK)
			buf_printf(b, "%s cannot capture (suntuk): ",
			    r->side[e->other]);
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

void
pasang_place_format(const void *rules, int side, int place, struct buf *b)
{
	char	name[4];

	(void)rules;
	(void)side;
	pasang_point_name(place, name);
	buf_adds(b, name);
}
