/*
 * The public API (pasa.h), first half: diagnostics, the context and its
 * variants, positions, legal turns and events.  Each function checks its
 * arguments and turns the internal API's answers into return codes; none
 * of the work is done here.
 */
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "pasa_int.h"
#include "render.h"

_Static_assert(PASA_NOTE == DIAG_NOTE && PASA_WARNING == DIAG_WARNING &&
    PASA_ERROR == DIAG_ERROR, "diagnostic levels");
_Static_assert(PASA_STATUS_VALID == EXIT_VALID &&
    PASA_STATUS_INVALID == EXIT_INVALID && PASA_STATUS_USAGE == EXIT_USAGE &&
    PASA_STATUS_VARIANT == EXIT_VARIANT && PASA_STATUS_SYSTEM == EXIT_SYSTEM,
    "statuses");
/* The ABI of struct pasa_event (pasa.h): arrays of it cross the library's
 * edge, so its size and members' offsets stay within the soname. */
_Static_assert(sizeof(struct pasa_event) == PASA_EVENT_SIZE &&
    offsetof(struct pasa_event, text) == 12 * sizeof(int) +
    3 * PASA_PLACE_TEXT_MAX && offsetof(struct pasa_event, safe) ==
    offsetof(struct pasa_event, text) + 95,
    "struct pasa_event keeps its layout");
_Static_assert(PASA_EV_ENTER == EV_ENTER && PASA_EV_MOVE == EV_MOVE &&
    PASA_EV_CAPTURE == EV_CAPTURE && PASA_EV_BONUS == EV_BONUS &&
    PASA_EV_BONUS_LOST == EV_BONUS_LOST &&
    PASA_EV_BLOCK_FORMED == EV_BLOCK_FORMED &&
    PASA_EV_BLOCK_BROKEN == EV_BLOCK_BROKEN &&
    PASA_EV_EXTRA_TURN == EV_EXTRA_TURN && PASA_EV_PENALTY == EV_PENALTY &&
    PASA_EV_HOME == EV_HOME && PASA_EV_FINISHED == EV_FINISHED &&
    PASA_EV_TAKEN == EV_TAKEN && PASA_EV_GAME_OVER == EV_GAME_OVER,
    "event kinds");
_Static_assert(PASA_NONE == EVENT_NONE, "no place");
_Static_assert(PASA_GAME_ON == GAME_ON && PASA_GAME_OVER == GAME_OVER &&
    PASA_GAME_STALLED == GAME_STALLED, "game states");

PASA_API const char *
pasa_version(void)
{
	return PASA_VERSION;
}

PASA_API const char *
pasa_strerror(int code)
{
	switch (code) {
	case PASA_OK:
		return "success";
	case PASA_EINVAL:
		return "bad argument";
	case PASA_EINVALID:
		return "invalid game or turn";
	case PASA_EVARIANT:
		return "variant cannot be loaded";
	case PASA_EIO:
		return "read error";
	case PASA_EOVER:
		return "the game is over";
	}
	return "unknown error";
}

/* ---- helpers shared with pasa_game.c ---- */

struct diags *
pasa_sink(struct pasa_dsink *s, pasa_diags *d)
{
	diags_init(&s->scratch);
	s->d = d != NULL ? &d->d : &s->scratch;
	return s->d;
}

void
pasa_sink_end(struct pasa_dsink *s)
{
	diags_free(&s->scratch);
}

int
pasa_bad_arg(struct diags *d, const char *fn, const char *what)
{
	diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL, "%s: %s", fn,
	    what);
	return PASA_EINVAL;
}

int
pasa_out(const char *s, size_t len, char *buf, size_t size)
{
	if (len > INT_MAX || (buf == NULL && size > 0))
		return PASA_EINVAL;
	if (size > 0) {
		size_t n = len < size - 1 ? len : size - 1;

		memcpy(buf, s, n);
		buf[n] = '\0';
	}
	return (int)len;
}

