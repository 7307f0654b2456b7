/*
 * The family-independent engine interface.
 *
 * cmd/ and compare talk only to this: a family (race games, Pasang Emas)
 * is one struct family whose functions take the rules it compiled from a
 * variant.  Positions and turns are fixed-size values, copied with
 * assignment, so checking a turn never allocates.
 *
 * Ownership: positions, turns, throws and events belong to the caller.
 * A struct turnlist owns its array; turnlist_free() releases it.
 */
#ifndef PASA_ENGINE_H
#define PASA_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "render.h"
#include "schema.h"
#include "util.h"

struct variant;
struct diag_ctx;

#define POSITION_BYTES	1024
#define TURN_BYTES	576

struct position {
	union {
		long double	 align;
		unsigned char	 b[POSITION_BYTES];
	} u;
};

struct turn {
	union {
		long double	 align;
		unsigned char	 b[TURN_BYTES];
	} u;
};

/*
 * What an engine may keep from one turn of a game to the next (the
 * occupancy of the board, say) so as not to work it out again: a memo
 * that names the position it describes, so a stale one is only unused.
 * The caller owns it, one per game being replayed, zeroed at the start.
 */
#define ENGINE_CACHE_BYTES	1536
struct engine_cache {
	union {
		long double	 align;
		unsigned char	 b[ENGINE_CACHE_BYTES];
	} u;
};

/* What was thrown: dice values, or one cowrie score; n == 0 for none. */
struct throw {
	int	 n;
	int	 v[4];
};

/*
 * How throws fall, for the statistics: dice whose faces are equally
 * likely, or cowrie shells each landing counted side up with chance
 * p_up, points[k] being the score of k shells counted.
 */
enum throw_model_kind { TM_NONE, TM_DICE, TM_COWRIES };
#define THROW_MODEL_MAX	9
struct throw_model {
	enum throw_model_kind kind;
	int	 dice;
	int	 faces[THROW_MODEL_MAX];
	int	 nfaces;
	int	 shells;
	double	 p_up;
	int	 points[THROW_MODEL_MAX];	/* shells + 1 scores */
};

/*
 * What a turn did, for replay and convert, in the record's own terms.
 * Places (from, to, at) are the family's: race progress along the side's
 * route (-1 the base), Pasang point index; family->place_format() writes
 * them as the notation does.  A field that does not apply is EVENT_NONE
 * (or -1 for sides and pieces).
 */
enum event_kind {
	EV_ENTER,		/* piece(s) of side entered: from, to */
	EV_MOVE,		/* piece(s) of side moved: from, to */
	EV_CAPTURE,		/* side captured piece of 'other' at 'at' */
	EV_BONUS,		/* bonus points earned */
	EV_BONUS_LOST,		/* points */
	EV_BLOCK_FORMED,	/* at */
	EV_BLOCK_BROKEN,
	EV_EXTRA_TURN,
	EV_PENALTY,		/* three doubles: piece sent back from 'at' */
	EV_HOME,		/* piece(s) reached home */
	EV_FINISHED,		/* side finished: rank */
	EV_TAKEN,		/* Pasang: Ka from, to; count stones of the
				 * line taken for points */
	EV_GAME_OVER,		/* side won (-1: a draw), other lost; Pasang:
				 * how = 1 none left, 2 suntuk */
};

#define EVENTS_MAX	32
#define EVENT_NONE	(-32768)
#define EVENT_LINE_MAX	10

