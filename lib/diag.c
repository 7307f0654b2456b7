/* Diagnostics as data, and their one printed form. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "engine.h"
#include "json.h"

void
diags_init(struct diags *d)
{
	memset(d, 0, sizeof *d);
}

void
diags_clear(struct diags *d)
{
	size_t	i;

	for (i = 0; i < d->n; i++) {
		free(d->v[i].file);
		free(d->v[i].variant);
	}
	d->n = 0;
	d->dropped = 0;
}

void
diags_free(struct diags *d)
{
	diags_clear(d);
	free(d->v);
	diags_init(d);
}

void
diags_move(struct diags *to, struct diags *from)
{
	size_t	i;

	for (i = 0; i < from->n; i++) {
		if (to->n >= DIAGS_MAX) {
			free(from->v[i].file);
			free(from->v[i].variant);
			to->dropped++;
			continue;
		}
		if (to->n == to->cap) {
			to->cap = to->cap ? to->cap * 2 : 8;
			to->v = xreallocarray(to->v, to->cap, sizeof *to->v);
		}
		to->v[to->n++] = from->v[i];
	}
	to->dropped += from->dropped;
	from->n = 0;
	from->dropped = 0;
}

static int
is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9');
}

/*
 * Input quoted in a message ('...') can be as long as a line: the quote is
 * cut to its head and "...", so the message, its closing quote and what
 * follows it (the reason, the rule) always fit.  A quote opens after a
 * blank or '(' and closes before a non-word character, so "yellow's" is
 * not taken for one.
 */
static void
diag_shorten(char *out, size_t size, const char *fmt, va_list ap)
{
	struct buf	 b;
	const char	*s, *q, *end;
	size_t		 o = 0, keep;

	buf_init(&b);
	buf_vprintf(&b, fmt, ap);
	s = buf_str(&b);
	while (*s != '\0' && o + 1 < size) {
		if (*s == '\'' && (s == b.s || s[-1] == ' ' || s[-1] == '(')) {
			for (q = s + 1; *q != '\0'; q++)
				if (*q == '\'' && !is_word(q[1]))
					break;
			end = *q == '\'' ? q + 1 : q;
			if ((size_t)(end - s) > DIAG_QUOTE_MAX + 2) {
				keep = DIAG_QUOTE_MAX;
				if (o + keep + 6 >= size)
					break;
				memcpy(out + o, s, keep + 1);
				o += keep + 1;
				memcpy(out + o, "...", 3);
				o += 3;
				if (*q == '\'')
					out[o++] = '\'';
				s = end;
				continue;
			}
		}
		out[o++] = *s++;
	}
	out[o] = '\0';
	buf_free(&b);
}

struct diag *
diags_vadd(struct diags *d, enum diag_level level, enum diag_kind kind,
    const char *file, unsigned line, unsigned col, const char *rule,
    const char *fmt, va_list ap)
{
	struct diag		*e;

	if (d->n >= DIAGS_MAX) {
		d->dropped++;
		/* Keep the worst level visible even when dropping. */
		e = &d->v[d->n - 1];
		if (level > e->level)
			e->level = level;
		return e;
	}
	if (d->n == d->cap) {
		d->cap = d->cap ? d->cap * 2 : 8;
		d->v = xreallocarray(d->v, d->cap, sizeof *d->v);
	}
	e = &d->v[d->n++];
	memset(e, 0, sizeof *e);
	e->level = level;
	e->kind = kind;
	e->file = file != NULL ? xstrdup(file) : NULL;
	e->line = line;
	e->col = col;
	if (rule != NULL)
		snprintf(e->rule, sizeof e->rule, "%s", rule);
	diag_shorten(e->msg, sizeof e->msg, fmt, ap);
	return e;
}

struct diag *
diags_add(struct diags *d, enum diag_level level, enum diag_kind kind,
    const char *file, unsigned line, unsigned col, const char *rule,
    const char *fmt, ...)
{
	struct diag	*e;
	va_list		 ap;

	va_start(ap, fmt);
	e = diags_vadd(d, level, kind, file, line, col, rule, fmt, ap);
	va_end(ap);
	return e;
}

