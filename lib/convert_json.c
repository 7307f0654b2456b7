/*
 * JSON Lines and JSON back to canonical text: reading the values.
 *
 * A small pull parser: one game object at a time is read into a tree and
 * written as text, so a JSON array of any length is converted in bounded
 * memory.  Only what the text notation holds is used (tags, comments and
 * each turn's canonical text, or the raw text of a game kept invalid); what
 * is derived (positions, events, results) is dropped without a word,
 * anything else is reported.  Here are the stream, the values and the
 * limits on them; lib/convert_json_game.c turns a game's values into text.
 *
 * A game's turns are not kept as a tree: each is read, checked and turned
 * into its text line at once (a turn's tree took about a kilobyte), and
 * what it would report is kept for jsonin_game() to report in order.  All
 * a game keeps is counted against JSONIN_MAX_MEMORY before it is
 * allocated.
 */
#include <stdlib.h>
#include <string.h>

#include "convert_json_int.h"

struct jsonin *
jsonin_new(FILE *fp, const char *name)
{
	struct jsonin	*j;

	j = xcalloc(1, sizeof *j);
	j->fp = fp;
	j->name = xstrdup(name == NULL || strcmp(name, "-") == 0 ?
	    "<stdin>" : name);
	j->line = 1;
	j->col = 1;
	buf_init(&j->ttext);
	diags_init(&j->twarn);
	return j;
}

void
jsonin_free(struct jsonin *j)
{
	if (j == NULL)
		return;
	free(j->name);
	buf_free(&j->ttext);
	diags_free(&j->twarn);
	free(j);
}

void
jsonin_value_free(struct jv *v)
{
	size_t	i;

	for (i = 0; i < v->n; i++) {
		jsonin_value_free(&v->v[i]);
		if (v->k != NULL)
			free(v->k[i]);
	}
	free(v->v);
	free(v->k);
	free(v->s);
	memset(v, 0, sizeof *v);
}

int
jsonin_error(struct jsonin *j, unsigned line, unsigned col, const char *fmt,
    ...)
{
	va_list	ap;

	if (!j->failed) {
		va_start(ap, fmt);
		diags_vadd(j->d, DIAG_ERROR, DK_RECORD, j->name, line, col,
		    NULL, fmt, ap);
		va_end(ap);
	}
	j->failed = 1;
	return -1;
}

/*
 * Counts n more bytes kept of the game, refused before they are
 * allocated when they would take it over JSONIN_MAX_MEMORY.
 */
int
jsonin_keep(struct jsonin *j, size_t n)
{
	if (n > JSONIN_MAX_MEMORY || j->mem > JSONIN_MAX_MEMORY - n)
		return jsonin_error(j, j->line, j->col, "game too large: it "
		    "would take over %u MiB of memory to convert",
		    JSONIN_MAX_MEMORY >> 20);
	j->mem += n;
	return 0;
}

/* The next byte without taking it, or -1 at the end (or on an error). */
static int
jpeek(struct jsonin *j)
{
	size_t	n;

	if (j->rpos == j->rlen) {
		if (j->eof)
			return -1;
		n = fread(j->rb, 1, sizeof j->rb, j->fp);
		j->rpos = 0;
		j->rlen = n;
		if (n == 0) {
			j->eof = 1;
			if (ferror(j->fp)) {
				diags_add(j->d, DIAG_ERROR, DK_SYSTEM, NULL, 0,
				    0, NULL, "cannot read '%s'", j->name);
				j->failed = 1;
			}
			return -1;
		}
	}
	return j->rb[j->rpos];
}

int
jsonin_get(struct jsonin *j)
{
	int	c = jpeek(j);

	if (c < 0)
		return -1;
	j->rpos++;
	j->used++;
	if (c == '\n') {
		j->line++;
		j->col = 1;
	} else
		j->col++;
	return c;
}

int
jsonin_space(struct jsonin *j)
{
	int	c;

	while ((c = jpeek(j)) == ' ' || c == '\t' || c == '\n' || c == '\r')
		jsonin_get(j);
	return c;
}

