/*
 * Inside the convert writer: what lib/convert.c (games, tags, text and
 * CSV) asks of lib/convert_json_write.c (JSON turns, events and
 * positions) and what that asks of lib/convert_json_any.c (the same for
 * text that needs escaping).  Not for other modules; convert.h is the
 * interface.
 */
#ifndef PASA_CONVERT_INT_H
#define PASA_CONVERT_INT_H

#include <stddef.h>

#include "convert.h"

/*
 * ,"name": -- JSON is written per turn, so without printf, and each key
 * is a literal whose length the compiler knows (a strlen() each was a
 * fortieth of convert's time).
 */
#define JSON_KEY(name)	",\"" name "\":", sizeof(",\"" name "\":") - 1

/* Pasang's colours of stones by event.colour: "none", "black", "white". */
extern const char *const convert_colour_names[3];
extern const size_t convert_colour_len[3];

/* An event kind's name in JSON and CSV ("capture"); NULL when unknown. */
const char *convert_event_name(enum event_kind);
/* The game's side names as JSON strings, made once a game (w->names). */
void	 convert_json_names(struct convert_writer *);
/*
 * A position as a JSON string; prev is the position the last one written
 * is of (NULL: none), whose text in the output the new one is made from
 * where the family can.
 */
void	 convert_json_position(struct convert_writer *, struct buf *,
	    const struct position *prev, const struct position *);
/* The kept comments as text lines ("# text") or a JSON member. */
void	 convert_notes_flush(struct convert_writer *, struct buf *);
/* A turn's text ("yellow 5-3: base/5 5/8") cut into its side, throw (may
 * be empty) and moves, each as [start, end) offsets (room is made after
 * it: it is read a word at a time). */
void	 convert_turn_split(struct buf *text, size_t sv[2], size_t tv[2],
	    size_t mv[2]);
/*
 * A turn's JSON object: ply, number, side, throw, moves and text, its
 * comments, then its events and the position after it unless the output
 * is canonical.  w->ply is the turn's already.
 */
void	 convert_json_turn(struct convert_writer *, long number,
	    const struct position *before, const struct turn *,
	    const struct events *, const struct position *after,
	    const struct engine_cache *);
/* The rest of convert_json_turn() where the text needs escaping or the
 * output is canonical: the turn's text is in w->tmp. */
void	 convert_json_turn_any(struct convert_writer *, long number,
	    const struct events *, const struct position *before,
	    const struct position *after);
/* Side number side's JSON string (names made by convert_json_names()),
 * or null. */
void	 convert_json_side(const struct convert_writer *, struct buf *,
	    int side);

#endif