struct event {
	enum event_kind	 kind;
	int		 side;		/* the side it concerns, or -1 */
	int		 other;		/* the side captured or beaten, or -1 */
	int		 piece, piece2;	/* pieces within their side from 0, -1 */
	int		 count;		/* pieces moved, stones taken */
	int		 from, to, at;	/* places */
	int		 points;
	int		 rank;
	int		 how;		/* EV_GAME_OVER: why */
	/* EV_ENTER, EV_MOVE: 1 when the piece(s) end where no opponent can
	 * capture them as the position then stands (a safe square, a
	 * private column, home, a block of their own); 0 when one can, or
	 * when the family does not tell (Pasang). */
	int		 safe;
	int		 phase;		/* Pasang: 1 opening, 2 Ka, 3 later */
	int		 axis;		/* Pasang: 0 along a rank, 1 a file */
	int		 colour;	/* Pasang: of the stones taken, 1 black,
					 * 2 white */
	int		 ka_colour;	/* Pasang, phase 2: the Ka's stone */
	signed char	 line[EVENT_LINE_MAX];	/* Pasang: points taken */
};

struct events {
	struct event	 v[EVENTS_MAX];
	int		 n;
	/*
	 * What of the events their reader never reads, for the engine to
	 * leave out: EVENTS_NO_SAFE, event.safe left 0 (convert writes no
	 * safe; working it out was 3-6% of its time on the dice variants).
	 * Set by events_init(), before the first turn.
	 */
	unsigned	 unwanted;
};
#define EVENTS_NO_SAFE	1u

static inline void
events_init(struct events *ev, unsigned unwanted)
{
	ev->n = 0;
	ev->unwanted = unwanted;
}

/*
 * An event whose every field is "none" (kind and side 0).  Here, not
 * behind a name in family.c, so that a copy of it compiles to stores of
 * constants (moves_events() adds most events of convert's turns).
 */
static const struct event event_none = {
	.other = -1, .piece = -1, .piece2 = -1,
	.count = EVENT_NONE, .from = EVENT_NONE, .to = EVENT_NONE,
	.at = EVENT_NONE, .points = EVENT_NONE, .rank = EVENT_NONE,
	.how = EVENT_NONE, .phase = EVENT_NONE, .axis = EVENT_NONE,
	.colour = EVENT_NONE, .ka_colour = EVENT_NONE,
};
/*
 * Appends an event of kind k for side, every other field "none"; NULL
 * when ev is NULL or full.  Inline: playing and reading a turn add most
 * events, and where nobody keeps them (validate) the NULL test is all
 * that is left.
 */
static inline struct event *
events_add(struct events *ev, enum event_kind k, int side)
{
	struct event	*e;

	if (ev == NULL || ev->n >= EVENTS_MAX)
		return NULL;
	e = &ev->v[ev->n++];
	*e = event_none;
	e->kind = k;
	e->side = side;
	return e;
}

struct turnlist {
	struct turn	*v;
	size_t		 n, cap;
};
void	 turnlist_init(struct turnlist *);
void	 turnlist_free(struct turnlist *);
void	 turnlist_clear(struct turnlist *);
struct turn *turnlist_push(struct turnlist *);

/* One turn line as read from a record, borrowed from the reader. */
struct turn_text {
	const char	*file;
	unsigned	 line;
	long		 number;	/* turn number written, -1 when none */
	unsigned	 number_col;
	const char	*side;		/* side token */
	size_t		 side_len;
	unsigned	 side_col;
	const char	*throw_;	/* throw token; NULL for families without */
	size_t		 throw_len;
	unsigned	 throw_col;
	const char	*moves;		/* move text, to the end of the line */
	size_t		 moves_len;
	unsigned	 moves_col;
};

/* Per-game options from the record's tags. */
struct game_opts {
	const char	*players[8];	/* Players tag split, or NULL/0 */
	int		 nplayers;
	const char	*tags_name[32];	/* every tag, for family options */
	const char	*tags_value[32];
	unsigned	 tags_line[32];	/* where each tag stands, for messages */
	unsigned	 tags_col[32];	/* column of its value */
	int		 ntags;
};

enum game_state {
	GAME_ON,		/* a side is to move */
	GAME_OVER,		/* finished by the rules */
	GAME_STALLED,		/* no turn can change the position any more */
};

#define POS_MARKS	16

