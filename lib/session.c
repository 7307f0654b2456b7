/*
 * The game session: variants looked up and cached by name, a game started
 * from its tags and Setup, and replayed turn by turn.  What every command
 * that plays a record shares; what an embedding program calls.
 */
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "session.h"

/*
 * The installed variants sit at ../share/pasa/variants from the binary, so
 * a tree installed under any DESTDIR or PREFIX finds its own, and a binary
 * built in the source tree finds the source's; the configured directory
 * is the fallback.
 */
static char *
installed_variants(void)
{
	/* Installed layout first, then a binary in the source tree's build/. */
	static const char *const rel[] = { "../share/pasa/variants",
	    "../variants" };
	char	 exe[4096], *slash;
	ssize_t	 n;
	size_t	 i;
	struct buf b;

	n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n <= 0 || (size_t)n >= sizeof exe - 1)
		return xstrdup(PASA_SHAREDIR);
	exe[n] = '\0';
	if ((slash = strrchr(exe, '/')) == NULL)
		return xstrdup(PASA_SHAREDIR);
	*slash = '\0';
	buf_init(&b);
	for (i = 0; i < sizeof rel / sizeof rel[0]; i++) {
		buf_clear(&b);
		buf_printf(&b, "%s/%s", exe, rel[i]);
		if (access(b.s, R_OK) == 0) {
			/* Messages say where pasa looked: say it plainly. */
			char *real = realpath(b.s, NULL);

			if (real != NULL) {
				buf_free(&b);
				return real;
			}
			return b.s;
		}
	}
	buf_free(&b);
	return xstrdup(PASA_SHAREDIR);
}

void
vcache_init_empty(struct vcache *c)
{
	memset(c, 0, sizeof *c);
	pthread_mutex_init(&c->mu, NULL);
	vpath_init(&c->path);
}

void
vcache_init(struct vcache *c)
{
	char	*inst;

	vcache_init_empty(c);
	inst = installed_variants();
	vpath_default(&c->path, getenv("PASA_VARIANTS"), inst);
	free(inst);
}

void
vcache_init_view(struct vcache *c, struct vcache *shared)
{
	memset(c, 0, sizeof *c);
	pthread_mutex_init(&c->mu, NULL);
	vpath_init(&c->path);
	c->shared = shared;
}

static void
vcache_drop(struct vcache *c)
{
	size_t	i;

	for (i = 0; i < c->n; i++) {
		free(c->e[i].name);
		if (c->shared == NULL)
			variant_free(c->e[i].v);
		diags_free(&c->e[i].why);
	}
	free(c->e);
	c->e = NULL;
	c->n = 0;
}

void
vcache_view_reset(struct vcache *c)
{
	if (c->shared != NULL)
		vcache_drop(c);
}

void
vcache_free(struct vcache *c)
{
	vcache_drop(c);
	vpath_free(&c->path);
	pthread_mutex_destroy(&c->mu);
}

static void
diags_copy(struct diags *to, const struct diags *from)
{
	size_t	i;

	for (i = 0; i < from->n; i++) {
		const struct diag *e = &from->v[i];
		struct diag *n = diags_add(to, e->level, e->kind, e->file,
		    e->line, e->col, e->rule[0] != '\0' ? e->rule : NULL, "%s",
		    e->msg);

		if (n != NULL && e->variant != NULL)
			diag_set_variant(n, e->variant);
	}
}

#define VCACHE_MAX_FAILED	256

static ssize_t
vcache_find(const struct vcache *c, const char *name, int user)
{
	size_t	i;

	/* A name means the same whoever gave it; a path only from -v. */
	for (i = 0; i < c->n; i++)
		if (strcmp(c->e[i].name, name) == 0 &&
		    (c->e[i].user == user || variant_name_ok(name)))
			return (ssize_t)i;
	return -1;
}

