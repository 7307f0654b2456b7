/*
 * The streaming record reader (notation: man/pasa-record.5): lines
 * assembled into games.  lib/record_input.c reads the input in blocks
 * and cuts it into lines; lib/record_line.c reads one tag or turn line.
 *
 * A game's turn lines stay in the input block, their tokens
 * NUL-terminated there, until a refill would move them: then (and for
 * every line under record_next_line(), whose caller sees each turn while
 * the next is read) they are copied to chunks of a per-reader arena,
 * which also holds the tags.  The arena and two arrays are reset,
 * not freed, between games, so the reader's memory is bounded by its
 * longest game and a turn line costs no allocation once they have grown.
 *
 * Most lines are well-formed ASCII turn lines; lib/record_fast.c reads
 * those in one pass and leaves every other line, and every error, to
 * the general path (record_input_line(), parse_line()), so messages come
 * from one place.
 *
 * Game boundaries depend only on the first non-blank byte of each line:
 * '[' makes a tag line, '#' or nothing a blank line, anything else a turn
 * line.  A tag line after a turn line starts the next game.  Because this
 * never depends on whether a line parses, a syntax error can simply stop
 * parsing: the rest of its game is skipped and the next game reads as if
 * nothing had happened.
 *
 * Columns are 1-based and count bytes, so a tab or each byte of a UTF-8
 * character is one column; a byte-order mark starting the input is not
 * counted.
 */
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "record_int.h"

#define TURNS_FIRST	64

enum line_kind {
	LK_BLANK,
	LK_TAG,
	LK_TURN,
};

const struct rtag *
rgame_find_tag(const struct rgame *g, const char *name)
{
	size_t	i;

	for (i = 0; i < g->ntags; i++)
		if (strcmp(g->tags[i].name, name) == 0)
			return &g->tags[i];
	return NULL;
}

const char *
rgame_tag(const struct rgame *g, const char *name)
{
	size_t	i;

	for (i = 0; i < g->ntags; i++)
		if (strcmp(g->tags[i].name, name) == 0)
			return g->tags[i].value;
	return NULL;
}

#define syntax_error(r, d, ...) record_syntax_error(d, (r)->name, __VA_ARGS__)

static enum line_kind
line_kind(const struct line *l)
{
	switch (record_line_kind(l->s, l->len, l->too_long)) {
	case RECORD_LINE_TAG:
		return LK_TAG;
	case RECORD_LINE_TURN:
		return LK_TURN;
	default:
		return LK_BLANK;
	}
}

/* ---- game storage ---- */

static char *
arena_alloc(struct record_reader *r, size_t n)
{
	struct chunk	*c = r->chunk_cur;
	char		*p;

	if (c == NULL || CHUNK_SIZE - c->used < n) {
		if (c != NULL && c->next != NULL)
			c = c->next;
		else {
			c = xmalloc(sizeof(*c));
			c->next = NULL;
			if (r->chunk_cur == NULL)
				r->chunks = c;
			else
				r->chunk_cur->next = c;
			r->nchunks++;
		}
		c->used = 0;
		r->chunk_cur = c;
	}
	p = c->data + c->used;
	c->used += n;
	return p;
}

static void
game_reset(struct record_reader *r)
{
	struct rgame	*g = &r->game;

	r->chunk_cur = r->chunks;
	if (r->chunks != NULL)
		r->chunks->used = 0;
	g->file = r->name;
	g->line = 0;
	g->end_line = 0;
	g->ntags = 0;
	g->nturns = 0;
	g->errors = 0;
	g->over_limit = 0;
	r->inbuf = 0;
}

void
record_turns_grow(struct record_reader *r)
{
	r->turns_cap = r->turns_cap == 0 ? TURNS_FIRST : r->turns_cap * 2;
	r->game.turns = xreallocarray(r->game.turns, r->turns_cap,
	    sizeof(*r->game.turns));
}

/* ---- tag lines ---- */