struct family {
	const char		*name;		/* "race", "pasang" */
	const struct sfield	*schema;	/* family settings */
	size_t			 rules_size;
	/*
	 * How much of a struct position the family's positions use: a copy
	 * needs no more (replaying a record keeps the position before each
	 * turn for the commands that show it).  0: all of it.
	 */
	size_t			 pos_size;
	/* After schema_fill: boards, cross-field checks.  0 or -1. */
	int	(*rules_compile)(void *rules, struct variant *,
		    struct diags *);
	void	(*rules_release)(void *rules);
	/*
	 * What rules_compile works out from the settings alone, worked out
	 * again: compare reads turns under compiled rules with one setting
	 * swapped in from another variant.  NULL where nothing is.
	 */
	void	(*rules_derive)(void *rules);

	/* The start of a game: variant's initial position or a Setup tag. */
	int	(*setup)(const void *rules, struct position *,
		    const struct game_opts *, struct diag_ctx *);
	int	(*pos_parse)(const void *rules, struct position *,
		    const char *s, size_t len, struct diag_ctx *);
	void	(*pos_format)(const void *rules, const struct position *,
		    struct buf *);
	/*
	 * pos_format of pos, given text (len bytes), what pos_format or
	 * this wrote for prev: the same bytes, made faster by copying what
	 * did not change (convert writes a position after every turn).
	 * marks (POS_MARKS entries, marks[0] = 0 at first) is the caller's,
	 * kept from one call to the next: where text's parts start.
	 * text may lie in the buffer written to (convert reads the last
	 * position where it wrote it).  NULL: none.
	 */
	void	(*pos_format_next)(const void *rules,
		    const struct position *prev, const char *text, size_t len,
		    size_t *marks, const struct position *pos, struct buf *);
	/* 1 when a field of pos_format's text ("run=1") can change no
	 * ruling under these rules, so two variants' positions that differ
	 * only there have not parted (compare).  NULL: every field counts. */
	int	(*pos_field_inert)(const void *rules, const char *field,
		    size_t len);
	int	(*side_to_move)(const void *rules, const struct position *);
	const char *(*side_name)(const void *rules, int side);
	enum game_state (*state)(const void *rules, const struct position *);
	/* "yellow", "yellow green" (ranking), "south 80-40", or "*". */
	void	(*result)(const void *rules, const struct position *,
		    struct buf *);
	/* How many of result()'s first words name the winner together
	 * (a team: "green red"), any of which a Result tag may name
	 * alone.  NULL: one. */
	int	(*result_lead)(const void *rules, const struct position *);
	/* The rule id that says when a game is over, for what a replay
	 * says of a Result tag ("" when the variant cites none). */
	const char *(*end_source)(const void *rules);

	/* Throws: text form and a random throw for gen. */
	int	(*throw_parse)(const void *rules, const char *s, size_t len,
		    struct throw *);
	void	(*throw_format)(const void *rules, const struct throw *,
		    struct buf *);
	void	(*throw_random)(const void *rules, const struct position *,
		    struct rng *, struct throw *);
	/* The chances throw_random draws from (NULL: no throws). */
	void	(*throw_model)(const void *rules, struct throw_model *);