/* The entry for name, loading it once; the caller holds c->mu. */
static size_t
vcache_load(struct vcache *c, const char *name, int user)
{
	ssize_t	i;

	if ((i = vcache_find(c, name, user)) >= 0)
		return (size_t)i;
	c->e = xreallocarray(c->e, c->n + 1, sizeof *c->e);
	memset(&c->e[c->n], 0, sizeof c->e[c->n]);
	c->e[c->n].name = xstrdup(name);
	c->e[c->n].user = user;
	diags_init(&c->e[c->n].why);
	if (user)
		variant_load(&c->e[c->n].v, name, &c->path, &c->e[c->n].why);
	else
		variant_load_name(&c->e[c->n].v, name, &c->path,
		    &c->e[c->n].why);
	return c->n++;
}

/*
 * A variant that failed is reported to every game that names it, so what
 * is said of a game does not depend on the blocks a file is cut into, on
 * -j, or on a pipe being read a line at a time.  Its failure is kept in
 * the store (its load tried once), never in a worker's view.
 */
static struct variant *
vcache_lookup(struct vcache *c, const char *name, int user, struct diags *d)
{
	struct vcache	*store = c->shared != NULL ? c->shared : c;
	struct variant	*v;
	ssize_t		 i;
	size_t		 k, n;

	if ((i = vcache_find(c, name, user)) >= 0 && c->e[i].v != NULL)
		return c->e[i].v;
	pthread_mutex_lock(&store->mu);
	n = store->n;
	k = vcache_load(store, name, user);
	v = store->e[k].v;
	diags_copy(d, &store->e[k].why);
	/* Names that fail are kept only so many: records may hold any. */
	if (v == NULL && store->n > n && n >= VCACHE_MAX_FAILED) {
		store->n--;
		free(store->e[k].name);
		diags_free(&store->e[k].why);
	}
	pthread_mutex_unlock(&store->mu);
	if (c->shared != NULL && v != NULL) {
		c->e = xreallocarray(c->e, c->n + 1, sizeof *c->e);
		memset(&c->e[c->n], 0, sizeof c->e[c->n]);
		c->e[c->n].name = xstrdup(name);
		c->e[c->n].user = user;
		c->e[c->n].v = v;
		diags_init(&c->e[c->n].why);
		c->n++;
	}
	return v;
}

struct variant *
vcache_get(struct vcache *c, const char *name, struct diags *d)
{
	return vcache_lookup(c, name, 1, d);
}

struct variant *
vcache_get_tag(struct vcache *c, const char *name, struct diags *d)
{
	return vcache_lookup(c, name, 0, d);
}

static int
play_players(struct play *p, const struct rtag *tag)
{
	char	*s, *tok, *save = NULL;
	int	 side;

	/* A second tag would add its sides to the first and leak its copy. */
	if (p->players_copy != NULL) {
		diag_ctx_add(&p->ctx, DIAG_ERROR, tag->line, tag->col, NULL,
		    "duplicate Players tag");
		return -1;
	}
	p->players_copy = xstrdup(tag->value);
	for (s = p->players_copy; (tok = strtok_r(s, " ,\t", &save)) != NULL;
	    s = NULL) {
		if (p->opts.nplayers == 8) {
			diag_ctx_add(&p->ctx, DIAG_ERROR, tag->line,
			    tag->value_col, NULL, "too many sides in Players "
			    "tag");
			return -1;
		}
		side = variant_side(p->v, tok, strlen(tok));
		if (side < 0) {
			diag_ctx_add(&p->ctx, DIAG_ERROR, tag->line,
			    tag->value_col, NULL, "unknown side '%s' in "
			    "Players tag", tok);
			return -1;
		}
		p->opts.players[p->opts.nplayers++] = p->v->players[side];
	}
	if (p->opts.nplayers == 0) {
		diag_ctx_add(&p->ctx, DIAG_ERROR, tag->line, tag->value_col,
		    NULL, "the Players tag names no side");
		return -1;
	}
	return 0;
}

int
play_start(struct play *p, const struct variant *v, const struct rgame *g,
    struct diags *d, int strict)
{
	const struct rtag	*setup = NULL;
	size_t			 i;

