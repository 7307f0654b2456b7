/*
 * The JSON writer's turns and events for text that needs escaping (a
 * family's names or notation outside printable ASCII) and for canonical
 * output: a key and a value at a time, through the buffer.  The same
 * bytes as lib/convert_json_write.c's writing in place, which the usual
 * turn takes; apart from it because that file is the hot one.
 */
#include <string.h>

#include "convert.h"
#include "convert_int.h"
#include "json.h"

static const char *const event_names[] = {
	[EV_ENTER] = "enter", [EV_MOVE] = "move", [EV_CAPTURE] = "capture",
	[EV_BONUS] = "bonus", [EV_BONUS_LOST] = "bonus_lost",
	[EV_BLOCK_FORMED] = "block_formed", [EV_BLOCK_BROKEN] = "block_broken",
	[EV_EXTRA_TURN] = "extra_turn", [EV_PENALTY] = "penalty",
	[EV_HOME] = "home", [EV_FINISHED] = "finished", [EV_TAKEN] = "taken",
	[EV_GAME_OVER] = "game_over",
};

const char *
convert_event_name(enum event_kind kind)
{
	return (size_t)kind < sizeof event_names / sizeof event_names[0] ?
	    event_names[kind] : NULL;
}

void
convert_json_side(const struct convert_writer *w, struct buf *b, int side)
{
	if (side < 0)
		buf_adds(b, "null");
	else if (side < w->nnames)
		buf_add(b, w->names.s + w->name_off[side],
		    w->name_off[side + 1] - w->name_off[side]);
	else
		json_add_cstring(b, w->v->family->side_name(w->v->rules,
		    side));
}

static void
json_place(const struct family *fam, const void *rules, struct buf *b,
    const char *key, size_t klen, int side, int place)
{
	if (place == EVENT_NONE || side < 0 || fam->place_format == NULL)
		return;
	buf_add(b, key, klen);
	buf_addc(b, '"');
	/* Notation places are letters and digits: nothing to escape. */
	fam->place_format(rules, side, place, b);
	buf_addc(b, '"');
}

static inline void
json_int(struct buf *b, const char *key, size_t klen, int v)
{
	if (v != EVENT_NONE) {
		buf_add(b, key, klen);
		buf_add_int(b, v);
	}
}

static inline void
json_named_side(const struct convert_writer *w, struct buf *b,
    const char *key, size_t klen, int side)
{
	buf_add(b, key, klen);
	convert_json_side(w, b, side);
}

/* ,"name":"word" for a word that needs no escaping. */
static void
json_name(struct buf *b, const char *key, size_t klen, const char *word)
{
	buf_add(b, key, klen);
	buf_addc(b, '"');
	buf_adds(b, word);
	buf_addc(b, '"');
}