/* The tag split into ov; plain: its value has no escape. */
static int
tag_add(struct record_reader *r, const struct line *l, const char *s,
    const size_t ov[6], int plain, struct diags *d)
{
	struct rgame	*g = &r->game;
	struct rtag	*t;
	char		 q[QUOTE_SIZE];
	char		*p;
	size_t		 nlen, vlen, i, o;
	const char	*v;

	nlen = ov[3] - ov[2];
	v = s + ov[4];
	vlen = ov[5] - ov[4];
	if (g->ntags == RECORD_MAX_TAGS) {
		g->over_limit = 1;
		syntax_error(r, d, l->no, ov[2], "too many tags: '%s' is "
		    "tag %d, the limit is %d", record_quote(q, s + ov[2], nlen),
		    RECORD_MAX_TAGS + 1, RECORD_MAX_TAGS);
		return -1;
	}
	/* Each escape is two bytes for one. */
	p = arena_alloc(r, nlen + 1 + vlen + 1);
	/* Names and values are short: no memcpy() call. */
	util_put_bytes(p, s + ov[2], nlen);
	p[nlen] = '\0';
	if (plain) {
		util_put_bytes(p + nlen + 1, v, vlen);
		o = nlen + 1 + vlen;
	} else
		for (i = 0, o = nlen + 1; i < vlen; i++) {
			if (v[i] == '\\')
				i++;
			p[o++] = v[i];
		}
	p[o] = '\0';
	if (o - (nlen + 1) > RECORD_MAX_TAG_VALUE) {
		g->over_limit = 1;
		syntax_error(r, d, l->no, ov[4], "tag value too long: value of "
		    "'%s' is over %d bytes", record_quote(q, p, nlen),
		    RECORD_MAX_TAG_VALUE);
		return -1;
	}
	if (g->ntags == r->tags_cap) {
		r->tags_cap = r->tags_cap == 0 ? 16 : r->tags_cap * 2;
		g->tags = xreallocarray(g->tags, r->tags_cap, sizeof(*g->tags));
	}
	t = &g->tags[g->ntags++];
	t->name = p;
	t->value = p + nlen + 1;
	t->line = l->no;
	t->col = (unsigned)ov[2] + 1;
	t->value_col = (unsigned)ov[4] + 1;
	return 0;
}

static int
tag_line(struct record_reader *r, const struct line *l, const char *s,
    size_t len, struct diags *d)
{
	size_t	ov[6];

	if (record_tag_split(s, len, ov) < 0) {
		record_tag_diagnose(d, r->name, l->no, s, len);
		return -1;
	}
	return tag_add(r, l, s, ov, 0, d);
}

/* Turn text from game.turns[r->inbuf] on copied out of rb. */
void
record_turns_relocate(struct record_reader *r)
{
	struct rgame		*g = &r->game;
	struct turn_text	*t;
	const char		*b;
	char			*p;
	size_t			 n;

	for (; r->inbuf < g->nturns; r->inbuf++) {
		t = &g->turns[r->inbuf];
		b = t->side;
		n = (size_t)(t->moves + t->moves_len - b) + 1;
		p = arena_alloc(r, n);
		memcpy(p, b, n);
		t->side = p;
		if (t->throw_ != NULL)
			t->throw_ = p + (t->throw_ - b);
		t->moves = p + (t->moves - b);
	}
}

static int
turn_line(struct record_reader *r, const struct line *l, char *s,
    size_t len, struct diags *d)
{
	struct rgame		*g = &r->game;
	struct turn_text	 tt;
	size_t			 ov[10];
	char			 q[QUOTE_SIZE];
	size_t			 last;

	switch (record_turn_parse(s, len, &tt, ov)) {
	case RECORD_TURN_SPLIT:
		record_turn_diagnose(d, r->name, l->no, s, len);
		return -1;
	case RECORD_TURN_NUMBER:
		syntax_error(r, d, l->no, ov[2], "turn number too large '%s'",
		    record_quote(q, s + ov[2], ov[3] - ov[2]));
		return -1;
	case RECORD_TURN_NO_MOVES:
		/* The last token read: the throw with its ':', or the side. */
		last = ov[6] != RECORD_UNSET ? 6 : 4;
		syntax_error(r, d, l->no, len, "malformed turn line: "
		    "no moves after '%s'", record_quote(q, s + ov[last],
		    (last == 6 ? ov[9] : ov[5]) - ov[last]));
		return -1;
	case RECORD_TURN_NO_THROW:
		syntax_error(r, d, l->no, ov[8],
		    "malformed turn line: no throw before ':'");
		return -1;
	}
	if (g->nturns == RECORD_MAX_TURNS) {
		g->over_limit = 1;
		syntax_error(r, d, l->no, ov[4], "too many turn lines: '%s' is "
		    "turn line %d of the game, the limit is %d",
		    record_quote(q, s + ov[4], len - ov[4]), RECORD_MAX_TURNS + 1,
		    RECORD_MAX_TURNS);
		return -1;
	}
	if (g->nturns == r->turns_cap)
		record_turns_grow(r);
	record_turn_terminate(s, ov);
	tt.file = r->name;
	tt.line = l->no;
	g->turns[g->nturns++] = tt;
	if (!r->inplace)
		record_turns_relocate(r);
	return 0;
}

