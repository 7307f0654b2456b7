/*
 * A replay as one self-contained web page: for each game its tags, the
 * board drawn once by the family's SVG renderer, every piece or line of
 * text that changes as a mark placed by the renderer, and per turn only
 * which marks show, the turn's words and the position's notation.  The
 * page's script looks marks up and shows them; it knows no rules and no
 * geometry.  Nothing is fetched: script and style are inline, allowed by
 * their SHA-256 in the page's Content-Security-Policy.
 *
 * Ownership: the caller owns the page (html_page_new/html_page_free).
 * Families and rules passed to html_game_begin are borrowed until the
 * game's last html_game_frame; the page keeps copies of all text.
 */
#ifndef PASA_RENDER_HTML_H
#define PASA_RENDER_HTML_H

#include <stddef.h>

#include "engine.h"
#include "record.h"
#include "render.h"

struct html_page;

struct html_page *html_page_new(const char *title);
void	 html_page_free(struct html_page *);

/*
 * Starts a game of the page.  name labels it in the game chooser; tags
 * (may be NULL) are listed above the board.  fam and rules may be NULL
 * for a game that could not start: html_game_fail() says why.
 */
void	 html_game_begin(struct html_page *, const char *name,
	    const struct rtag *tags, size_t ntags, const struct family *fam,
	    const void *rules, const struct render_opts *);
/* One frame, as for the text replay (lib/render.h). */
void	 html_game_frame(struct html_page *, const struct render_frame *);
/* The game could not be replayed at all: the diagnostic, as printed. */
void	 html_game_fail(struct html_page *, const char *message);

/* The whole page. */
void	 html_page_write(const struct html_page *, struct buf *out);

#endif