/* A buf's text as pasa_out() returns it, and the buf freed. */
static int
out_buf(struct buf *b, char *buf, size_t size)
{
	int	 rc = pasa_out(buf_str(b), b->len, buf, size);

	buf_free(b);
	return rc;
}

/* Text into a fixed field, cut to fit. */
static void
fill(char *to, size_t size, const struct buf *b)
{
	size_t	n = b->len < size - 1 ? b->len : size - 1;

	memcpy(to, buf_str(b), n);
	to[n] = '\0';
}

static void
place_text(const struct variant *v, int side, int place, char *to,
    size_t size)
{
	struct buf	b;

	to[0] = '\0';
	if (place == EVENT_NONE || side < 0 || v->family->place_format == NULL)
		return;
	buf_init(&b);
	v->family->place_format(v->rules, side, place, &b);
	fill(to, size, &b);
	buf_free(&b);
}

/* The engine's own events only: their places are ones it can name. */
void
pasa_event_out(const struct variant *v, struct pasa_event *o,
    const struct event *e)
{
	struct buf	b;

	o->kind = (int)e->kind;
	o->side = e->side;
	o->other = e->other;
	o->piece = e->piece;
	o->piece2 = e->piece2;
	o->count = e->count;
	o->from = e->from;
	o->to = e->to;
	o->at = e->at;
	o->points = e->points;
	o->rank = e->rank;
	o->how = e->how;
	o->safe = (e->kind == EV_ENTER || e->kind == EV_MOVE) && e->safe;
	place_text(v, e->side, e->from, o->from_text, sizeof o->from_text);
	place_text(v, e->side, e->to, o->to_text, sizeof o->to_text);
	/* A capture's place is on the route of the side captured. */
	place_text(v, e->kind == EV_CAPTURE ? e->other : e->side, e->at,
	    o->at_text, sizeof o->at_text);
	buf_init(&b);
	render_event(v->family, v->rules, e, &b);
	fill(o->text, sizeof o->text, &b);
	buf_free(&b);
}

/* ---- diagnostics ---- */

PASA_API pasa_diags *
pasa_diags_new(void)
{
	pasa_diags	*d;

	if ((d = calloc(1, sizeof *d)) == NULL)
		return NULL;
	diags_init(&d->d);
	return d;
}

PASA_API void
pasa_diags_free(pasa_diags *d)
{
	if (d == NULL)
		return;
	diags_free(&d->d);
	free(d);
}

PASA_API void
pasa_diags_clear(pasa_diags *d)
{
	if (d != NULL)
		diags_clear(&d->d);
}

PASA_API size_t
pasa_diags_count(const pasa_diags *d)
{
	return d == NULL ? 0 : d->d.n;
}

PASA_API size_t
pasa_diags_dropped(const pasa_diags *d)
{
	return d == NULL ? 0 : d->d.dropped;
}

PASA_API int
pasa_diags_get(const pasa_diags *d, size_t i, struct pasa_diag *out)
{
	const struct diag	*e;

	if (d == NULL || out == NULL || i >= d->d.n)
		return PASA_EINVAL;
	e = &d->d.v[i];
	out->level = (int)e->level;
	out->status = diag_exit(e);
	out->file = e->file;
	out->line = e->line;
	out->col = e->col;
	out->rule = e->rule;
	out->variant = e->variant;
	out->message = e->msg;
	return PASA_OK;
}

PASA_API int
pasa_diags_format(const pasa_diags *d, size_t i, char *buf, size_t size)
{
	struct buf	 b;

	if (d == NULL || i >= d->d.n)
		return PASA_EINVAL;
	buf_init(&b);
	diag_format(&d->d.v[i], &b);
	return out_buf(&b, buf, size);
}

PASA_API int
pasa_diags_status(const pasa_diags *d)
{
	size_t	i;
	int	rc = EXIT_VALID;

	if (d == NULL)
		return EXIT_VALID;
	for (i = 0; i < d->d.n; i++)
		rc = exit_worse(rc, diag_exit(&d->d.v[i]));
	return rc;
}

/* ---- the context and its variants ---- */

