/*
 * Writers: canonical text, JSON Lines, JSON and CSV (schema: the JSON
 * SCHEMA section of man/pasa-convert.1).
 *
 * Every target is written from the engine's view of the game, never from
 * the record's text, so a record converted twice gives the same bytes.
 */
#include <string.h>

#include "convert.h"
#include "json.h"

static const char *const format_names[] = { "text", "jsonl", "json", "csv" };

/* The tags PGN readers expect first, in the order they expect them. */
static const char *const tag_first[] = {
	"Event", "Site", "Date", "Round", "Variant", "Players", "Setup",
	"Result",
};
#define NTAG_FIRST (sizeof tag_first / sizeof tag_first[0])

static const char *const event_names[] = {
	[EV_ENTER] = "enter", [EV_MOVE] = "move", [EV_CAPTURE] = "capture",
	[EV_BONUS] = "bonus", [EV_BONUS_LOST] = "bonus_lost",
	[EV_BLOCK_FORMED] = "block_formed", [EV_BLOCK_BROKEN] = "block_broken",
	[EV_EXTRA_TURN] = "extra_turn", [EV_PENALTY] = "penalty",
	[EV_HOME] = "home", [EV_FINISHED] = "finished", [EV_TAKEN] = "taken",
	[EV_GAME_OVER] = "game_over",
};

/* Bytes of a short side name's JSON string, copied whole (json_names()). */
#define NAME_COPY	16

static const char csv_header[] = "game,file,line,variant,event,site,date,"
    "round,players,setup,result,tags,ply,side,throw,moves,text,events,"
    "position\n";

int
convert_format_parse(const char *s)
{
	size_t	i;

	for (i = 0; i < sizeof format_names / sizeof format_names[0]; i++)
		if (strcmp(s, format_names[i]) == 0)
			return (int)i;
	return -1;
}

const char *
convert_format_name(enum convert_format f)
{
	return format_names[f];
}

const char *
convert_separator(enum convert_format f)
{
	switch (f) {
	case CONVERT_TEXT:
		return "\n";
	case CONVERT_JSON:
		return ",\n";
	default:
		return "";
	}
}

void
convert_begin(enum convert_format f, struct buf *b)
{
	if (f == CONVERT_JSON)
		buf_adds(b, "[\n");
	else if (f == CONVERT_CSV)
		buf_adds(b, csv_header);
}

void
convert_end(enum convert_format f, int any_game, struct buf *b)
{
	if (f == CONVERT_JSON)
		buf_adds(b, any_game ? "\n]\n" : "]\n");
}

void
convert_tag_order(const char *const *names, size_t n, size_t *order)
{
	size_t	i, j, o = 0;
	int	known;

	for (j = 0; j < NTAG_FIRST; j++)
		for (i = 0; i < n; i++)
			if (strcmp(names[i], tag_first[j]) == 0)
				order[o++] = i;
	for (i = 0; i < n; i++) {
		known = 0;
		for (j = 0; j < NTAG_FIRST && !known; j++)
			known = strcmp(names[i], tag_first[j]) == 0;
		if (!known)
			order[o++] = i;
	}
}

void
convert_writer_init(struct convert_writer *w, enum convert_format fmt,
    int canonical)
{
	memset(w, 0, sizeof *w);
	w->fmt = fmt;
	w->canonical = canonical;
	buf_init(&w->row);
	buf_init(&w->tmp);
	buf_init(&w->names);
	buf_init(&w->notes);
	buf_init(&w->ptext);
}

void
convert_writer_free(struct convert_writer *w)
{
	buf_free(&w->row);
	buf_free(&w->tmp);
	buf_free(&w->names);
	buf_free(&w->notes);
	buf_free(&w->ptext);
}

