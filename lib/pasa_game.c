/*
 * The public API (pasa.h), second half: records read from a stream or a
 * buffer, a whole game checked, and a live game fed one turn line at a
 * time.  The session (lib/session.c) does the work.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "pasa_int.h"

#define GAME_IN(pg)	((const struct rgame *)(const void *)(pg))
#define GAME_OUT(g)	((const pasa_game *)(const void *)(g))

/* ---- records ---- */

struct pasa_reader {
	struct record_reader	*r;	/* NULL: empty input */
	FILE			*mem;	/* the buffer's stream, ours */
};

PASA_API int
pasa_reader_new_file(pasa_reader **out, FILE *fp, const char *name)
{
	pasa_reader	*r;

	if (out == NULL)
		return PASA_EINVAL;
	*out = NULL;
	if (fp == NULL || (r = calloc(1, sizeof *r)) == NULL)
		return PASA_EINVAL;
	r->r = record_reader_new(fp, name != NULL ? name : "<stream>");
	*out = r;
	return PASA_OK;
}

PASA_API int
pasa_reader_new_buffer(pasa_reader **out, const void *buf, size_t len,
    const char *name)
{
	pasa_reader	*r;

	if (out == NULL)
		return PASA_EINVAL;
	*out = NULL;
	if ((buf == NULL && len > 0) || (r = calloc(1, sizeof *r)) == NULL)
		return PASA_EINVAL;
	/* fmemopen() may refuse an empty buffer: there is nothing to read. */
	if (len > 0) {
		if ((r->mem = fmemopen((void *)(uintptr_t)buf, len, "r")) ==
		    NULL) {
			free(r);
			return PASA_EIO;
		}
		r->r = record_reader_new(r->mem, name != NULL ? name :
		    "<buffer>");
	}
	*out = r;
	return PASA_OK;
}

PASA_API void
pasa_reader_free(pasa_reader *r)
{
	if (r == NULL)
		return;
	if (r->r != NULL)
		record_reader_free(r->r);
	if (r->mem != NULL)
		fclose(r->mem);
	free(r);
}

PASA_API int
pasa_reader_next(pasa_reader *r, const pasa_game **game, pasa_diags *pd)
{
	struct pasa_dsink	 s;
	struct diags		*d = pasa_sink(&s, pd);
	struct rgame		*g;
	int			 n;

	if (game != NULL)
		*game = NULL;
	if (r == NULL || game == NULL)
		n = pasa_bad_arg(d, "pasa_reader_next", "NULL argument");
	else if (r->r == NULL)
		n = 0;
	else if ((n = record_next_game(r->r, &g, d)) > 0)
		*game = GAME_OUT(g);
	else if (n < 0)
		n = PASA_EIO;
	pasa_sink_end(&s);
	return n;
}

PASA_API size_t
pasa_game_index(const pasa_game *g)
{
	return g == NULL ? 0 : GAME_IN(g)->index;
}

PASA_API unsigned
pasa_game_line(const pasa_game *g)
{
	return g == NULL ? 0 : GAME_IN(g)->line;
}

PASA_API size_t
pasa_game_turns(const pasa_game *g)
{
	return g == NULL ? 0 : GAME_IN(g)->nturns;
}

PASA_API const char *
pasa_game_tag(const pasa_game *g, const char *name)
{
	if (g == NULL || name == NULL)
		return NULL;
	return rgame_tag(GAME_IN(g), name);
}

/* ---- checking a whole game ---- */

struct check {
	pasa_turn_fn		 fn;
	void			*arg;
	size_t			 n;	/* legal turns so far */
	struct buf		 text;
	pasa_position		 before, after;
	struct pasa_event	 ev[EVENTS_MAX];
};

