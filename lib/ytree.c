/*
 * YAML to a tree of positioned nodes, with the limits libyaml lacks:
 * no aliases or anchors, a nesting cap, a size cap, a node cap.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include <yaml.h>

#include "ytree.h"

void
ytree_init(struct ytree *t)
{
	memset(t, 0, sizeof *t);
}

static void
ynode_free(struct ynode *n)
{
	free(n->str);
	free(n->items);
	free(n->ents);
	free(n);
}

void
ytree_free(struct ytree *t)
{
	size_t	i;

	for (i = 0; i < t->nall; i++)
		ynode_free(t->all[i]);
	free(t->all);
	free(t->file);
	ytree_init(t);
}

static struct ynode *
ytree_new(struct ytree *t, enum ynode_kind kind, const char *file,
    unsigned line, unsigned col)
{
	struct ynode	*n;

	if (t->nall == t->capall) {
		t->capall = t->capall ? t->capall * 2 : 64;
		t->all = xreallocarray(t->all, t->capall, sizeof *t->all);
	}
	n = xcalloc(1, sizeof *n);
	n->kind = kind;
	n->file = file;
	n->line = line;
	n->col = col;
	t->all[t->nall++] = n;
	return n;
}

struct ynode *
ytree_new_scalar(struct ytree *t, const char *s, const char *file,
    unsigned line, unsigned col)
{
	struct ynode	*n;

	n = ytree_new(t, YN_SCALAR, file, line, col);
	n->str = xstrdup(s);
	n->len = strlen(s);
	n->plain = 1;
	return n;
}

/*
 * Collections grow by doubling, with the capacity implied by n (the next
 * power of two): growing by one made a long flow sequence quadratic
 * wherever realloc moves the block (ASan, musl, valgrind).
 */
#define YTREE_STR1(x)	#x
#define YTREE_STR(x)	YTREE_STR1(x)

static int
grows(size_t n)
{
	return (n & (n - 1)) == 0;
}

static void
seq_push(struct ynode *seq, struct ynode *item)
{
	if (grows(seq->n))
		seq->items = xreallocarray(seq->items, seq->n ? seq->n * 2 : 1,
		    sizeof *seq->items);
	seq->items[seq->n++] = item;
}

static void
map_push(struct ynode *map, struct ynode *key, struct ynode *val)
{
	if (grows(map->n))
		map->ents = xreallocarray(map->ents, map->n ? map->n * 2 : 1,
		    sizeof *map->ents);
	map->ents[map->n].key = key;
	map->ents[map->n].val = val;
	map->n++;
}

struct ynode *
ynode_get(const struct ynode *map, const char *key)
{
	size_t	i;

	if (map == NULL || map->kind != YN_MAP)
		return NULL;
	for (i = 0; i < map->n; i++)
		if (strcmp(map->ents[i].key->str, key) == 0)
			return map->ents[i].val;
	return NULL;
}

/* The parser state while events arrive: a stack of open collections. */
struct ybuild {
	struct ytree	*t;
	struct diags	*d;
	struct ynode	*stack[YTREE_MAX_DEPTH + 1];
	struct ynode	*pending_key[YTREE_MAX_DEPTH + 1];
	int		 depth;
};

static int
yerr(struct ybuild *b, const yaml_mark_t *m, const char *fmt, const char *arg)
{
	diags_add(b->d, DIAG_ERROR, DK_VARIANT, b->t->file,
	    (unsigned)m->line + 1, (unsigned)m->column + 1, NULL, fmt, arg);
	return -1;
}

/* Attaches a finished node to the collection on top of the stack. */
static int
ybuild_attach(struct ybuild *b, struct ynode *n, const yaml_mark_t *m)
{
	struct ynode	*top;
	size_t		 i;

	if (b->depth == 0) {
		b->t->root = n;
		return 0;
	}
	top = b->stack[b->depth - 1];
	if (top->kind == YN_SEQ) {
		seq_push(top, n);
		return 0;
	}
	if (b->pending_key[b->depth - 1] == NULL) {
		if (n->kind != YN_SCALAR)
			return yerr(b, m, "mapping keys must be plain scalars%s",
			    "");
		/* The duplicate check is linear: the cap keeps it cheap. */
		if (top->n >= YTREE_MAX_KEYS)
			return yerr(b, m, "mapping too large: more than %s "
			    "keys", YTREE_STR(YTREE_MAX_KEYS));
		for (i = 0; i < top->n; i++)
			if (strcmp(top->ents[i].key->str, n->str) == 0)
				return yerr(b, m, "duplicate key '%s'", n->str);
		b->pending_key[b->depth - 1] = n;
		return 0;
	}
	map_push(top, b->pending_key[b->depth - 1], n);
	b->pending_key[b->depth - 1] = NULL;
	return 0;
}