	memset(p, 0, sizeof *p);
	p->v = v;
	p->fam = v->family;
	p->ctx.diags = d;
	p->ctx.file = g->file;
	p->ctx.variant = v->name;
	p->ctx.strict = strict;
	for (i = 0; i < g->ntags; i++) {
		const struct rtag *t = &g->tags[i];
		int players = strcmp(t->name, "Players") == 0;
		int is_setup = !players && strcmp(t->name, "Setup") == 0;
		size_t j;

		/* The tags that decide the game may be given only once:
		 * only those are looked for earlier in the game. */
		if (players || is_setup || strcmp(t->name, "Variant") == 0)
			for (j = 0; j < i; j++)
				if (strcmp(g->tags[j].name, t->name) == 0) {
					diag_ctx_add(&p->ctx, DIAG_ERROR,
					    t->line, t->col, NULL, "duplicate "
					    "tag '%s' (first on line %u)",
					    t->name, g->tags[j].line);
					return -1;
				}
		if (p->opts.ntags < 32) {
			p->opts.tags_name[p->opts.ntags] = t->name;
			p->opts.tags_line[p->opts.ntags] = t->line;
			p->opts.tags_col[p->opts.ntags] = t->value_col;
			p->opts.tags_value[p->opts.ntags++] = t->value;
		}
		if (players && play_players(p, t) != 0)
			return -1;
		if (is_setup)
			setup = t;
	}
	if (setup != NULL) {
		size_t before = d->n;

		if (p->fam->pos_parse(v->rules, &p->pos, setup->value,
		    strlen(setup->value), &p->ctx) != 0) {
			/* The engine knows what is wrong, the reader where. */
			for (i = before; i < d->n; i++)
				if (d->v[i].line == 0) {
					d->v[i].line = setup->line;
					d->v[i].col = setup->value_col;
				}
			return -1;
		}
		return 0;
	}
	return p->fam->setup(v->rules, &p->pos, &p->opts, &p->ctx);
}

void
play_end(struct play *p)
{
	free(p->players_copy);
	p->players_copy = NULL;
}

static int
sort_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The position and the legal turns, as notes after the error. */
#ifdef __GNUC__
__attribute__((noinline, cold))
#endif
static void
explain_turn(struct play *p, const struct turn_text *tt, struct diags *d)
{
	struct turnlist	 l;
	struct throw	 th;
	struct buf	 b;
	char		**lines;
	size_t		 i;

	buf_init(&b);
	p->fam->pos_format(p->v->rules, &p->pos, &b);
	diags_add(d, DIAG_NOTE, DK_RECORD, tt->file, tt->line, 1, NULL,
	    "position before the turn: %s", buf_str(&b));
	memset(&th, 0, sizeof th);
	if (tt->throw_ != NULL && p->fam->throw_parse(p->v->rules, tt->throw_,
	    tt->throw_len, &th) != 0) {
		buf_free(&b);
		return;
	}
	turnlist_init(&l);
	if (p->fam->turns_legal(p->v->rules, &p->pos, &th, &l) == 0) {
		lines = xcalloc(l.n + 1, sizeof *lines);
		for (i = 0; i < l.n; i++) {
			buf_clear(&b);
			p->fam->turn_format(p->v->rules, &p->pos, &l.v[i], &b);
			lines[i] = xstrdup(buf_str(&b));
		}
		qsort(lines, l.n, sizeof *lines, sort_strings);
		diags_add(d, DIAG_NOTE, DK_RECORD, tt->file, tt->line, 1, NULL,
		    "%zu legal turns for this throw%s", l.n, l.n ? ":" : "");
		for (i = 0; i < l.n; i++) {
			if (i == 20) {
				diags_add(d, DIAG_NOTE, DK_RECORD, tt->file,
				    tt->line, 1, NULL, "... and %zu more",
				    l.n - 20);
				break;
			}
			diags_add(d, DIAG_NOTE, DK_RECORD, tt->file, tt->line,
			    1, NULL, "  %s", lines[i]);
		}
		for (i = 0; i < l.n; i++)
			free(lines[i]);
		free(lines);
	}
	turnlist_free(&l);
	buf_free(&b);
}

