/*
 * Converting replayed games: writers for canonical text, JSON Lines, JSON
 * and CSV (lib/convert.c; JSON turns and events in
 * lib/convert_json_write.c), the JSON reader that turns JSON Lines and JSON
 * back into canonical text (lib/convert_json*.c), and the runner that cuts
 * input at game boundaries and processes the pieces on several threads,
 * handing results back in input order (lib/convert_jobs.c).
 *
 * Writers see positions and turns through the family interface only: the
 * canonical turn is family->turn_format() of the turn in the position
 * before it, so capture marks, chains and Pasang capture points are the
 * engine's, not the record's.  Every writer appends to a caller-owned
 * struct buf; nothing here prints.
 *
 * Ownership: the caller owns struct convert_writer (convert_writer_free()
 * releases what it holds), struct jsonin (jsonin_free()) and the buffers
 * given to either.  The runner owns its blocks; a struct jobs_block and
 * its data are valid during the callback that receives them.
 */
#ifndef PASA_CONVERT_H
#define PASA_CONVERT_H

#include <stdio.h>

#include "diag.h"
#include "engine.h"
#include "json.h"
#include "record.h"
#include "variant.h"

enum convert_format {
	CONVERT_TEXT,
	CONVERT_JSONL,
	CONVERT_JSON,
	CONVERT_CSV,
};

/* "text", "jsonl", "json", "csv"; -1 when none. */
int	 convert_format_parse(const char *);
const char *convert_format_name(enum convert_format);
/* Written between two games, before the second: "\n", ",\n" or "". */
const char *convert_separator(enum convert_format);
/* Written once before the first game and after the last. */
void	 convert_begin(enum convert_format, struct buf *);
void	 convert_end(enum convert_format, int any_game, struct buf *);

/* Tags in canonical order: Event Site Date Round Variant Players Setup
 * Result, then the others in their order.  Fills order[] with indexes. */
void	 convert_tag_order(const char *const *names, size_t n,
	    size_t *order);

/*
 * The comment on one line of a record (without its newline): 1 with the
 * text after '#', blanks trimmed, at s + *off for *len bytes; 0 when the
 * line has none.  A '#' inside a tag's quoted value is text.
 */
int	 convert_line_comment(const char *s, size_t n, size_t *off,
	    size_t *len);

#define CONVERT_PLACES		160	/* places -1 .. 158 */
#define CONVERT_OPEN		64	/* bytes of an event's start */
#define CONVERT_EV_KINDS	(EV_GAME_OVER + 1)

struct convert_writer {
	enum convert_format	 fmt;
	int			 canonical;	/* turns only: no events or
						 * positions */
	/* One game at a time, set by convert_game_begin(). */
	const struct variant	*v;
	struct buf		*out;
	const char		*file;
	unsigned		 line;
	size_t			 ntags;
	size_t			 ply;
	struct buf		 row;		/* CSV columns shared by a game's
						 * rows */
	struct buf		 tmp;
	/*
	 * The game's side names as JSON strings, quotes included, written
	 * for every event; and whether the family's positions and turns
	 * need no escaping (struct family's plain_text, names included).
	 */
	struct buf		 names;
	size_t			 name_off[VARIANT_MAX_SIDES + 1];
	int			 nnames;
	int			 plain;
	/* The variant the names were made for (NULL: none yet): a game
	 * of the same one finds them made. */
	const struct variant	*names_v;
	/*
	 * Where the last position's text is in out (JSON, plain only), or
	 * ptext (CSV): the next is made from it (family->pos_format_next),
	 * since the position it is of is the next turn's 'before'.
	 */
	size_t			 poff, plen;
	size_t			 pmarks[POS_MARKS];
	int			 have_prev;
	struct buf		 ptext;		/* CSV: the last position's */
	/*
	 * The text of the places events name, by side and place, made once
	 * for the rules place_rules (family->place_format): an entry is
	 * theirs when its mark is place_mark, which changes with the rules
	 * (counting from 1 round to 255, the table cleared at each round).
	 * Places outside, or longer, are made every time.
	 */
	struct convert_place {
		char		 s[14];
		unsigned char	 len;
		unsigned char	 mark;
	}			 places[VARIANT_MAX_SIDES][CONVERT_PLACES];
	/*
	 * An event's start, {"kind":"move","side":"red" (the side's JSON
	 * string from names), by kind and side, made when first written
	 * under the same mark as places (side names are the rules' too);
	 * len 0 when it does not fit, written every time.
	 */
	struct convert_open {
		char		 s[CONVERT_OPEN];
		unsigned char	 len;
		unsigned char	 mark;
	}			 opens[CONVERT_EV_KINDS][VARIANT_MAX_SIDES];
	const void		*place_rules;
	unsigned char		 place_mark;
	size_t			 max_name;	/* of names' JSON strings */
	size_t			 name_room;	/* one takes at most */
	size_t			 ev_room;	/* a turn's events take at
						 * most (JSON) */
	/* Comments for the next game or turn, each ending in '\n'. */
	struct buf		 notes;
	size_t			 nnotes;
};

void	 convert_writer_init(struct convert_writer *, enum convert_format,
	    int canonical);
void	 convert_writer_free(struct convert_writer *);
/*
 * Keeps a comment (its text, one line) for what is written next: added
 * before convert_game_begin() it stands before the game, added before
 * convert_turn() after that turn.  CSV keeps none (the caller reports).
 */
void	 convert_note(struct convert_writer *, const char *s, size_t len);
/*
 * A valid game: tags (names and values, in record order), the start
 * position, then each legal turn with the position it was played in,
 * then the end.  index is the game's 1-based number in its file.
 * Warnings for what the target cannot hold go to d.  The variant stays
 * loaded while the writer lives: text made for its rules is kept, known
 * by their address.
 */
