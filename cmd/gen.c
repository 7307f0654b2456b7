/* pasa gen: random legal games, reproducible by seed. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"

static int gen_main(const struct cli *, int, char **);

enum { O_SEED = OPT_ID_FIRST, O_GAMES, O_PLAYERS, O_MAX_PLIES, O_BIAS };

static const struct opt gen_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "the rules of the games (required: there is no record)", NULL },
	{ "seed", 0, O_SEED, OPT_ARG, "N", NULL,
	    "the random seed: the same seed, the same games (default: 1)",
	    NULL },
	{ "games", 0, O_GAMES, OPT_ARG, "K", NULL,
	    "how many games (default: 1)", NULL },
	{ "players", 0, O_PLAYERS, OPT_ARG, "SIDE,SIDE...", NULL,
	    "the sides that play (default: the variant's)", NULL },
	{ "max-plies", 0, O_MAX_PLIES, OPT_ARG, "N", NULL,
	    "stop a game after N turns (default: 10000)", NULL },
	{ "bias", 0, O_BIAS, OPT_ARG, "FACE=P", NULL,
	    "for tests: load the dice, FACE coming up with chance P", NULL },
	OPT_TABLE_END,
};

const struct cmd cmd_gen = {
	.name = "gen",
	.usage = "pasa gen -v VARIANT [--seed N] [--games K] "
	    "[--players SIDE,SIDE...]\n"
	    "                [--max-plies N] [--bias FACE=P]",
	.summary = "write random legal games as records",
	.opts = gen_opts,
	.run = gen_main,
};

struct gopts {
	uint64_t	 seed;
	long		 games;
	long		 max_plies;
	const char	*players;
	char		*tag;		/* the Variant tag's value */
	int		 bias_face;	/* 0: fair dice */
	double		 bias_p;
};

/* A tag value as the record reader reads it back: quote and backslash
 * escaped; a control character, which no tag may hold, as '?'. */
static void
tag_value_add(struct buf *b, const char *s)
{
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			buf_addc(b, '\\');
		buf_addc(b, c < 0x20 || c == 0x7f ? '?' : (char)c);
	}
}

/*
 * The name the variant was loaded by, so validate finds it again: -v
 * NAME gives NAME, -v dir/house.yaml gives house; only a file whose name
 * is no variant name falls back to its name: field.
 */
static char *
gen_tag_name(const char *vname, const struct variant *v)
{
	const char	*base = strrchr(vname, '/');
	size_t		 len;
	char		*s;

	if (variant_name_ok(vname))
		return xstrdup(vname);
	base = base != NULL ? base + 1 : vname;
	len = strlen(base);
	if (len > 5 && strcmp(base + len - 5, ".yaml") == 0)
		len -= 5;
	s = xstrndup(base, len);
	if (variant_name_ok(s))
		return s;
	free(s);
	return xstrdup(v->name);
}

/*
 * --bias FACE=P, for testing pasa stats: each die shows FACE with chance
 * P and each other face with an equal share of the rest.  The throw is
 * drawn afresh from the game's stream, so a biased game is its own game.
 */
static void
bias_throw(const struct gopts *o, const struct throw_model *m,
    struct rng *rng, struct throw *th)
{
	double	 u;
	int	 i, k;

	for (i = 0; i < th->n; i++) {
		u = (double)(rng_next(rng) >> 11) * 0x1p-53;
		if (u < o->bias_p) {
			th->v[i] = o->bias_face;
			continue;
		}
		k = (int)rng_below(rng, (uint32_t)m->nfaces - 1);
		if (m->faces[k] == o->bias_face)
			k = m->nfaces - 1;
		th->v[i] = m->faces[k];
	}
}

/* The model when --bias can apply to v, after checking FACE; -1 if not. */
static int
bias_check(const struct gopts *o, const struct variant *v,
    struct throw_model *m, struct diags *d)
{
	int	 i;

	memset(m, 0, sizeof *m);
	if (o->bias_face == 0)
		return 0;
	if (v->family->throw_model != NULL)
		v->family->throw_model(v->rules, m);
	if (m->kind != TM_DICE || m->nfaces < 2) {
		diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "--bias needs a variant thrown with dice (%s is not)",
		    v->name);
		return -1;
	}
	for (i = 0; i < m->nfaces; i++)
		if (m->faces[i] == o->bias_face)
			return 0;
	diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
	    "--bias: %s's dice have no face %d", v->name, o->bias_face);
	return -1;
}

/* One game into out; the Result tag needs the end, so the text waits. */
static int
gen_game(const struct gopts *o, const struct variant *v, long index,
    struct buf *out, struct diags *d)
{
	const struct family	*fam = v->family;
	struct game_opts	 opts;
	struct diag_ctx		 ctx;
	struct position		 pos;
	struct turnlist		 l;
	struct throw		 th;
	struct events		 ev;
	struct buf		 moves, line, players;
	struct rng		 rng;
	struct throw_model	 model;
	char			*list = NULL, *tok, *save = NULL, *s;
	long			 ply;
	int			 i, side;