int
play_turn(struct play *p, const struct turn_text *tt, int explain,
    struct turn *t, struct events *ev)
{
	struct diags	*d = p->ctx.diags;
	size_t		 before = d->n;

	/*
	 * Read and applied in one where nothing strict needs a look between
	 * the two: the apply then need not make sure that the position is
	 * the one read (some thirty instructions a turn of convert).
	 */
	if (!p->ctx.strict && p->fam->turn_step_cached != NULL &&
	    p->fam->turn_read_cached != NULL) {
		if (p->fam->turn_step_cached(p->v->rules, &p->cache, &p->pos,
		    tt, t, ev, &p->ctx) == 0)
			return 0;
		if (explain)
			explain_turn(p, tt, d);
		return -1;
	}
	if ((p->fam->turn_read_cached != NULL ?
	    p->fam->turn_read_cached(p->v->rules, &p->cache, &p->pos, tt, t,
	    &p->ctx) :
	    p->fam->turn_read(p->v->rules, &p->pos, tt, t, &p->ctx)) != 0 ||
	    (p->ctx.strict && diags_has_errors(d) && d->n > before)) {
		if (explain)
			explain_turn(p, tt, d);
		return -1;
	}
	if (ev != NULL)
		ev->n = 0;
	if (p->fam->turn_apply_cached != NULL)
		p->fam->turn_apply_cached(p->v->rules, &p->cache, &p->pos, t,
		    ev);
	else
		p->fam->turn_apply(p->v->rules, &p->pos, t, ev);
	return 0;
}

/*
 * play_turn() for game_replay()'s validate loop, where no events are kept
 * and nothing is strict: the family's two calls and nothing else; cached,
 * both through the game's cache; step, the two in the family's one call;
 * check, that one for the rulings only.
 */
static inline int
turn_quick(struct play *p, int cached, int step, int check,
    const struct turn_text *tt, struct turn *t)
{
	const void	*rules = p->v->rules;

	if (check)
		return p->fam->turn_check_cached(rules, &p->cache, &p->pos,
		    tt, t, &p->ctx) != 0 ? -1 : 0;
	if (step)
		return p->fam->turn_step_cached(rules, &p->cache, &p->pos, tt,
		    t, NULL, &p->ctx) != 0 ? -1 : 0;
	if (cached) {
		if (p->fam->turn_read_cached(rules, &p->cache, &p->pos, tt, t,
		    &p->ctx) != 0)
			return -1;
		p->fam->turn_apply_cached(rules, &p->cache, &p->pos, t, NULL);
		return 0;
	}
	if (p->fam->turn_read(rules, &p->pos, tt, t, &p->ctx) != 0)
		return -1;
	p->fam->turn_apply(rules, &p->pos, t, NULL);
	return 0;
}

const struct variant *
game_variant(struct vcache *vc, const char *vname, const struct rgame *g,
    struct diags *d)
{
	const struct variant	*v;
	const struct rtag	*tag;
	const char		*name;
	size_t			 i, before;

	tag = rgame_find_tag(g, "Variant");
	name = vname != NULL ? vname : tag != NULL ? tag->value : NULL;
	if (name == NULL) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, g->file, g->line, 1, NULL,
		    "no Variant tag and no -v option: cannot tell the rules");
		return NULL;
	}
	before = d->n;
	/* A record names its variant; only -v may give a file. */
	v = vname != NULL ? vcache_get(vc, name, d) :
	    vcache_get_tag(vc, name, d);
	if (v == NULL)
		for (i = before; i < d->n; i++)
			if (d->v[i].file == NULL) {
				d->v[i].file = xstrdup(g->file);
				d->v[i].line = vname != NULL ? g->line :
				    tag->line;
				d->v[i].col = vname != NULL ? 1 :
				    tag->value_col;
			}
	return v;
}

int
game_begin(const struct replay *rp, struct vcache *vc, const struct rgame *g,
    struct play *p, struct diags *d)
{
	const struct variant	*v;
	size_t			 i, before = d->n;