int
convert_line_comment(const char *s, size_t n, size_t *off, size_t *len)
{
	size_t	i = 0, e;
	int	quoted = 0, tag;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	tag = i < n && s[i] == '[';
	for (; i < n; i++) {
		if (tag && quoted && s[i] == '\\' && i + 1 < n)
			i++;
		else if (tag && s[i] == '"')
			quoted = !quoted;
		else if (s[i] == '#' && !quoted)
			break;
	}
	if (i == n)
		return 0;
	for (i++; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	for (e = n; e > i && (s[e - 1] == ' ' || s[e - 1] == '\t' ||
	    s[e - 1] == '\r'); e--)
		;
	*off = i;
	*len = e - i;
	return 1;
}

void
convert_note(struct convert_writer *w, const char *s, size_t len)
{
	size_t	i;

	/* One line each: a line break or NUL inside would end it early. */
	for (i = 0; i < len; i++)
		buf_addc(&w->notes, s[i] == '\n' || s[i] == '\r' ||
		    s[i] == '\0' ? ' ' : s[i]);
	buf_addc(&w->notes, '\n');
	w->nnotes++;
}

/* The kept comments as text lines ("# text") or a JSON member. */
static void
notes_flush(struct convert_writer *w, struct buf *b)
{
	const char	*p, *nl, *end;

	if (w->nnotes == 0)
		return;
	p = w->notes.s;
	end = p + w->notes.len;
	if (w->fmt == CONVERT_JSONL || w->fmt == CONVERT_JSON)
		buf_adds(b, ",\"comments\":[");
	for (; p < end; p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (w->fmt == CONVERT_TEXT) {
			buf_addc(b, '#');
			if (nl > p)
				buf_addc(b, ' ');
			buf_add(b, p, (size_t)(nl - p));
			buf_addc(b, '\n');
		} else if (w->fmt != CONVERT_CSV) {
			if (p > w->notes.s)
				buf_addc(b, ',');
			json_add_string(b, p, (size_t)(nl - p));
		}
	}
	if (w->fmt == CONVERT_JSONL || w->fmt == CONVERT_JSON)
		buf_addc(b, ']');
	buf_clear(&w->notes);
	w->nnotes = 0;
}

static void
text_tag(struct buf *b, const char *name, const char *value)
{
	const char	*p;

	buf_printf(b, "[%s \"", name);
	for (p = value; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\')
			buf_addc(b, '\\');
		buf_addc(b, *p);
	}
	buf_adds(b, "\"]\n");
}

/*
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab or CR
 * first) gets a leading ' inside quotes, as OWASP's "CSV Injection"
 * advice has it: the text survives, the formula does not run.
 */
static void
csv_field(struct buf *b, const char *s, size_t len)
{
	const char	*p, *end = s + len;
	/* strchr("=+-@\t\r", s[0]) without the call; NUL matches too. */
	int		 formula = len > 0 && (s[0] == '=' || s[0] == '+' ||
			    s[0] == '-' || s[0] == '@' || s[0] == '\t' ||
			    s[0] == '\r' || s[0] == '\0');

	size_t		 i;

	/* A position is a whole row's worth of bytes: searched, not
	 * looked at a byte at a time; a short field is. */
	if (!formula && len < 32) {
		for (i = 0; i < len; i++)
			if (s[i] == ',' || s[i] == '"' || s[i] == '\r' ||
			    s[i] == '\n')
				break;
		if (i == len) {
			buf_add(b, s, len);
			return;
		}
	} else if (!formula && memchr(s, ',', len) == NULL &&
	    memchr(s, '"', len) == NULL && memchr(s, '\n', len) == NULL &&
	    memchr(s, '\r', len) == NULL) {
		buf_add(b, s, len);
		return;
	}
	buf_addc(b, '"');
	if (formula)
		buf_addc(b, '\'');
	/* Each '"' doubled. */
	while ((p = memchr(s, '"', (size_t)(end - s))) != NULL) {
		buf_add(b, s, (size_t)(p - s) + 1);
		buf_addc(b, '"');
		s = p + 1;
	}
	buf_add(b, s, (size_t)(end - s));
	buf_addc(b, '"');
}

static void
csv_cfield(struct buf *b, const char *s)
{
	csv_field(b, s == NULL ? "" : s, s == NULL ? 0 : strlen(s));
}

static const char *
tag_value(const char *const *names, const char *const *values, size_t n,
    const char *name)
{
	size_t	i;

	for (i = 0; i < n; i++)
		if (strcmp(names[i], name) == 0)
			return values[i];
	return NULL;
}

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
static void
json_names(struct convert_writer *w)
{
	const struct family	*fam = w->v->family;
	const char		*name;
	int			 i;

	buf_clear(&w->names);
	w->plain = fam->plain_text;
	w->nnames = 0;
	w->max_name = 0;
	/* Places are the rules': made again for others. */
	if (w->place_rules != w->v->rules || w->place_mark == 0) {
		w->place_rules = w->v->rules;
		if (++w->place_mark == 0) {
			memset(w->places, 0, sizeof w->places);
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
 * A position as a JSON string.  When it needs no escaping it is written in
 * place, from the last one's text where the family can (pos_format_next):
 * rebuilding all of it after every turn was half of convert's time.  prev
 * is the position the last text written is of (NULL: none); that text is
 * read where it is, in the output, not copied (issue 20).
 */
static void
json_position(struct convert_writer *w, struct buf *b,
    const struct position *prev, const struct position *pos)
{
	const struct family	*fam = w->v->family;
	size_t			 start;

	if (w->plain) {
		buf_addc(b, '"');
		start = b->len;
		if (prev != NULL && w->have_prev &&
		    fam->pos_format_next != NULL)
			fam->pos_format_next(w->v->rules, prev, b->s + w->poff,
			    w->plen, w->pmarks, pos, b);
		else
			fam->pos_format(w->v->rules, pos, b);
		w->poff = start;
		w->plen = b->len - start;
		w->have_prev = 1;
		buf_addc(b, '"');
		return;
	}
	buf_clear(&w->tmp);
	fam->pos_format(w->v->rules, pos, &w->tmp);
	json_add_string(b, w->tmp.s, w->tmp.len);
}

void
convert_game_begin(struct convert_writer *w, struct buf *out,
    const struct variant *v, const char *file, unsigned line, size_t index,
    const char *const *names, const char *const *values, size_t ntags,
    const struct position *start, struct diags *d)
{
	size_t	 order[RECORD_MAX_TAGS];
	size_t	 i, n = ntags < RECORD_MAX_TAGS ? ntags : RECORD_MAX_TAGS;
	int	 known;

	if (ntags > n)
		diags_add(d, DIAG_WARNING, DK_RECORD, file, line, 1, NULL,
		    "only %d tags of %zu kept", RECORD_MAX_TAGS, ntags);
	w->v = v;
	w->out = out;
	w->ply = 0;
	w->file = file;
	w->line = line;
	w->ntags = n;
	convert_tag_order(names, n, order);
	switch (w->fmt) {
	case CONVERT_TEXT:
		notes_flush(w, out);
		for (i = 0; i < n; i++)
			text_tag(out, names[order[i]], values[order[i]]);
		break;
	case CONVERT_JSONL:
	case CONVERT_JSON:
		json_names(w);
		w->have_prev = 0;
		w->pmarks[0] = 0;
		/* Without printf: a short game is a few turns. */
		buf_adds(out, "{\"format\":");
		buf_add_int(out, JSON_FORMAT);
		buf_adds(out, ",\"game\":");
		buf_add_int(out, (long)index);
		buf_adds(out, ",\"file\":");
		json_add_cstring(out, file);
		buf_adds(out, ",\"line\":");
		buf_add_int(out, (long)line);
		buf_adds(out, ",\"valid\":true,\"variant\":");
		json_add_cstring(out, v->name);
		buf_adds(out, ",\"tags\":{");
		for (i = 0; i < n; i++) {
			if (i > 0)
				buf_addc(out, ',');
			json_add_cstring(out, names[order[i]]);
			buf_addc(out, ':');
			json_add_cstring(out, values[order[i]]);
		}
		buf_adds(out, "}");
		notes_flush(w, out);
		if (!w->canonical) {
			buf_adds(out, ",\"start\":");
			json_position(w, out, NULL, start);
		}
		buf_adds(out, ",\"turns\":[");
		break;
	case CONVERT_CSV:
		notes_flush(w, out);
		w->have_prev = 0;
		w->pmarks[0] = 0;
		buf_clear(&w->row);
		buf_printf(&w->row, "%zu,", index);
		csv_cfield(&w->row, file);
		buf_printf(&w->row, ",%u,", line);
		csv_cfield(&w->row, v->name);
		for (i = 0; i < NTAG_FIRST; i++) {
			if (strcmp(tag_first[i], "Variant") == 0)
				continue;
			buf_addc(&w->row, ',');
			csv_cfield(&w->row, tag_value(names, values, n,
			    tag_first[i]));
		}
		/* The other tags, in record notation, so none is lost. */
		buf_clear(&w->tmp);
		for (i = 0; i < n; i++) {
			known = tag_value(tag_first, tag_first, NTAG_FIRST,
			    names[order[i]]) != NULL;
			if (known)
				continue;
			if (w->tmp.len > 0)
				buf_addc(&w->tmp, ' ');
			text_tag(&w->tmp, names[order[i]], values[order[i]]);
			w->tmp.len--;		/* the newline */
			w->tmp.s[w->tmp.len] = '\0';
		}
		buf_addc(&w->row, ',');
		csv_field(&w->row, buf_str(&w->tmp), w->tmp.len);
		buf_addc(&w->row, ',');
		break;
	}
}

/* "yellow 5-3: base/5 5/8" into side, throw (may be empty) and moves. */
static void
turn_split(const char *s, size_t len, size_t sv[2], size_t tv[2],
    size_t mv[2])
{
	size_t	i = 0, j;

	while (i < len && s[i] != ' ')
		i++;
	sv[0] = 0;
	sv[1] = i;
	while (i < len && s[i] == ' ')
		i++;
	j = i;
	while (j < len && s[j] != ' ')
		j++;
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

static void
json_side(const struct convert_writer *w, struct buf *b, int side)
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

/*
 * ,"name": -- JSON is written per turn, so without printf, and each key
 * is a literal whose length the compiler knows (a strlen() each was a
 * fortieth of convert's time).
 */
#define KEY(name)	",\"" name "\":", sizeof(",\"" name "\":") - 1

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
	json_side(w, b, side);
}

static const char *const colour_names[] = { "none", "black", "white" };

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
		json_named_side(w, b, KEY("winner"), e->side);
		json_named_side(w, b, KEY("loser"), e->other);
		buf_adds(b, e->how == 2 ? ",\"how\":\"suntuk\"" :
		    ",\"how\":\"taken\"");
	} else if (e->side >= 0)
		json_named_side(w, b, KEY("side"), e->side);
	if (e->kind == EV_CAPTURE && e->other >= 0)
		json_named_side(w, b, KEY("captured"), e->other);
	if (e->phase != EVENT_NONE)
		json_int(b, KEY("phase"), e->phase);
	if (e->piece >= 0) {
		if (e->kind == EV_CAPTURE)
			json_int(b, KEY("captured_piece"), e->piece + 1);
		else
			json_int(b, KEY("piece"), e->piece + 1);
		if (e->piece2 >= 0) {
			buf_adds(b, ",\"pieces\":[");
			buf_add_int(b, e->piece + 1);
			buf_addc(b, ',');
			buf_add_int(b, e->piece2 + 1);
			buf_addc(b, ']');
		}
	}
	if (e->kind == EV_TAKEN)
		json_int(b, KEY("stones"), e->count);
	else
		json_int(b, KEY("count"), e->count);
	json_place(fam, rules, b, KEY("from"), e->side, e->from);
	json_place(fam, rules, b, KEY("to"), e->side, e->to);
	owner = e->kind == EV_CAPTURE ? e->other : e->side;
	json_place(fam, rules, b, KEY("square"), owner, e->at);
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
		json_name(b, KEY("colour"), colour_names[e->colour]);
	if (e->ka_colour >= 1 && e->ka_colour <= 2)
		json_name(b, KEY("ka_colour"), colour_names[e->ka_colour]);
	json_int(b, KEY("points"), e->points);
	json_int(b, KEY("rank"), e->rank);
	buf_addc(b, '}');
}

static void	json_event_plain(struct convert_writer *, struct buf *,
		    const struct event *);

static void
json_events(struct convert_writer *w, const struct events *ev)
{
	int	i;

	buf_adds(w->out, ",\"events\":[");
	for (i = 0; i < ev->n; i++) {
		if (i > 0)
			buf_addc(w->out, ',');
		if (w->plain)
			json_event_plain(w, w->out, &ev->v[i]);
		else
			json_event(w, w->out, &ev->v[i]);
	}
	buf_addc(w->out, ']');
}

static void
csv_events(struct convert_writer *w, const struct events *ev,
    struct buf *b)
{
	const struct family	*fam = w->v->family;
	int			 i;

	for (i = 0; i < ev->n; i++) {
		if (i > 0)
			buf_adds(b, "; ");
		if (fam->event_format != NULL)
			fam->event_format(w->v->rules, &ev->v[i], b);
		else
			buf_adds(b, (size_t)ev->v[i].kind < sizeof event_names /
			    sizeof event_names[0] ? event_names[ev->v[i].kind] :
			    "?");
	}
}

/*
 * A position as a CSV field, made from the last one's text where the
 * family can (pos_format_next), as JSON's are: that text is kept in
 * w->ptext, the one before in w->tmp.
 */
static void
csv_position(struct convert_writer *w, struct buf *b,
    const struct position *prev, const struct position *pos)
{
	const struct family	*fam = w->v->family;
	struct buf		 t;

	buf_clear(&w->tmp);
	if (w->have_prev && fam->pos_format_next != NULL)
		fam->pos_format_next(w->v->rules, prev, w->ptext.s,
		    w->ptext.len, w->pmarks, pos, &w->tmp);
	else
		fam->pos_format(w->v->rules, pos, &w->tmp);
	csv_field(b, w->tmp.s, w->tmp.len);
	t = w->ptext;
	w->ptext = w->tmp;
	w->tmp = t;
	w->have_prev = 1;
}

static void	json_turn(struct convert_writer *, struct buf *, long,
		    const size_t[2], const size_t[2], const size_t[2]);
static void	json_turn_plain(struct convert_writer *, struct buf *, long,
		    const size_t[2], const size_t[2], const size_t[2]);

void
convert_turn(struct convert_writer *w, long number,
    const struct position *before, const struct turn *t,
    const struct events *ev, const struct position *after)
{
	const struct family	*fam = w->v->family;
	const void		*rules = w->v->rules;
	struct buf		*b = w->out;
	const char		*s;
	size_t			 sv[2], tv[2], mv[2];

	w->ply++;
	if (w->fmt == CONVERT_TEXT) {
		if (w->ply == 1 && w->ntags > 0)
			buf_addc(b, '\n');
		if (number >= 0) {
			buf_add_int(b, number);
			buf_add(b, ". ", 2);
		}
		fam->turn_format(rules, before, t, b);
		buf_addc(b, '\n');
		notes_flush(w, b);
		return;
	}
	buf_clear(&w->tmp);
	fam->turn_format(rules, before, t, &w->tmp);
	turn_split(w->tmp.s, w->tmp.len, sv, tv, mv);
	if (w->fmt == CONVERT_CSV) {
		notes_flush(w, b);
		buf_add(b, w->row.s, w->row.len);
		buf_add_int(b, (long)w->ply);
		buf_addc(b, ',');
		s = w->tmp.s;
		csv_field(b, s + sv[0], sv[1] - sv[0]);
		buf_addc(b, ',');
		csv_field(b, s + tv[0], tv[1] - tv[0]);
		buf_addc(b, ',');
		csv_field(b, s + mv[0], mv[1] - mv[0]);
		buf_addc(b, ',');
		csv_field(b, s, w->tmp.len);
		buf_addc(b, ',');
		if (!w->canonical) {
			buf_clear(&w->tmp);
			csv_events(w, ev, &w->tmp);
			csv_field(b, w->tmp.s == NULL ? "" : w->tmp.s,
			    w->tmp.len);
			buf_addc(b, ',');
			csv_position(w, b, before, after);
		} else
			buf_addc(b, ',');
		buf_addc(b, '\n');
		return;
	}
	if (w->plain)
		json_turn_plain(w, b, number, sv, tv, mv);
	else
		json_turn(w, b, number, sv, tv, mv);
	notes_flush(w, b);
	if (!w->canonical) {
		json_events(w, ev);
		buf_adds(b, ",\"position\":");
		json_position(w, b, before, after);
	}
	buf_addc(b, '}');
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

/* Appends the n bytes of lit at q, a literal whose length is known. */
#define PUT(q, lit)	(memcpy((q), (lit), sizeof(lit) - 1), \
			    (q) += sizeof(lit) - 1)

static char *
put_ulong(char *q, unsigned long v)
{
	char	t[24], *p = t + sizeof t;

	/* Plies and turn numbers: mostly three digits at most. */
	if (v < 1000) {
		if (v >= 100)
			*q++ = (char)('0' + v / 100);
		if (v >= 10)
			*q++ = (char)('0' + v / 10 % 10);
		*q++ = (char)('0' + v % 10);
		return q;
	}
	do
		*--p = (char)('0' + v % 10);
	while ((v /= 10) != 0);
	memcpy(q, p, (size_t)(t + sizeof t - p));
	return q + (t + sizeof t - p);
}

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
 * The same for text that needs no escaping, written in place in one
 * reservation: appends one at a time were a tenth of convert's time.
 */
static void
json_turn_plain(struct convert_writer *w, struct buf *b, long number,
    const size_t sv[2], const size_t tv[2], const size_t mv[2])
{
	const char	*s;
	size_t		 n = w->tmp.len;
	char		*q = buf_room(b, 2 * n + 128 + SHORT_COPY);

	/* The turn's parts are short: each is copied in SHORT_COPY bytes,
	 * no call, and the text has as many after it to be read. */
	(void)buf_room(&w->tmp, SHORT_COPY);
	s = w->tmp.s;

	if (w->ply > 1)
		*q++ = ',';
	PUT(q, "{\"ply\":");
	q = put_ulong(q, w->ply);
	PUT(q, ",\"number\":");
	if (number >= 0)
		q = put_ulong(q, (unsigned long)number);
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
	memcpy(q, s, n);
	q += n;
	*q++ = '"';
	buf_setlen(b, (size_t)(q - b->s));
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

/* ,"key": */
static inline char *
put_key(char *q, const char *key, size_t klen)
{
	memcpy(q, key, klen);
	return q + klen;
}

/* Most numbers in events are pieces and points: one or two digits. */
static inline char *
put_long(char *q, long v)
{
	char		 t[24], *e = t + sizeof t, *d = e;
	unsigned long	 u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	if (v >= 0 && v < 10) {
		*q++ = (char)('0' + v);
		return q;
	}
	if (v >= 10 && v < 100) {
		*q++ = (char)('0' + v / 10);
		*q++ = (char)('0' + v % 10);
		return q;
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

/*
 * A side's JSON string at q.  A side past the game's names is written
 * through b (b's length set to q first) and room made again.
 */
static char *
put_side(struct convert_writer *w, struct buf *b, char *q, int side)
{
	size_t	n;

	if (side < 0) {
		memcpy(q, "null", 4);
		return q + 4;
	}
	if (side < w->nnames) {
		n = w->name_off[side + 1] - w->name_off[side];
		/* A short name in NAME_COPY bytes: no call (json_names()
		 * leaves them after the last, and room is made for them). */
		if (n <= NAME_COPY)
			memcpy(q, w->names.s + w->name_off[side], NAME_COPY);
		else
			memcpy(q, w->names.s + w->name_off[side], n);
		return q + n;
	}
	buf_setlen(b, (size_t)(q - b->s));
	json_side(w, b, side);
	return buf_room(b, EVENT_ROOM + 3 * w->name_room);
}

/* A place's text between quotes at q, made once a game where it can be. */
static char *
put_place(struct convert_writer *w, struct buf *b, char *q, int side,
    int place)
{
	const struct family	*fam = w->v->family;
	struct convert_place	*c = NULL;
	size_t			 at;

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
	at = (size_t)(q - b->s);
	buf_setlen(b, at);
	fam->place_format(w->v->rules, side, place, b);
	if (c != NULL && b->len - at <= sizeof c->s) {
		memcpy(c->s, b->s + at, b->len - at);
		c->len = (unsigned char)(b->len - at);
		c->mark = w->place_mark;
	}
	q = buf_room(b, EVENT_ROOM + 3 * w->name_room);
	*q++ = '"';
	return q;
}

/*
 * json_event() for names that need no escaping and places that are
 * letters and digits, written in place in one reservation: appends one
 * at a time were a sixth of convert's time.  The same bytes.
 */
static void
json_event_plain(struct convert_writer *w, struct buf *b,
    const struct event *e)
{
	const struct family	*fam = w->v->family;
	char			*q = buf_room(b, EVENT_ROOM + 3 * w->name_room);
	int			 i, owner;

	if ((size_t)e->kind < sizeof kind_open / sizeof kind_open[0] &&
	    kind_open[e->kind].len > 0) {
		memcpy(q, kind_open[e->kind].s, KIND_OPEN);
		q += kind_open[e->kind].len;
	} else
		q = put_key(q, "{\"kind\":null", 12);
	if (e->kind == EV_GAME_OVER && e->how != EVENT_NONE) {
		q = put_side(w, b, put_key(q, KEY("winner")), e->side);
		q = put_side(w, b, put_key(q, KEY("loser")), e->other);
		if (e->how == 2)
			q = put_key(q, ",\"how\":\"suntuk\"", 15);
		else
			q = put_key(q, ",\"how\":\"taken\"", 14);
	} else if (e->side >= 0)
		q = put_side(w, b, put_key(q, KEY("side")), e->side);
	if (e->kind == EV_CAPTURE && e->other >= 0)
		q = put_side(w, b, put_key(q, KEY("captured")), e->other);
	if (e->phase != EVENT_NONE)
		q = put_long(put_key(q, KEY("phase")), e->phase);
	if (e->piece >= 0) {
		if (e->kind == EV_CAPTURE)
			q = put_key(q, KEY("captured_piece"));
		else
			q = put_key(q, KEY("piece"));
		q = put_long(q, (long)e->piece + 1);
		if (e->piece2 >= 0) {
			q = put_long(put_key(q, ",\"pieces\":[", 11),
			    (long)e->piece + 1);
			*q++ = ',';
			q = put_long(q, (long)e->piece2 + 1);
			*q++ = ']';
		}
	}
	if (e->count != EVENT_NONE)
		q = put_long(e->kind == EV_TAKEN ? put_key(q, KEY("stones")) :
		    put_key(q, KEY("count")), e->count);
	if (fam->place_format != NULL) {
		if (e->from != EVENT_NONE && e->side >= 0)
			q = put_place(w, b, put_key(q, KEY("from")), e->side,
			    e->from);
		if (e->to != EVENT_NONE && e->side >= 0)
			q = put_place(w, b, put_key(q, KEY("to")), e->side,
			    e->to);
		owner = e->kind == EV_CAPTURE ? e->other : e->side;
		if (e->at != EVENT_NONE && owner >= 0)
			q = put_place(w, b, put_key(q, KEY("square")), owner,
			    e->at);
	}
	if (e->kind == EV_TAKEN && e->count != EVENT_NONE) {
		q = put_key(q, ",\"line\":[", 9);
		for (i = 0; i < e->count && i < EVENT_LINE_MAX; i++) {
			if (i > 0)
				*q++ = ',';
			q = put_place(w, b, q, e->side, e->line[i]);
		}
		*q++ = ']';
	}
	if (e->axis != EVENT_NONE)
		q = e->axis == 0 ? put_key(q, ",\"axis\":\"rank\"", 14) :
		    put_key(q, ",\"axis\":\"file\"", 14);
	if (e->colour >= 1 && e->colour <= 2) {
		q = put_key(q, KEY("colour"));
		*q++ = '"';
		q = put_key(q, colour_names[e->colour],
		    strlen(colour_names[e->colour]));
		*q++ = '"';
	}
	if (e->ka_colour >= 1 && e->ka_colour <= 2) {
		q = put_key(q, KEY("ka_colour"));
		*q++ = '"';
		q = put_key(q, colour_names[e->ka_colour],
		    strlen(colour_names[e->ka_colour]));
		*q++ = '"';
	}
	if (e->points != EVENT_NONE)
		q = put_long(put_key(q, KEY("points")), e->points);
	if (e->rank != EVENT_NONE)
		q = put_long(put_key(q, KEY("rank")), e->rank);
	*q++ = '}';
	buf_setlen(b, (size_t)(q - b->s));
}

void
convert_game_end(struct convert_writer *w, const struct position *final,
    struct diags *d)
{
	static const char *const states[] = { "on", "over", "stalled" };
	const struct family	*fam = w->v->family;
	enum game_state		 st;

	if (w->fmt == CONVERT_CSV && w->ply == 0)
		diags_add(d, DIAG_WARNING, DK_RECORD, w->file, w->line, 1,
		    NULL, "game with no turns not kept in 'csv' output: csv "
		    "has one row per turn");
	if (w->fmt != CONVERT_JSONL && w->fmt != CONVERT_JSON)
		return;
	buf_clear(&w->tmp);
	fam->result(w->v->rules, final, &w->tmp);
	buf_adds(w->out, "],\"result\":");
	json_add_string(w->out, w->tmp.s, w->tmp.len);
	st = fam->state(w->v->rules, final);
	buf_adds(w->out, ",\"state\":\"");
	buf_adds(w->out, (size_t)st < sizeof states / sizeof states[0] ?
	    states[st] : "?");
	buf_adds(w->out, "\"}");
	if (w->fmt == CONVERT_JSONL)
		buf_addc(w->out, '\n');
}

void
convert_raw(struct convert_writer *w, struct buf *out, const char *file,
    unsigned line, size_t index, const char *raw, size_t len,
    const struct diag *why, struct diags *d)
{
	switch (w->fmt) {
	case CONVERT_TEXT:
		buf_add(out, raw, len);
		if (len > 0 && raw[len - 1] != '\n')
			buf_addc(out, '\n');
		break;
	case CONVERT_JSONL:
	case CONVERT_JSON:
		buf_printf(out, "{\"format\":%d,\"game\":%zu,\"file\":",
		    JSON_FORMAT, index);
		json_add_cstring(out, file);
		buf_printf(out, ",\"line\":%u,\"valid\":false,\"raw\":", line);
		json_add_string(out, raw, len);
		if (why != NULL) {
			buf_printf(out, ",\"error\":{\"line\":%u,\"column\":%u,"
			    "\"rule\":", why->line, why->col);
			json_add_cstring(out, why->rule[0] != '\0' ? why->rule :
			    NULL);
			buf_adds(out, ",\"message\":");
			json_add_cstring(out, why->msg);
			buf_addc(out, '}');
		}
		buf_addc(out, '}');
		if (w->fmt == CONVERT_JSONL)
			buf_addc(out, '\n');
		break;
	case CONVERT_CSV:
		diags_add(d, DIAG_WARNING, DK_RECORD, file, line, 1, NULL,
		    "invalid game not kept in 'csv' output: csv holds "
		    "replayed turns only");
		break;
	}
}
