/*
 * A game of convert's JSON input, from its values to canonical text.
 *
 * lib/convert_json.c reads the values; here they are checked against
 * what the text notation can hold (tag names, one-line strings, turn
 * lines) and written: the turns a turn at a time as each is read
 * (jsonin_turns(): a turn's tree is freed before the next is read), the
 * game's tags and comments once it is whole (jsonin_game()), so a game
 * is written whole or not at all.  What is not kept is warned of.
 */
#include <stdlib.h>
#include <string.h>

#include "convert_json_int.h"

static const struct jv *
jmember(const struct jv *o, const char *name)
{
	size_t	i;

	for (i = 0; i < o->n; i++)
		if (strcmp(o->k[i], name) == 0)
			return &o->v[i];
	return NULL;
}

/* Each warning is kept until the game is done: it counts (jsonin_keep()). */
static int
jwarn_unknown(struct jsonin *j, const struct jv *o, const char *const *known,
    const char *what)
{
	size_t	i;

	for (i = 0; i < o->n; i++) {
		if (jsonin_known(o->k[i], known))
			continue;
		if (jsonin_keep(j, sizeof(struct diag)) != 0)
			return -1;
		diags_add(j->d, DIAG_WARNING, DK_RECORD, j->name,
		    o->v[i].line, o->v[i].col, NULL, "member '%s' of %s not "
		    "kept in 'text' output", o->k[i], what);
	}
	return 0;
}

/* A string text can hold on one line: no line break, no NUL. */
static int
one_line(const struct jv *v)
{
	return v->type == J_STR && memchr(v->s, '\n', v->len) == NULL &&
	    memchr(v->s, '\r', v->len) == NULL && strlen(v->s) == v->len;
}

/*
 * Whether a turn line starts with a turn number, as the record reader
 * takes one (blanks, digits, a full stop); its digits are set.
 */
static int
text_turn_number(const char *s, size_t len, const char **d, size_t *dl)
{
	size_t	i = 0, n;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	for (n = 0; i + n < len && s[i + n] >= '0' && s[i + n] <= '9'; n++)
		;
	if (n == 0 || i + n >= len || s[i + n] != '.')
		return 0;
	*d = s + i;
	*dl = n;
	return 1;
}

/* Whether two strings of digits are one number (leading zeros aside). */
static int
same_number(const char *a, size_t al, const char *b, size_t bl)
{
	while (al > 1 && *a == '0')
		a++, al--;
	while (bl > 1 && *b == '0')
		b++, bl--;
	return al == bl && memcmp(a, b, al) == 0;
}