PASA_API const char *
pasa_share_dir(void)
{
	return PASA_SHAREDIR;
}

static void
add_dirs(struct vpath *p, const char *list)
{
	const char	*s, *colon;
	char		*dir;

	for (s = list; s != NULL && *s != '\0'; s = colon + 1) {
		if ((colon = strchr(s, ':')) == NULL)
			colon = s + strlen(s);
		if (colon > s) {
			dir = xstrndup(s, (size_t)(colon - s));
			vpath_add(p, dir);
			free(dir);
		}
		if (*colon == '\0')
			break;
	}
}

PASA_API int
pasa_ctx_new(pasa_ctx **out, const char *path)
{
	pasa_ctx	*c;

	if (out == NULL)
		return PASA_EINVAL;
	*out = NULL;
	if ((c = calloc(1, sizeof *c)) == NULL)
		return PASA_EINVAL;
	vcache_init_empty(&c->store);
	vcache_init_view(&c->view, &c->store);
	if (path != NULL)
		add_dirs(&c->store.path, path);
	else {
		add_dirs(&c->store.path, getenv("PASA_VARIANTS"));
		vpath_add(&c->store.path, PASA_SHAREDIR);
	}
	*out = c;
	return PASA_OK;
}

PASA_API void
pasa_ctx_free(pasa_ctx *c)
{
	if (c == NULL)
		return;
	vcache_free(&c->view);
	vcache_free(&c->store);
	free(c);
}

PASA_API int
pasa_ctx_add_dir(pasa_ctx *c, const char *dir)
{
	if (c == NULL || dir == NULL || *dir == '\0')
		return PASA_EINVAL;
	vpath_add(&c->store.path, dir);
	return PASA_OK;
}

PASA_API size_t
pasa_ctx_dir_count(const pasa_ctx *c)
{
	return c == NULL ? 0 : c->store.path.n;
}

PASA_API const char *
pasa_ctx_dir(const pasa_ctx *c, size_t i)
{
	if (c == NULL || i >= c->store.path.n)
		return NULL;
	return c->store.path.dirs[i];
}

static int
variant_get(pasa_ctx *c, const char *name, const pasa_variant **out,
    pasa_diags *pd, const char *fn)
{
	struct pasa_dsink	 s;
	struct diags		*d = pasa_sink(&s, pd);
	const struct variant	*v;
	int			 rc = PASA_OK;

	if (out != NULL)
		*out = NULL;
	if (c == NULL || name == NULL || out == NULL)
		rc = pasa_bad_arg(d, fn, "NULL argument");
	else if (*name == '\0')
		rc = pasa_bad_arg(d, fn, "empty variant name");
	else {
		/* A failure is told to each caller, not once per context. */
		vcache_view_reset(&c->view);
		if ((v = vcache_get(&c->view, name, d)) == NULL)
			rc = PASA_EVARIANT;
		else
			*out = PASA_VARIANT_OUT(v);
	}
	pasa_sink_end(&s);
	return rc;
}

PASA_API int
pasa_variant_load(pasa_ctx *c, const char *name, const pasa_variant **out,
    pasa_diags *d)
{
	/* Only a name here: a path would read a file the caller did not
	 * mean to name as one. */
	if (name != NULL && *name != '\0' && !variant_name_ok(name)) {
		struct pasa_dsink s;

		if (out != NULL)
			*out = NULL;
		diags_add(pasa_sink(&s, d), DIAG_ERROR, DK_VARIANT, NULL, 0, 0,
		    NULL, "'%s' is not a variant name (letters, digits, '-' "
		    "and '_'); pasa_variant_load_file() reads a file", name);
		pasa_sink_end(&s);
		return PASA_EVARIANT;
	}
	return variant_get(c, name, out, d, "pasa_variant_load");
}

