/*
 * Inside convert's JSON reader: what lib/convert_json.c (reading JSON
 * values from the stream, within a game's limits) and
 * lib/convert_json_game.c (a game's values checked and written as text)
 * share.  Not for other modules; convert.h is the interface.
 */
#ifndef PASA_CONVERT_JSON_INT_H
#define PASA_CONVERT_JSON_INT_H

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "convert.h"

#define JSONIN_READ	(64 * 1024)

enum jtype { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ };

struct jv {
	enum jtype	 type;
	char		*s;		/* string, number text, or "true" */
	size_t		 len;
	struct jv	*v;		/* array items or member values */
	char		**k;		/* member names */
	size_t		 n, cap;
	unsigned	 line, col;
};

struct jsonin {
	FILE		*fp;
	char		*name;
	unsigned char	 rb[JSONIN_READ];
	size_t		 rpos, rlen;
	int		 eof;
	unsigned	 line, col;
	int		 started;	/* the top level is known */
	int		 array;		/* a JSON array, not JSON Lines */
	int		 done;
	size_t		 games;		/* games written */
	size_t		 used;		/* bytes of the current game */
	size_t		 mem;		/* bytes kept of it */
	int		 turnless;	/* last game written had tags only */
	unsigned	 turnless_line;
	struct diags	*d;
	int		 failed;
	/*
	 * The game's turns as text lines, how many, and what reading them
	 * found: warnings, then the first error (after which the rest are
	 * only read).  jsonin_game() reports them where the turns are checked.
	 */
	struct buf	 ttext;
	size_t		 nturns;
	int		 tseen;		/* the game's "turns" member was read */
	struct diags	 twarn;
	int		 terr;
	struct diag	 terr_at;
	/* Values of a JSON array or of JSON Lines that are not games: the
	 * first few are reported, the others counted, the last kept. */
	size_t		 not_games;
	unsigned	 ng_line, ng_col;
	int		 ng_said;
};
/* What a value is to the conversion: its members are kept by it. */
enum jrole {
	JR_ANY,		/* kept whole */
	JR_GAME,	/* a game: its turns are read one at a time */
	JR_TURN,	/* a turn: only what text holds is kept */
};

void	 jsonin_value_free(struct jv *);
/* Reports an error at line:col, the first only; -1. */
int	 jsonin_error(struct jsonin *, unsigned line, unsigned col,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/*
 * Counts n more bytes kept of the game, refused (-1, reported) before
 * they are allocated when they would take it over JSONIN_MAX_MEMORY.
 */
int	 jsonin_keep(struct jsonin *, size_t n);
/* Whether name is one of the NULL-terminated list.  Inline: the reader
 * asks it of every member name (an external call cost 2%). */
static inline int
jsonin_known(const char *name, const char *const *list)
{
	for (; *list != NULL; list++)
		if (strcmp(name, *list) == 0)
			return 1;
	return 0;
}

/* The next byte without whitespace, not taken; -1 at the end. */
int	 jsonin_space(struct jsonin *);
/* The next byte, taken and counted; -1 at the end. */
int	 jsonin_get(struct jsonin *);
/* A value into v, or read and dropped when v is NULL. */
int	 jsonin_value(struct jsonin *, struct jv *v, int depth, enum jrole);
/* A value into v; with skip, read and checked only. */
int	 jsonin_value_kept(struct jsonin *, struct jv *v, int depth, int skip,
	    enum jrole);

/*
 * A game's "turns" array, at its '[': each turn read, checked and
 * written as a text line to j->ttext, or what is wrong kept for
 * jsonin_game().  0, or -1 when the game cannot go on.
 */
int	 jsonin_turns(struct jsonin *, struct jv *v, int depth);
/* A game's tree (its turns already taken) written as text to out; 0, or
 * -1 when it is refused (reported). */
int	 jsonin_game(struct jsonin *, const struct jv *game, struct buf *out);

#endif
