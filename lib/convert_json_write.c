/*
 * The JSON Lines and JSON writer's turns: a turn's fields, its events
 * and the position after it, in the bytes man/pasa-convert.1's JSON
 * SCHEMA gives.  Apart from lib/convert.c (games, tags, text and CSV)
 * because it is most of convert's time and most of its lines: names and
 * places made once a game, and for text that needs no escaping, a turn
 * or an event written in place in one reservation.  Text that needs
 * escaping, and canonical output, are lib/convert_json_any.c's.
 */
#include <stdint.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "convert.h"
#include "convert_int.h"
#include "json.h"

const char *const convert_colour_names[3] = { "none", "black", "white" };
const size_t convert_colour_len[3] = { 4, 5, 5 };

/* Bytes of a short side name's JSON string, copied whole
 * (convert_json_names()). */
#define NAME_COPY	16

/* Whether json_add_string() would write s as it is, between quotes. */
static int
json_plain(const char *s)
{
	for (; *s != '\0'; s++)
		if ((unsigned char)*s < 0x20 || (unsigned char)*s >= 0x7f ||
		    *s == '"' || *s == '\\')
			return 0;
	return 1;
}

/*
 * The side names of the game as JSON strings, once: events name a side
 * each, and escaping one per event was a fifth of convert's time.
 */
void
convert_json_names(struct convert_writer *w)
{
	const struct family	*fam = w->v->family;
	const char		*name;
	int			 i;

	/* Names are the variant's: made again for another.  A variant
	 * stays loaded while the writer lives (convert_game_begin()). */
	if (w->names_v == w->v && w->place_rules == w->v->rules &&
	    w->place_mark != 0)
		return;
	w->names_v = w->v;
	buf_clear(&w->names);
	w->plain = fam->plain_text;
	w->nnames = 0;
	w->max_name = 0;
	/* Places are the rules': made again for others. */
	if (w->place_rules != w->v->rules || w->place_mark == 0) {
		w->place_rules = w->v->rules;
		if (++w->place_mark == 0) {
			memset(w->places, 0, sizeof w->places);
			memset(w->opens, 0, sizeof w->opens);
			w->place_mark = 1;
		}
	}
	for (i = 0; i < w->v->nplayers && i < VARIANT_MAX_SIDES; i++) {
		name = fam->side_name(w->v->rules, i);
		w->name_off[i] = w->names.len;
		json_add_cstring(&w->names, name);
		if (w->names.len - w->name_off[i] > w->max_name)
			w->max_name = w->names.len - w->name_off[i];
		/* An empty name has no initial to write (Pasang). */
		if (name == NULL || name[0] == '\0' || !json_plain(name))
			w->plain = 0;
		w->nnames++;
	}
	w->name_off[i] = w->names.len;
	/* The bytes a short name's copy reads past the last one. */
	memset(buf_room(&w->names, NAME_COPY), 0, NAME_COPY);
	w->name_room = w->max_name > NAME_COPY ? w->max_name : NAME_COPY;
}

/*
 * A position's text, which needs no escaping, appended to b: from the
 * last one's text where the family can (pos_format_next), and kept in
 * mind as the text the next one starts from.
 */
static inline void
position_in_place(struct convert_writer *w, struct buf *b,
    const struct position *prev, const struct position *pos)
{
	const struct family	*fam = w->v->family;
	size_t			 start = b->len;

	if (prev != NULL && w->have_prev && fam->pos_format_next != NULL)
		fam->pos_format_next(w->v->rules, prev, b->s + w->poff,
		    w->plen, w->pmarks, pos, b);
	else
		fam->pos_format(w->v->rules, pos, b);
	w->poff = start;
	w->plen = b->len - start;
	w->have_prev = 1;
}

/*
 * A position as a JSON string.  When it needs no escaping it is written in
 * place, from the last one's text where the family can (pos_format_next):
 * rebuilding all of it after every turn was half of convert's time.  prev
 * is the position the last text written is of (NULL: none); that text is
 * read where it is, in the output, not copied (issue 20).
 */