PASA_API int
pasa_variant_load_file(pasa_ctx *c, const char *path,
    const pasa_variant **out, pasa_diags *d)
{
	struct buf	 b;
	int		 rc;

	if (path == NULL || variant_is_path(path))
		return variant_get(c, path, out, d, "pasa_variant_load_file");
	/* "ludo" alone would be a name: say it is a file here. */
	buf_init(&b);
	buf_printf(&b, "./%s", path);
	rc = variant_get(c, buf_str(&b), out, d, "pasa_variant_load_file");
	buf_free(&b);
	return rc;
}

PASA_API const char *
pasa_variant_name(const pasa_variant *pv)
{
	return pv == NULL ? NULL : PASA_VARIANT_IN(pv)->name;
}

PASA_API const char *
pasa_variant_title(const pasa_variant *pv)
{
	return pv == NULL ? NULL : PASA_VARIANT_IN(pv)->title;
}

PASA_API const char *
pasa_variant_family(const pasa_variant *pv)
{
	return pv == NULL ? NULL : PASA_VARIANT_IN(pv)->family->name;
}

PASA_API int
pasa_variant_sides(const pasa_variant *pv)
{
	return pv == NULL ? PASA_EINVAL : PASA_VARIANT_IN(pv)->nplayers;
}

PASA_API const char *
pasa_variant_side_name(const pasa_variant *pv, int i)
{
	const struct variant	*v = PASA_VARIANT_IN(pv);

	if (v == NULL || i < 0 || i >= v->nplayers)
		return NULL;
	return v->players[i];
}

/* ---- positions ---- */

PASA_API int
pasa_position_new(pasa_position **out, const pasa_variant *pv,
    const char *text, pasa_diags *pd)
{
	const struct variant	*v = PASA_VARIANT_IN(pv);
	struct pasa_dsink	 s;
	struct diags		*d = pasa_sink(&s, pd);
	struct diag_ctx		 c;
	struct game_opts	 o;
	pasa_position		*p = NULL;
	int			 rc = PASA_OK;

	if (out == NULL || v == NULL) {
		rc = pasa_bad_arg(d, "pasa_position_new", "NULL argument");
		goto out;
	}
	*out = NULL;
	if ((p = calloc(1, sizeof *p)) == NULL) {
		rc = PASA_EINVAL;
		goto out;
	}
	p->v = v;
	memset(&c, 0, sizeof c);
	memset(&o, 0, sizeof o);
	c.diags = d;
	c.file = "<position>";
	c.variant = v->name;
	if (text == NULL ? v->family->setup(v->rules, &p->pos, &o, &c) != 0 :
	    v->family->pos_parse(v->rules, &p->pos, text, strlen(text),
	    &c) != 0) {
		free(p);
		p = NULL;
		rc = PASA_EINVALID;
	}
	*out = p;
out:
	pasa_sink_end(&s);
	return rc;
}

PASA_API int
pasa_position_dup(pasa_position **out, const pasa_position *p)
{
	if (out == NULL)
		return PASA_EINVAL;
	*out = NULL;
	if (p == NULL || (*out = malloc(sizeof **out)) == NULL)
		return PASA_EINVAL;
	**out = *p;
	return PASA_OK;
}

PASA_API void
pasa_position_free(pasa_position *p)
{
	free(p);
}

PASA_API const pasa_variant *
pasa_position_variant(const pasa_position *p)
{
	return p == NULL ? NULL : PASA_VARIANT_OUT(p->v);
}

PASA_API int
pasa_position_format(const pasa_position *p, char *buf, size_t size)
{
	struct buf	 b;

	if (p == NULL)
		return PASA_EINVAL;
	buf_init(&b);
	p->v->family->pos_format(p->v->rules, &p->pos, &b);
	return out_buf(&b, buf, size);
}

PASA_API const char *
pasa_position_side(const pasa_position *p)
{
	const struct family	*f;
	int			 side;

	if (p == NULL)
		return NULL;
	f = p->v->family;
	if (f->state(p->v->rules, &p->pos) == GAME_OVER)
		return NULL;
	side = f->side_to_move(p->v->rules, &p->pos);
	return side < 0 ? NULL : f->side_name(p->v->rules, side);
}

