/*
 * libpasa: replay and check recorded Pachisi-family and Pasang Emas games
 * through rule variants written in YAML.  The one installed header; the
 * manual is pasa(3).
 *
 * Conventions:
 * - Every name is prefixed pasa_ (PASA_ for macros).  Handles are opaque.
 * - Functions that can fail return an int: PASA_OK (0) or a negative
 *   PASA_E* code (pasa_strerror() names it); constructors return the
 *   handle through their first argument.  Functions returning a pointer
 *   return NULL on bad arguments.
 * - Problems with the input (records, turn lines, variant files, bad
 *   arguments) are added as diagnostics to a caller-owned pasa_diags; a
 *   NULL pasa_diags is allowed and drops them.  The library never prints,
 *   never exits, and never aborts on bad input (only when memory runs out).
 * - Ownership: each _new has its _free; what a function returns as const
 *   belongs to the handle it came from, valid as the comment says.
 * - Threads: a pasa_ctx, a reader, a live game and a diagnostics list are
 *   each used by one thread at a time; a loaded variant is read-only and
 *   may be shared by threads while its context lives.
 */
#ifndef PASA_H
#define PASA_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define PASA_API	__attribute__((visibility("default")))
#else
#define PASA_API
#endif

#define PASA_VERSION_MAJOR	0
#define PASA_VERSION_MINOR	1
#define PASA_VERSION_PATCH	0
#define PASA_VERSION_STRING	"0.1.0"
/* MAJOR * 10000 + MINOR * 100 + PATCH, for #if. */
#define PASA_VERSION_NUMBER	(PASA_VERSION_MAJOR * 10000 + \
	    PASA_VERSION_MINOR * 100 + PASA_VERSION_PATCH)

/* The version of the library linked, "0.1.0". */
PASA_API const char *pasa_version(void);

/* Return codes. */
#define PASA_OK		  0
#define PASA_EINVAL	(-1)	/* a bad argument: NULL, a bad flag */
#define PASA_EINVALID	(-2)	/* the game or turn breaks a rule or the
				 * notation (diagnostics say which) */
#define PASA_EVARIANT	(-3)	/* the variant cannot be found or loaded */
#define PASA_EIO	(-4)	/* reading failed */
#define PASA_EOVER	(-5)	/* the game is over: no side is to move */
PASA_API const char *pasa_strerror(int code);

/* ---- diagnostics ---- */

typedef struct pasa_diags pasa_diags;

#define PASA_NOTE	0
#define PASA_WARNING	1
#define PASA_ERROR	2

/* What a diagnostic calls for: the pasa tool's exit statuses. */
#define PASA_STATUS_VALID	0
#define PASA_STATUS_INVALID	1	/* a record is invalid */
#define PASA_STATUS_USAGE	2	/* bad arguments */
#define PASA_STATUS_VARIANT	3	/* a variant cannot be loaded */
#define PASA_STATUS_SYSTEM	4	/* I/O or system error */

/* One diagnostic; the strings belong to the list and live until it is
 * cleared or freed. */
struct pasa_diag {
	int		 level;		/* PASA_NOTE, PASA_WARNING, PASA_ERROR */
	int		 status;	/* PASA_STATUS_*: what it calls for */
	const char	*file;		/* NULL for a whole-run problem */
	unsigned	 line;		/* 1-based, 0 when unknown */
	unsigned	 col;		/* 1-based, 0 when unknown */
	const char	*rule;		/* "C18", "R3", ... or "" when none */
	const char	*variant;	/* NULL when none applies */
	const char	*message;
};

/* NULL when out of memory. */
PASA_API pasa_diags *pasa_diags_new(void);
PASA_API void	 pasa_diags_free(pasa_diags *);
PASA_API void	 pasa_diags_clear(pasa_diags *);
PASA_API size_t	 pasa_diags_count(const pasa_diags *);
/* Entries past a cap (thousands) are counted here instead of kept. */
PASA_API size_t	 pasa_diags_dropped(const pasa_diags *);
PASA_API int	 pasa_diags_get(const pasa_diags *, size_t i,
		    struct pasa_diag *out);
