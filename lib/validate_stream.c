/*
 * validate on a stream, one line at a time (see validate_stream.h for
 * what it promises: the diagnostics of a file, as soon as each line is).
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "validate_stream.h"

enum {
	VS_TAGS,	/* no turn line yet: the game has not started */
	VS_PLAYING,	/* its turns are checked as they come */
	VS_STOPPED,	/* not any more: refused, a syntax error, or it
			 * could not start */
	VS_OUT,		/* not selected: nothing of it is said */
};

int
vstream_wanted(const char *path)
{
	struct stat	st;

	if (strcmp(path, "-") == 0 ? fstat(STDIN_FILENO, &st) != 0 :
	    stat(path, &st) != 0)
		return 0;
	return S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode) ||
	    S_ISCHR(st.st_mode);
}

int
vstream_open(struct vstream *s, const char *path, const struct replay *rp,
    struct vcache *vc, const struct filter *f, struct filter_scratch *fs,
    int hold, struct diags *d)
{
	int	fd = STDIN_FILENO;

	memset(s, 0, sizeof *s);
	s->fd = -1;
	diags_init(&s->step);
	diags_init(&s->held);
	buf_init(&s->rules);
	/* What a file's reading says of a file it cannot open. */
	if (strcmp(path, "-") != 0 && (fd = s->fd = open(path, O_RDONLY)) ==
	    -1) {
		diags_add_whole(d, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
		    "cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	s->r = record_reader_fd(fd, path);
	s->rp = rp;
	s->vc = vc;
	s->filter = f;
	s->fs = fs;
	s->hold = hold;
	s->state = VS_TAGS;
	return 0;
}

void
vstream_free(struct vstream *s)
{
	if (s->have_play)
		play_end(&s->p);
	record_reader_free(s->r);
	if (s->fd != -1)
		close(s->fd);
	diags_free(&s->step);
	diags_free(&s->held);
	buf_free(&s->rules);
}

/*
 * The game's own: what a file's reading keeps of one game in one struct
 * diags, up to DIAGS_MAX, and what makes it invalid.
 */
static void
vstream_take(struct vstream *s, struct diags *from, size_t start)
{
	size_t	i;

	for (i = start; i < from->n; i++) {
		struct diag *e = &from->v[i];

		if (e->level == DIAG_ERROR) {
			s->error = 1;
			if (e->rule[0] != '\0' && s->ndiags < DIAGS_MAX) {
				buf_adds(&s->rules, e->rule);
				buf_addc(&s->rules, '\n');
			}
		}
		if (s->ndiags >= DIAGS_MAX) {
			s->dropped++;
			s->dropped_exit = exit_worse(s->dropped_exit,
			    diag_exit(e));
			free(e->file);
			free(e->variant);
			continue;
		}
		s->ndiags++;
		if (s->held.n == s->held.cap) {
			s->held.cap = s->held.cap ? s->held.cap * 2 : 8;
			s->held.v = xreallocarray(s->held.v, s->held.cap,
			    sizeof *s->held.v);
		}
		s->held.v[s->held.n++] = *e;
	}
	from->n = start;
}

/* Decided once its tags are all read: 1 when the game is selected. */
static int
vstream_select(struct vstream *s, const struct rgame *g)
{
	if (filter_game(s->filter, s->fs, g, &s->step))
		return 1;
	s->state = VS_OUT;
	return 0;
}

static void
vstream_begin(struct vstream *s, const struct rgame *g)
{
	if (game_begin(s->rp, s->vc, g, &s->p, &s->step)) {
		s->have_play = 1;
		s->state = VS_PLAYING;
	} else
		s->state = VS_STOPPED;
}

static void
vstream_turn(struct vstream *s, const struct turn_text *tt)
{
	const struct replay	*rp = s->rp;
	struct position		 before;
	struct turn		 t;
	struct events		 ev;

	events_init(&ev, 0);
	if (rp->turn != NULL)
		before = s->p.pos;
	if (play_turn(&s->p, tt, rp->explain, &t,
	    rp->turn != NULL && !rp->no_events ? &ev : NULL) != 0) {
		s->state = VS_STOPPED;
		return;
	}
	if (rp->turn != NULL)
		rp->turn(rp->arg, &s->p, &before, &t, &ev, tt);
}

static void
vstream_end(struct vstream *s, const struct rgame *g, struct diags *out)
{
	int	selected = s->state != VS_OUT;

	if (s->state == VS_TAGS && (selected = vstream_select(s, g)))
		vstream_begin(s, g);
	/* Every turn played: the Result tag, as a file's reading holds it. */
	if (s->state == VS_PLAYING) {
		s->p.played = g->nturns;
		game_result_check(&s->p, g);
	}
	vstream_take(s, &s->step, 0);
	s->read++;
	if (selected) {
		s->checked++;
		s->turns += g->nturns;
		s->invalid += s->error;
	}
	diags_move(out, &s->held);
	out->dropped += s->dropped;
	if (s->have_play)
		play_end(&s->p);
	s->have_play = 0;
	s->state = VS_TAGS;
	s->error = 0;
	s->ndiags = 0;
	s->dropped = 0;
}

int
vstream_next(struct vstream *s, struct diags *out)
{
	struct rgame	*g;
	size_t		 syntax;
	int		 rc;

	rc = record_next_line(s->r, &g, &s->step);
	switch (rc) {
	case RECORD_STEP_TURN:
		if (s->state == VS_TAGS && vstream_select(s, g))
			vstream_begin(s, g);
		if (s->state == VS_PLAYING)
			vstream_turn(s, &g->turns[g->nturns - 1]);
		break;
	case RECORD_STEP_ERROR:
		/* A file's reading says it after the game's other news:
		 * the tags' verdict, then the turns before it. */
		syntax = s->step.n - 1;
		if (s->state == VS_TAGS && vstream_select(s, g))
			s->state = VS_STOPPED;
		vstream_take(s, &s->step, syntax + 1);
		if (s->state == VS_OUT) {
			free(s->step.v[syntax].file);
			free(s->step.v[syntax].variant);
			s->step.n = syntax;
		} else
			s->state = VS_STOPPED;
		break;
	case RECORD_STEP_GAME:
		vstream_end(s, g, out);
		return 1;
	case 0:
	case -1:
		/* A read error: said at once, whatever is held. */
		vstream_take(s, &s->step, 0);
		diags_move(out, &s->held);
		return rc;
	default:
		break;
	}
	vstream_take(s, &s->step, 0);
	if (!(s->hold && s->state == VS_PLAYING))
		diags_move(out, &s->held);
	return 1;
}