PASA_API int
pasa_position_state(const pasa_position *p)
{
	if (p == NULL)
		return PASA_EINVAL;
	return (int)p->v->family->state(p->v->rules, &p->pos);
}

PASA_API int
pasa_position_result(const pasa_position *p, char *buf, size_t size)
{
	struct buf	 b;

	if (p == NULL)
		return PASA_EINVAL;
	buf_init(&b);
	p->v->family->result(p->v->rules, &p->pos, &b);
	return out_buf(&b, buf, size);
}

/* ---- legal turns ---- */

struct pasa_turns {
	char	**s;
	size_t	  n;
};

static int
sort_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

PASA_API int
pasa_legal_turns(const pasa_position *p, const char *throw_text,
    pasa_turns **out, pasa_diags *pd)
{
	struct pasa_dsink	 s;
	struct diags		*d = pasa_sink(&s, pd);
	const struct family	*f;
	struct turnlist		 l;
	struct throw		 th;
	struct buf		 b;
	pasa_turns		*t;
	size_t			 i, n;
	int			 rc = PASA_OK;

	if (out != NULL)
		*out = NULL;
	if (p == NULL || out == NULL) {
		rc = pasa_bad_arg(d, "pasa_legal_turns", "NULL argument");
		goto end;
	}
	f = p->v->family;
	memset(&th, 0, sizeof th);
	if (throw_text != NULL ? f->throw_parse(p->v->rules, throw_text,
	    strlen(throw_text), &th) != 0 :
	    f->throw_parse(p->v->rules, "", 0, &th) != 0) {
		if (throw_text != NULL)
			diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
			    "'%s' is not a throw of %s", throw_text,
			    p->v->name);
		else
			diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
			    "%s needs a throw", p->v->name);
		rc = PASA_EINVAL;
		goto end;
	}
	turnlist_init(&l);
	if (f->turns_legal(p->v->rules, &p->pos, &th, &l) != 0) {
		turnlist_free(&l);
		diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "the game is over: no side is to move");
		rc = PASA_EOVER;
		goto end;
	}
	t = xcalloc(1, sizeof *t);
	t->s = xcalloc(l.n + 1, sizeof *t->s);
	buf_init(&b);
	for (i = 0; i < l.n; i++) {
		buf_clear(&b);
		f->turn_format(p->v->rules, &p->pos, &l.v[i], &b);
		t->s[i] = xstrdup(buf_str(&b));
	}
	buf_free(&b);
	t->n = l.n;
	turnlist_free(&l);
	/* As `pasa moves` lists them: equal text is the same turn. */
	qsort(t->s, t->n, sizeof *t->s, sort_strings);
	for (i = 0, n = 0; i < t->n; i++) {
		if (n > 0 && strcmp(t->s[n - 1], t->s[i]) == 0) {
			free(t->s[i]);
			continue;
		}
		t->s[n++] = t->s[i];
	}
	t->n = n;
	*out = t;
end:
	pasa_sink_end(&s);
	return rc;
}

PASA_API size_t
pasa_turns_count(const pasa_turns *t)
{
	return t == NULL ? 0 : t->n;
}

PASA_API const char *
pasa_turns_get(const pasa_turns *t, size_t i)
{
	return t == NULL || i >= t->n ? NULL : t->s[i];
}

PASA_API void
pasa_turns_free(pasa_turns *t)
{
	size_t	i;

	if (t == NULL)
		return;
	for (i = 0; i < t->n; i++)
		free(t->s[i]);
	free(t->s);
	free(t);
}

/* ---- events ---- */

static const char *const event_kinds[] = {
	"enter", "move", "capture", "bonus", "bonus-lost", "block-formed",
	"block-broken", "extra-turn", "penalty", "home", "finished", "taken",
	"game-over",
};

PASA_API const char *
pasa_event_kind_name(int kind)
{
	if (kind < 0 || (size_t)kind >= sizeof event_kinds /
	    sizeof event_kinds[0])
		return NULL;
	return event_kinds[kind];
}