/* Entry i on one line as the pasa tool prints it,
 * "FILE:LINE:COL: error: message (rule C18) [variant]", into buf (always
 * NUL-terminated when size > 0).  Returns the length of the whole text,
 * as snprintf does, or a negative PASA_E* code. */
PASA_API int	 pasa_diags_format(const pasa_diags *, size_t i, char *buf,
		    size_t size);
/* The worst PASA_STATUS_* of the errors in the list; PASA_STATUS_VALID
 * when there is none. */
PASA_API int	 pasa_diags_status(const pasa_diags *);

/* ---- variants ---- */

/* Where variants are looked up by name, and the variants loaded. */
typedef struct pasa_ctx pasa_ctx;
typedef struct pasa_variant pasa_variant;

/* The directory of the variants installed with the library. */
PASA_API const char *pasa_share_dir(void);
/*
 * path: the directories to look in, separated by ':'; NULL means each
 * directory of $PASA_VARIANTS, then pasa_share_dir().
 */
PASA_API int	 pasa_ctx_new(pasa_ctx **out, const char *path);
/* Frees the context and every variant loaded through it. */
PASA_API void	 pasa_ctx_free(pasa_ctx *);
/* Looks in dir after the directories already there. */
PASA_API int	 pasa_ctx_add_dir(pasa_ctx *, const char *dir);
PASA_API size_t	 pasa_ctx_dir_count(const pasa_ctx *);
PASA_API const char *pasa_ctx_dir(const pasa_ctx *, size_t i);

/*
 * A variant by name ("ludo") on the context's path, loaded once and kept
 * by the context (*out lives as long as it).  PASA_EVARIANT, with
 * diagnostics, when it cannot be found or its file (or one it extends)
 * has errors.
 */
PASA_API int	 pasa_variant_load(pasa_ctx *, const char *name,
		    const pasa_variant **out, pasa_diags *);
/* The same from the file at path; variants it extends are looked up
 * beside it, then on the path. */
PASA_API int	 pasa_variant_load_file(pasa_ctx *, const char *path,
		    const pasa_variant **out, pasa_diags *);
PASA_API const char *pasa_variant_name(const pasa_variant *);
PASA_API const char *pasa_variant_title(const pasa_variant *);
/* "race" or "pasang". */
PASA_API const char *pasa_variant_family(const pasa_variant *);
/* The sides in turn order; side i's name, NULL past the last. */
PASA_API int	 pasa_variant_sides(const pasa_variant *);
PASA_API const char *pasa_variant_side_name(const pasa_variant *, int i);

/* ---- positions and turns ---- */

typedef struct pasa_position pasa_position;

/* text NULL: the variant's start position; else a position as
 * pasa_position_format() writes it.  Diagnostics name the file
 * "<position>". */
PASA_API int	 pasa_position_new(pasa_position **out, const pasa_variant *,
		    const char *text, pasa_diags *);
PASA_API int	 pasa_position_dup(pasa_position **out,
		    const pasa_position *);
PASA_API void	 pasa_position_free(pasa_position *);
PASA_API const pasa_variant *pasa_position_variant(const pasa_position *);
/* The position as text, as a Setup tag holds it; snprintf's return. */
PASA_API int	 pasa_position_format(const pasa_position *, char *buf,
		    size_t size);
/* The side to move, or NULL when the game is over. */
PASA_API const char *pasa_position_side(const pasa_position *);
#define PASA_GAME_ON		0
#define PASA_GAME_OVER		1	/* finished by the rules */
#define PASA_GAME_STALLED	2	/* no turn can change the position */
PASA_API int	 pasa_position_state(const pasa_position *);
/* The result as a Result tag writes it ("yellow", "south 80-40", "*"). */
PASA_API int	 pasa_position_result(const pasa_position *, char *buf,
		    size_t size);