void
convert_json_position(struct convert_writer *w, struct buf *b,
    const struct position *prev, const struct position *pos)
{
	const struct family	*fam = w->v->family;

	if (w->plain) {
		buf_addc(b, '"');
		position_in_place(w, b, prev, pos);
		buf_addc(b, '"');
		return;
	}
	buf_clear(&w->tmp);
	fam->pos_format(w->v->rules, pos, &w->tmp);
	json_add_string(b, w->tmp.s, w->tmp.len);
}

/* Appends the n bytes of lit at q, a literal whose length is known. */
#define PUT(q, lit)	(memcpy((q), (lit), sizeof(lit) - 1), \
			    (q) += sizeof(lit) - 1)

#define SHORT_COPY	32

/* n bytes of s at q, in SHORT_COPY bytes when n is as short: s has room
 * to be read and q to be written past n. */
static inline char *
put_short(char *q, const char *s, size_t n)
{
	if (n <= SHORT_COPY)
		memcpy(q, s, SHORT_COPY);
	else
		memcpy(q, s, n);
	return q + n;
}

/*
 * {"kind":"name" for each kind, with its length, in KIND_OPEN bytes: a
 * copy of fixed size is no call.
 */
#define KIND_OPEN	24
#define KIND(k, name)	[k] = { "{\"kind\":\"" name "\"", \
			    sizeof("{\"kind\":\"" name "\"") - 1 }
static const struct {
	char	 s[KIND_OPEN];
	size_t	 len;
} kind_open[] = {
	KIND(EV_ENTER, "enter"), KIND(EV_MOVE, "move"),
	KIND(EV_CAPTURE, "capture"), KIND(EV_BONUS, "bonus"),
	KIND(EV_BONUS_LOST, "bonus_lost"),
	KIND(EV_BLOCK_FORMED, "block_formed"),
	KIND(EV_BLOCK_BROKEN, "block_broken"),
	KIND(EV_EXTRA_TURN, "extra_turn"), KIND(EV_PENALTY, "penalty"),
	KIND(EV_HOME, "home"), KIND(EV_FINISHED, "finished"),
	KIND(EV_TAKEN, "taken"), KIND(EV_GAME_OVER, "game_over"),
};
#undef KIND

/*
 * Bytes one event takes in plain JSON, besides its names (each takes at
 * most name_room): every key, number and word json_event_plain() may write,
 * and places of at most 16 bytes with their quotes (one made anew makes
 * this room again).
 */
#define EVENT_ROOM	(384 + 20 * EVENT_LINE_MAX)
/* And what the turn writes after one before it makes room again: a comma
 * or the end of the list and the position's key. */
#define EVENT_AFTER	32

/* ,"key": */
static inline char *
put_key(char *q, const char *key, size_t klen)
{
	memcpy(q, key, klen);
	return q + klen;
}

/* A side past the game's names, written through b (b's length set to q
 * first) and room made again. */
static char *
put_side_slow(struct convert_writer *w, struct buf *b, char *q, int side)
{
	buf_setlen(b, (size_t)(q - b->s));
	convert_json_side(w, b, side);
	return buf_room(b, w->ev_room);
}

/* A side's JSON string at q; inline, as every event names one. */
static inline char *
put_side(struct convert_writer *w, struct buf *b, char *q, int side)
{
	size_t	n;

	if (side < 0) {
		memcpy(q, "null", 4);
		return q + 4;
	}
	if (side >= w->nnames)
		return put_side_slow(w, b, q, side);
	n = w->name_off[side + 1] - w->name_off[side];
	/* A short name in NAME_COPY bytes: no call (convert_json_names()
	 * leaves them after the last, and room is made for them). */
	if (n <= NAME_COPY)
		memcpy(q, w->names.s + w->name_off[side], NAME_COPY);
	else
		memcpy(q, w->names.s + w->name_off[side], n);
	return q + n;
}

