/* What the subcommands share: diagnostics out, variants in, game set-up. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"

static char			cleanup_path[PATH_MAX + 1];
static volatile sig_atomic_t	cleanup_armed;

static void
cleanup_signal(int sig)
{
	if (cleanup_armed)
		unlink(cleanup_path);
	signal(sig, SIG_DFL);
	raise(sig);
}

void
cmd_cleanup_on_signal(const char *path)
{
	static const int	 sigs[] = { SIGINT, SIGTERM, SIGHUP };
	struct sigaction	 sa;
	size_t			 i;

	cleanup_armed = 0;
	if (path == NULL || strlen(path) > PATH_MAX)
		return;
	memcpy(cleanup_path, path, strlen(path) + 1);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = cleanup_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
		struct sigaction old;

		/* A signal ignored on entry (nohup, a background job) stays
		 * ignored. */
		if (sigaction(sigs[i], NULL, &old) == 0 &&
		    old.sa_handler == SIG_IGN)
			continue;
		sigaction(sigs[i], &sa, NULL);
	}
	cleanup_armed = 1;
}

/* Opened the wrong way round, so that reading a closed stdin or writing
 * a closed stdout still fails as it did (EBADF), and is reported. */
void
cmd_std_fds(void)
{
	int	fd;

	for (fd = 0; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) == -1 && errno == EBADF &&
		    open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY) < 0)
			abort();
}

/* Set once by main() before the command runs, read by every message. */
static const struct cmd *current;

void
cmd_set_current(const struct cmd *c)
{
	current = c;
}

int
cmd_usage(const struct cmd *c)
{
	opt_usage(c, stderr);
	return EXIT_USAGE;
}

static void
prefix(FILE *f)
{
	if (current != NULL)
		fprintf(f, "pasa %s: ", current->name);
	else
		fputs("pasa: ", f);
}

void
cmd_warnx(const char *fmt, ...)
{
	struct buf	b, clean;
	va_list		ap;

	/* Arguments and file names may hold anything: escaped here. */
	buf_init(&b);
	buf_init(&clean);
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	buf_add_clean(&clean, buf_str(&b), b.len);
	prefix(stderr);
	fprintf(stderr, "%s\n", buf_str(&clean));
	buf_free(&b);
	buf_free(&clean);
}

void
cmd_diag_format(const struct diag *e, struct buf *b)
{
	struct diag	 copy;

	/* An option's text ("--position") is not a file: the problem is
	 * one of usage, said as the command says the others. */
	if (e->file != NULL && strncmp(e->file, "--", 2) != 0) {
		diag_format(e, b);
		return;
	}
	if (current != NULL)
		buf_printf(b, "pasa %s: ", current->name);
	else
		buf_adds(b, "pasa: ");
	if (e->file != NULL)
		buf_printf(b, "%s: ", e->file);
	if (e->level != DIAG_ERROR)
		buf_adds(b, e->level == DIAG_WARNING ? "warning: " : "note: ");
	/* The rest as the library words it: "error: " comes off. */
	copy = *e;
	copy.file = NULL;
	copy.level = DIAG_ERROR;
	{
		struct buf	t;
		const char	*s;

		buf_init(&t);
		diag_format(&copy, &t);
		s = buf_str(&t);
		if (strncmp(s, "pasa: error: ", 13) == 0)
			s += 13;
		buf_adds(b, s);
		buf_free(&t);
	}
}

int
cmd_diag_exit(const struct diag *e)
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
cmd_worse(int a, int b)
{
	return a > b ? a : b;
}

int
cmd_print_diags(const struct diags *d, FILE *f)
{
	struct buf	b;
	size_t		i;
	int		rc = EXIT_VALID;

	buf_init(&b);
	for (i = 0; i < d->n; i++) {
		buf_clear(&b);
		cmd_diag_format(&d->v[i], &b);
		fprintf(f, "%s\n", buf_str(&b));
		rc = cmd_worse(rc, cmd_diag_exit(&d->v[i]));
	}
	if (d->dropped > 0) {
		prefix(f);
		fprintf(f, "%zu more diagnostics not shown\n", d->dropped);
	}
	buf_free(&b);
	return rc;
}

long
cmd_number(const char *s, long max)
{
	char	*end;
	long	 v;

	errno = 0;
	if (*s < '0' || *s > '9')
		return -1;
	v = strtol(s, &end, 10);
	if (errno != 0 || *end != '\0' || v > max)
		return -1;
	return v;
}