/* Legal turns, each as the text of a turn line. */
typedef struct pasa_turns pasa_turns;
/*
 * Every legal turn for the throw, as canonical turn lines ("yellow 5-3:
 * base/5 5/8"), sorted, each once: what `pasa moves` prints.  throw_text
 * is the throw as a record writes it; NULL for variants without throws.
 * PASA_EOVER when no side is to move.
 */
PASA_API int	 pasa_legal_turns(const pasa_position *, const char *throw_text,
		    pasa_turns **out, pasa_diags *);
PASA_API size_t	 pasa_turns_count(const pasa_turns *);
PASA_API const char *pasa_turns_get(const pasa_turns *, size_t i);
PASA_API void	 pasa_turns_free(pasa_turns *);

/* ---- events: what a turn did ---- */

#define PASA_EV_ENTER		0	/* side's piece(s) entered: from, to */
#define PASA_EV_MOVE		1	/* side's piece(s) moved: from, to */
#define PASA_EV_CAPTURE		2	/* side took other's piece at 'at' */
#define PASA_EV_BONUS		3	/* points earned */
#define PASA_EV_BONUS_LOST	4	/* points */
#define PASA_EV_BLOCK_FORMED	5	/* at */
#define PASA_EV_BLOCK_BROKEN	6
#define PASA_EV_EXTRA_TURN	7
#define PASA_EV_PENALTY		8	/* third double: piece back from 'at' */
#define PASA_EV_HOME		9	/* piece(s) reached home */
#define PASA_EV_FINISHED	10	/* side finished: rank */
#define PASA_EV_TAKEN		11	/* Pasang: count stones taken */
#define PASA_EV_GAME_OVER	12	/* side won (-1: a draw): how */
#define PASA_NONE		(-32768)	/* a number that does not apply */

#define PASA_EVENT_TEXT_MAX	95
#define PASA_PLACE_TEXT_MAX	16

/*
 * Places (from, to, at) are the family's numbers: progress along the
 * side's route for race games (-1 the base), a point index for Pasang
 * Emas; the _text fields hold them as the notation writes them ("base",
 * "40", "home"; "f6").  A side or piece that does not apply is -1, any
 * other number PASA_NONE (its text "").
 *
 * The library hands out arrays of this struct, so within the soname
 * libpasa.so.0 its size (PASA_EVENT_SIZE) and the offset of every member
 * stay as they are: a program built with an older pasa.h steps through
 * the array with the size it knows.  A new member takes its room from
 * the end of text, whose string never fills it (pasa(3), Events).
 */
struct pasa_event {
	int	 kind;		/* PASA_EV_* */
	int	 side;		/* the side it concerns (index), or -1 */
	int	 other;		/* the side captured or beaten, or -1 */
	int	 piece, piece2;	/* pieces within their side from 0, or -1 */
	int	 count;		/* pieces moved, stones taken */
	int	 from, to, at;	/* places */
	int	 points;
	int	 rank;		/* PASA_EV_FINISHED */
	int	 how;		/* PASA_EV_GAME_OVER, Pasang: 1 no stone
				 * left, 2 suntuk */
	char	 from_text[PASA_PLACE_TEXT_MAX];
	char	 to_text[PASA_PLACE_TEXT_MAX];
	char	 at_text[PASA_PLACE_TEXT_MAX];
	/* As `pasa replay` words it: "red captures green on 40". */
	char	 text[PASA_EVENT_TEXT_MAX];
	/* PASA_EV_ENTER, PASA_EV_MOVE: 1 when the piece(s) ended where no
	 * opponent can capture them as the position then stands (a safe
	 * square, their own home column, home, a block of their own), else
	 * 0; 0 for every other kind and in Pasang Emas.  It sits where
	 * text's last byte was, which was always 0. */
	unsigned char safe;
};
#define PASA_EVENT_SIZE	(12 * sizeof(int) + 3 * PASA_PLACE_TEXT_MAX + 96)

/* "capture", "move", ...; NULL for a kind that is none of PASA_EV_*. */
PASA_API const char *pasa_event_kind_name(int kind);

/* ---- records ---- */

