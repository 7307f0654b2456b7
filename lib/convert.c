/*
 * Writers: canonical text, JSON Lines, JSON and CSV (schema: the JSON
 * SCHEMA section of man/pasa-convert.1): a game's start, tags, comments
 * and end, text and CSV turns.  JSON turns, events and positions are
 * lib/convert_json_write.c's.
 *
 * Every target is written from the engine's view of the game, never from
 * the record's text, so a record converted twice gives the same bytes.
 */
#include <string.h>

#include "convert.h"
#include "convert_int.h"
#include "json.h"

static const char *const format_names[] = { "text", "jsonl", "json", "csv" };

/* The tags PGN readers expect first, in the order they expect them. */
static const char *const tag_first[] = {
	"Event", "Site", "Date", "Round", "Variant", "Players", "Setup",
	"Result",
};
#define NTAG_FIRST (sizeof tag_first / sizeof tag_first[0])

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

/* Whether tag name s is tag_first[j]: the first letter tells most
 * apart without a call (every game's tags are ordered, on short games a
 * fiftieth of convert's time). */
static inline int
tag_is(const char *s, size_t j)
{
	return s[0] == tag_first[j][0] && strcmp(s, tag_first[j]) == 0;
}

/* Name s's place in tag_first, or NTAG_FIRST for the others. */
static inline size_t
tag_rank(const char *s)
{
	size_t	 j;

	for (j = 0; j < NTAG_FIRST && !tag_is(s, j); j++)
		;
	return j;
}

/*
 * Each name's place found once, then the names taken place by place in
 * their order: the order of asking every name of every place, without a
 * comparison each time (that was a thousand instructions a game, a
 * fortieth of convert on short games).  More names than the reader
 * keeps are ranked again at each place.
 */
void
convert_tag_order(const char *const *names, size_t n, size_t *order)
{
	unsigned char	 rank[RECORD_MAX_TAGS];
	size_t		 i, j, o = 0;

	_Static_assert(NTAG_FIRST < 256, "rank");
	if (n <= RECORD_MAX_TAGS) {
		for (i = 0; i < n; i++)
			rank[i] = (unsigned char)tag_rank(names[i]);
		for (j = 0; j <= NTAG_FIRST; j++)
			for (i = 0; i < n; i++)
				if (rank[i] == j)
					order[o++] = i;
		return;
	}
	for (j = 0; j <= NTAG_FIRST; j++)
		for (i = 0; i < n; i++)
			if (tag_rank(names[i]) == j)
				order[o++] = i;
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

void
convert_notes_flush(struct convert_writer *w, struct buf *b)
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

void
convert_game_begin(struct convert_writer *w, struct buf *out,
    const struct variant *v, const char *file, unsigned line, size_t index,
    const char *const *names, const char *const *values, size_t ntags,
    const struct position *start, struct diags *d)
{
	size_t	 order[RECORD_MAX_TAGS];
	size_t	 i, n = ntags < RECORD_MAX_TAGS ? ntags : RECORD_MAX_TAGS;
	int	 known, first;

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
		convert_notes_flush(w, out);
		for (i = 0; i < n; i++)
			text_tag(out, names[order[i]], values[order[i]]);
		break;
	case CONVERT_JSONL:
	case CONVERT_JSON:
		convert_json_names(w);
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
		for (i = 0, first = 1; i < n; i++) {
			/* A JSON object holds a name once: the first value
			 * counts, as pasa-record(5) says of text. */
			if (tag_value(names, values, order[i],
			    names[order[i]]) != NULL) {
				diags_add(d, DIAG_WARNING, DK_RECORD, file, line,
				    1, NULL, "tag '%s' given twice: its first "
				    "value is kept", names[order[i]]);
				continue;
			}
			if (!first)
				buf_addc(out, ',');
			first = 0;
			json_add_cstring(out, names[order[i]]);
			buf_addc(out, ':');
			json_add_cstring(out, values[order[i]]);
		}
		buf_adds(out, "}");
		convert_notes_flush(w, out);
		if (!w->canonical) {
			buf_adds(out, ",\"start\":");
			convert_json_position(w, out, NULL, start);
		}
		buf_adds(out, ",\"turns\":[");
		break;
	case CONVERT_CSV:
		convert_notes_flush(w, out);
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

static void
csv_events(struct convert_writer *w, const struct events *ev,
    struct buf *b)
{
	const struct family	*fam = w->v->family;
	const char		*name;
	int			 i;

	for (i = 0; i < ev->n; i++) {
		if (i > 0)
			buf_adds(b, "; ");
		if (fam->event_format != NULL)
			fam->event_format(w->v->rules, &ev->v[i], b);
		else {
			name = convert_event_name(ev->v[i].kind);
			buf_adds(b, name != NULL ? name : "?");
		}
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

/*
 * A text or CSV turn.  Apart from convert_turn(), whose JSON path, the
 * one most of convert's time goes to, then needs none of this one's
 * frame.
 */
#ifdef __GNUC__
__attribute__((noinline))
#endif
static void
text_csv_turn(struct convert_writer *w, long number,
    const struct position *before, const struct turn *t,
    const struct events *ev, const struct position *after,
    const struct engine_cache *cache)
{
	struct buf		*b = w->out;
	const char		*s;
	size_t			 sv[2], tv[2], mv[2];

	if (w->fmt == CONVERT_TEXT) {
		if (w->ply == 1 && w->ntags > 0)
			buf_addc(b, '\n');
		if (number >= 0 && number < 1000) {
			/* Most turn numbers: in place, no call. */
			char *q = buf_room(b, 5);

			if (number >= 100)
				*q++ = (char)('0' + number / 100);
			if (number >= 10) {
				memcpy(q, util_digits2 + 2 * (number % 100), 2);
				q += 2;
			} else
				*q++ = (char)('0' + number);
			memcpy(q, ". ", 2);
			buf_setlen(b, (size_t)(q + 2 - b->s));
		} else if (number >= 0) {
			buf_add_int(b, number);
			buf_add(b, ". ", 2);
		}
		convert_turn_text(w, cache, before, t, b);
		buf_addc(b, '\n');
		if (w->nnotes > 0)
			convert_notes_flush(w, b);
		return;
	}
	buf_clear(&w->tmp);
	convert_turn_text(w, cache, before, t, &w->tmp);
	convert_turn_split(&w->tmp, sv, tv, mv);
	convert_notes_flush(w, b);
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
}

void
convert_turn(struct convert_writer *w, long number,
    const struct position *before, const struct turn *t,
    const struct events *ev, const struct position *after,
    const struct engine_cache *cache)
{
	w->ply++;
	if (w->fmt == CONVERT_JSONL || w->fmt == CONVERT_JSON)
		convert_json_turn(w, number, before, t, ev, after, cache);
	else
		text_csv_turn(w, number, before, t, ev, after, cache);
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
	size_t	 bad, i, bol = 0;
	unsigned nl = 0;

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
		/* A JSON string holds text: what is no UTF-8 is changed,
		 * and the game is then not passed unchanged. */
		if ((bad = json_utf8_bad(raw, len)) < len) {
			for (i = 0; i < bad; i++)
				if (raw[i] == '\n') {
					nl++;
					bol = i + 1;
				}
			diags_add(d, DIAG_WARNING, DK_RECORD, file, line + nl,
			    (unsigned)(bad - bol) + 1, NULL, "invalid UTF-8 "
			    "written as U+FFFD in 'raw': a JSON string holds "
			    "text only (--format text keeps the bytes)");
		}
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
