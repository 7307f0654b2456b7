/* What the board renderers share: palette, SVG text, the replay frame. */
#include <string.h>

#include "engine.h"
#include "render.h"

/* Stones are drawn on their own background so both show on any theme. */
static const char *const ink_code[INK_MAX] = {
	[INK_NONE] = "\033[0m",
	[INK_DIM] = "\033[2m",
	[INK_BOLD] = "\033[1m",
	[INK_SAFE] = "\033[36m",
	[INK_ALERT] = "\033[1;31m",
	[INK_BLACK_STONE] = "\033[30;47m",
	[INK_WHITE_STONE] = "\033[97;40m",
	[INK_SIDE0] = "\033[1;35m",
	[INK_SIDE1] = "\033[1;36m",
	[INK_SIDE2] = "\033[1;33m",
	[INK_SIDE3] = "\033[1;32m",
	[INK_SIDE4] = "\033[1;31m",
	[INK_SIDE5] = "\033[1;34m",
	[INK_YELLOW] = "\033[1;33m",
	[INK_GREEN] = "\033[1;32m",
	[INK_RED] = "\033[1;31m",
	[INK_BLUE] = "\033[1;34m",
};

static const struct {
	const char	*name;
	enum render_ink	 ink;
	const char	*fill, *tint;
} side_colours[] = {
	{ "yellow", INK_YELLOW, "#e3b505", "#fbefb4" },
	{ "green", INK_GREEN, "#2e9e44", "#c8ebcf" },
	{ "red", INK_RED, "#d0352b", "#f6ccc8" },
	{ "blue", INK_BLUE, "#2f6bd0", "#c9d9f5" },
};

/* Sides named otherwise (south, north, ...), by their index. */
static const char *const index_fill[6] = {
	"#b0307a", "#1f8a9a", "#e3b505", "#2e9e44", "#d0352b", "#2f6bd0",
};
static const char *const index_tint[6] = {
	"#f2cfe2", "#c6e8ec", "#fbefb4", "#c8ebcf", "#f6ccc8", "#c9d9f5",
};

static int
side_colour(const char *name)
{
	size_t	i;

	for (i = 0; name != NULL && i < sizeof side_colours /
	    sizeof side_colours[0]; i++)
		if (strcmp(name, side_colours[i].name) == 0)
			return (int)i;
	return -1;
}

enum render_ink
render_side_ink(const char *name, int index)
{
	int	c = side_colour(name);

	if (c >= 0)
		return side_colours[c].ink;
	return (enum render_ink)(INK_SIDE0 + (index >= 0 ? index % 6 : 0));
}

const char *
render_side_fill(const char *name, int index)
{
	int	c = side_colour(name);

	return c >= 0 ? side_colours[c].fill :
	    index_fill[index >= 0 ? index % 6 : 0];
}

const char *
render_side_tint(const char *name, int index)
{
	int	c = side_colour(name);

	return c >= 0 ? side_colours[c].tint :
	    index_tint[index >= 0 ? index % 6 : 0];
}

void
render_ink(struct buf *b, const struct render_opts *o, enum render_ink ink)
{
	if (o == NULL || !o->colour || (unsigned)ink >= INK_MAX)
		return;
	if (ink != INK_NONE)
		buf_adds(b, ink_code[INK_NONE]);
	buf_adds(b, ink_code[ink]);
}

void
render_xml_text(struct buf *b, const char *s)
{
	for (; *s != '\0'; s++) {
		switch (*s) {
		case '&':
			buf_adds(b, "&amp;");
			break;
		case '<':
			buf_adds(b, "&lt;");
			break;
		case '>':
			buf_adds(b, "&gt;");
			break;
		case '"':
			buf_adds(b, "&quot;");
			break;
		default:
			/* XML 1.0 has no way to write most controls. */
			if ((unsigned char)*s < 0x20 && *s != '\t' &&
			    *s != '\n')
				buf_addc(b, '?');
			else
				buf_addc(b, *s);
		}
	}
}