	/*
	 * Reads one turn line in the position: side, throw, moves.  Returns
	 * 0 when the turn is legal (*out holds it, with any warnings added),
	 * -1 when it is not: one error diagnostic, with its rule id, is added.
	 */
	int	(*turn_read)(const void *rules, const struct position *,
		    const struct turn_text *, struct turn *out,
		    struct diag_ctx *);
	void	(*turn_apply)(const void *rules, struct position *,
		    const struct turn *, struct events *);
	/*
	 * The same two with the game's cache (NULL: the family keeps
	 * none, use the two above): what they rule is the same.
	 */
	int	(*turn_read_cached)(const void *rules, struct engine_cache *,
		    const struct position *, const struct turn_text *,
		    struct turn *out, struct diag_ctx *);
	void	(*turn_apply_cached)(const void *rules,
		    struct engine_cache *, struct position *,
		    const struct turn *, struct events *);
	/*
	 * turn_read_cached() and, where the turn is legal, turn_apply_cached()
	 * of it with events (or none: NULL), in one call (NULL: the family
	 * has none, call the two).  Apart, the apply must make sure again
	 * that the position is the one the turn was read in.  Where a
	 * strict read's warnings would refuse the turn, call the two: this
	 * one applies what it reads.
	 */
	int	(*turn_step_cached)(const void *rules, struct engine_cache *,
		    struct position *, const struct turn_text *,
		    struct turn *out, struct events *, struct diag_ctx *);
	/*
	 * turn_step_cached() without events, for a caller that wants only
	 * the rulings of a game's turns, never its positions (validate):
	 * what of a position no rule of the variant reads may be left as it
	 * was (race: the ages of blocks where no limit reads them, R14, a
	 * tenth of validate's time with blocks), or asked only when a later
	 * ruling needs it (Pasang: whether the side to move can capture at
	 * all, a fifth).  Every turn of the game is checked so, or none;
	 * the cache may be unused (NULL: use turn_step_cached(), or the
	 * read and the apply).  A caller that reads only the final
	 * position may check so too where pos_settle() is not NULL.
	 */
	int	(*turn_check_cached)(const void *rules,
		    struct engine_cache *, struct position *,
		    const struct turn_text *, struct turn *out,
		    struct diag_ctx *);
	/*
	 * Makes a position that turn_check_cached() left, after the last
	 * turn checked, the one turn_step_cached() would have left, for a
	 * caller that reads only the game's final position (replay
	 * --final).  NULL where what the check left out cannot be made
	 * again (race: the ages); such a caller then steps every turn.
	 */
	void	(*pos_settle)(const void *rules, struct position *);
	/* Every legal turn for the throw (NULL: the family has none), in
	 * canonical order.  0, or -1 when the position is over. */
	int	(*turns_legal)(const void *rules, const struct position *,
		    const struct throw *, struct turnlist *);
	/* The canonical text of a turn line: "yellow 5-3: base/5 5/8". */
	void	(*turn_format)(const void *rules, const struct position *,
		    const struct turn *, struct buf *);
	/*
	 * The same with the game's cache as the turn's read and apply left
	 * it, which may spare the text a search's start (NULL: the family
	 * keeps none, use the one above).
	 */
	void	(*turn_format_cached)(const void *rules,
		    const struct engine_cache *, const struct position *,
		    const struct turn *, struct buf *);
	void	(*event_format)(const void *rules, const struct event *,
		    struct buf *);
	/* A place of an event as the notation writes it: "base", "40",
	 * "h3", "home"; "f6".  side: whose route it is on. */
	void	(*place_format)(const void *rules, int side, int place,
		    struct buf *);
	/* Draws a position as text or SVG (lib/render.h); NULL: cannot. */
	void	(*pos_render)(const void *rules, const struct position *,
		    const struct render_opts *, struct buf *);
	/*
	 * 1 when pos_format and turn_format write only side names and
	 * printable ASCII other than '"' and '\\': where the names need no
	 * escaping either, a JSON writer copies their text as it is.
	 */
	int	 plain_text;
};

/*
 * Where an engine's diagnostics go, and what they carry: the file and
 * variant name fill every diagnostic it adds.
 */
struct diag_ctx {
	struct diags	*diags;
	const char	*file;
	const char	*variant;
	int		 strict;	/* warnings become errors */
};
struct diag *diag_ctx_add(struct diag_ctx *, enum diag_level, unsigned line,
	    unsigned col, const char *rule, const char *fmt, ...)
	    __attribute__((format(printf, 6, 7)));

/* A tag's value, or NULL; *line and *col (may be NULL) say where. */
const char *game_opts_tag(const struct game_opts *, const char *name,
	    unsigned *line, unsigned *col);

const struct family *family_find(const char *name);
extern const struct family *const families[];	/* NULL-terminated, const */

#endif