/*
 * The first control character in a scalar (C0 but tab and line feed,
 * DEL, C1 as UTF-8), or -1: a variant's strings are printed to
 * terminals, and one place keeps escape sequences out of all of them.
 */
static long
scalar_control(const unsigned char *s, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		if ((s[i] < 0x20 && s[i] != '\t' && s[i] != '\n') ||
		    s[i] == 0x7f)
			return s[i];
		if (s[i] == 0xc2 && i + 1 < n && s[i + 1] >= 0x80 &&
		    s[i + 1] < 0xa0)
			return s[i + 1];
	}
	return -1;
}

/*
 * The explicit YAML tags a variant file may use: the core schema's, which
 * say what the value says already, and those that make a string of a
 * scalar ("!" and "!!str", as quotes do).  Any other would change a type
 * pasa reads from the value, or mean something pasa cannot know.
 */
#define YTAG	"tag:yaml.org,2002:"
static const char *const string_tags[] = { "!", YTAG "str", NULL };
static const char *const scalar_tags[] = { "!", YTAG "str", YTAG "int",
	YTAG "float", YTAG "bool", YTAG "null", NULL };
static const char *const seq_tags[] = { YTAG "seq", NULL };
static const char *const map_tags[] = { YTAG "map", NULL };

/* A tag as a file would write it: "!!str" for the core schema's. */
static const char *
tag_shown(const char *tag, char *b, size_t size)
{
	if (strncmp(tag, YTAG, sizeof YTAG - 1) != 0)
		return tag;
	snprintf(b, size, "!!%s", tag + sizeof YTAG - 1);
	return b;
}

static int
known_tag(const char *tag, const char *const *known)
{
	for (; *known != NULL; known++)
		if (strcmp(tag, *known) == 0)
			return 1;
	return 0;
}

/*
 * A scalar tagged !!int, !!float, !!bool or !!null that is not a value of
 * that type: the message for it, a format for its text; else NULL.
 */
static const char *
core_tag_clash(const struct ynode *n, const char *tag)
{
	long	 l;
	int	 t;
	double	 x;

	if (strcmp(tag, YTAG "int") == 0 && ynode_int(n, &l) != 0)
		return "'%s' is tagged !!int but is not an integer";
	if (strcmp(tag, YTAG "bool") == 0 && ynode_bool(n, &t) != 0)
		return "'%s' is tagged !!bool but is neither true nor false";
	if (strcmp(tag, YTAG "null") == 0 && n->len != 0 &&
	    strcmp(n->str, "~") != 0 && strcmp(n->str, "null") != 0)
		return "'%s' is tagged !!null but is not null";
	if (strcmp(tag, YTAG "float") == 0 && ynode_real(n, &x) != 0)
		return "'%s' is tagged !!float but is not a number";
	return NULL;
}