	memset(&opts, 0, sizeof opts);
	memset(&ctx, 0, sizeof ctx);
	ctx.diags = d;
	ctx.variant = v->name;
	if (bias_check(o, v, &model, d) != 0)
		return -1;
	buf_init(&players);
	if (o->players != NULL) {
		list = xstrdup(o->players);
		for (s = list; (tok = strtok_r(s, ", ", &save)) != NULL;
		    s = NULL) {
			if ((side = variant_side(v, tok, strlen(tok))) < 0 ||
			    opts.nplayers == 8) {
				diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0,
				    NULL, "unknown side '%s' in --players "
				    "(%s has %s...)", tok, v->name,
				    v->players[0]);
				free(list);
				buf_free(&players);
				return -1;
			}
			opts.players[opts.nplayers++] = v->players[side];
		}
		free(list);
		if (opts.nplayers == 0) {
			diags_add(d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
			    "--players names no side");
			buf_free(&players);
			return -1;
		}
	} else
		for (i = 0; i < v->nplayers && i < v->max_players; i++)
			opts.players[opts.nplayers++] = v->players[i];
	for (i = 0; i < opts.nplayers; i++) {
		if (i > 0)
			buf_addc(&players, ' ');
		tag_value_add(&players, opts.players[i]);
	}
	if (fam->setup(v->rules, &pos, &opts, &ctx) != 0) {
		buf_free(&players);
		return -1;
	}

	/* Each game has its own stream, so game K does not depend on J. */
	rng_seed(&rng, o->seed * UINT64_C(0x9e3779b97f4a7c15) +
	    (uint64_t)index);
	turnlist_init(&l);
	buf_init(&moves);
	buf_init(&line);
	for (ply = 0; ply < o->max_plies &&
	    fam->state(v->rules, &pos) == GAME_ON; ply++) {
		fam->throw_random(v->rules, &pos, &rng, &th);
		if (o->bias_face != 0)
			bias_throw(o, &model, &rng, &th);
		turnlist_clear(&l);
		if (fam->turns_legal(v->rules, &pos, &th, &l) != 0 ||
		    l.n == 0)
			break;
		i = (int)rng_below(&rng, (uint32_t)l.n);
		buf_clear(&line);
		fam->turn_format(v->rules, &pos, &l.v[i], &line);
		buf_printf(&moves, "%ld. %s\n", ply + 1, buf_str(&line));
		ev.n = 0;
		fam->turn_apply(v->rules, &pos, &l.v[i], &ev);
	}
	buf_clear(&line);
	fam->result(v->rules, &pos, &line);
	buf_printf(out, "[Event \"pasa gen\"]\n[Round \"%ld\"]\n"
	    "[Variant \"", index + 1);
	tag_value_add(out, o->tag);
	buf_printf(out, "\"]\n[Players \"%s\"]\n[Seed \"%" PRIu64 "\"]\n"
	    "[Result \"%s\"]\n\n%s", buf_str(&players), o->seed,
	    buf_str(&line), buf_str(&moves));
	buf_free(&moves);
	buf_free(&line);
	buf_free(&players);
	turnlist_free(&l);
	return 0;
}

static int
gen_main(const struct cli *io, int argc, char **argv)
{
	const char	*vname = NULL;
	struct optparse	 op;
	struct gopts	 o;
	struct vcache	 vc;
	struct diags	 d;
	struct variant	*v;
	struct buf	 out;
	long		 i, n;
	int		 ch, rc = EXIT_VALID;

	memset(&o, 0, sizeof o);
	o.seed = 1;
	o.games = 1;
	o.max_plies = 10000;
	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) != OPT_DONE) {
		switch (ch) {
		case OPT_HELP:
			return EXIT_VALID;
		case OPT_BAD:
			return cli_usage(io);
		case 'v':
			vname = op.arg;
			break;
		case O_SEED:
			if ((n = cli_number(op.arg, 2000000000L)) < 0) {
				cli_warnx(io, "--seed wants a number, not '%s'",
				    op.arg);
				return cli_usage(io);
			}
			o.seed = (uint64_t)n;
			break;
		case O_GAMES:
			if ((o.games = cli_number(op.arg, 100000000L)) < 0) {
				cli_warnx(io,
				    "--games wants a number, not '%s'",
				    op.arg);
				return cli_usage(io);
			}
			break;
		case O_MAX_PLIES:
			if ((o.max_plies = cli_number(op.arg, 100000L)) < 1) {
				cli_warnx(io,
				    "--max-plies wants a number from 1 "
				    "to 100000, not '%s'", op.arg);
				return cli_usage(io);
			}
			break;
		case O_PLAYERS:
			o.players = op.arg;
			break;
		case O_BIAS: {
			char	*end;
			long	 face = strtol(op.arg, &end, 10);

			if (end == op.arg || *end != '=' || face < 1 ||
			    face > 99 || (o.bias_p = strtod(end + 1, &end),
			    *end != '\0') || !(o.bias_p > 0 && o.bias_p < 1)) {
				cli_warnx(io,
				    "--bias wants FACE=P with P between "
				    "0 and 1, as 6=0.25, not '%s'", op.arg);
				return cli_usage(io);
			}
			o.bias_face = (int)face;
			break;
		}
		}
	}
	if (vname == NULL || op.optind != argc) {
		cli_warnx(io, vname == NULL ? "needs -v VARIANT" :
		    "takes no file arguments");
		return cli_usage(io);
	}
	vcache_init(&vc);
	diags_init(&d);
	buf_init(&out);
	if ((v = vcache_get(&vc, vname, &d)) == NULL)
		rc = cli_print_diags(io, &d);
	else
		o.tag = gen_tag_name(vname, v);
	for (i = 0; v != NULL && i < o.games; i++) {
		buf_clear(&out);
		if (gen_game(&o, v, i, &out, &d) != 0) {
			rc = exit_worse(EXIT_USAGE, cli_print_diags(io, &d));
			break;
		}
		if (i > 0)
			putchar('\n');
		fwrite(out.s, 1, out.len, stdout);
		if (ferror(stdout))
			break;
	}
	buf_free(&out);
	diags_free(&d);
	free(o.tag);
	vcache_free(&vc);
	return rc;
}