int
cmd_count_option(const char *opt, const char *what, const char *arg, long min,
    long *out)
{
	long	v;

	if ((v = cmd_number(arg, 1000000000)) < min) {
		if (min > 0)
			cmd_warnx("%s wants %s from %ld, not '%s'", opt, what,
			    min, arg);
		else
			cmd_warnx("%s wants %s, not '%s'", opt, what, arg);
		return -1;
	}
	*out = v;
	return 0;
}

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
vcache_init(struct vcache *c)
{
	char	*inst;

	memset(c, 0, sizeof *c);
	pthread_mutex_init(&c->mu, NULL);
	vpath_init(&c->path);
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
 * A variant that failed is reported once per cache: once per run, or in
 * a worker's view once per block, so -j N says what -j 1 says.
 */
static struct variant *
vcache_lookup(struct vcache *c, const char *name, int user, struct diags *d)
{
	struct vcache	*store = c->shared != NULL ? c->shared : c;
	struct variant	*v;
	ssize_t		 i;
	size_t		 k, n;

	if ((i = vcache_find(c, name, user)) >= 0)
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
	if (c->shared != NULL) {
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
		size_t j;

		/* The tags that decide the game may be given only once. */
		for (j = 0; j < i; j++)
			if (strcmp(g->tags[j].name, t->name) == 0 &&
			    (strcmp(t->name, "Variant") == 0 ||
			    strcmp(t->name, "Setup") == 0 ||
			    strcmp(t->name, "Players") == 0)) {
				diag_ctx_add(&p->ctx, DIAG_ERROR, t->line,
				    t->col, NULL, "duplicate tag '%s' (first "
				    "on line %u)", t->name, g->tags[j].line);
				return -1;
			}
		if (p->opts.ntags < 32) {
			p->opts.tags_name[p->opts.ntags] = t->name;
			p->opts.tags_line[p->opts.ntags] = t->line;
			p->opts.tags_col[p->opts.ntags] = t->value_col;
			p->opts.tags_value[p->opts.ntags++] = t->value;
		}
		if (strcmp(t->name, "Players") == 0 && play_players(p, t) != 0)
			return -1;
		if (strcmp(t->name, "Setup") == 0)
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

int
cmd_colour_option(const char *arg)
{
	if (strcmp(arg, "auto") == 0)
		return COLOUR_AUTO;
	if (strcmp(arg, "always") == 0)
		return COLOUR_ALWAYS;
	if (strcmp(arg, "never") == 0)
		return COLOUR_NEVER;
	return -1;
}

/* auto: a terminal, unless NO_COLOR (no-color.org) is set and not empty. */
int
cmd_colour_wanted(int mode)
{
	const char	*nc;

	if (mode != COLOUR_AUTO)
		return mode == COLOUR_ALWAYS;
	nc = getenv("NO_COLOR");
	if (nc != NULL && *nc != '\0')
		return 0;
	return isatty(STDOUT_FILENO);
}

int
cmd_game_open(struct record_reader **r, struct rgame **g, const char *path,
    long game, struct diags *d)
{
	int	 n;

	size_t	 before = d->n;

	if (record_reader_open(r, path, d) != 0)
		return EXIT_SYSTEM;
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

/* The position after --ply turns of a game (all when ply < 0). */
int
cmd_game_position(struct play *p, struct vcache *vc, const char *vname,
    const char *path, long game, long ply, struct diags *d)
{
	struct record_reader	*r;
	struct rgame		*g;
	struct replay		 rp;
	struct at_ply		 a;
	int			 rc, started;

	if ((rc = cmd_game_open(&r, &g, path, game, d)) != EXIT_VALID)
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
			rc = cmd_worse(rc, cmd_diag_exit(&d->v[i]));
	} else if (ply >= 0 && a.have) {
		/* What comes after the wanted turn does not matter here. */
		diags_clear(d);
		p->pos = a.pos;
	} else if (ply > 0 && !diags_has_errors(d) && ply > a.n) {
		diags_add_whole(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "game %ld of '%s' has %ld turns, not %ld", game, path,
		    a.n, ply);
		rc = EXIT_USAGE;
	} else if (diags_has_errors(d))
		rc = EXIT_INVALID;
	record_reader_free(r);
	return rc;
}