/* A place not made yet this game, or outside the table: made, and kept
 * in c when there is one. */
static char *
put_place_slow(struct convert_writer *w, struct buf *b, char *q, int side,
    int place, struct convert_place *c)
{
	size_t	 at = (size_t)(q - b->s);

	buf_setlen(b, at);
	w->v->family->place_format(w->v->rules, side, place, b);
	if (c != NULL && b->len - at <= sizeof c->s) {
		memcpy(c->s, b->s + at, b->len - at);
		c->len = (unsigned char)(b->len - at);
		c->mark = w->place_mark;
	}
	q = buf_room(b, w->ev_room);
	*q++ = '"';
	return q;
}

/* A place's text between quotes at q, made once a game where it can be
 * (inline: most events name two; a call was a quarter of an event). */
#ifdef __GNUC__
__attribute__((always_inline))
#endif
static inline char *
put_place(struct convert_writer *w, struct buf *b, char *q, int side,
    int place)
{
	struct convert_place	*c = NULL;

	*q++ = '"';
	if (side >= 0 && side < VARIANT_MAX_SIDES && place >= -1 &&
	    place < CONVERT_PLACES - 1) {
		c = &w->places[side][place + 1];
		if (c->mark == w->place_mark) {
			memcpy(q, c->s, sizeof c->s);
			q += c->len;
			*q++ = '"';
			return q;
		}
	}
	return put_place_slow(w, b, q, side, place, c);
}

/*
 * The points of a capture's line, "a1","b1" and the closing bracket, at
 * q: put_place()'s bytes, the side's row of places looked up once (each
 * place's tests were most of a Pasang turn's events).
 */
static char *
put_line(struct convert_writer *w, struct buf *b, char *q,
    const struct event *e)
{
	const struct convert_place	*row, *c;
	int				 i, n = e->count < EVENT_LINE_MAX ?
					    e->count : EVENT_LINE_MAX;
	unsigned			 k;

	if (e->side < 0 || e->side >= VARIANT_MAX_SIDES) {
		for (i = 0; i < n; i++) {
			if (i > 0)
				*q++ = ',';
			q = put_place(w, b, q, e->side, e->line[i]);
		}
		*q++ = ']';
		return q;
	}
	row = w->places[e->side];
	for (i = 0; i < n; i++) {
		if (i > 0)
			*q++ = ',';
		/* Places -1 .. CONVERT_PLACES - 2 are kept, at k + 1. */
		k = (unsigned)(e->line[i] + 1);
		if (k < CONVERT_PLACES && (c = &row[k])->mark ==
		    w->place_mark) {
			*q++ = '"';
			memcpy(q, c->s, sizeof c->s);
			q += c->len;
			*q++ = '"';
		} else
			q = put_place(w, b, q, e->side, e->line[i]);
	}
	*q++ = ']';
	return q;
}

/* "black" or "white" (c 1 or 2) with its quotes at q, in a copy of fixed
 * size: a copy of the name's length was a call on most Pasang turns. */
static inline char *
put_colour(char *q, int c)
{
	static const char	word[3][8] = { "\"none\"", "\"black\"",
				    "\"white\"" };

	memcpy(q, word[c], 8);
	return q + convert_colour_len[c] + 2;
}

/*
 * An event's start that has not been made under these rules: made, from
 * the same bytes json_event_plain() would write for it one by one, and
 * kept in c when it fits.
 */
static char *
put_open_slow(struct convert_writer *w, char *q, const struct event *e,
    struct convert_open *c)
{
	char	*s = q;
	size_t	 n;