static int
ybuild_event(struct ybuild *b, yaml_event_t *ev)
{
	const yaml_mark_t	*m = &ev->start_mark;
	unsigned		 line = (unsigned)m->line + 1;
	unsigned		 col = (unsigned)m->column + 1;
	struct ynode		*n;
	long			 bad;
	const char		*file = b->t->file, *tag, *what;
	char			 shown[64];

	if (b->t->nall >= YTREE_MAX_NODES)
		return yerr(b, m, "document too large: more than %s nodes",
		    "200000");
	switch (ev->type) {
	case YAML_ALIAS_EVENT:
		return yerr(b, m, "aliases are not allowed: '*%s'",
		    (const char *)ev->data.alias.anchor);
	case YAML_SCALAR_EVENT:
		if (ev->data.scalar.anchor != NULL)
			return yerr(b, m, "anchors are not allowed: '&%s'",
			    (const char *)ev->data.scalar.anchor);
		if (memchr(ev->data.scalar.value, '\0',
		    ev->data.scalar.length) != NULL)
			return yerr(b, m, "NUL byte in a scalar%s", "");
		if ((bad = scalar_control(ev->data.scalar.value,
		    ev->data.scalar.length)) >= 0)
		{
			/* Room for any long: gcc at -O0 cannot see that
			 * bad is a code point. */
			char hex[24];

			snprintf(hex, sizeof hex, "%04lX", bad);
			return yerr(b, m, "control character U+%s in a value: "
			    "names, titles and notes are printed to terminals",
			    hex);
		}
		if ((tag = (const char *)ev->data.scalar.tag) != NULL &&
		    !known_tag(tag, scalar_tags))
			return yerr(b, m, "YAML tag '%s' is not allowed: a "
			    "value's type is read from the value (quote a "
			    "string)", tag_shown(tag, shown, sizeof shown));
		n = ytree_new(b->t, YN_SCALAR, file, line, col);
		n->str = xstrndup((const char *)ev->data.scalar.value,
		    ev->data.scalar.length);
		n->len = ev->data.scalar.length;
		/* "!" and "!!str" make a string of it, as quotes do; the
		 * other core tags a value of their type, quoted or not. */
		n->plain = tag != NULL ? !known_tag(tag, string_tags) :
		    ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
		if (tag != NULL && (what = core_tag_clash(n, tag)) != NULL)
			return yerr(b, m, what, n->str);
		return ybuild_attach(b, n, m);
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		if ((ev->type == YAML_SEQUENCE_START_EVENT ?
		    ev->data.sequence_start.anchor :
		    ev->data.mapping_start.anchor) != NULL)
			return yerr(b, m, "anchors are not allowed%s", "");
		if ((tag = (const char *)(ev->type ==
		    YAML_SEQUENCE_START_EVENT ? ev->data.sequence_start.tag :
		    ev->data.mapping_start.tag)) != NULL &&
		    !known_tag(tag, ev->type == YAML_SEQUENCE_START_EVENT ?
		    seq_tags : map_tags))
			return yerr(b, m, "YAML tag '%s' is not allowed here",
			    tag_shown(tag, shown, sizeof shown));
		if (b->depth >= YTREE_MAX_DEPTH)
			return yerr(b, m, "nesting deeper than %s levels",
			    "32");
		n = ytree_new(b->t, ev->type == YAML_SEQUENCE_START_EVENT ?
		    YN_SEQ : YN_MAP, file, line, col);
		if (ybuild_attach(b, n, m) != 0)
			return -1;
		b->pending_key[b->depth] = NULL;
		b->stack[b->depth++] = n;
		return 0;
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		if (b->depth > 0)
			b->depth--;
		return 0;
	case YAML_DOCUMENT_START_EVENT:
		if (b->t->root != NULL)
			return yerr(b, m, "more than one YAML document%s", "");
		return 0;
	default:
		return 0;
	}
}

int
ytree_load_string(struct ytree *t, const char *name, const char *text,
    size_t len, struct diags *d)
{
	yaml_parser_t	 parser;
	yaml_event_t	 ev;
	struct ybuild	 b;
	int		 rc = 0, done = 0;

	ytree_free(t);
	t->file = xstrdup(name);
	t->bytes = len;
	if (len > YTREE_MAX_BYTES) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, t->file, 0, 0, NULL,
		    "file too large: %zu bytes, at most %d", len,
		    YTREE_MAX_BYTES);
		return -1;
	}
	if (memchr(text, '\0', len) != NULL) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, t->file, 0, 0, NULL,
		    "NUL byte in a YAML file");
		return -1;
	}
	memset(&b, 0, sizeof b);
	b.t = t;
	b.d = d;
	if (!yaml_parser_initialize(&parser)) {
		diags_add(d, DIAG_ERROR, DK_SYSTEM, t->file, 0, 0, NULL,
		    "cannot initialise the YAML parser");
		return -1;
	}
	yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev)) {
			diags_add(d, DIAG_ERROR, DK_VARIANT, t->file,
			    (unsigned)parser.problem_mark.line + 1,
			    (unsigned)parser.problem_mark.column + 1, NULL,
			    "%s%s%s", parser.problem ? parser.problem :
			    "YAML syntax error", parser.context ? " " : "",
			    parser.context ? parser.context : "");
			rc = -1;
			break;
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		if (ybuild_event(&b, &ev) != 0) {
			rc = -1;
			done = 1;
		}
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&parser);
	return rc;
}