	/* p is cleared where the game stops here; play_start() clears it
	 * too, once a game (the struct is large). */
	if ((v = game_variant(vc, rp->variant, g, d)) == NULL) {
		memset(p, 0, sizeof *p);
		return 0;
	}
	if (play_start(p, v, g, d, rp->strict) != 0) {
		for (i = before; i < d->n; i++)
			if (d->v[i].line == 0) {
				d->v[i].line = g->line;
				d->v[i].col = 1;
			}
		play_end(p);
		p->v = NULL;
		return 0;
	}
	return 1;
}

int
game_replay(const struct replay *rp, struct vcache *vc, const struct rgame *g,
    struct play *p, struct diags *d)
{
	struct position		 before_pos;
	struct turn		 t;
	struct events		 ev;
	size_t			 i;

	if (!game_begin(rp, vc, g, p, d))
		return 0;
	if (rp->turn == NULL && !p->ctx.strict &&
	    (p->fam->turn_read_cached != NULL) ==
	    (p->fam->turn_apply_cached != NULL)) {
		/*
		 * validate's loop: no position kept, no events, no strict
		 * check, so play_turn()'s bookkeeping and its call a turn
		 * are left out.
		 */
		int	 cached = p->fam->turn_read_cached != NULL;
		int	 step = cached && p->fam->turn_step_cached != NULL;
		/*
		 * Checked for the rulings only where no position is read,
		 * or only the last, which the family can then settle.  An
		 * explanation shows the position before the refused turn.
		 */
		int	 settle = !rp->pos_unread &&
			     p->fam->pos_settle != NULL;
		int	 check = (rp->pos_unread || settle) && !rp->explain &&
			     p->fam->turn_check_cached != NULL;

		for (i = 0; i < g->nturns; i++)
			if (turn_quick(p, cached, step, check, &g->turns[i],
			    &t) != 0) {
				if (rp->explain)
					explain_turn(p, &g->turns[i],
					    p->ctx.diags);
				break;
			}
		p->played = i;
		/* The result needs the end settled even where no other
		 * position is read: one call a game. */
		if (check && p->fam->pos_settle != NULL)
			p->fam->pos_settle(p->v->rules, &p->pos);
		game_result_check(p, g);
		return 1;
	}
	/*
	 * The position before each turn, for the callback: its family's
	 * part copied, not the whole struct (a tenth of a turn's cost in
	 * convert); the rest stays as zero as the game's position keeps it.
	 */
	memset(&before_pos, 0, sizeof before_pos);
	events_init(&ev, rp->events_unwanted);
	for (i = 0; i < g->nturns; i++) {
		const struct turn_text *tt = &g->turns[i];

		if (rp->turn != NULL)
			memcpy(&before_pos, &p->pos, p->fam->pos_size != 0 ?
			    p->fam->pos_size : sizeof before_pos);
		/* Without a reader for them, no events: engines may then
		 * reuse what turn_read found. */
		if (play_turn(p, tt, rp->explain, &t,
		    rp->turn != NULL && !rp->no_events ? &ev : NULL) != 0)
			break;
		if (rp->turn != NULL)
			rp->turn(rp->arg, p, &before_pos, &t, &ev, tt);
	}
	p->played = i;
	game_result_check(p, g);
	return 1;
}

int
session_game_open(struct record_reader **r, struct rgame **g, const char *path,
    long game, struct diags *d)
{
	int	 n;

	size_t	 before = d->n;

	if (record_reader_open(r, path, d) != 0)
		return EXIT_SYSTEM;
	if (game == 0)
		game = 1;
	while ((n = record_next_game(*r, g, d)) > 0) {
		if ((long)(*g)->index == game)
			break;
		/* Another game's syntax errors are not this game's. */
		while (d->n > before) {
			d->n--;
			free(d->v[d->n].file);
			free(d->v[d->n].variant);
		}
	}
	if (n > 0 && (*g)->errors == 0)
		return EXIT_VALID;
	if (n == 0)
		diags_add_whole(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "'%s' has no game %ld", path, game);
	record_reader_free(*r);
	*r = NULL;
	return n < 0 ? EXIT_SYSTEM : n == 0 ? EXIT_USAGE : EXIT_INVALID;
}