static void
check_turn(void *arg, const struct play *p, const struct position *before,
    const struct turn *t, const struct events *ev, const struct turn_text *tt)
{
	struct check		*c = arg;
	struct pasa_turn_info	 ti;
	int			 i;

	if (c->fn == NULL) {
		c->n++;
		return;
	}
	buf_clear(&c->text);
	p->fam->turn_format(p->v->rules, before, t, &c->text);
	c->before.v = c->after.v = p->v;
	c->before.pos = *before;
	c->after.pos = p->pos;
	for (i = 0; i < ev->n; i++)
		pasa_event_out(p->v, &c->ev[i], &ev->v[i]);
	memset(&ti, 0, sizeof ti);
	ti.index = c->n++;
	ti.line = tt->line;
	ti.text = buf_str(&c->text);
	ti.before = &c->before;
	ti.after = &c->after;
	ti.events = c->ev;
	ti.nevents = (size_t)ev->n;
	c->fn(c->arg, &ti);
}

PASA_API int
pasa_check_game(pasa_ctx *ctx, const pasa_game *pg, const char *variant,
    int flags, pasa_turn_fn fn, void *arg, pasa_diags *pd)
{
	const struct rgame	*g = GAME_IN(pg);
	struct pasa_dsink	 s;
	struct diags		*d = pasa_sink(&s, pd);
	struct replay		 rp;
	struct play		 p;
	struct check		*c;
	size_t			 i, before = d->n, dropped = d->dropped;
	int			 rc = PASA_OK, started;

	if (ctx == NULL || g == NULL) {
		rc = pasa_bad_arg(d, "pasa_check_game", "NULL argument");
		goto end;
	}
	if ((flags & ~(PASA_STRICT | PASA_EXPLAIN)) != 0) {
		rc = pasa_bad_arg(d, "pasa_check_game", "unknown flags");
		goto end;
	}
	/* pasa_reader_next() has told its syntax error; the turns read
	 * before it are still checked, as pasa validate does. */
	if (g->errors > 0 && g->nturns == 0) {
		rc = PASA_EINVALID;
		goto end;
	}
	c = xcalloc(1, sizeof *c);
	c->fn = fn;
	c->arg = arg;
	buf_init(&c->text);
	memset(&rp, 0, sizeof rp);
	rp.variant = variant;
	rp.strict = (flags & PASA_STRICT) != 0;
	rp.explain = (flags & PASA_EXPLAIN) != 0;
	rp.arg = c;
	rp.turn = check_turn;
	rp.no_events = fn == NULL;
	/* Each game hears why its variant failed, as the tool says it. */
	vcache_view_reset(&ctx->view);
	started = game_replay(&rp, &ctx->view, g, &p, d);
	if (started)
		play_end(&p);
	else
		rc = PASA_EINVALID;
	if ((started && c->n < g->nturns) || g->errors > 0)
		rc = PASA_EINVALID;
	for (i = before; i < d->n; i++) {
		if (d->v[i].level != DIAG_ERROR)
			continue;
		if (d->v[i].kind == DK_VARIANT && !started)
			rc = PASA_EVARIANT;
		else if (rc == PASA_OK)
			rc = PASA_EINVALID;
	}
	/* Past the list's cap, what was dropped may have been an error. */
	if (rc == PASA_OK && d->dropped > dropped && rp.strict)
		rc = PASA_EINVALID;
	buf_free(&c->text);
	free(c);
end:
	pasa_sink_end(&s);
	return rc;
}

/* ---- live games ---- */

#define LIVE_MAX_TAGS	32

struct pasa_live {
	struct play		 p;
	struct rgame		 g;
	struct rtag		 tags[LIVE_MAX_TAGS];
	char			*tag_text[2 * LIVE_MAX_TAGS];
	char			*name;
	int			 explain;
	unsigned		 lines;		/* lines given so far */
	size_t			 count;		/* legal turns */
	pasa_position		 pos;		/* p.pos's public face */
	char			*line;		/* the line being read */
	struct buf		 last;
	struct pasa_event	 ev[EVENTS_MAX];
	size_t			 nev;
};

static void
live_drop(pasa_live *l)
{
	size_t	i;

	for (i = 0; i < 2 * LIVE_MAX_TAGS; i++)
		free(l->tag_text[i]);
	free(l->name);
	free(l->line);
	buf_free(&l->last);
	free(l);
}

