/*
 * An embedding program built against the installed pasa.h alone:
 *
 *	embed DIR games RECORD		checks RECORD game by game
 *	embed DIR live VARIANT [TAG=VALUE...] <LINES
 *					feeds each line of LINES to a live
 *					game and prints its verdict
 *
 * DIR is where the variants are.  tests/install/install.sh compares what
 * it prints with embed.out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pasa.h>

static void
print_diags(const pasa_diags *d)
{
	char	 line[1024];
	size_t	 i;

	for (i = 0; i < pasa_diags_count(d); i++) {
		struct pasa_diag e;

		pasa_diags_get(d, i, &e);
		pasa_diags_format(d, i, line, sizeof line);
		printf("  %s\n", line);
		/* The same, field by field. */
		if (e.rule[0] != '\0')
			printf("    rule %s at %u:%u, status %d\n", e.rule,
			    e.line, e.col, e.status);
	}
}

struct counts {
	size_t	 turns;
	size_t	 captures;
	char	 last[256];
};

static void
on_turn(void *arg, const struct pasa_turn_info *t)
{
	struct counts	*c = arg;
	size_t		 i;

	c->turns++;
	for (i = 0; i < t->nevents; i++)
		if (t->events[i].kind == PASA_EV_CAPTURE ||
		    t->events[i].kind == PASA_EV_TAKEN)
			c->captures++;
	pasa_position_format(t->after, c->last, sizeof c->last);
}

static int
games(pasa_ctx *ctx, const char *path)
{
	pasa_reader	*r;
	pasa_diags	*d = pasa_diags_new();
	const pasa_game	*g;
	FILE		*fp;
	int		 n, rc, bad = 0;

	if ((fp = fopen(path, "r")) == NULL || d == NULL ||
	    pasa_reader_new_file(&r, fp, "games.txt") != PASA_OK)
		return 4;
	while ((n = pasa_reader_next(r, &g, d)) > 0) {
		struct counts c = { 0 };

		rc = pasa_check_game(ctx, g, NULL, 0, on_turn, &c, d);
		printf("game %zu (line %u, %s): %s, %zu of %zu turns, "
		    "%zu captures\n", pasa_game_index(g), pasa_game_line(g),
		    pasa_game_tag(g, "Variant") != NULL ?
		    pasa_game_tag(g, "Variant") : "no Variant tag",
		    rc == PASA_OK ? "valid" : pasa_strerror(rc), c.turns,
		    pasa_game_turns(g), c.captures);
		if (c.turns > 0)
			printf("  position: %s\n", c.last);
		print_diags(d);
		bad |= rc != PASA_OK;
		pasa_diags_clear(d);
	}
	pasa_reader_free(r);
	fclose(fp);
	pasa_diags_free(d);
	return n < 0 ? 4 : bad;
}

static int
live(pasa_ctx *ctx, const char *name, char **tagv, int ntag)
{
	const pasa_variant	*v;
	const struct pasa_event	*ev;
	pasa_live		*g;
	pasa_diags		*d = pasa_diags_new();
	pasa_turns		*legal;
	const char		*tags[2 * 8 + 1];
	char			 line[4096], pos[1024];
	size_t			 i, n;
	int			 k, rc;

	if (d == NULL || ntag > 8)
		return 2;
	if (pasa_variant_load(ctx, name, &v, d) != PASA_OK) {
		print_diags(d);
		return 3;
	}
	for (k = 0; k < ntag; k++) {
		char *eq = strchr(tagv[k], '=');

		if (eq == NULL)
			return 2;
		*eq = '\0';
		tags[2 * k] = tagv[k];
		tags[2 * k + 1] = eq + 1;
	}
	tags[2 * ntag] = NULL;
	if (pasa_live_new(&g, v, "live", tags, 0, d) != PASA_OK) {
		print_diags(d);
		return 1;
	}
	printf("%s, %s to move\n", pasa_variant_name(v),
	    pasa_position_side(pasa_live_position(g)));
	while (fgets(line, sizeof line, stdin) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		rc = pasa_live_turn(g, line, d);
		printf("%s -> %s\n", line, rc == PASA_OK ? "legal" :
		    pasa_strerror(rc));
		if (rc == PASA_OK) {
			printf("  as %s\n", pasa_live_last(g));
			n = pasa_live_events(g, &ev);
			for (i = 0; i < n; i++)
				printf("  event %s: %s\n",
				    pasa_event_kind_name(ev[i].kind),
				    ev[i].text);
		}
		print_diags(d);
		pasa_diags_clear(d);
		if (pasa_position_side(pasa_live_position(g)) == NULL) {
			printf("game over\n");
			continue;
		}
		if (pasa_legal_turns(pasa_live_position(g), NULL, &legal,
		    d) == PASA_OK) {
			printf("  %s to move, %zu legal turns, first %s\n",
			    pasa_position_side(pasa_live_position(g)),
			    pasa_turns_count(legal),
			    pasa_turns_count(legal) > 0 ?
			    pasa_turns_get(legal, 0) : "none");
			pasa_turns_free(legal);
		}
		print_diags(d);
		pasa_diags_clear(d);
	}
	pasa_position_format(pasa_live_position(g), pos, sizeof pos);
	printf("%zu legal turns played; position %s\n", pasa_live_count(g),
	    pos);
	pasa_live_free(g);
	pasa_diags_free(d);
	return 0;
}

int
main(int argc, char **argv)
{
	pasa_ctx	*ctx;
	int		 rc;

	if (argc < 4)
		return 2;
	if (strcmp(pasa_version(), PASA_VERSION_STRING) != 0) {
		printf("header %s, library %s\n", PASA_VERSION_STRING,
		    pasa_version());
		return 1;
	}
	if (pasa_ctx_new(&ctx, argv[1]) != PASA_OK)
		return 4;
	if (strcmp(argv[2], "games") == 0)
		rc = games(ctx, argv[3]);
	else if (strcmp(argv[2], "live") == 0)
		rc = live(ctx, argv[3], argv + 4, argc - 4);
	else
		rc = 2;
	pasa_ctx_free(ctx);
	return rc;
}