static int
jexpect(struct jsonin *j, const char *word)
{
	unsigned	line = j->line, col = j->col;
	const char	*p;

	for (p = word; *p != '\0'; p++)
		if (jsonin_get(j) != *p)
			return jsonin_error(j, line, col, "invalid JSON: "
			    "expected '%s'", word);
	return 0;
}

/* Into b, or nowhere when b is NULL (a value read only to be dropped). */
static void
sput(struct buf *b, char c)
{
	if (b != NULL)
		buf_addc(b, c);
}

static void
utf8_put(struct buf *b, unsigned long cp)
{
	if (cp < 0x80)
		sput(b, (char)cp);
	else if (cp < 0x800) {
		sput(b, (char)(0xc0 | cp >> 6));
		sput(b, (char)(0x80 | (cp & 0x3f)));
	} else if (cp < 0x10000) {
		sput(b, (char)(0xe0 | cp >> 12));
		sput(b, (char)(0x80 | ((cp >> 6) & 0x3f)));
		sput(b, (char)(0x80 | (cp & 0x3f)));
	} else {
		sput(b, (char)(0xf0 | cp >> 18));
		sput(b, (char)(0x80 | ((cp >> 12) & 0x3f)));
		sput(b, (char)(0x80 | ((cp >> 6) & 0x3f)));
		sput(b, (char)(0x80 | (cp & 0x3f)));
	}
}

static int
jhex4(struct jsonin *j, unsigned long *out)
{
	unsigned	line = j->line, col = j->col;
	int		i, c;

	*out = 0;
	for (i = 0; i < 4; i++) {
		c = jsonin_get(j);
		if (c >= '0' && c <= '9')
			*out = *out * 16 + (unsigned long)(c - '0');
		else if (c >= 'a' && c <= 'f')
			*out = *out * 16 + (unsigned long)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			*out = *out * 16 + (unsigned long)(c - 'A' + 10);
		else
			return jsonin_error(j, line, col, "invalid JSON: bad "
			    "\\u escape");
	}
	return 0;
}

/* A string into b, or only read when b is NULL; b may not grow past
 * what the game may still keep (jsonin_keep()). */
static int
jstring(struct jsonin *j, struct buf *b)
{
	unsigned	 line = j->line, col = j->col;
	unsigned long	 cp, lo;
	int		 c;

	jsonin_get(j);		/* the quote */
	for (;;) {
		if (j->used > JSONIN_MAX_VALUE)
			return jsonin_error(j, line, col, "game too large: "
			    "over %u bytes of JSON", JSONIN_MAX_VALUE);
		if (b != NULL && b->len >= JSONIN_MAX_MEMORY - j->mem)
			return jsonin_keep(j, b->len + 1);
		c = jsonin_get(j);
		if (c < 0)
			return jsonin_error(j, line, col, "invalid JSON: "
			    "unterminated string");
		if (c == '"')
			return 0;
		if (c < 0x20)
			return jsonin_error(j, j->line, j->col - 1, "invalid "
			    "JSON: control character in string");
		if (c != '\\') {
			sput(b, (char)c);
			continue;
		}
		switch (c = jsonin_get(j)) {
		case '"': case '\\': case '/':
			sput(b, (char)c);
			break;
		case 'b': sput(b, '\b'); break;
		case 'f': sput(b, '\f'); break;
		case 'n': sput(b, '\n'); break;
		case 'r': sput(b, '\r'); break;
		case 't': sput(b, '\t'); break;
		case 'u':
			if (jhex4(j, &cp) != 0)
				return -1;
			if (cp >= 0xd800 && cp <= 0xdbff) {
				if (jsonin_get(j) != '\\' ||
				    jsonin_get(j) != 'u' ||
				    jhex4(j, &lo) != 0 || lo < 0xdc00 ||
				    lo > 0xdfff)
					return jsonin_error(j, line, col,
					    "invalid JSON: unpaired surrogate");
				cp = 0x10000 + ((cp - 0xd800) << 10) +
				    (lo - 0xdc00);
			} else if (cp >= 0xdc00 && cp <= 0xdfff)
				return jsonin_error(j, line, col, "invalid "
				    "JSON: unpaired surrogate");
			utf8_put(b, cp);
			break;
		default:
			return jsonin_error(j, j->line, j->col - 1, "invalid "
			    "JSON: bad escape in string");
		}
	}
}