PASA_API int
pasa_live_new(pasa_live **out, const pasa_variant *pv, const char *name,
    const char *const *tags, int flags, pasa_diags *pd)
{
	const struct variant	*v = PASA_VARIANT_IN(pv);
	struct pasa_dsink	 s;
	struct diags		*d = pasa_sink(&s, pd);
	pasa_live		*l = NULL;
	size_t			 n, i;
	int			 rc = PASA_OK;

	if (out != NULL)
		*out = NULL;
	if (out == NULL || v == NULL) {
		rc = pasa_bad_arg(d, "pasa_live_new", "NULL argument");
		goto end;
	}
	if ((flags & ~(PASA_STRICT | PASA_EXPLAIN)) != 0) {
		rc = pasa_bad_arg(d, "pasa_live_new", "unknown flags");
		goto end;
	}
	for (n = 0; tags != NULL && tags[2 * n] != NULL; n++)
		if (tags[2 * n + 1] == NULL) {
			rc = pasa_bad_arg(d, "pasa_live_new", "a tag without "
			    "a value");
			goto end;
		}
	if (n > LIVE_MAX_TAGS) {
		rc = pasa_bad_arg(d, "pasa_live_new", "too many tags");
		goto end;
	}
	l = xcalloc(1, sizeof *l);
	buf_init(&l->last);
	l->name = xstrdup(name != NULL ? name : "<live>");
	l->explain = (flags & PASA_EXPLAIN) != 0;
	for (i = 0; i < n; i++) {
		l->tag_text[2 * i] = xstrdup(tags[2 * i]);
		l->tag_text[2 * i + 1] = xstrdup(tags[2 * i + 1]);
		l->tags[i].name = l->tag_text[2 * i];
		l->tags[i].value = l->tag_text[2 * i + 1];
	}
	l->g.file = l->name;
	l->g.tags = l->tags;
	l->g.ntags = n;
	l->g.index = 1;
	if (play_start(&l->p, v, &l->g, d, (flags & PASA_STRICT) != 0) != 0) {
		play_end(&l->p);
		live_drop(l);
		rc = PASA_EINVALID;
		goto end;
	}
	l->pos.v = v;
	l->pos.pos = l->p.pos;
	*out = l;
end:
	pasa_sink_end(&s);
	return rc;
}

PASA_API void
pasa_live_free(pasa_live *l)
{
	if (l == NULL)
		return;
	play_end(&l->p);
	live_drop(l);
}

static int
is_blank(int c)
{
	return c == ' ' || c == '\t';
}

/*
 * One line split as the record reader splits a turn line (man/pasa-
 * record.5), into l->line; 0, or -1 with a syntax error.
 */
static int
live_split(pasa_live *l, const char *s, struct turn_text *tt,
    struct diags *d)
{
	const char	*hash;
	size_t		 len = strlen(s), ov[10], i;
	unsigned	 line = l->lines;
	char		*p;

	if (len > 0 && s[len - 1] == '\n')
		len--;
	if (len > 0 && s[len - 1] == '\r')
		len--;
	if (len > RECORD_MAX_LINE) {
		diags_add(d, DIAG_ERROR, DK_RECORD, l->name, line, 1, NULL,
		    "line too long: %zu bytes, the limit is %d", len,
		    RECORD_MAX_LINE);
		return -1;
	}
	if (memchr(s, '\n', len) != NULL || memchr(s, '\r', len) != NULL) {
		diags_add(d, DIAG_ERROR, DK_RECORD, l->name, line, 1, NULL,
		    "more than one line: give one turn line at a time");
		return -1;
	}
	if ((hash = memchr(s, '#', len)) != NULL)
		len = (size_t)(hash - s);
	while (len > 0 && is_blank((unsigned char)s[len - 1]))
		len--;
	for (i = 0; i < len && is_blank((unsigned char)s[i]); i++)
		;
	if (i == len) {
		diags_add(d, DIAG_ERROR, DK_RECORD, l->name, line, 1, NULL,
		    "no turn in the line");
		return -1;
	}
	if (s[i] == '[') {
		diags_add(d, DIAG_ERROR, DK_RECORD, l->name, line,
		    (unsigned)i + 1, NULL, "a tag line is not a turn: tags "
		    "are given to pasa_live_new()");
		return -1;
	}
	/* A copy: the tokens are NUL-terminated in place, as the reader
	 * gives them, and the caller's line is const. */
	free(l->line);
	p = l->line = xmalloc(len + 1);
	memcpy(p, s, len);
	p[len] = '\0';
	memset(tt, 0, sizeof *tt);
	switch (record_turn_text(p, len, tt, ov)) {
	case RECORD_TURN_SPLIT:
		diags_add(d, DIAG_ERROR, DK_RECORD, l->name, line,
		    (unsigned)i + 1, NULL, "malformed turn line: '%.*s'",
		    (int)(len - i), s + i);
		return -1;
	case RECORD_TURN_NUMBER:
		diags_add(d, DIAG_ERROR, DK_RECORD, l->name, line,
		    (unsigned)ov[2] + 1, NULL, "turn number too large '%.*s'",
		    (int)(ov[3] - ov[2]), s + ov[2]);
		return -1;
	case RECORD_TURN_NO_MOVES:
		diags_add(d, DIAG_ERROR, DK_RECORD, l->name, line,
		    (unsigned)len + 1, NULL, "malformed turn line: no moves "
		    "after '%.*s'", (int)(len - ov[4]), s + ov[4]);
		return -1;
	case RECORD_TURN_NO_THROW:
		diags_add(d, DIAG_ERROR, DK_RECORD, l->name, line,
		    (unsigned)ov[8] + 1, NULL,
		    "malformed turn line: no throw before ':'");
		return -1;
	}
	tt->file = l->name;
	tt->line = line;
	return 0;
}