void	 convert_game_begin(struct convert_writer *, struct buf *out,
	    const struct variant *, const char *file, unsigned line,
	    size_t index, const char *const *tag_names,
	    const char *const *tag_values, size_t ntags,
	    const struct position *start, struct diags *d);
/* number: the turn number written before the turn, -1 for none; cache:
 * the game's engine cache as replaying the turn left it, or NULL. */
void	 convert_turn(struct convert_writer *, long number,
	    const struct position *before, const struct turn *,
	    const struct events *, const struct position *after,
	    const struct engine_cache *cache);
/* The canonical text of turn t, played in before, added to b. */
static inline void
convert_turn_text(const struct convert_writer *w,
    const struct engine_cache *cache, const struct position *before,
    const struct turn *t, struct buf *b)
{
	const struct family	*f = w->v->family;

	if (cache != NULL && f->turn_format_cached != NULL)
		f->turn_format_cached(w->v->rules, cache, before, t, b);
	else
		f->turn_format(w->v->rules, before, t, b);
}
void	 convert_game_end(struct convert_writer *,
	    const struct position *final, struct diags *d);
/* An invalid game passed through unchanged (--keep-invalid); why is
 * the error that made it invalid (NULL when none is known). */
void	 convert_raw(struct convert_writer *, struct buf *out,
	    const char *file, unsigned line, size_t index, const char *raw,
	    size_t len, const struct diag *why, struct diags *d);

/* ---- JSON Lines and JSON back to text ---- */

#define JSONIN_MAX_DEPTH	64
#define JSONIN_MAX_VALUE	(64u << 20)	/* bytes of one game */
/* Bytes one game may keep while it is read (its turns as text, tags,
 * comments, warnings), refused before they are allocated. */
#define JSONIN_MAX_MEMORY	(16u << 20)

struct jsonin;
/* Reads a stream the caller owns; name is used in diagnostics. */
struct jsonin *jsonin_new(FILE *, const char *name);
void	 jsonin_free(struct jsonin *);
/*
 * Converts the next game to canonical text in out (the separator
 * included).  1 when a game was read, 0 at the end, -1 on an error that
 * ends the stream (a diagnostic added).  A game that cannot be converted
 * adds an error and returns 1 with nothing written.
 */
int	 jsonin_next(struct jsonin *, struct buf *out, struct diags *d);
/* Bytes already read from the stream (at most JSONIN_HEAD_MAX), to be
 * read before it; called once, before jsonin_next(). */
#define JSONIN_HEAD_MAX		(16 * 1024)
void	 jsonin_head(struct jsonin *, const char *s, size_t len);
/*
 * Tells JSON (a game object or an array of them) from text by the first
 * bytes of the input: 1 JSON, 0 text, -1 when s is too short to tell
 * (more bytes are needed; at JSONIN_HEAD_MAX bytes it is text).
 */
int	 convert_sniff(const char *s, size_t len, int eof);

/* ---- parallel processing in input order ---- */

/* A piece of one input file: whole games, ending at a game boundary. */
struct jobs_block {
	const char	*name;		/* as given; "-" for standard input */
	const char	*data;
	size_t		 len;
	unsigned	 base_line;	/* lines of the file before it */
	size_t		 base_game;	/* games of the file before it */
};

/* What processing a block produced, handed back in input order. */
struct jobs_result {
	struct buf	 out;
	struct buf	 err;
	struct diags	 diags;		/* the runner's own: I/O errors */
	int		 rc;
	size_t		 games;		/* games written to out */
	/* Counts the command keeps, summed by its emit. */
	size_t		 read;		/* games read */
	size_t		 checked;	/* games selected and checked */
	size_t		 turns;		/* turns of the checked games */
	size_t		 invalid;	/* checked games found invalid */
	struct buf	 rules;		/* rule ids of errors, one a line */
};

struct jobs_ops {
	void	*arg;
	size_t	 block_size;	/* bytes a block aims at; 0: the default */
	int	 count_games;	/* fill base_game (costs a scan) */
	/* Bytes the caller already read from standard input: read first. */
	const char *stdin_head;
	size_t	 stdin_head_len;
	/* One per thread, for per-thread state (variant cache, scratch). */
	void	*(*worker_new)(void *arg);
	void	 (*worker_free)(void *worker);
	/* Runs on any of the N threads, the calling one among them, each
	 * with its own worker; result is cleared before the call. */
	void	 (*block)(void *worker, const struct jobs_block *,
		    struct jobs_result *);
	/* Runs on the calling thread, in input order; -1 stops the run. */
	int	 (*emit)(void *arg, struct jobs_result *);
};

#define JOBS_MAX		256
#define JOBS_BLOCK_SIZE		(256u * 1024)
/* A slot's output buffer above this is freed once emitted. */
#define JOBS_TRIM		(4u * 1024 * 1024)
/*
 * For output about ten to twenty times its record (JSON, or a position
 * after every turn): blocks this size keep a slot's output near 512 KiB.
 */
#define JOBS_SMALL_BLOCK_SIZE	(32u * 1024)

/* The number of online processors, at least 1. */
int	 jobs_default(void);
/*
 * Processes each file ("-": standard input) in blocks on njobs threads.
 * With njobs == 1 everything runs on the calling thread.  0, or -1 when
 * emit stopped the run or a thread could not start (a diagnostic added).
 */
int	 jobs_run(const struct jobs_ops *, int njobs, char *const *files,
	    int nfiles, struct diags *d);

#endif
