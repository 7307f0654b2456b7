/* One game's frames for `pasa replay`: boards drawn as the replay goes. */
#include <stdlib.h>
#include <string.h>

#include "frames.h"

static int
wanted(const struct frames *f, long number)
{
	if (f->keep_all)
		return 1;
	if (f->final)
		return 0;
	if (f->from >= 0 && number < f->from)
		return 0;
	return f->to < 0 || number <= f->to;
}

static void
frame_add(struct frames *f, const struct family *fam, const void *rules,
    const struct render_frame *fr)
{
	f->v = xreallocarray(f->v, f->n + 1, sizeof *f->v);
	buf_init(&f->v[f->n]);
	render_frame(fam, rules, fr, f->ro, &f->v[f->n]);
	f->n++;
}

/* The position the game starts from, before any turn. */
static void
start_frame(struct frames *f, const struct play *p,
    const struct position *start)
{
	struct render_frame	 fr;

	if (!f->keep_all && (f->final || f->from > 0))
		return;
	memset(&fr, 0, sizeof fr);
	fr.after = start;
	frame_add(f, p->fam, p->v->rules, &fr);
}

static void
replay_turn(void *arg, const struct play *p, const struct position *before,
    const struct turn *t, const struct events *ev, const struct turn_text *tt)
{
	struct frames		*f = arg;
	struct render_frame	 fr;

	if (f->turns == 0)
		start_frame(f, p, before);
	f->turns++;
	f->last_number = frames_turn_number(tt, f->turns);
	if (!wanted(f, f->last_number))
		return;
	memset(&fr, 0, sizeof fr);
	fr.number = f->last_number;
	fr.before = before;
	fr.after = &p->pos;
	fr.turn = t;
	fr.ev = ev;
	frame_add(f, p->fam, p->v->rules, &fr);
}

/* The first error among the diagnostics from 'from' on, as the frame
 * shows it: as validate prints it. */
void
frames_first_error(const struct cli *io, const struct diags *d, size_t from,
    struct buf *b)
{
	size_t	 i;

	for (i = from; i < d->n; i++)
		if (d->v[i].level == DIAG_ERROR) {
			cli_diag_format(io, &d->v[i], b);
			return;
		}
}

int
frames_game(struct frames *f, struct vcache *vc, const char *vname,
    const struct rgame *g, struct diags *d)
{
	struct replay		 rp;
	struct play		 p;
	struct render_frame	 fr;
	struct buf		 err;
	int			 rc = EXIT_VALID;

	memset(&rp, 0, sizeof rp);
	rp.variant = vname;
	rp.arg = f;
	/* --final draws no turn: nothing to see until the game's end. */
	rp.turn = f->final && !f->keep_all ? NULL : replay_turn;
	if (!game_replay(&rp, vc, g, &p, d))
		return EXIT_INVALID;
	if (rp.turn == NULL) {
		f->turns = (long)p.played;
		f->last_number = p.played == 0 ? 0 :
		    frames_turn_number(&g->turns[p.played - 1], f->turns);
	}
	if (f->turns == 0)
		start_frame(f, &p, &p.pos);
	memset(&fr, 0, sizeof fr);
	buf_init(&err);
	if (diags_has_errors(d)) {
		/* The board is the position the illegal turn was played in. */
		frames_first_error(f->io, d, 0, &err);
		fr.number = f->turns + 1;
		if (f->turns < (long)g->nturns &&
		    g->turns[f->turns].number >= 0)
			fr.number = g->turns[f->turns].number;
		fr.error = buf_str(&err);
		fr.before = &p.pos;
		frame_add(f, p.fam, p.v->rules, &fr);
		rc = EXIT_INVALID;
	} else if (f->final) {
		fr.after = &p.pos;
		fr.final = 1;
		frame_add(f, p.fam, p.v->rules, &fr);
	}
	buf_free(&err);
	play_end(&p);
	return rc;
}

void
frames_free(struct frames *f)
{
	size_t	i;

	for (i = 0; i < f->n; i++)
		buf_free(&f->v[i]);
	free(f->v);
	f->v = NULL;
	f->n = 0;
}

void
frames_next_game(struct frames *f)
{
	frames_free(f);
	f->turns = 0;
	f->last_number = 0;
}

void
frames_game_name(const struct rgame *g, struct buf *b)
{
	const char	*players = rgame_tag(g, "Players");
	const char	*event = rgame_tag(g, "Event");

	buf_printf(b, "Game %zu", g->index);
	if (event != NULL && players != NULL)
		buf_printf(b, ": %s, %s", event, players);
	else if (event != NULL || players != NULL)
		buf_printf(b, ": %s", event != NULL ? event : players);
}

/* Drawn with '#', not the frames' '=', so a reader (or grep) tells where
 * a game starts from where a turn does.  The tags are the record's text:
 * cleaned, so that they cannot drive the terminal. */
void
frames_game_head(const struct rgame *g, const struct render_opts *ro,
    struct buf *b)
{
	struct buf	 name;
	size_t		 width;

	buf_init(&name);
	frames_game_name(g, &name);
	render_ink(b, ro, INK_BOLD);
	width = b->len;
	buf_adds(b, "### ");
	buf_add_clean(b, buf_str(&name), name.len);
	buf_addc(b, ' ');
	for (width = b->len - width; width < 72; width++)
		buf_addc(b, '#');
	render_ink(b, ro, INK_NONE);
	buf_addc(b, '\n');
	buf_free(&name);
}

/* A key's move: turn by turn, to either end, or half a screen of a tall
 * frame. */
void
frames_move(const struct frames *f, enum frames_key k, int rows, size_t *at,
    long *scroll)
{
	if (k == FK_DOWN)
		*scroll += rows / 2;
	else if (k == FK_UP)
		*scroll -= rows / 2;
	else {
		if (k == FK_NEXT && *at + 1 < f->n)
			(*at)++;
		else if (k == FK_PREV && *at > 0)
			(*at)--;
		else if (k == FK_FIRST)
			*at = 0;
		else if (k == FK_LAST)
			*at = f->n - 1;
		if (k != FK_NONE)
			*scroll = 0;
	}
}