	memcpy(q, kind_open[e->kind].s, KIND_OPEN);
	q += kind_open[e->kind].len;
	q = put_key(q, JSON_KEY("side"));
	n = w->name_off[e->side + 1] - w->name_off[e->side];
	memcpy(q, w->names.s + w->name_off[e->side], n);
	q += n;
	if ((size_t)(q - s) <= sizeof c->s) {
		memcpy(c->s, s, (size_t)(q - s));
		c->len = (unsigned char)(q - s);
	} else
		c->len = 0;
	c->mark = w->place_mark;
	return q;
}

/*
 * {"kind":"name","side":"name" at q, for a kind with a name and a side of
 * the game's, from the table: the same bytes as a key and a name each.
 */
static inline char *
put_open(struct convert_writer *w, char *q, const struct event *e)
{
	struct convert_open	*c = &w->opens[e->kind][e->side];

	if (c->mark == w->place_mark && c->len > 0) {
		memcpy(q, c->s, sizeof c->s);
		return q + c->len;
	}
	return put_open_slow(w, q, e, c);
}

/*
 * json_event() for names that need no escaping and places that are
 * letters and digits, written in place in one reservation: appends one
 * at a time were a sixth of convert's time.  The same bytes.  Most events
 * are a piece's move or entry: json_move_plain() writes those (a third
 * of convert's time on the dice variants went on events).
 */
static char *
json_event_plain(struct convert_writer *w, struct buf *b,
    const struct event *e)
{
	const struct family	*fam = w->v->family;
	char			*q;
	int			 owner;

	q = buf_room(b, w->ev_room);
	if ((size_t)e->kind < sizeof kind_open / sizeof kind_open[0] &&
	    kind_open[e->kind].len > 0 && e->side >= 0 &&
	    e->side < w->nnames && e->kind != EV_GAME_OVER) {
		q = put_open(w, q, e);
	} else {
		if ((size_t)e->kind < sizeof kind_open / sizeof kind_open[0] &&
		    kind_open[e->kind].len > 0) {
			memcpy(q, kind_open[e->kind].s, KIND_OPEN);
			q += kind_open[e->kind].len;
		} else
			q = put_key(q, "{\"kind\":null", 12);
		if (e->kind == EV_GAME_OVER && e->how != EVENT_NONE) {
			q = put_side(w, b, put_key(q, JSON_KEY("winner")),
			    e->side);
			q = put_side(w, b, put_key(q, JSON_KEY("loser")),
			    e->other);
			if (e->how == 2)
				q = put_key(q, ",\"how\":\"suntuk\"", 15);
			else
				q = put_key(q, ",\"how\":\"taken\"", 14);
		} else if (e->side >= 0)
			q = put_side(w, b, put_key(q, JSON_KEY("side")),
			    e->side);
	}
	if (e->kind == EV_CAPTURE && e->other >= 0)
		q = put_side(w, b, put_key(q, JSON_KEY("captured")), e->other);
	if (e->phase != EVENT_NONE)
		q = util_put_long(put_key(q, JSON_KEY("phase")), e->phase);
	if (e->piece >= 0) {
		if (e->kind == EV_CAPTURE)
			q = put_key(q, JSON_KEY("captured_piece"));
		else
			q = put_key(q, JSON_KEY("piece"));
		q = util_put_long(q, (long)e->piece + 1);
		if (e->piece2 >= 0) {
			q = util_put_long(put_key(q, ",\"pieces\":[", 11),
			    (long)e->piece + 1);
			*q++ = ',';
			q = util_put_long(q, (long)e->piece2 + 1);
			*q++ = ']';
		}
	}
	if (e->count != EVENT_NONE)
		q = util_put_long(e->kind == EV_TAKEN ?
		    put_key(q, JSON_KEY("stones")) :
		    put_key(q, JSON_KEY("count")), e->count);
	if (fam->place_format != NULL) {
		if (e->from != EVENT_NONE && e->side >= 0)
			q = put_place(w, b, put_key(q, JSON_KEY("from")),
			    e->side, e->from);
		if (e->to != EVENT_NONE && e->side >= 0)
			q = put_place(w, b, put_key(q, JSON_KEY("to")), e->side,
			    e->to);
		owner = e->kind == EV_CAPTURE ? e->other : e->side;
		if (e->at != EVENT_NONE && owner >= 0)
			q = put_place(w, b, put_key(q, JSON_KEY("square")),
			    owner, e->at);
	}
	if (e->kind == EV_TAKEN && e->count != EVENT_NONE)
		q = put_line(w, b, put_key(q, ",\"line\":[", 9), e);
	if (e->axis != EVENT_NONE)
		q = e->axis == 0 ? put_key(q, ",\"axis\":\"rank\"", 14) :
		    put_key(q, ",\"axis\":\"file\"", 14);
	if (e->colour >= 1 && e->colour <= 2)
		q = put_colour(put_key(q, JSON_KEY("colour")), e->colour);
	if (e->ka_colour >= 1 && e->ka_colour <= 2)
		q = put_colour(put_key(q, JSON_KEY("ka_colour")),
		    e->ka_colour);
	if (e->points != EVENT_NONE)
		q = util_put_long(put_key(q, JSON_KEY("points")), e->points);
	if (e->rank != EVENT_NONE)
		q = util_put_long(put_key(q, JSON_KEY("rank")), e->rank);
	*q++ = '}';
	return q;
}