/* ---- lines and games ---- */

/* 0, or -1 after one syntax error. */
static int
parse_line(struct record_reader *r, const struct line *l, enum line_kind k,
    struct diags *d)
{
	char	 q[QUOTE_SIZE];
	size_t	 len, bad, ov[6];

	if (k == LK_TAG && !l->too_long &&
	    record_tag_plain(l->s, l->len, ov) == 3)
		return tag_add(r, l, l->s, ov, 1, d);
	if (l->too_long) {
		r->game.over_limit = 1;
		syntax_error(r, d, l->no, RECORD_MAX_LINE, "line too long: "
		    "'%s' is over %d bytes", record_quote(q, l->s, l->len),
		    RECORD_MAX_LINE);
		return -1;
	}
	if (k == LK_TAG) {
		len = record_tag_comment(l->s, l->len);
		bad = record_utf8_check(l->s, len);
	} else
		len = record_turn_content(l->s, l->len, &bad);
	if (bad < len) {
		if (l->s[bad] == '\0')
			syntax_error(r, d, l->no, bad, "unexpected NUL byte");
		else
			syntax_error(r, d, l->no, bad,
			    "invalid UTF-8: unexpected byte '%s'",
			    record_quote(q, l->s + bad, 1));
		return -1;
	}
	while (len > 0 && (TC(l->s[len - 1]) & TC_BLANK))
		len--;
	if (k == LK_TAG)
		return tag_line(r, l, l->s, len, d);
	return turn_line(r, l, l->s, len, d);
}

/* tried: the first line is not one record_fast_turn_one() reads
 * (record_fast_turns() has just failed on it, or it starts with '['). */
static int
next_line(struct record_reader *r, struct rgame **game, struct diags *d,
    int tried)
{
	struct rgame	*g = &r->game;
	struct line	 l;
	enum line_kind	 k;
	int		 rc;

	*game = NULL;
	if (r->state != 0)
		return r->state < 0 ? -1 : 0;
	if (!r->in_game) {
		game_reset(r);
		r->in_game = 1;
		r->started = r->moves = r->skipping = 0;
	}
	for (;; tried = 0) {
		if (!tried && !r->pending && !r->skipping &&
		    record_fast_turn_one(r)) {
			*game = g;
			return RECORD_STEP_TURN;
		}
		if ((rc = record_input_line(r, &l, d)) == -1) {
			r->state = -1;
			return -1;
		}
		if (rc == 0) {
			r->state = 1;
			if (!r->started)
				return 0;
			break;
		}
		k = line_kind(&l);
		if (k == LK_BLANK && !l.too_long)
			continue;
		if (k == LK_TAG && r->moves) {
			r->pending = 1;
			break;
		}
		if (!r->started) {
			r->started = 1;
			g->line = l.no;
		}
		g->end_line = l.no;
		if (k == LK_TURN)
			r->moves = 1;
		*game = g;
		if (r->skipping)
			return RECORD_STEP_SKIPPED;
		if (parse_line(r, &l, k, d) == -1) {
			g->errors++;
			r->skipping = 1;
			return RECORD_STEP_ERROR;
		}
		return k == LK_TAG ? RECORD_STEP_TAG : RECORD_STEP_TURN;
	}
	r->in_game = 0;
	g->index = ++r->index;
	*game = g;
	return RECORD_STEP_GAME;
}

int
record_next_line(struct record_reader *r, struct rgame **game,
    struct diags *d)
{
	r->inplace = 0;
	return next_line(r, game, d, 0);
}

int
record_next_game(struct record_reader *r, struct rgame **game,
    struct diags *d)
{
	int	rc, tried;

	r->inplace = 1;
	for (;;) {
		/* The common line without next_line()'s set-up; a tag line
		 * (most that are not turns: several a game) is not tried. */
		tried = r->in_game && r->state == 0 && !r->pending &&
		    !r->skipping;
		if (tried && r->rb[r->rpos] != '[' && record_fast_turns(r) > 0)
			continue;
		if ((rc = next_line(r, game, d, tried)) <= 0)
			return rc;
		if (rc == RECORD_STEP_GAME)
			return 1;
	}
}
