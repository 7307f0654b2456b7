/* Random legal games, reproducible by seed (lib/gen.h). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "gen.h"
#include "variant_int.h"

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
char *
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
 * Whether the Variant tag gen writes leads validate back to the file
 * the games were made by: -v dir/house.yaml writes "house", which finds
 * dir/house.yaml only when dir is on the lookup path.  Otherwise a note
 * says how to check the games, rather than leaving validate's "unknown
 * variant" (or, worse, another file of that name) to be found later.
 */
void
gen_tag_check(const struct vpath *p, const char *vname, const char *tag,
    const struct variant *v, struct diags *d)
{
	struct diags	 none;
	struct buf	 shown;
	char		*found, *a = NULL, *b = NULL;
	int		 same;

	if (!variant_is_path(vname) || v->path == NULL)
		return;
	/* As the records hold it. */
	buf_init(&shown);
	tag_value_add(&shown, tag);
	diags_init(&none);
	found = variant_file_find(p, tag, NULL, 0, &none);
	diags_free(&none);
	same = found != NULL && (a = realpath(found, NULL)) != NULL &&
	    (b = realpath(v->path, NULL)) != NULL && strcmp(a, b) == 0;
	if (found == NULL)
		diags_add(d, DIAG_NOTE, DK_VARIANT, NULL, 0, 0, NULL,
		    "the games name [Variant \"%s\"], which is no variant "
		    "on the lookup path: check them with -v %s, or put its "
		    "directory on PASA_VARIANTS", buf_str(&shown), vname);
	else if (!same)
		diags_add(d, DIAG_NOTE, DK_VARIANT, NULL, 0, 0, NULL,
		    "the games name [Variant \"%s\"], which the lookup path "
		    "finds as '%s', another file: check them with -v %s",
		    buf_str(&shown), found, vname);
	buf_free(&shown);
	free(found);
	free(a);
	free(b);
}

/*
 * --bias FACE=P, for testing pasa stats: each die shows FACE with chance
 * P and each other face with an equal share of the rest.  The throw is
 * drawn afresh from the game's stream, so a biased game is its own game.
 */
static void
bias_throw(const struct gen_opts *o, const struct throw_model *m,
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
bias_check(const struct gen_opts *o, const struct variant *v,
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
int
gen_game(const struct gen_opts *o, const struct variant *v, long index,
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
		events_init(&ev, 0);
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