/*
 * The first blank in s[i..len), or len: a word at a time, s readable 8
 * bytes past len (the turn's text has SHORT_COPY after it).  A zero
 * byte's test flags the first match exactly; memchr() was a call.
 */
static inline size_t
find_blank(const char *s, size_t i, size_t len)
{
	const uint64_t	 ones = 0x0101010101010101u;
	const uint64_t	 highs = 0x8080808080808080u;
	uint64_t	 x, z;

	for (; i < len; i += 8) {
		x = util_load64(s + i) ^ ones * ' ';
		if ((z = (x - ones) & ~x & highs) != 0) {
			i += (size_t)__builtin_ctzll(z) / 8;
			return i < len ? i : len;
		}
	}
	return len;
}

/*
 * "yellow 5-3: base/5 5/8" into side, throw (may be empty) and moves;
 * s is readable SHORT_COPY bytes past len.
 */
/*
 * Bit k set where s[k] is a blank, for k < 16 (s readable 16 bytes): the
 * exact zero-byte test on each word, its high bits gathered by a
 * multiply.
 */
static inline unsigned
blank_bits(const char *s)
{
#ifdef __SSE2__
	/* One compare of the 16 bytes: the same bits. */
	return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(
	    _mm_loadu_si128((const void *)s), _mm_set1_epi8(' ')));
#else
	const uint64_t	 ones = 0x0101010101010101u, low7 = ones * 0x7f;
	const uint64_t	 gather = 0x0002040810204081u;
	uint64_t	 x, y;

	x = util_load64(s) ^ ones * ' ';
	y = util_load64(s + 8) ^ ones * ' ';
	x = ~(((x & low7) + low7) | x) & ~low7;
	y = ~(((y & low7) + low7) | y) & ~low7;
	return (unsigned)((x * gather) >> 56) |
	    (unsigned)((y * gather) >> 56) << 8;
#endif
}

/* turn_split() of a text its blank mask does not cover. */
#ifdef __GNUC__
__attribute__((noinline))
#endif
static void
turn_split_long(const char *s, size_t len, size_t sv[2], size_t tv[2],
    size_t mv[2])
{
	size_t		 i, j;

	i = find_blank(s, 0, len);
	sv[0] = 0;
	sv[1] = i;
	while (i < len && s[i] == ' ')
		i++;
	j = find_blank(s, i, len);
	if (j > i && s[j - 1] == ':') {
		tv[0] = i;
		tv[1] = j - 1;
		i = j;
		while (i < len && s[i] == ' ')
			i++;
	} else
		tv[0] = tv[1] = i;
	mv[0] = i;
	mv[1] = len;
}


