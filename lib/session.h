/*
 * The game session: variants by name (cached, shared by workers), a game
 * started from its tags and Setup, replayed turn by turn with a callback
 * for each legal turn.  Problems are diagnostics; nothing is printed.
 */
#ifndef PASA_SESSION_H
#define PASA_SESSION_H

#include <pthread.h>

#include "diag.h"
#include "engine.h"
#include "record.h"
#include "variant.h"

/*
 * Loaded variants by name, each loaded once per run.  Workers of -j N
 * each get a view of one shared cache: a variant is loaded once and
 * shared read-only.  One that cannot be loaded is tried once, and its
 * failure is reported to every game that names it, the same whatever N
 * and however the input is read.
 */
struct vcache {
	struct vpath	 path;
	struct vcache	*shared;	/* a view's store; NULL: owns all */
	pthread_mutex_t	 mu;
	struct {
		char		*name;
		int		 user;	/* from the command line: a path
					 * is allowed */
		struct variant	*v;	/* NULL: failed to load */
		struct diags	 why;	/* the store's: why it failed */
	}		*e;
	size_t		 n;
};
void	 vcache_init(struct vcache *);
/* With no directory to look in: the caller vpath_add()s to c->path (an
 * embedding program, where /proc/self/exe is not pasa). */
void	 vcache_init_empty(struct vcache *);
/* A worker's view of shared, which must outlive it. */
void	 vcache_init_view(struct vcache *, struct vcache *shared);
/* At a block's start: forgets the view's variants (kept in the store). */
void	 vcache_view_reset(struct vcache *);
void	 vcache_free(struct vcache *);
/* The variant or NULL, with its diagnostics added once.  _get takes what
 * the user typed (a name or a path); _get_tag a record's Variant tag,
 * which may only name a variant. */
struct variant *vcache_get(struct vcache *, const char *name, struct diags *);
struct variant *vcache_get_tag(struct vcache *, const char *name,
	    struct diags *);

/* Replaying one game: setup from the Setup tag or the variant. */
struct play {
	const struct variant	*v;
	const struct family	*fam;
	struct position		 pos;
	struct game_opts	 opts;
	struct diag_ctx		 ctx;
	char			*players_copy;
	struct engine_cache	 cache;		/* play_turn()'s, per game */
	size_t			 played;	/* game_replay()'s legal turns */
};
/* 0, or -1 with a diagnostic (bad Players/Setup tag). */
int	 play_start(struct play *, const struct variant *,
	    const struct rgame *, struct diags *, int strict);
void	 play_end(struct play *);
/*
 * One turn of text against p->pos.  0: it was legal, *t is the turn and
 * p->pos the position after it; ev (when not NULL) gets its events.  -1:
 * refused, p->pos unchanged, the reasons are diagnostics in p->ctx.diags
 * (with explain, also the position and the legal turns, as notes).
 */
int	 play_turn(struct play *, const struct turn_text *, int explain,
	    struct turn *t, struct events *ev);

/* Opens path and reads up to game number 'game' (from 1; 0 is 1) into *g,
 * which the reader owns.  EXIT_VALID, or an exit status with a diagnostic and
 * *r freed (a game with syntax errors is EXIT_INVALID). */
int	 session_game_open(struct record_reader **r, struct rgame **g,
	    const char *path, long game, struct diags *);
/*
 * The position after the first ply turns (all when ply < 0) of game number
 * game of the record at path, replayed under vname (or its Variant tag).
 * Game 0 is the first, with a warning when the record holds more.
 * EXIT_VALID with p set up, or the exit status the diagnostics call for.
 */
int	 session_game_position(struct play *, struct vcache *, const char *vname,
	    const char *path, long game, long ply, struct diags *);
/*
 * Where moves and render start: the text of --position under vname (its
 * diagnostics name the file "--position"; a bad text is EXIT_USAGE), or
 * else as session_game_position() for the record at path.
 */
int	 session_position(struct play *, struct vcache *, const char *vname,
	    const char *position, const char *path, long game, long ply,
	    struct diags *);

/* One game replayed turn by turn. */
struct replay {
	const char	*variant;	/* -v, or NULL for the Variant tag */
	int		 strict;
	int		 explain;
	void		*arg;
	/*
	 * After each legal turn, p->pos being the position after it.
	 * NULL: the caller reads only the position after the last legal
	 * turn (and p->played), and a family that can settle at the end
	 * what its check leaves out (pos_settle) checks each turn for its
	 * ruling only.
	 */
	void		(*turn)(void *arg, const struct play *p,
			    const struct position *before, const struct turn *,
			    const struct events *, const struct turn_text *);
	/* turn() never reads the events: it is passed none, and engines
	 * may skip making them. */
	int		 no_events;
	/* What of the events turn() never reads (struct events). */
	unsigned	 events_unwanted;
	/*
	 * The caller never reads the game's position after the replay:
	 * where turn() and explain do not either, only the rulings are
	 * wanted, and engines may leave out of the positions what no rule
	 * reads (the family's turn_check_cached()).
	 */
	int		 pos_unread;
};
/* The rules of game g: VNAME (-v) if given, else its Variant tag.  NULL
 * with the reason in d, placed at the tag (or the game's first line). */
const struct variant *game_variant(struct vcache *, const char *vname,
	    const struct rgame *, struct diags *);
/* Only the start of game_replay(): the variant (by -v or the Variant
 * tag) and play_start() from g's tags; g's turns are not read. */
int	 game_begin(const struct replay *, struct vcache *,
	    const struct rgame *, struct play *, struct diags *);
/* Replays g into p, which the caller play_end()s.  1 when the game could
 * start (p->v set), 0 when not; every problem is a diagnostic in d. */
/* After game_replay() played every turn of g: a warning in p's diagnostics
 * when g's Result tag says other than the turns do (lib/game_result.c). */
void	 game_result_check(struct play *, const struct rgame *);
int	 game_replay(const struct replay *, struct vcache *,
	    const struct rgame *, struct play *, struct diags *);

#endif