static struct jv *
jv_push(struct jsonin *j, struct jv *v)
{
	size_t	one = sizeof *v->v + (v->type == J_OBJ ? sizeof *v->k : 0);
	size_t	cap;

	if (v->n == v->cap) {
		/* The old array and the new are both held while it moves. */
		cap = v->cap ? v->cap * 2 : 8;
		if (jsonin_keep(j, cap * one) != 0)
			return NULL;
		j->mem -= v->cap * one;
		v->cap = cap;
		v->v = xreallocarray(v->v, v->cap, sizeof *v->v);
		if (v->type == J_OBJ)
			v->k = xreallocarray(v->k, v->cap, sizeof *v->k);
	}
	memset(&v->v[v->n], 0, sizeof v->v[0]);
	if (v->type == J_OBJ)
		v->k[v->n] = NULL;
	return &v->v[v->n++];
}

/* Members no conversion reads back: checked as JSON, then dropped. */
static const char *const unkept[] = { "events", "position", "start",
    "state", NULL };
/* A turn's members that text holds. */
static const char *const turn_kept[] = { "number", "text", "comments",
    NULL };

struct jkey {
	const char	*k;
	size_t		 i;
};

static int
jkey_cmp(const void *a, const void *b)
{
	const struct jkey	*x = a, *y = b;
	int			 c = strcmp(x->k, y->k);

	if (c != 0)
		return c;
	return x->i < y->i ? -1 : x->i > y->i;
}

/*
 * RFC 8259 leaves an object with two members of one name to the reader;
 * taking either silently would convert a game the writer did not mean.
 * Sorted, not scanned: a stranger's object may have 500,000 members.
 */
static int
jobject_unique(struct jsonin *j, const struct jv *v)
{
	struct jkey	*ks;
	size_t		 i, dup = 0;
	int		 found = 0;

	if (v->n < 2)
		return 0;
	ks = xreallocarray(NULL, v->n, sizeof *ks);
	for (i = 0; i < v->n; i++) {
		ks[i].k = v->k[i];
		ks[i].i = i;
	}
	qsort(ks, v->n, sizeof *ks, jkey_cmp);
	/* Of the repeated names, the one repeated first in the file. */
	for (i = 1; i < v->n; i++)
		if (strcmp(ks[i - 1].k, ks[i].k) == 0 &&
		    (!found || ks[i].i < dup)) {
			dup = ks[i].i;
			found = 1;
		}
	free(ks);
	if (!found)
		return 0;
	return jsonin_error(j, v->v[dup].line, v->v[dup].col, "invalid JSON: "
	    "member '%s' given twice in one object", v->k[dup]);
}

static int
jcontainer(struct jsonin *j, struct jv *v, int depth, int skip,
    enum jrole role)
{
	struct buf	 key;
	int		 close = v->type == J_OBJ ? '}' : ']', c, drop;
	struct jv	*e;