/* Inline: a call of its own, with the long texts' registers saved, was
 * half of it. */
#ifdef __GNUC__
__attribute__((always_inline))
#endif
static inline void
turn_split(const char *s, size_t len, size_t sv[2], size_t tv[2],
    size_t mv[2])
{
	size_t		 i, j;
	uint64_t	 m, nb, r;

	/* Most turns' texts are short: their blanks are found at once, in
	 * one or two compares of 16 bytes (s is readable SHORT_COPY bytes
	 * past len), the same ones as turn_split_long() finds. */
	if (len <= SHORT_COPY) {
		_Static_assert(SHORT_COPY == 32, "turn_split");
		m = (uint64_t)blank_bits(s);
		if (len > 16)
			m |= (uint64_t)blank_bits(s + 16) << 16;
		m &= ((uint64_t)1 << len) - 1;
		/* Not blanks: every bit from len up is set, so each search
		 * below ends by len. */
		nb = ~m;
		i = m != 0 ? (size_t)__builtin_ctzll(m) : len;
		sv[0] = 0;
		sv[1] = i;
		i = (size_t)__builtin_ctzll(nb & (~(uint64_t)0 << i));
		r = m & (~(uint64_t)0 << i);
		j = r != 0 ? (size_t)__builtin_ctzll(r) : len;
		if (j > i && s[j - 1] == ':') {
			tv[0] = i;
			tv[1] = j - 1;
			i = (size_t)__builtin_ctzll(nb & (~(uint64_t)0 << j));
		} else
			tv[0] = tv[1] = i;
		mv[0] = i;
		mv[1] = len;
		return;
	}
	turn_split_long(s, len, sv, tv, mv);
}

/* turn_split() for CSV: JSON's call, the hot one, stays in this file. */
void
convert_turn_split(struct buf *text, size_t sv[2], size_t tv[2],
    size_t mv[2])
{
	(void)buf_room(text, SHORT_COPY);
	turn_split(text->s, text->len, sv, tv, mv);
}

/*
 * Whether event e is a piece's move or entry with nothing but its side,
 * piece, count, places and points: most events are, and
 * json_move_plain() writes them without a look at the other fields.
 */
static inline int
move_plain(const struct convert_writer *w, const struct event *e)
{
	return (unsigned)e->kind <= EV_MOVE && e->side >= 0 &&
	    e->side < w->nnames && (unsigned)e->piece < 9 && e->piece2 < 0 &&
	    (unsigned)(e->count - 1) < 9 && e->from != EVENT_NONE &&
	    e->to != EVENT_NONE && e->at == EVENT_NONE &&
	    e->phase == EVENT_NONE && e->axis == EVENT_NONE &&
	    (unsigned)(e->colour - 1) > 1 && (unsigned)(e->ka_colour - 1) > 1 &&
	    e->rank == EVENT_NONE && w->v->family->place_format != NULL;
}

/*
 * {"kind":"move","side":"red","piece":1,"count":1,"from":"5","to":"8"}
 * for a move_plain() event at q, in the room json_turn_plain() made for
 * the turn's events: the bytes json_event_plain() writes for it.
 */
static inline char *
json_move_plain(struct convert_writer *w, struct buf *b, char *q,
    const struct event *e)
{
	_Static_assert(EV_ENTER == 0 && EV_MOVE == 1, "move_plain");
	q = put_open(w, q, e);
	PUT(q, ",\"piece\":");
	*q++ = (char)('1' + e->piece);
	PUT(q, ",\"count\":");
	*q++ = (char)('0' + e->count);
	q = put_place(w, b, put_key(q, JSON_KEY("from")), e->side, e->from);
	q = put_place(w, b, put_key(q, JSON_KEY("to")), e->side, e->to);
	if (e->points != EVENT_NONE)
		q = util_put_long(put_key(q, JSON_KEY("points")), e->points);
	*q++ = '}';
	return q;
}

