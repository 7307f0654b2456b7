/*
 * JSON Lines and JSON back to canonical text.
 *
 * A small pull parser: one game object at a time is read into a tree and
 * written as text, so a JSON array of any length is converted in bounded
 * memory.  Only what the text notation holds is used (tags, comments and
 * each turn's canonical text, or the raw text of a game kept invalid); what
 * is derived (positions, events, results) is dropped without a word,
 * anything else is reported.
 *
 * A game's turns are not kept as a tree: each is read, checked and turned
 * into its text line at once (a turn's tree took about a kilobyte), and
 * what it would report is kept for game_text() to report in order.  All a
 * game keeps is counted against JSONIN_MAX_MEMORY before it is allocated.
 */
#include <stdlib.h>
#include <string.h>

#include "convert.h"

#define JSONIN_READ	(64 * 1024)

enum jtype { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ };

struct jv {
	enum jtype	 type;
	char		*s;		/* string, number text, or "true" */
	size_t		 len;
	struct jv	*v;		/* array items or member values */
	char		**k;		/* member names */
	size_t		 n, cap;
	unsigned	 line, col;
};

struct jsonin {
	FILE		*fp;
	char		*name;
	unsigned char	 rb[JSONIN_READ];
	size_t		 rpos, rlen;
	int		 eof;
	unsigned	 line, col;
	int		 started;	/* the top level is known */
	int		 array;		/* a JSON array, not JSON Lines */
	int		 done;
	size_t		 games;		/* games written */
	size_t		 used;		/* bytes of the current game */
	size_t		 mem;		/* bytes kept of it */
	int		 turnless;	/* last game written had tags only */
	unsigned	 turnless_line;
	struct diags	*d;
	int		 failed;
	/*
	 * The game's turns as text lines, how many, and what reading them
	 * found: warnings, then the first error (after which the rest are
	 * only read).  game_text() reports them where the turns are checked.
	 */
	struct buf	 ttext;
	size_t		 nturns;
	int		 tseen;		/* the game's "turns" member was read */
	struct diags	 twarn;
	int		 terr;
	struct diag	 terr_at;
	/* Values of a JSON array or of JSON Lines that are not games: the
	 * first few are reported, the others counted, the last kept. */
	size_t		 not_games;
	unsigned	 ng_line, ng_col;
	int		 ng_said;
};

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

static void
jv_free(struct jv *v)
{
	size_t	i;

	for (i = 0; i < v->n; i++) {
		jv_free(&v->v[i]);
		if (v->k != NULL)
			free(v->k[i]);
	}
	free(v->v);
	free(v->k);
	free(v->s);
	memset(v, 0, sizeof *v);
}