	jsonin_get(j);
	if (jsonin_space(j) == close) {
		jsonin_get(j);
		return 0;
	}
	for (;;) {
		e = NULL;
		if (!skip && (e = jv_push(j, v)) == NULL)
			return -1;
		if (v->type == J_OBJ) {
			if (jsonin_space(j) != '"')
				return jsonin_error(j, j->line, j->col,
				    "invalid JSON: expected a member name");
			buf_init(&key);
			if (jstring(j, skip ? NULL : &key) != 0 ||
			    (!skip && jsonin_keep(j, key.len + 1) != 0)) {
				buf_free(&key);
				return -1;
			}
			/* What only the writer's readers use is read, not
			 * kept: the game's memory is its turns' text. */
			drop = jsonin_known(buf_str(&key), unkept) ||
			    (role == JR_TURN && !jsonin_known(buf_str(&key),
			    turn_kept));
			if (!skip)
				v->k[v->n - 1] = xstrndup(buf_str(&key),
				    key.len);
			if (e != NULL && role == JR_GAME && !j->tseen &&
			    strcmp(buf_str(&key), "turns") == 0 &&
			    jsonin_space(j) == ':') {
				jsonin_get(j);
				if (jsonin_space(j) == '[') {
					buf_free(&key);
					e->line = j->line;
					e->col = j->col;
					if (jsonin_turns(j, e, depth + 1) != 0)
						return -1;
					goto next;
				}
			} else if (jsonin_space(j) != ':') {
				buf_free(&key);
				return jsonin_error(j, j->line, j->col,
				    "invalid JSON: expected ':'");
			} else
				jsonin_get(j);
			buf_free(&key);
			/* Dropped, its name and place are kept for warnings. */
			if (e != NULL && drop) {
				jsonin_space(j);
				e->type = J_NULL;
				e->line = j->line;
				e->col = j->col;
				e = NULL;
			}
		}
		if (jsonin_value(j, e, depth + 1, JR_ANY) != 0)
			return -1;
next:
		c = jsonin_space(j);
		jsonin_get(j);
		if (c == close)
			return v->type == J_OBJ && !skip ?
			    jobject_unique(j, v) : 0;
		if (c != ',')
			return jsonin_error(j, j->line, j->col - 1, "invalid "
			    "JSON: expected ',' or '%c'", close);
	}
}

int
jsonin_value(struct jsonin *j, struct jv *v, int depth, enum jrole role)
{
	struct jv	scratch;
	int		rc;

	if (v != NULL)
		return jsonin_value_kept(j, v, depth, 0, role);
	/* A value read only to be dropped, with nothing kept below it. */
	memset(&scratch, 0, sizeof scratch);
	rc = jsonin_value_kept(j, &scratch, depth, 1, JR_ANY);
	jsonin_value_free(&scratch);
	return rc;
}

int
jsonin_value_kept(struct jsonin *j, struct jv *v, int depth, int skip,
    enum jrole role)
{
	struct buf	b;
	int		c;

	c = jsonin_space(j);
	/* Every byte counts, and each value kept for what it costs
	 * (jv_push(), jstring(), jsonin_keep()). */
	if (j->used > JSONIN_MAX_VALUE)
		return jsonin_error(j, j->line, j->col, "game too large: over "
		    "%u bytes of JSON", JSONIN_MAX_VALUE);
	v->line = j->line;
	v->col = j->col;
	if (depth > JSONIN_MAX_DEPTH)
		return jsonin_error(j, v->line, v->col, "JSON nested too "
		    "deeply: over %d levels", JSONIN_MAX_DEPTH);
	switch (c) {
	case '{':
		v->type = J_OBJ;
		return jcontainer(j, v, depth, skip, role);
	case '[':
		v->type = J_ARR;
		return jcontainer(j, v, depth, skip, JR_ANY);
	case '"':
		v->type = J_STR;
		buf_init(&b);
		if (jstring(j, skip ? NULL : &b) != 0 ||
		    (!skip && jsonin_keep(j, b.len + 1) != 0)) {
			buf_free(&b);
			return -1;
		}
		v->s = b.s != NULL ? b.s : xstrdup("");
		v->len = b.len;
		return 0;
	case 't':
		v->type = J_BOOL;
		v->s = xstrdup("true");
		return jexpect(j, "true");
	case 'f':
		v->type = J_BOOL;
		return jexpect(j, "false");
	case 'n':
		v->type = J_NULL;
		return jexpect(j, "null");
	case -1:
		return jsonin_error(j, v->line, v->col, "invalid JSON: "
		    "unexpected end of input");
	default:
		if (c != '-' && (c < '0' || c > '9'))
			return jsonin_error(j, v->line, v->col, "invalid JSON: "
			    "unexpected '%c'", c >= 0x20 && c < 0x7f ? c : '?');
		v->type = J_NUM;
		buf_init(&b);
		while ((c = jpeek(j)) == '-' || c == '+' || c == '.' ||
		    c == 'e' || c == 'E' || (c >= '0' && c <= '9')) {
			if (j->used > JSONIN_MAX_VALUE) {
				buf_free(&b);
				return jsonin_error(j, j->line, j->col, "game "
				    "too large: over %u bytes of JSON",
				    JSONIN_MAX_VALUE);
			}
			if (!skip)
				buf_addc(&b, (char)c);
			jsonin_get(j);
		}
		if (!skip && jsonin_keep(j, b.len + 1) != 0) {
			buf_free(&b);
			return -1;
		}
		v->s = xstrndup(buf_str(&b), b.len);
		v->len = b.len;
		buf_free(&b);
		return 0;
	}
}