void
render_svg_begin(struct buf *b, int width, int height, const char *title)
{
	buf_adds(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	buf_printf(b, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
	    "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n",
	    width, height, width, height);
	buf_adds(b, "<title>");
	render_xml_text(b, title);
	buf_adds(b, "</title>\n");
	buf_printf(b, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
	    "fill=\"#fbf8f0\"/>\n", width, height);
}

void
render_svg_end(struct buf *b)
{
	buf_adds(b, "</svg>\n");
}

void
render_svg_text(struct buf *b, double x, double y, double size,
    const char *fill, const char *weight, const char *text)
{
	buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" "
	    "text-anchor=\"middle\" dominant-baseline=\"central\" "
	    "fill=\"%s\"", x, y, size, fill);
	if (weight != NULL)
		buf_printf(b, " font-weight=\"%s\"", weight);
	buf_addc(b, '>');
	render_xml_text(b, text);
	buf_adds(b, "</text>\n");
}

static void	 throw_of(const char *, struct buf *);

static const char *
side_of(const struct family *f, const void *rules, int side)
{
	const char	*s = side >= 0 ? f->side_name(rules, side) : NULL;

	return s != NULL ? s : "?";
}

/* " on PLACE", when the event has one and the family can name it. */
static void
event_place(const struct family *f, const void *rules, int side, int place,
    struct buf *b)
{
	if (place == EVENT_NONE || side < 0 || f->place_format == NULL)
		return;
	buf_adds(b, " on ");
	f->place_format(rules, side, place, b);
}

/* For a family without event_format: the events in plain words. */
static void
event_generic(const struct family *f, const void *rules,
    const struct event *e, struct buf *b)
{
	const char	*s = side_of(f, rules, e->side);

	switch (e->kind) {
	case EV_ENTER:
		buf_printf(b, "%s enters a piece", s);
		break;
	case EV_MOVE:
		buf_printf(b, "%s moves", s);
		break;
	case EV_CAPTURE:
		buf_printf(b, "%s captures %s", s,
		    side_of(f, rules, e->other));
		event_place(f, rules, e->other, e->at, b);
		break;
	case EV_BONUS:
		buf_printf(b, "%s earns %d bonus points", s, e->points);
		break;
	case EV_BONUS_LOST:
		buf_printf(b, "%s loses %d bonus points", s, e->points);
		break;
	case EV_BLOCK_FORMED:
		buf_printf(b, "%s forms a block", s);
		event_place(f, rules, e->side, e->at, b);
		break;
	case EV_BLOCK_BROKEN:
		buf_printf(b, "%s breaks the block", s);
		event_place(f, rules, e->side, e->at, b);
		break;
	case EV_EXTRA_TURN:
		buf_printf(b, "%s has another turn", s);
		break;
	case EV_PENALTY:
		buf_printf(b, "%s: penalty, the piece", s);
		event_place(f, rules, e->side, e->at, b);
		buf_adds(b, " goes back");
		break;
	case EV_HOME:
		buf_printf(b, "%s brings a piece home", s);
		break;
	case EV_FINISHED:
		buf_printf(b, "%s finishes, rank %d", s, e->rank);
		break;
	case EV_TAKEN:
		buf_printf(b, "%s takes %d stone%s for %d point%s", s,
		    e->count, e->count == 1 ? "" : "s", e->points,
		    e->points == 1 ? "" : "s");
		break;
	case EV_GAME_OVER:
		buf_adds(b, "the game is over");
		break;
	}
}

void
render_event(const struct family *f, const void *rules,
    const struct event *e, struct buf *b)
{
	if (f->event_format != NULL)
		f->event_format(rules, e, b);
	else
		event_generic(f, rules, e, b);
}

/* "turn 9: yellow, throw 6-6", "start": what a frame shows. */
void
render_frame_head(const struct family *f, const void *rules,
    const struct render_frame *fr, struct buf *b)
{
	struct buf	 line, th;

	buf_init(&line);
	buf_init(&th);
	if (fr->turn != NULL) {
		f->turn_format(rules, fr->before, fr->turn, &line);
		throw_of(buf_str(&line), &th);
		buf_printf(b, "turn %ld: %s", fr->number,
		    side_of(f, rules, f->side_to_move(rules, fr->before)));
		if (th.len > 0)
			buf_printf(b, ", throw %s", buf_str(&th));
	} else if (fr->error != NULL) {
		buf_printf(b, "turn %ld: ", fr->number);
		if (fr->before != NULL)
			buf_printf(b, "%s, ", side_of(f, rules,
			    f->side_to_move(rules, fr->before)));
		buf_adds(b, "illegal");
	} else
		buf_adds(b, fr->final ? "final position" : "start");
	buf_free(&line);
	buf_free(&th);
}

