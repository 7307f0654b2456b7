/*
 * pasa simulate's runner (lib/stats_sim.c, sim_run): what a failed
 * worker said is printed once, whichever thread played the game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cli.h"
#include "stats.h"
#include "variant.h"

static size_t
count(const char *s, const char *what)
{
	size_t	n = 0;

	while ((s = strstr(s, what)) != NULL) {
		n++;
		s += strlen(what);
	}
	return n;
}

/* A game that cannot be set up (here: ludo asking for more players than
 * its sides) fails every worker alike: the problem is said once. */
static void
check_failed_worker(struct vpath *vp, int jobs)
{
	static const struct cmd	 sim = { .name = "simulate", .usage = "" };
	struct variant		*v = NULL;
	struct sim_opts		 o;
	struct stats		 st;
	struct diags		 d;
	struct cli		 io;
	char			*err = NULL;
	size_t			 nerr = 0;
	long			 written = 0;
	int			 rc;

	diags_init(&d);
	if (variant_load(&v, "variants/ludo.yaml", vp, &d) != 0) {
		CHECK(0, "ludo loads");
		diags_free(&d);
		return;
	}
	v->min_players = v->max_players = v->nplayers + 1;
	memset(&io, 0, sizeof io);
	io.cmd = &sim;
	io.out = stdout;
	if ((io.err = open_memstream(&err, &nerr)) == NULL)
		abort();
	memset(&o, 0, sizeof o);
	o.seed = 1;
	o.games = jobs;
	o.max_plies = 10;
	o.jobs = jobs;
	stats_init(&st, v);
	rc = sim_run(&io, &o, v, &st, NULL, NULL, &written);
	fclose(io.err);
	CHECK(rc != EXIT_VALID, "-j %d: a game that cannot start fails the "
	    "run (%d)", jobs, rc);
	CHECK(count(err, "players cannot play") == 1,
	    "-j %d: the failed set-up is said once: %s", jobs, err);
	stats_free(&st);
	free(err);
	variant_free(v);
	diags_free(&d);
}

int
main(void)
{
	struct vpath	vp;

	vpath_init(&vp);
	vpath_add(&vp, "variants");
	check_failed_worker(&vp, 1);
	check_failed_worker(&vp, 3);
	vpath_free(&vp);
	return CHECK_DONE();
}