typedef struct pasa_reader pasa_reader;
typedef struct pasa_game pasa_game;

/* Games from fp, which the caller keeps open and closes after
 * pasa_reader_free(); name is the file name diagnostics give. */
PASA_API int	 pasa_reader_new_file(pasa_reader **out, FILE *fp,
		    const char *name);
/* Games from len bytes at buf, which must outlive the reader. */
PASA_API int	 pasa_reader_new_buffer(pasa_reader **out, const void *buf,
		    size_t len, const char *name);
PASA_API void	 pasa_reader_free(pasa_reader *);
/*
 * The next game: 1 with *game set (valid until the next call), 0 at the
 * end, PASA_EIO.  Syntax errors are added to the diagnostics; the game is
 * returned all the same, and pasa_check_game() then refuses it.
 */
PASA_API int	 pasa_reader_next(pasa_reader *, const pasa_game **game,
		    pasa_diags *);
/* Game number in the file (from 1), its first line, its turn lines. */
PASA_API size_t	 pasa_game_index(const pasa_game *);
PASA_API unsigned pasa_game_line(const pasa_game *);
PASA_API size_t	 pasa_game_turns(const pasa_game *);
/* The value of a tag, or NULL. */
PASA_API const char *pasa_game_tag(const pasa_game *, const char *name);

/* ---- checking ---- */

#define PASA_STRICT	0x1	/* warnings count as errors */
#define PASA_EXPLAIN	0x2	/* a refused turn's diagnostics are followed
				 * by notes: the position, the legal turns */

/* One legal turn of a game being checked; valid during the call. */
struct pasa_turn_info {
	size_t			 index;		/* from 0 */
	unsigned		 line;		/* in the record */
	const char		*text;		/* canonical turn line */
	const pasa_position	*before;
	const pasa_position	*after;
	const struct pasa_event	*events;
	size_t			 nevents;
};
typedef void	(*pasa_turn_fn)(void *arg, const struct pasa_turn_info *);

/*
 * Replays game under variant (a name or a file; NULL: its Variant tag)
 * and calls fn (when not NULL) after each legal turn.  PASA_OK when the
 * game is valid; PASA_EINVALID when it has a syntax error or a turn is
 * refused (the check stops there); PASA_EVARIANT.
 */
PASA_API int	 pasa_check_game(pasa_ctx *, const pasa_game *,
		    const char *variant, int flags, pasa_turn_fn fn, void *arg,
		    pasa_diags *);

/* ---- live games: one turn line at a time ---- */

typedef struct pasa_live pasa_live;

/*
 * A game of variant from its start position.  name: the file name for
 * diagnostics (NULL: "<live>"); tags: NULL, or name/value pairs ended by
 * NULL, as a record's tags ({ "Players", "north south", NULL }): Players
 * and Setup decide the start, and family options come from the others.
 * flags: PASA_STRICT, PASA_EXPLAIN.
 */
PASA_API int	 pasa_live_new(pasa_live **out, const pasa_variant *,
		    const char *name, const char *const *tags, int flags,
		    pasa_diags *);
PASA_API void	 pasa_live_free(pasa_live *);
/*
 * One turn line ("12. yellow 5-3: base/5 5/8", a comment allowed; a final
 * newline is ignored).  PASA_OK: legal, and the position is the one after
 * it.  PASA_EINVALID: refused, with diagnostics (line N being the Nth
 * line given), the position unchanged.  PASA_EINVAL for NULL.
 */
PASA_API int	 pasa_live_turn(pasa_live *, const char *line, pasa_diags *);
PASA_API const pasa_position *pasa_live_position(const pasa_live *);
/* Legal turns played so far. */
PASA_API size_t	 pasa_live_count(const pasa_live *);
/* The last legal turn as a canonical line, and its events: valid until
 * the next pasa_live_turn(); "" and none before the first. */
PASA_API const char *pasa_live_last(const pasa_live *);
PASA_API size_t	 pasa_live_events(const pasa_live *,
		    const struct pasa_event **out);

#ifdef __cplusplus
}
#endif

#endif