/* "=== turn 9: yellow, throw 6-6 ====": padded to the board's width. */
static void
frame_rule(struct buf *b, const struct render_opts *o, const char *text)
{
	size_t	n = strlen(text);

	render_ink(b, o, INK_BOLD);
	buf_adds(b, "=== ");
	buf_adds(b, text);
	buf_addc(b, ' ');
	for (n += 5; n < 72; n++)
		buf_addc(b, '=');
	render_ink(b, o, INK_NONE);
	buf_addc(b, '\n');
}

/* The part of a canonical line between side and colon: the throw. */
static void
throw_of(const char *line, struct buf *out)
{
	const char	*sp = strchr(line, ' '), *colon = strchr(line, ':');

	if (sp != NULL && colon != NULL && sp < colon)
		buf_add(out, sp + 1, (size_t)(colon - sp - 1));
}

void
render_frame_events(const struct family *f, const void *rules,
    const struct events *ev, const struct render_opts *o, struct buf *b)
{
	struct buf	 t;
	int		 i, earned = 0, lost = 0, side = -1;

	if (ev == NULL)
		return;
	buf_init(&t);
	for (i = 0; i < ev->n; i++) {
		const struct event *e = &ev->v[i];

		/* Entries and moves are the canonical line already. */
		if (e->kind == EV_MOVE || e->kind == EV_ENTER)
			continue;
		if (e->kind == EV_BONUS) {
			earned += e->points;
			side = e->side;
		}
		if (e->kind == EV_BONUS_LOST)
			lost += e->points;
		buf_clear(&t);
		render_event(f, rules, e, &t);
		buf_adds(b, "  * ");
		render_ink(b, o, e->kind == EV_CAPTURE ||
		    e->kind == EV_PENALTY ? INK_ALERT : INK_BOLD);
		buf_adds(b, buf_str(&t));
		render_ink(b, o, INK_NONE);
		buf_addc(b, '\n');
	}
	/* A bonus is spent or lost in its line (R10): what is not lost
	 * was spent, by the move written after the '+'. */
	if (earned > lost)
		buf_printf(b, "  * %s spends %d bonus points\n",
		    side_of(f, rules, side), earned - lost);
	buf_free(&t);
}

void
render_frame(const struct family *f, const void *rules,
    const struct render_frame *fr, const struct render_opts *o,
    struct buf *b)
{
	struct render_opts	 bo = *o;
	struct buf		 line, head;
	const struct position	*shown = fr->after;

	buf_init(&line);
	buf_init(&head);
	bo.format = RENDER_ASCII;
	bo.before = NULL;
	bo.turn = NULL;
	render_frame_head(f, rules, fr, &head);
	frame_rule(b, o, buf_str(&head));
	if (fr->turn != NULL) {
		f->turn_format(rules, fr->before, fr->turn, &line);
		buf_printf(b, "%ld. %s\n", fr->number, buf_str(&line));
		render_frame_events(f, rules, fr->ev, o, b);
		bo.before = fr->before;
		bo.turn = fr->turn;
	} else if (fr->error != NULL) {
		render_ink(b, o, INK_ALERT);
		buf_adds(b, fr->error);
		render_ink(b, o, INK_NONE);
		buf_addc(b, '\n');
		if (fr->before != NULL)
			shown = fr->before;
	}
	buf_addc(b, '\n');
	if (f->pos_render != NULL && shown != NULL)
		f->pos_render(rules, shown, &bo, b);
	if (fr->final && shown != NULL) {
		buf_clear(&line);
		f->result(rules, shown, &line);
		buf_printf(b, "result: %s\n", buf_str(&line));
	}
	buf_free(&line);
	buf_free(&head);
}