PASA_API int
pasa_live_turn(pasa_live *l, const char *line, pasa_diags *pd)
{
	struct pasa_dsink	 s;
	struct diags		*d = pasa_sink(&s, pd);
	struct turn_text	 tt;
	struct position		 before;
	struct turn		 t;
	struct events		 ev;
	struct diags		 turn_d;
	size_t			 k;
	int			 rc = PASA_OK, i;

	if (l == NULL) {
		rc = pasa_bad_arg(d, "pasa_live_turn", "NULL argument");
		goto end;
	}
	l->lines++;
	if (line == NULL) {
		rc = pasa_bad_arg(d, "pasa_live_turn", "NULL line");
		goto end;
	}
	if (live_split(l, line, &tt, d) != 0) {
		rc = PASA_EINVALID;
		goto end;
	}
	/* A list of its own: under PASA_STRICT play_turn refuses a turn
	 * when the list holds an error, and the caller's may hold old ones. */
	diags_init(&turn_d);
	l->p.ctx.diags = &turn_d;
	before = l->p.pos;
	events_init(&ev, 0);
	if (play_turn(&l->p, &tt, l->explain, &t, &ev) != 0)
		rc = PASA_EINVALID;	/* the position is as it was */
	else {
		l->count++;
		l->pos.pos = l->p.pos;
		buf_clear(&l->last);
		l->p.fam->turn_format(l->p.v->rules, &before, &t, &l->last);
		for (i = 0; i < ev.n; i++)
			pasa_event_out(l->p.v, &l->ev[i], &ev.v[i]);
		l->nev = (size_t)ev.n;
	}
	for (k = 0; k < turn_d.n; k++) {
		const struct diag *e = &turn_d.v[k];
		struct diag *n = diags_add_whole(d, e->level, e->kind, e->file,
		    e->line, e->col, e->rule[0] != '\0' ? e->rule : NULL, "%s",
		    e->msg);

		if (n != NULL && e->variant != NULL)
			diag_set_variant(n, e->variant);
	}
	d->dropped += turn_d.dropped;
	diags_free(&turn_d);
	l->p.ctx.diags = NULL;
end:
	pasa_sink_end(&s);
	return rc;
}

PASA_API const pasa_position *
pasa_live_position(const pasa_live *l)
{
	return l == NULL ? NULL : &l->pos;
}

PASA_API size_t
pasa_live_count(const pasa_live *l)
{
	return l == NULL ? 0 : l->count;
}

PASA_API const char *
pasa_live_last(const pasa_live *l)
{
	return l == NULL ? NULL : buf_str(&l->last);
}

PASA_API size_t
pasa_live_events(const pasa_live *l, const struct pasa_event **out)
{
	if (out != NULL)
		*out = l == NULL ? NULL : l->ev;
	return l == NULL ? 0 : l->nev;
}