int
ytree_load_file(struct ytree *t, const char *path, struct diags *d)
{
	FILE	*f;
	char	*text;
	size_t	 len;
	int	 rc;

	ytree_free(t);
	if ((f = fopen(path, "rb")) == NULL) {
		diags_add_whole(d, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
		    "cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	text = xmalloc(YTREE_MAX_BYTES + 1);
	len = fread(text, 1, YTREE_MAX_BYTES + 1, f);
	if (ferror(f)) {
		diags_add_whole(d, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
		    "cannot read '%s': %s", path, strerror(errno));
		fclose(f);
		free(text);
		return -1;
	}
	fclose(f);
	rc = ytree_load_string(t, path, text, len, d);
	free(text);
	return rc;
}

struct ynode *
ytree_copy(struct ytree *t, const struct ynode *src)
{
	struct ynode	*n;
	size_t		 i;

	n = ytree_new(t, src->kind, src->file, src->line, src->col);
	n->plain = src->plain;
	if (src->kind == YN_SCALAR) {
		n->str = xstrndup(src->str, src->len);
		n->len = src->len;
	} else if (src->kind == YN_SEQ) {
		for (i = 0; i < src->n; i++)
			seq_push(n, ytree_copy(t, src->items[i]));
	} else {
		for (i = 0; i < src->n; i++)
			map_push(n, ytree_copy(t, src->ents[i].key),
			    ytree_copy(t, src->ents[i].val));
	}
	return n;
}

/*
 * New mapping nodes only where two mappings meet; everything else is
 * borrowed from the layers, so a chain of n layers costs the size of its
 * files plus its merged mappings, not n copies of the tree.
 */
struct ynode *
ytree_merge(struct ytree *t, const struct ynode *base, const struct ynode *over)
{
	struct ynode	*n;
	size_t		 i, j;

	if (base == NULL || base->kind != YN_MAP || over->kind != YN_MAP)
		return (struct ynode *)(uintptr_t)over;
	/* A merged mapping is where the layer on top wrote it: a problem
	 * found in it points at the house rule, not the base. */
	n = ytree_new(t, YN_MAP, over->file, over->line, over->col);
	for (i = 0; i < base->n; i++)
		map_push(n, base->ents[i].key, base->ents[i].val);
	for (i = 0; i < over->n; i++) {
		for (j = 0; j < n->n; j++)
			if (strcmp(n->ents[j].key->str,
			    over->ents[i].key->str) == 0)
				break;
		if (j < n->n) {
			n->ents[j].val = ytree_merge(t, n->ents[j].val,
			    over->ents[i].val);
			/* The key's position is where the value was last set. */
			n->ents[j].key = over->ents[i].key;
		} else
			map_push(n, over->ents[i].key, over->ents[i].val);
	}
	return n;
}

struct ynode *
ytree_map_with(struct ytree *t, const struct ynode *map, const char *key,
    const struct ynode *key_at, struct ynode *val)
{
	struct ynode	*n;
	size_t		 i;
	int		 set = 0;

	n = ytree_new(t, YN_MAP, map->file, map->line, map->col);
	for (i = 0; i < map->n; i++) {
		if (strcmp(map->ents[i].key->str, key) == 0) {
			if (val != NULL)
				map_push(n, map->ents[i].key, val);
			set = 1;
		} else
			map_push(n, map->ents[i].key, map->ents[i].val);
	}
	if (!set && val != NULL)
		map_push(n, ytree_new_scalar(t, key, key_at->file,
		    key_at->line, key_at->col), val);
	return n;
}

int
ynode_equal(const struct ynode *a, const struct ynode *b)
{
	size_t	i;

	if (a == NULL || b == NULL)
		return a == b;
	if (a->kind != b->kind || a->n != b->n)
		return 0;
	if (a->kind == YN_SCALAR)
		return a->len == b->len && memcmp(a->str, b->str, a->len) == 0;
	for (i = 0; i < a->n; i++) {
		if (a->kind == YN_SEQ) {
			if (!ynode_equal(a->items[i], b->items[i]))
				return 0;
		} else if (!ynode_equal(a->ents[i].key, b->ents[i].key) ||
		    !ynode_equal(a->ents[i].val, b->ents[i].val))
			return 0;
	}
	return 1;
}

/* A scalar needs quotes when a plain one would read back differently. */
static int
scalar_needs_quotes(const struct ynode *n)
{
	const char	*s = n->str;
	size_t		 i;

	if (n->len == 0)
		return 1;
	if (!n->plain) {
		/* A quoted "5" must stay a string: keep quotes when it
		 * would read back as another type. */
		if (strchr("-?:,[]{}#&*!|>'\"%@` ", s[0]) != NULL)
			return 1;
		if (strcmp(s, "true") == 0 || strcmp(s, "false") == 0 ||
		    strcmp(s, "null") == 0 || strcmp(s, "~") == 0 ||
		    strcmp(s, "yes") == 0 || strcmp(s, "no") == 0)
			return 1;
		if ((s[0] >= '0' && s[0] <= '9') || s[0] == '+' || s[0] == '.')
			return 1;
	}
	if (strchr("-?:,[]{}#&*!|>'\"%@` ", s[0]) != NULL && n->plain &&
	    !((s[0] == '-') && n->len > 1 && s[1] >= '0' && s[1] <= '9'))
		return 1;
	for (i = 0; i < n->len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c < 0x20 || c == '"' || c == '\\' || c == '#' ||
		    (c == ':' && (i + 1 == n->len || s[i + 1] == ' ')))
			return 1;
	}
	return s[n->len - 1] == ' ';
}

static void
emit_scalar(const struct ynode *n, struct buf *b)
{
	size_t	i;

	if (!scalar_needs_quotes(n)) {
		buf_add(b, n->str, n->len);
		return;
	}
	buf_addc(b, '"');
	for (i = 0; i < n->len; i++) {
		unsigned char c = (unsigned char)n->str[i];

		if (c == '"' || c == '\\') {
			buf_addc(b, '\\');
			buf_addc(b, (char)c);
		} else if (c == '\n')
			buf_adds(b, "\\n");
		else if (c == '\t')
			buf_adds(b, "\\t");
		else if (c < 0x20)
			buf_printf(b, "\\x%02x", c);
		else
			buf_addc(b, (char)c);
	}
	buf_addc(b, '"');
}

/* Sequences of scalars stay on one line: boards are long lists. */
static int
seq_is_flat(const struct ynode *n)
{
	size_t	i;

	for (i = 0; i < n->n; i++)
		if (n->items[i]->kind == YN_MAP ||
		    (n->items[i]->kind == YN_SEQ && !seq_is_flat(n->items[i])))
			return 0;
	return 1;
}

static void
emit_flow(const struct ynode *n, struct buf *b)
{
	size_t	i;

	if (n->kind == YN_SCALAR) {
		emit_scalar(n, b);
		return;
	}
	buf_addc(b, '[');
	for (i = 0; i < n->n; i++) {
		if (i > 0)
			buf_adds(b, ", ");
		emit_flow(n->items[i], b);
	}
	buf_addc(b, ']');
}

static void
indent_to(struct buf *b, int indent)
{
	int	i;

	for (i = 0; i < indent; i++)
		buf_addc(b, ' ');
}

void
ynode_emit(const struct ynode *n, struct buf *b, int indent)
{
	size_t	i;

	if (n->kind == YN_SCALAR || (n->kind == YN_SEQ && seq_is_flat(n))) {
		emit_flow(n, b);
		buf_addc(b, '\n');
		return;
	}
	if (n->kind == YN_MAP && n->n == 0) {
		buf_adds(b, "{}\n");
		return;
	}
	if (n->kind == YN_SEQ) {
		for (i = 0; i < n->n; i++) {
			const struct ynode *it = n->items[i];

			indent_to(b, indent);
			if (it->kind == YN_SCALAR || (it->kind == YN_SEQ &&
			    seq_is_flat(it))) {
				buf_adds(b, "- ");
				ynode_emit(it, b, indent + 2);
			} else {
				/* A nested block starts on the line below. */
				buf_adds(b, "-\n");
				ynode_emit(it, b, indent + 2);
			}
		}
		return;
	}
	for (i = 0; i < n->n; i++) {
		const struct ynode *v = n->ents[i].val;

		indent_to(b, indent);
		emit_scalar(n->ents[i].key, b);
		buf_addc(b, ':');
		if (v->kind == YN_SCALAR || (v->kind == YN_SEQ &&
		    seq_is_flat(v)) || (v->kind == YN_MAP && v->n == 0)) {
			buf_addc(b, ' ');
			ynode_emit(v, b, indent + 2);
		} else {
			buf_addc(b, '\n');
			ynode_emit(v, b, indent + 2);
		}
	}
}

int
ynode_int(const struct ynode *n, long *out)
{
	char	*end;
	long	 v;

	if (n == NULL || n->kind != YN_SCALAR || !n->plain || n->len == 0)
		return -1;
	errno = 0;
	v = strtol(n->str, &end, 10);
	if (errno != 0 || *end != '\0' || end == n->str)
		return -1;
	*out = v;
	return 0;
}

/* A decimal number such as 0.5 or 5e-1: no hex, infinity or NaN. */
int
ynode_real(const struct ynode *n, double *out)
{
	char	*end;
	double	 x;

	if (n == NULL || n->kind != YN_SCALAR || !n->plain || n->len == 0 ||
	    strspn(n->str, "0123456789.eE+-") != n->len)
		return -1;
	errno = 0;
	x = strtod(n->str, &end);
	if (errno != 0 || *end != '\0' || end == n->str || !isfinite(x))
		return -1;
	*out = x;
	return 0;
}

int
ynode_bool(const struct ynode *n, int *out)
{
	if (n == NULL || n->kind != YN_SCALAR || !n->plain)
		return -1;
	if (strcmp(n->str, "true") == 0)
		*out = 1;
	else if (strcmp(n->str, "false") == 0)
		*out = 0;
	else
		return -1;
	return 0;
}
