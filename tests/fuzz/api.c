/*
 * The public API (pasa.h) as an embedding program drives it: the input,
 * after an option byte, is both a record (read from a buffer and checked
 * game by game with a turn callback) and a stream of turn lines fed one by
 * one to a live game, whose legal turns are listed after each line (a line
 * "? T" asks for those of throw T).  The option byte picks the variant and
 * the flags.  Nothing may crash, leak or leave a refused turn's position
 * changed.
 */
#include <stdlib.h>
#include <string.h>

#include "pasa.h"
#include "fuzz.h"

static pasa_ctx	*ctx;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	if (pasa_ctx_new(&ctx, fuzz_variants_dir()) != PASA_OK)
		exit(1);
	return 0;
}

static void
on_turn(void *arg, const struct pasa_turn_info *t)
{
	char	buf[64];

	(void)arg;
	pasa_position_format(t->after, buf, sizeof buf);
	if (t->nevents > 0)
		(void)pasa_event_kind_name(t->events[0].kind);
}

static void
live_lines(const pasa_variant *v, const char *s, size_t len, int flags,
    pasa_diags *d)
{
	static const char *const tags[] = { "Players", "north south", NULL };
	pasa_live	*g;
	pasa_turns	*t;
	char		*line, before[2048], after[2048];
	const char	*nl;
	size_t		 n;
	int		 rc;

	if (pasa_live_new(&g, v, NULL, strcmp(pasa_variant_family(v),
	    "pasang") == 0 ? tags : NULL, flags, d) != PASA_OK)
		abort();	/* a bundled variant always starts */
	while (len > 0) {
		nl = memchr(s, '\n', len);
		n = nl != NULL ? (size_t)(nl - s) : len;
		line = malloc(n + 1);
		memcpy(line, s, n);
		line[n] = '\0';
		if (line[0] == '?') {
			if (pasa_legal_turns(pasa_live_position(g), line + 1,
			    &t, d) == PASA_OK)
				pasa_turns_free(t);
		} else {
			pasa_position_format(pasa_live_position(g), before,
			    sizeof before);
			rc = pasa_live_turn(g, line, d);
			pasa_position_format(pasa_live_position(g), after,
			    sizeof after);
			if (rc != PASA_OK && strcmp(before, after) != 0)
				abort();
			if (pasa_legal_turns(pasa_live_position(g), NULL, &t,
			    d) == PASA_OK)
				pasa_turns_free(t);
		}
		free(line);
		pasa_diags_clear(d);
		s += n;
		len -= n;
		if (len > 0) {
			s++;
			len--;
		}
	}
	pasa_live_free(g);
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static const char *const names[] = { "pasang-emas", "ludo",
	    "pachisi-cowrie", "pachisi-modern" };
	const pasa_variant	*v;
	const pasa_game		*g;
	pasa_reader		*r;
	pasa_diags		*d;
	int			 opt, flags;

	if (size < 1)
		return 0;
	opt = data[0];
	flags = opt & (PASA_STRICT | PASA_EXPLAIN);
	d = pasa_diags_new();
	if (pasa_variant_load(ctx, names[(opt >> 2) & 3], &v, d) != PASA_OK)
		abort();
	if (pasa_reader_new_buffer(&r, data + 1, size - 1, "fuzz") ==
	    PASA_OK) {
		while (pasa_reader_next(r, &g, d) > 0)
			(void)pasa_check_game(ctx, g, (opt & 0x10) ? NULL :
			    names[(opt >> 2) & 3], flags, on_turn, NULL, d);
		pasa_reader_free(r);
	}
	pasa_diags_clear(d);
	live_lines(v, (const char *)data + 1, size - 1, flags, d);
	pasa_diags_free(d);
	return 0;
}