/* One event in its own terms; the fields are in man/pasa-convert.1. */
static void
json_event(const struct convert_writer *w, struct buf *b,
    const struct event *e)
{
	const struct family	*fam = w->v->family;
	const void		*rules = w->v->rules;
	int			 i, owner;

	/* The kind names need no escaping. */
	if ((size_t)e->kind < sizeof event_names / sizeof event_names[0] &&
	    event_names[e->kind] != NULL) {
		buf_add(b, "{\"kind\":\"", 9);
		buf_adds(b, event_names[e->kind]);
		buf_addc(b, '"');
	} else
		buf_adds(b, "{\"kind\":null");
	if (e->kind == EV_GAME_OVER && e->how != EVENT_NONE) {
		json_named_side(w, b, JSON_KEY("winner"), e->side);
		json_named_side(w, b, JSON_KEY("loser"), e->other);
		buf_adds(b, e->how == 2 ? ",\"how\":\"suntuk\"" :
		    ",\"how\":\"taken\"");
	} else if (e->side >= 0)
		json_named_side(w, b, JSON_KEY("side"), e->side);
	if (e->kind == EV_CAPTURE && e->other >= 0)
		json_named_side(w, b, JSON_KEY("captured"), e->other);
	if (e->phase != EVENT_NONE)
		json_int(b, JSON_KEY("phase"), e->phase);
	if (e->piece >= 0) {
		if (e->kind == EV_CAPTURE)
			json_int(b, JSON_KEY("captured_piece"), e->piece + 1);
		else
			json_int(b, JSON_KEY("piece"), e->piece + 1);
		if (e->piece2 >= 0) {
			buf_adds(b, ",\"pieces\":[");
			buf_add_int(b, e->piece + 1);
			buf_addc(b, ',');
			buf_add_int(b, e->piece2 + 1);
			buf_addc(b, ']');
		}
	}
	if (e->kind == EV_TAKEN)
		json_int(b, JSON_KEY("stones"), e->count);
	else
		json_int(b, JSON_KEY("count"), e->count);
	json_place(fam, rules, b, JSON_KEY("from"), e->side, e->from);
	json_place(fam, rules, b, JSON_KEY("to"), e->side, e->to);
	owner = e->kind == EV_CAPTURE ? e->other : e->side;
	json_place(fam, rules, b, JSON_KEY("square"), owner, e->at);
	if (e->kind == EV_TAKEN && e->count != EVENT_NONE) {
		buf_adds(b, ",\"line\":[");
		for (i = 0; i < e->count && i < EVENT_LINE_MAX; i++) {
			if (i > 0)
				buf_addc(b, ',');
			buf_addc(b, '"');
			fam->place_format(rules, e->side, e->line[i], b);
			buf_addc(b, '"');
		}
		buf_addc(b, ']');
	}
	if (e->axis != EVENT_NONE)
		buf_adds(b, e->axis == 0 ? ",\"axis\":\"rank\"" :
		    ",\"axis\":\"file\"");
	if (e->colour >= 1 && e->colour <= 2)
		json_name(b, JSON_KEY("colour"),
		    convert_colour_names[e->colour]);
	if (e->ka_colour >= 1 && e->ka_colour <= 2)
		json_name(b, JSON_KEY("ka_colour"),
		    convert_colour_names[e->ka_colour]);
	json_int(b, JSON_KEY("points"), e->points);
	json_int(b, JSON_KEY("rank"), e->rank);
	buf_addc(b, '}');
}

static void
json_events(struct convert_writer *w, const struct events *ev)
{
	int	i;

	buf_adds(w->out, ",\"events\":[");
	for (i = 0; i < ev->n; i++) {
		if (i > 0)
			buf_addc(w->out, ',');
		json_event(w, w->out, &ev->v[i]);
	}
	buf_addc(w->out, ']');
}

/* Any text, escaped: ply, number, side, throw, moves and text. */
static void
json_turn(struct convert_writer *w, struct buf *b, long number,
    const size_t sv[2], const size_t tv[2], const size_t mv[2])
{
	const char	*s = w->tmp.s;

	if (w->ply > 1)
		buf_addc(b, ',');
	buf_adds(b, "{\"ply\":");
	buf_add_int(b, (long)w->ply);
	buf_adds(b, ",\"number\":");
	if (number >= 0)
		buf_add_int(b, number);
	else
		buf_adds(b, "null");
	buf_adds(b, ",\"side\":");
	json_add_string(b, s + sv[0], sv[1] - sv[0]);
	buf_adds(b, ",\"throw\":");
	if (tv[1] > tv[0])
		json_add_string(b, s + tv[0], tv[1] - tv[0]);
	else
		buf_adds(b, "null");
	buf_adds(b, ",\"moves\":");
	json_add_string(b, s + mv[0], mv[1] - mv[0]);
	buf_adds(b, ",\"text\":");
	json_add_string(b, s, w->tmp.len);
}

void
convert_json_turn_any(struct convert_writer *w, long number,
    const struct events *ev, const struct position *before,
    const struct position *after)
{
	struct buf	*b = w->out;
	size_t		 sv[2], tv[2], mv[2];

	convert_turn_split(&w->tmp, sv, tv, mv);
	json_turn(w, b, number, sv, tv, mv);
	if (w->nnotes > 0)
		convert_notes_flush(w, b);
	if (!w->canonical) {
		json_events(w, ev);
		buf_adds(b, ",\"position\":");
		convert_json_position(w, b, before, after);
	}
	buf_addc(b, '}');
}