static int	next_game(struct jsonin *, struct buf *);

int
jsonin_next(struct jsonin *j, struct buf *out, struct diags *d)
{
	int	rc;

	j->d = d;
	rc = next_game(j, out);
	if (rc <= 0 && j->not_games > 1 && !j->ng_said) {
		diags_add(d, DIAG_ERROR, DK_RECORD, j->name, j->ng_line,
		    j->ng_col, NULL, "%zu more %s, the last here",
		    j->not_games - 1, j->not_games == 2 ? "value that is not "
		    "a game object" : "values that are not game objects");
		j->ng_said = 1;
	}
	return rc;
}

static int
next_game(struct jsonin *j, struct buf *out)
{
	struct jv	 g;
	size_t		 mark = out->len;
	int		 c, rc;

	if (j->done || j->failed)
		return j->failed ? -1 : 0;
	c = jsonin_space(j);
	if (!j->started) {
		j->started = 1;
		if (c == '[') {
			j->array = 1;
			jsonin_get(j);
			if ((c = jsonin_space(j)) == ']') {
				jsonin_get(j);
				goto end;
			}
		}
	} else if (j->array) {
		if (c == ']') {
			jsonin_get(j);
			goto end;
		}
		if (c != ',')
			return jsonin_error(j, j->line, j->col, "invalid JSON: "
			    "expected ',' or ']'");
		jsonin_get(j);
		c = jsonin_space(j);
	}
	if (c < 0) {
		if (j->failed)
			return -1;
		if (j->array)
			return jsonin_error(j, j->line, j->col, "invalid JSON: "
			    "unexpected end of input, expected ']'");
		j->done = 1;
		return 0;
	}
	memset(&g, 0, sizeof g);
	j->used = 0;
	j->mem = 0;
	j->nturns = 0;
	j->tseen = 0;
	j->terr = 0;
	diags_clear(&j->twarn);
	/* A long game's text is not held on to. */
	if (j->ttext.cap > JSONIN_READ)
		buf_free(&j->ttext);
	buf_clear(&j->ttext);
	rc = jsonin_value(j, &g, 0, JR_GAME);
	if (rc == 0 && jsonin_game(j, &g, out) != 0) {
		/* The game is reported and skipped; the stream goes on. */
		out->len = mark;
		if (out->s != NULL)
			out->s[mark] = '\0';
		j->failed = 0;
		jsonin_value_free(&g);
		return 1;
	}
	jsonin_value_free(&g);
	return rc == 0 ? 1 : -1;
end:
	if (jsonin_space(j) >= 0)
		return jsonin_error(j, j->line, j->col, "invalid JSON: text "
		    "after the closing ']'");
	j->done = 1;
	return 0;
}

void
jsonin_head(struct jsonin *j, const char *s, size_t len)
{
	if (len == 0)
		return;
	if (len > sizeof j->rb)
		len = sizeof j->rb;
	memcpy(j->rb, s, len);
	j->rpos = 0;
	j->rlen = len;
}

int
convert_sniff(const char *s, size_t len, int eof)
{
	size_t	i = 0;

	if (len >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0)
		i = 3;
	while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' ||
	    s[i] == '\r'))
		i++;
	if (i == len)
		return eof || len >= JSONIN_HEAD_MAX ? 0 : -1;
	if (s[i] == '{')
		return 1;
	if (s[i] != '[')
		return 0;
	/* '[' starts a tag line too: "[Event", never "[{" or "[]". */
	for (i++; i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' ||
	    s[i] == '\r'); i++)
		;
	if (i == len)
		return eof || len >= JSONIN_HEAD_MAX ? 0 : -1;
	return s[i] == '{' || s[i] == ']';
}