struct diag *
diags_add_whole(struct diags *d, enum diag_level level, enum diag_kind kind,
    const char *file, unsigned line, unsigned col, const char *rule,
    const char *fmt, ...)
{
	struct diag	*e;
	struct buf	 b;
	va_list		 ap;

	buf_init(&b);
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	e = diags_add(d, level, kind, file, line, col, rule, "%s", "");
	if (e != NULL && d->v + d->n - 1 == e && e->msg[0] == '\0')
		snprintf(e->msg, sizeof e->msg, "%s", buf_str(&b));
	buf_free(&b);
	return e;
}

void
diag_set_variant(struct diag *e, const char *variant)
{
	free(e->variant);
	e->variant = variant != NULL ? xstrdup(variant) : NULL;
}

int
diags_worst(const struct diags *d)
{
	int	worst = -1;
	size_t	i;

	for (i = 0; i < d->n; i++)
		if ((int)d->v[i].level > worst)
			worst = (int)d->v[i].level;
	return worst;
}

int
diags_has_errors(const struct diags *d)
{
	return diags_worst(d) >= DIAG_ERROR;
}

/* Input text reaches messages; a terminal must not see its control bytes. */
static void
add_clean(struct buf *b, const char *s)
{
	buf_add_clean(b, s, strlen(s));
}

static const char *const diag_level_names[] = {
	[DIAG_NOTE] = "note",
	[DIAG_WARNING] = "warning",
	[DIAG_ERROR] = "error",
};

void
diag_format(const struct diag *e, struct buf *b)
{
	if (e->file != NULL) {
		add_clean(b, e->file);
		if (e->line > 0) {
			buf_printf(b, ":%u", e->line);
			if (e->col > 0)
				buf_printf(b, ":%u", e->col);
		}
		buf_adds(b, ": ");
	} else
		buf_adds(b, "pasa: ");
	buf_adds(b, diag_level_names[e->level]);
	buf_adds(b, ": ");
	add_clean(b, e->msg);
	if (e->rule[0] != '\0') {
		buf_adds(b, " (rule ");
		add_clean(b, e->rule);
		buf_adds(b, ")");
	}
	if (e->variant != NULL) {
		buf_adds(b, " [");
		add_clean(b, e->variant);
		buf_adds(b, "]");
	}
}

struct diag *
diag_ctx_add(struct diag_ctx *c, enum diag_level level, unsigned line,
    unsigned col, const char *rule, const char *fmt, ...)
{
	struct diag	*e;
	va_list		 ap;

	if (level == DIAG_WARNING && c->strict)
		level = DIAG_ERROR;
	va_start(ap, fmt);
	e = diags_vadd(c->diags, level, DK_RECORD, c->file, line, col, rule,
	    fmt, ap);
	va_end(ap);
	if (c->variant != NULL && e->variant == NULL)
		diag_set_variant(e, c->variant);
	return e;
}

int
diag_exit(const struct diag *e)
{
	if (e->level < DIAG_ERROR)
		return EXIT_VALID;
	switch (e->kind) {
	case DK_RECORD:
		return EXIT_INVALID;
	case DK_VARIANT:
		return EXIT_VARIANT;
	case DK_USAGE:
		return EXIT_USAGE;
	case DK_SYSTEM:
		return EXIT_SYSTEM;
	}
	return EXIT_SYSTEM;
}

int
diags_unchecked(const struct diags *d, size_t from)
{
	size_t	 i;

	for (i = from; i < d->n; i++)
		if (diag_exit(&d->v[i]) > EXIT_INVALID)
			return 1;
	return 0;
}

size_t
diags_strict(struct diags *d, size_t from)
{
	size_t	 i, n = 0;

	for (i = from; i < d->n; i++)
		if (d->v[i].level == DIAG_WARNING &&
		    d->v[i].kind == DK_RECORD) {
			d->v[i].level = DIAG_ERROR;
			n++;
		}
	return n;
}

int
exit_worse(int a, int b)
{
	return a > b ? a : b;
}

void
diag_format_json(const struct diag *e, struct buf *b)
{
	static const char *const lv[] = { "note", "warning", "error" };

	buf_printf(b, "{\"format\":%d,\"file\":", JSON_FORMAT);
	json_add_cstring(b, e->file);
	buf_printf(b, ",\"line\":%u,\"column\":%u,\"level\":\"%s\","
	    "\"rule\":", e->line, e->col, lv[e->level]);
	json_add_cstring(b, e->rule[0] ? e->rule : NULL);
	buf_adds(b, ",\"variant\":");
	json_add_cstring(b, e->variant);
	buf_adds(b, ",\"message\":");
	json_add_cstring(b, e->msg);
	buf_adds(b, "}\n");
}