/* Where the replay should stop: the position after 'ply' turns. */
struct at_ply {
	long		 ply;
	long		 n;
	int		 have;
	struct position	 pos;
};

static void
at_ply_turn(void *arg, const struct play *p, const struct position *before,
    const struct turn *t, const struct events *ev, const struct turn_text *tt)
{
	struct at_ply	*a = arg;

	(void)t;
	(void)ev;
	(void)tt;
	if (a->n == 0 && a->ply == 0) {
		a->pos = *before;
		a->have = 1;
	}
	if (++a->n == a->ply) {
		a->pos = p->pos;
		a->have = 1;
	}
}

/*
 * Nothing silent: a record of several games, no game asked for, gives its
 * first and says so.  Only the next game is read to tell, so a large
 * corpus costs one game more, not the whole file.
 */
static void
note_more_games(struct record_reader *r, const char *path, struct diags *d)
{
	struct diags	 other;	/* another game's errors are not this one's */
	struct rgame	*g;

	diags_init(&other);
	if (record_next_game(r, &g, &other) > 0)
		diags_add_whole(d, DIAG_WARNING, DK_USAGE, path, 0, 0, NULL,
		    "the record holds more than one game: this is game 1 "
		    "(--game N picks another)");
	diags_free(&other);
}

/* The position after --ply turns of a game (all when ply < 0). */
int
session_game_position(struct play *p, struct vcache *vc, const char *vname,
    const char *path, long game, long ply, struct diags *d)
{
	struct record_reader	*r;
	struct rgame		*g;
	struct replay		 rp;
	struct at_ply		 a;
	int			 rc, started;

	if ((rc = session_game_open(&r, &g, path, game, d)) != EXIT_VALID)
		return rc;
	memset(&rp, 0, sizeof rp);
	memset(&a, 0, sizeof a);
	a.ply = ply;
	rp.variant = vname;
	rp.arg = &a;
	rp.turn = at_ply_turn;
	started = game_replay(&rp, vc, g, p, d);
	if (!started) {
		rc = EXIT_INVALID;
		for (size_t i = 0; i < d->n; i++)
			rc = exit_worse(rc, diag_exit(&d->v[i]));
	} else if (ply >= 0 && a.have) {
		/* What comes after the wanted turn does not matter here. */
		diags_clear(d);
		p->pos = a.pos;
	} else if (ply > 0 && !diags_has_errors(d) && ply > a.n) {
		diags_add_whole(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "game %ld of '%s' has %ld turns, not %ld",
		    game > 0 ? game : 1, path,
		    a.n, ply);
		rc = EXIT_USAGE;
	} else if (diags_has_errors(d))
		rc = EXIT_INVALID;
	if (game == 0 && rc == EXIT_VALID)
		note_more_games(r, path, d);
	record_reader_free(r);
	return rc;
}

int
session_position(struct play *p, struct vcache *vc, const char *vname,
    const char *position, const char *path, long game, long ply,
    struct diags *d)
{
	const struct variant	*v;
	int			 rc = EXIT_VALID;

	memset(p, 0, sizeof *p);
	if (position == NULL)
		return session_game_position(p, vc, vname, path, game, ply, d);
	if ((v = vcache_get(vc, vname, d)) == NULL) {
		for (size_t i = 0; i < d->n; i++)
			rc = exit_worse(rc, diag_exit(&d->v[i]));
		return rc;
	}
	p->v = v;
	p->fam = v->family;
	p->ctx.diags = d;
	p->ctx.file = "--position";
	p->ctx.variant = v->name;
	if (p->fam->pos_parse(v->rules, &p->pos, position, strlen(position),
	    &p->ctx) != 0)
		return EXIT_USAGE;
	return EXIT_VALID;
}