static int
jerr(struct jsonin *j, unsigned line, unsigned col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int
jerr(struct jsonin *j, unsigned line, unsigned col, const char *fmt, ...)
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
static int
jmem(struct jsonin *j, size_t n)
{
	if (n > JSONIN_MAX_MEMORY || j->mem > JSONIN_MAX_MEMORY - n)
		return jerr(j, j->line, j->col, "game too large: it would "
		    "take over %u MiB of memory to convert",
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

static int
jget(struct jsonin *j)
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

static int
jspace(struct jsonin *j)
{
	int	c;

	while ((c = jpeek(j)) == ' ' || c == '\t' || c == '\n' || c == '\r')
		jget(j);
	return c;
}

static int
jexpect(struct jsonin *j, const char *word)
{
	unsigned	line = j->line, col = j->col;
	const char	*p;

	for (p = word; *p != '\0'; p++)
		if (jget(j) != *p)
			return jerr(j, line, col, "invalid JSON: expected "
			    "'%s'", word);
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
		c = jget(j);
		if (c >= '0' && c <= '9')
			*out = *out * 16 + (unsigned long)(c - '0');
		else if (c >= 'a' && c <= 'f')
			*out = *out * 16 + (unsigned long)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			*out = *out * 16 + (unsigned long)(c - 'A' + 10);
		else
			return jerr(j, line, col, "invalid JSON: bad \\u "
			    "escape");
	}
	return 0;
}

/* A string into b, or only read when b is NULL; b may not grow past
 * what the game may still keep (jmem()). */
static int
jstring(struct jsonin *j, struct buf *b)
{
	unsigned	 line = j->line, col = j->col;
	unsigned long	 cp, lo;
	int		 c;

	jget(j);		/* the quote */
	for (;;) {
		if (j->used > JSONIN_MAX_VALUE)
			return jerr(j, line, col, "game too large: over %u "
			    "bytes of JSON", JSONIN_MAX_VALUE);
		if (b != NULL && b->len >= JSONIN_MAX_MEMORY - j->mem)
			return jmem(j, b->len + 1);
		c = jget(j);
		if (c < 0)
			return jerr(j, line, col, "invalid JSON: unterminated "
			    "string");
		if (c == '"')
			return 0;
		if (c < 0x20)
			return jerr(j, j->line, j->col - 1, "invalid JSON: "
			    "control character in string");
		if (c != '\\') {
			sput(b, (char)c);
			continue;
		}
		switch (c = jget(j)) {
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
				if (jget(j) != '\\' || jget(j) != 'u' ||
				    jhex4(j, &lo) != 0 || lo < 0xdc00 ||
				    lo > 0xdfff)
					return jerr(j, line, col, "invalid "
					    "JSON: unpaired surrogate");
				cp = 0x10000 + ((cp - 0xd800) << 10) +
				    (lo - 0xdc00);
			} else if (cp >= 0xdc00 && cp <= 0xdfff)
				return jerr(j, line, col, "invalid JSON: "
				    "unpaired surrogate");
			utf8_put(b, cp);
			break;
		default:
			return jerr(j, j->line, j->col - 1, "invalid JSON: "
			    "bad escape in string");
		}
	}
}

/* What a value is to the conversion: its members are kept by it. */
enum jrole {
	JR_ANY,		/* kept whole */
	JR_GAME,	/* a game: its turns are read one at a time */
	JR_TURN,	/* a turn: only what text holds is kept */
};

static int jvalue(struct jsonin *, struct jv *, int depth, enum jrole);
static int jvalue_kept(struct jsonin *, struct jv *, int depth, int skip,
	    enum jrole);
static int turn_take(struct jsonin *, const struct jv *);

static struct jv *
jv_push(struct jsonin *j, struct jv *v)
{
	size_t	one = sizeof *v->v + (v->type == J_OBJ ? sizeof *v->k : 0);
	size_t	cap;

	if (v->n == v->cap) {
		/* The old array and the new are both held while it moves. */
		cap = v->cap ? v->cap * 2 : 8;
		if (jmem(j, cap * one) != 0)
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

static int	is_known(const char *, const char *const *);

/* Members no conversion reads back: checked as JSON, then dropped. */
static const char *const unkept[] = { "events", "position", "start",
    "state", NULL };
/* A turn's members that text holds. */
static const char *const turn_kept[] = { "number", "text", "comments",
    NULL };

/*
 * A game's turns, each read into a tree of its own, taken (checked and
 * written as a text line) and freed; after a turn is refused the others
 * are only read.
 */
static int
jturns(struct jsonin *j, struct jv *v, int depth)
{
	struct jv	 t;
	size_t		 mem = j->mem;
	int		 c, rc;

	v->type = J_ARR;
	j->tseen = 1;
	jget(j);
	if (jspace(j) == ']') {
		jget(j);
		return 0;
	}
	for (;;) {
		if (j->nturns == RECORD_MAX_TURNS && !j->terr)
			return jerr(j, j->line, j->col, "game too large: over "
			    "%d turns", RECORD_MAX_TURNS);
		memset(&t, 0, sizeof t);
		rc = j->terr ? jvalue(j, NULL, depth + 1, JR_ANY) :
		    jvalue_kept(j, &t, depth + 1, 0, JR_TURN);
		if (rc == 0 && !j->terr) {
			/* What the turn's tree took is given back. */
			j->mem = mem;
			rc = turn_take(j, &t);
			mem = j->mem;
		}
		jv_free(&t);
		if (rc != 0)
			return -1;
		j->nturns++;
		c = jspace(j);
		jget(j);
		if (c == ']')
			return 0;
		if (c != ',')
			return jerr(j, j->line, j->col - 1, "invalid JSON: "
			    "expected ',' or ']'");
	}
}

static int
jcontainer(struct jsonin *j, struct jv *v, int depth, int skip,
    enum jrole role)
{
	struct buf	 key;
	int		 close = v->type == J_OBJ ? '}' : ']', c, drop;
	struct jv	*e;

	jget(j);
	if (jspace(j) == close) {
		jget(j);
		return 0;
	}
	for (;;) {
		e = NULL;
		if (!skip && (e = jv_push(j, v)) == NULL)
			return -1;
		if (v->type == J_OBJ) {
			if (jspace(j) != '"')
				return jerr(j, j->line, j->col, "invalid JSON: "
				    "expected a member name");
			buf_init(&key);
			if (jstring(j, skip ? NULL : &key) != 0 ||
			    (!skip && jmem(j, key.len + 1) != 0)) {
				buf_free(&key);
				return -1;
			}
			/* What only the writer's readers use is read, not
			 * kept: the game's memory is its turns' text. */
			drop = is_known(buf_str(&key), unkept) ||
			    (role == JR_TURN && !is_known(buf_str(&key),
			    turn_kept));
			if (!skip)
				v->k[v->n - 1] = xstrndup(buf_str(&key),
				    key.len);
			if (e != NULL && role == JR_GAME && !j->tseen &&
			    strcmp(buf_str(&key), "turns") == 0 &&
			    jspace(j) == ':') {
				jget(j);
				if (jspace(j) == '[') {
					buf_free(&key);
					e->line = j->line;
					e->col = j->col;
					if (jturns(j, e, depth + 1) != 0)
						return -1;
					goto next;
				}
			} else if (jspace(j) != ':') {
				buf_free(&key);
				return jerr(j, j->line, j->col, "invalid JSON: "
				    "expected ':'");
			} else
				jget(j);
			buf_free(&key);
			/* Dropped, its name and place are kept for warnings. */
			if (e != NULL && drop) {
				jspace(j);
				e->type = J_NULL;
				e->line = j->line;
				e->col = j->col;
				e = NULL;
			}
		}
		if (jvalue(j, e, depth + 1, JR_ANY) != 0)
			return -1;
next:
		c = jspace(j);
		jget(j);
		if (c == close)
			return 0;
		if (c != ',')
			return jerr(j, j->line, j->col - 1, "invalid JSON: "
			    "expected ',' or '%c'", close);
	}
}

static int
jvalue(struct jsonin *j, struct jv *v, int depth, enum jrole role)
{
	struct jv	scratch;
	int		rc;

	if (v != NULL)
		return jvalue_kept(j, v, depth, 0, role);
	/* A value read only to be dropped, with nothing kept below it. */
	memset(&scratch, 0, sizeof scratch);
	rc = jvalue_kept(j, &scratch, depth, 1, JR_ANY);
	jv_free(&scratch);
	return rc;
}

static int
jvalue_kept(struct jsonin *j, struct jv *v, int depth, int skip,
    enum jrole role)
{
	struct buf	b;
	int		c;

	c = jspace(j);
	/* Every byte counts, and each value kept for what it costs
	 * (jv_push(), jstring(), jmem()). */
	if (j->used > JSONIN_MAX_VALUE)
		return jerr(j, j->line, j->col, "game too large: over %u "
		    "bytes of JSON", JSONIN_MAX_VALUE);
	v->line = j->line;
	v->col = j->col;
	if (depth > JSONIN_MAX_DEPTH)
		return jerr(j, v->line, v->col, "JSON nested too deeply: "
		    "over %d levels", JSONIN_MAX_DEPTH);
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
		    (!skip && jmem(j, b.len + 1) != 0)) {
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
		return jerr(j, v->line, v->col, "invalid JSON: unexpected end "
		    "of input");
	default:
		if (c != '-' && (c < '0' || c > '9'))
			return jerr(j, v->line, v->col, "invalid JSON: "
			    "unexpected '%c'", c >= 0x20 && c < 0x7f ? c : '?');
		v->type = J_NUM;
		buf_init(&b);
		while ((c = jpeek(j)) == '-' || c == '+' || c == '.' ||
		    c == 'e' || c == 'E' || (c >= '0' && c <= '9')) {
			if (j->used > JSONIN_MAX_VALUE) {
				buf_free(&b);
				return jerr(j, j->line, j->col, "game too "
				    "large: over %u bytes of JSON",
				    JSONIN_MAX_VALUE);
			}
			if (!skip)
				buf_addc(&b, (char)c);
			jget(j);
		}
		if (!skip && jmem(j, b.len + 1) != 0) {
			buf_free(&b);
			return -1;
		}
		v->s = xstrndup(buf_str(&b), b.len);
		v->len = b.len;
		buf_free(&b);
		return 0;
	}
}

static const struct jv *
jmember(const struct jv *o, const char *name)
{
	size_t	i;

	for (i = 0; i < o->n; i++)
		if (strcmp(o->k[i], name) == 0)
			return &o->v[i];
	return NULL;
}

static int
is_known(const char *name, const char *const *list)
{
	for (; *list != NULL; list++)
		if (strcmp(name, *list) == 0)
			return 1;
	return 0;
}

/* Each warning is kept until the game is done: it counts (jmem()). */
static int
jwarn_unknown(struct jsonin *j, const struct jv *o, const char *const *known,
    const char *what)
{
	size_t	i;

	for (i = 0; i < o->n; i++) {
		if (is_known(o->k[i], known))
			continue;
		if (jmem(j, sizeof(struct diag)) != 0)
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
		return jerr(j, c->line, c->col, "'comments' is not an array");
	for (i = 0; i < c->n; i++)
		if (!one_line(&c->v[i]))
			return jerr(j, c->v[i].line, c->v[i].col, "comment "
			    "%zu is not a one-line string", i + 1);
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
 * One turn of the game being read, as game_text() checked each before:
 * what it reports goes to j->twarn (an error last, then j->terr is set)
 * and its text line to j->ttext.  0, or -1 when the game is over its
 * memory.
 */
static int
turn_take(struct jsonin *j, const struct jv *t)
{
	const struct jv	*text, *num, *c;
	struct diags	*d = j->d;
	size_t		 i = j->nturns, need, k;
	int		 rc = 0;

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
		jerr(j, t->line, t->col, "turn %zu has no 'text' that reads "
		    "as a turn line (one line, not blank, no '#', not "
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
		jerr(j, num->line, num->col, "turn %zu has a 'number' that is "
		    "not a turn number", i + 1);
		goto out;
	}
	/* "N. text\n", then "# comment\n" each. */
	need = 24 + text->len;
	for (k = 0; c != NULL && k < c->n; k++)
		need += c->v[k].len + 3;
	if (jmem(j, need) != 0) {
		rc = -1;
		goto out;
	}
	if (num == NULL) {
		buf_add_int(&j->ttext, (long)(i + 1));
		buf_add(&j->ttext, ". ", 2);
	} else if (num->type == J_NUM) {
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
	/* An error is the turns' last word: game_text() reports it. */
	if (j->failed && rc == 0) {
		j->terr = 1;
		j->failed = 0;
	}
	return rc;
}

static int
game_text(struct jsonin *j, const struct jv *g, struct buf *out)
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
			return jerr(j, line, col, "game is not a JSON object");
		j->ng_line = line;
		j->ng_col = col;
		return -1;
	}
	/* A later format may mean something else by the same members. */
	if ((fmt = jmember(g, "format")) != NULL && (fmt->type != J_NUM ||
	    fmt->len != 1 || fmt->s[0] != '0' + JSON_FORMAT))
		return jerr(j, fmt->line, fmt->col, "game of format '%s': "
		    "this pasa reads format %d", fmt->type == J_NUM ||
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
			return jerr(j, line, col, "invalid game without its "
			    "'raw' text");
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
		return jerr(j, tags->line, tags->col, "'tags' is not an "
		    "object");
	if (turns == NULL || turns->type != J_ARR)
		return jerr(j, line, col, "game without a 'turns' array");
	if (tags != NULL && tags->n > RECORD_MAX_TAGS)
		return jerr(j, tags->line, tags->col, "too many tags: %zu, the "
		    "limit is %d", tags->n, RECORD_MAX_TAGS);
	for (i = 0; tags != NULL && i < tags->n; i++) {
		if (!tag_name_ok(tags->k[i]))
			return jerr(j, tags->v[i].line, tags->v[i].col,
			    "tag name '%s' cannot be written as text",
			    tags->k[i]);
		if (!one_line(&tags->v[i]))
			return jerr(j, tags->v[i].line, tags->v[i].col,
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
	c = jspace(j);
	if (!j->started) {
		j->started = 1;
		if (c == '[') {
			j->array = 1;
			jget(j);
			if ((c = jspace(j)) == ']') {
				jget(j);
				goto end;
			}
		}
	} else if (j->array) {
		if (c == ']') {
			jget(j);
			goto end;
		}
		if (c != ',')
			return jerr(j, j->line, j->col, "invalid JSON: "
			    "expected ',' or ']'");
		jget(j);
		c = jspace(j);
	}
	if (c < 0) {
		if (j->failed)
			return -1;
		if (j->array)
			return jerr(j, j->line, j->col, "invalid JSON: "
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
	rc = jvalue(j, &g, 0, JR_GAME);
	if (rc == 0 && game_text(j, &g, out) != 0) {
		/* The game is reported and skipped; the stream goes on. */
		out->len = mark;
		if (out->s != NULL)
			out->s[mark] = '\0';
		j->failed = 0;
		jv_free(&g);
		return 1;
	}
	jv_free(&g);
	return rc == 0 ? 1 : -1;
end:
	if (jspace(j) >= 0)
		return jerr(j, j->line, j->col, "invalid JSON: text after "
		    "the closing ']'");
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