/*
 * A turn whose text needs no escaping, with its events and position,
 * written in place: one reservation for the turn's fields, the events
 * each in their own, the position's text after the last one's where the
 * family can (convert_json_position()'s bytes).  Appends one at a time
 * were a tenth of convert's time.
 */
static void
json_turn_plain(struct convert_writer *w, struct buf *b, long number,
    const struct events *ev, const struct position *prev,
    const struct position *pos)
{
	const char	*s;
	size_t		 n = w->tmp.len, sv[2], tv[2], mv[2], pn;
	char		*q, *ps;
	int		 i;

	/* Room for the events too, made once: what makes room again
	 * within them (json_event_plain(), a place or a name made anew)
	 * makes as much, so the moves need none of their own. */
	w->ev_room = (size_t)ev->n * (EVENT_ROOM + 3 * w->name_room + 1) +
	    EVENT_AFTER;
	q = buf_room(b, 2 * n + 128 + SHORT_COPY + w->ev_room);

	/* The turn's parts are short: each is copied in SHORT_COPY bytes,
	 * no call, and the text has as many after it to be read. */
	(void)buf_room(&w->tmp, SHORT_COPY);
	s = w->tmp.s;
	turn_split(s, n, sv, tv, mv);

	if (w->ply > 1)
		*q++ = ',';
	PUT(q, "{\"ply\":");
	ps = q;
	q = util_put_ulong(q, w->ply);
	pn = (size_t)(q - ps);
	PUT(q, ",\"number\":");
	/* Without a Setup the number is the ply: its digits again. */
	if (number >= 0 && (unsigned long)number == w->ply && pn <= 8) {
		memcpy(q, ps, 8);
		q += pn;
	} else if (number >= 0)
		q = util_put_ulong(q, (unsigned long)number);
	else
		PUT(q, "null");
	PUT(q, ",\"side\":\"");
	q = put_short(q, s + sv[0], sv[1] - sv[0]);
	PUT(q, "\",\"throw\":");
	if (tv[1] > tv[0]) {
		*q++ = '"';
		q = put_short(q, s + tv[0], tv[1] - tv[0]);
		*q++ = '"';
	} else
		PUT(q, "null");
	PUT(q, ",\"moves\":\"");
	q = put_short(q, s + mv[0], mv[1] - mv[0]);
	PUT(q, "\",\"text\":\"");
	q = put_short(q, s, n);
	*q++ = '"';
	/* Comments are rare: no call for a turn without. */
	if (w->nnotes > 0) {
		buf_setlen(b, (size_t)(q - b->s));
		convert_notes_flush(w, b);
		q = buf_room(b, 32 + w->ev_room);
	}
	/* Many turns have no event: one literal for them. */
	if (ev->n == 0)
		PUT(q, ",\"events\":[],\"position\":\"");
	else {
		PUT(q, ",\"events\":[");
		for (i = 0; i < ev->n; i++) {
			if (i > 0)
				*q++ = ',';
			if (move_plain(w, &ev->v[i])) {
				q = json_move_plain(w, b, q, &ev->v[i]);
				continue;
			}
			buf_setlen(b, (size_t)(q - b->s));
			q = json_event_plain(w, b, &ev->v[i]);
		}
		PUT(q, "],\"position\":\"");
	}
	buf_setlen(b, (size_t)(q - b->s));
	position_in_place(w, b, prev, pos);
	buf_add(b, "\"}", 2);
}

void
convert_json_turn(struct convert_writer *w, long number,
    const struct position *before, const struct turn *t,
    const struct events *ev, const struct position *after,
    const struct engine_cache *cache)
{
	buf_clear(&w->tmp);
	convert_turn_text(w, cache, before, t, &w->tmp);
	if (w->plain && !w->canonical) {
		json_turn_plain(w, w->out, number, ev, before, after);
		return;
	}
	convert_json_turn_any(w, number, ev, before, after);
}