static int
tag_name_ok(const char *s)
{
	if (!((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z')))
		return 0;
	for (s++; *s != '\0'; s++)
		if (!((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') ||
		    (*s >= '0' && *s <= '9') || *s == '_'))
			return 0;
	return 1;
}

/* "comments": absent, or an array of one-line strings. */
static int
notes_check(struct jsonin *j, const struct jv *c)
{
	size_t	i;

	if (c == NULL)
		return 0;
	if (c->type != J_ARR)
		return jsonin_error(j, c->line, c->col, "'comments' is not an "
		    "array");
	for (i = 0; i < c->n; i++)
		if (!one_line(&c->v[i]))
			return jsonin_error(j, c->v[i].line, c->v[i].col,
			    "comment %zu is not a one-line string", i + 1);
	return 0;
}

/* As canonical text writes them: "# text", or "#" for an empty one. */
static void
notes_text(const struct jv *c, struct buf *out)
{
	size_t	i;

	for (i = 0; c != NULL && i < c->n; i++) {
		buf_addc(out, '#');
		if (c->v[i].len > 0)
			buf_addc(out, ' ');
		buf_add(out, c->v[i].s, c->v[i].len);
		buf_addc(out, '\n');
	}
}

static const char *const turn_keys[] = { "ply", "number", "side", "throw",
    "moves", "text", "comments", "events", "position", NULL };

/*
 * One turn of the game being read, as jsonin_game() checked each before:
 * what it reports goes to j->twarn (an error last, then j->terr is set)
 * and its text line to j->ttext.  0, or -1 when the game is over its
 * memory.
 */
static int
jsonin_turn(struct jsonin *j, const struct jv *t)
{
	const struct jv	*text, *num, *c;
	struct diags	*d = j->d;
	const char	*td;
	size_t		 i = j->nturns, need, k, tdl;
	int		 rc = 0, tn;

	text = t->type == J_OBJ ? jmember(t, "text") : NULL;
	j->d = &j->twarn;
	/*
	 * It must read back as a turn line, with no number before it too:
	 * a text starting with '[' would be a tag line and start a game, a
	 * blank one no line at all, and a byte-order mark is dropped at the
	 * start of a file.
	 */
	if (text == NULL || !one_line(text) || text->len == 0 ||
	    memchr(text->s, '#', text->len) != NULL ||
	    record_line_kind(text->s, text->len, 0) != RECORD_LINE_TURN ||
	    (text->len >= 3 && memcmp(text->s, "\xef\xbb\xbf", 3) == 0)) {
		jsonin_error(j, t->line, t->col, "turn %zu has no 'text' that "
		    "reads as a turn line (one line, not blank, no '#', not "
		    "starting with '[')", i + 1);
		goto out;
	}
	if (jwarn_unknown(j, t, turn_keys, "a turn") != 0) {
		rc = -1;
		goto out;
	}
	c = jmember(t, "comments");
	if (notes_check(j, c) != 0)
		goto out;
	num = jmember(t, "number");
	if (num != NULL && num->type != J_NULL && (num->type != J_NUM ||
	    num->len == 0 || num->len > 18 ||
	    strspn(num->s, "0123456789") != num->len)) {
		jsonin_error(j, num->line, num->col, "turn %zu has a 'number' "
		    "that is not a turn number", i + 1);
		goto out;
	}
	/*
	 * A text that carries its own turn number ("1. red 2: -") is written
	 * as it is, not numbered again into "1. 1. red 2: -"; a 'number' that
	 * says otherwise is a contradiction, not a choice.
	 */
	tn = text_turn_number(text->s, text->len, &td, &tdl);
	if (tn && num != NULL && num->type == J_NUM &&
	    !same_number(num->s, num->len, td, tdl)) {
		jsonin_error(j, num->line, num->col, "turn %zu has 'number' "
		    "%.*s but its 'text' starts with turn number %.*s", i + 1,
		    (int)num->len, num->s, (int)tdl, td);
		goto out;
	}
	/* "N. text\n", then "# comment\n" each. */
	need = 24 + text->len;
	for (k = 0; c != NULL && k < c->n; k++)
		need += c->v[k].len + 3;
	if (jsonin_keep(j, need) != 0) {
		rc = -1;
		goto out;
	}
	/* The number goes first unless the text has its own. */
	if (!tn && num == NULL) {
		buf_add_int(&j->ttext, (long)(i + 1));
		buf_add(&j->ttext, ". ", 2);
	} else if (!tn && num->type == J_NUM) {
		buf_add(&j->ttext, num->s, num->len);
		buf_add(&j->ttext, ". ", 2);
	}
	buf_add(&j->ttext, text->s, text->len);
	buf_addc(&j->ttext, '\n');
	notes_text(c, &j->ttext);
out:
	j->d = d;
	/* Over its memory, the game ends the stream: said now. */
	if (rc != 0)
		diags_move(j->d, &j->twarn);
	/* An error is the turns' last word: jsonin_game() reports it. */
	if (j->failed && rc == 0) {
		j->terr = 1;
		j->failed = 0;
	}
	return rc;
}

/*
 * A game's turns, each read into a tree of its own, taken (checked and
 * written as a text line) and freed; after a turn is refused the others
 * are only read.
 */
int
jsonin_turns(struct jsonin *j, struct jv *v, int depth)
{
	struct jv	 t;
	size_t		 mem = j->mem;
	int		 c, rc;

	v->type = J_ARR;
	j->tseen = 1;
	jsonin_get(j);
	if (jsonin_space(j) == ']') {
		jsonin_get(j);
		return 0;
	}
	for (;;) {
		if (j->nturns == RECORD_MAX_TURNS && !j->terr)
			return jsonin_error(j, j->line, j->col, "game too "
			    "large: over %d turns", RECORD_MAX_TURNS);
		memset(&t, 0, sizeof t);
		rc = j->terr ? jsonin_value(j, NULL, depth + 1, JR_ANY) :
		    jsonin_value_kept(j, &t, depth + 1, 0, JR_TURN);
		if (rc == 0 && !j->terr) {
			/* What the turn's tree took is given back. */
			j->mem = mem;
			rc = jsonin_turn(j, &t);
			mem = j->mem;
		}
		jsonin_value_free(&t);
		if (rc != 0)
			return -1;
		j->nturns++;
		c = jsonin_space(j);
		jsonin_get(j);
		if (c == ']')
			return 0;
		if (c != ',')
			return jsonin_error(j, j->line, j->col - 1, "invalid "
			    "JSON: expected ',' or ']'");
	}
}

int
jsonin_game(struct jsonin *j, const struct jv *g, struct buf *out)
{
	static const char *const game_keys[] = { "format", "game", "file",
	    "line", "valid", "variant", "tags", "comments", "start", "turns",
	    "result", "state", "raw", "error", NULL };
	const struct jv	*tags, *turns, *raw, *valid, *fmt;
	const char	*names[RECORD_MAX_TAGS], *values[RECORD_MAX_TAGS];
	size_t		 order[RECORD_MAX_TAGS], i, mark = out->len;
	unsigned	 line = g->line, col = g->col;

	/* A value that is not a game is said once; the others are counted
	 * and said in one line at the end. */
	if (g->type != J_OBJ) {
		if (j->not_games++ == 0)
			return jsonin_error(j, line, col, "game is not a JSON "
			    "object");
		j->ng_line = line;
		j->ng_col = col;
		return -1;
	}
	/* A later format may mean something else by the same members. */
	if ((fmt = jmember(g, "format")) != NULL && (fmt->type != J_NUM ||
	    fmt->len != 1 || fmt->s[0] != '0' + JSON_FORMAT))
		return jsonin_error(j, fmt->line, fmt->col, "game of format "
		    "'%s': this pasa reads format %d", fmt->type == J_NUM ||
		    fmt->type == J_STR ? fmt->s : "?", JSON_FORMAT);
	if (jwarn_unknown(j, g, game_keys, "a game") != 0)
		return -1;
	valid = jmember(g, "valid");
	raw = jmember(g, "raw");
	if (j->turnless && (raw != NULL || (tags = jmember(g, "tags")) ==
	    NULL || tags->n > 0))
		diags_add(j->d, DIAG_WARNING, DK_RECORD, j->name,
		    j->turnless_line, 1, NULL, "game with no turns joins the "
		    "next game's tags in 'text' output");
	j->turnless = 0;
	if (j->games > 0)
		buf_addc(out, '\n');
	if (valid != NULL && valid->type == J_BOOL && valid->s == NULL) {
		if (raw == NULL || raw->type != J_STR ||
		    strlen(raw->s) != raw->len) {
			out->len = mark;
			return jsonin_error(j, line, col, "invalid game "
			    "without its 'raw' text");
		}
		buf_add(out, raw->s, raw->len);
		if (raw->len > 0 && raw->s[raw->len - 1] != '\n')
			buf_addc(out, '\n');
		j->games++;
		return 0;
	}
	tags = jmember(g, "tags");
	turns = jmember(g, "turns");
	if (tags != NULL && tags->type != J_OBJ)
		return jsonin_error(j, tags->line, tags->col, "'tags' is not "
		    "an object");
	if (turns == NULL || turns->type != J_ARR)
		return jsonin_error(j, line, col, "game without a 'turns' array"
		    "");
	if (tags != NULL && tags->n > RECORD_MAX_TAGS)
		return jsonin_error(j, tags->line, tags->col, "too many tags: "
		    "%zu, the limit is %d", tags->n, RECORD_MAX_TAGS);
	for (i = 0; tags != NULL && i < tags->n; i++) {
		if (!tag_name_ok(tags->k[i]))
			return jsonin_error(j, tags->v[i].line, tags->v[i].col,
			    "tag name '%s' cannot be written as text",
			    tags->k[i]);
		if (!one_line(&tags->v[i]))
			return jsonin_error(j, tags->v[i].line, tags->v[i].col,
			    "value of tag '%s' is not a one-line string",
			    tags->k[i]);
		names[i] = tags->k[i];
		values[i] = tags->v[i].s;
	}
	if (notes_check(j, jmember(g, "comments")) != 0)
		return -1;
	/* What reading the turns found, in the order it was found. */
	diags_move(j->d, &j->twarn);
	if (j->terr) {
		j->failed = 1;
		return -1;
	}
	/* Checked first, so a game is written whole or not at all. */
	notes_text(jmember(g, "comments"), out);
	convert_tag_order(names, tags != NULL ? tags->n : 0, order);
	for (i = 0; tags != NULL && i < tags->n; i++) {
		const char *p;

		buf_printf(out, "[%s \"", names[order[i]]);
		for (p = values[order[i]]; *p != '\0'; p++) {
			if (*p == '"' || *p == '\\')
				buf_addc(out, '\\');
			buf_addc(out, *p);
		}
		buf_adds(out, "\"]\n");
	}
	if (j->nturns > 0 && tags != NULL && tags->n > 0)
		buf_addc(out, '\n');
	buf_add(out, j->ttext.s, j->ttext.len);
	if (j->nturns == 0 && tags != NULL && tags->n > 0) {
		j->turnless = 1;
		j->turnless_line = line;
	}
	j->games++;
	return 0;
}