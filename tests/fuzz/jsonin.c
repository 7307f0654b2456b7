/*
 * JSON Lines and JSON input (lib/convert_json*.c): every game of an
 * arbitrary stream converted back to text, diagnostics formatted.  The
 * reader tells JSON Lines from one JSON array by itself, so the input is
 * the stream as it is.
 *
 * Each game written must read back as at most one game: a tag, turn or
 * comment that came out as a line of another kind would start another.
 * An invalid game's "raw" text is passed on as it is, so inputs that may
 * hold one (the bytes "raw", or a \u escape that could spell it) are not
 * held to that.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "convert.h"
#include "fuzz.h"

/* The games the record reader finds in a game's text. */
static int
games_in(const struct buf *b)
{
	struct record_reader	*r;
	struct rgame		*g;
	struct diags		 d;
	FILE			*fp;
	int			 n = 0;

	if (b->len == 0 || (fp = fmemopen(b->s, b->len, "r")) == NULL)
		return 0;
	diags_init(&d);
	r = record_reader_new(fp, "back.txt");
	while (record_next_game(r, &g, &d) > 0)
		n++;
	record_reader_free(r);
	diags_free(&d);
	fclose(fp);
	return n;
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct jsonin	*j;
	struct diags	 d;
	struct buf	 out;
	FILE		*fp;
	int		 n, games = 0, check;

	if (size == 0 || (fp = fmemopen((void *)(uintptr_t)data, size,
	    "r")) == NULL)
		return 0;
	diags_init(&d);
	buf_init(&out);
	check = memmem(data, size, "raw", 3) == NULL &&
	    memmem(data, size, "\\u", 2) == NULL;
	j = jsonin_new(fp, "fuzz.jsonl");
	/* A game that fails is skipped, so the loop ends with the input. */
	while ((n = jsonin_next(j, &out, &d)) > 0 && ++games < 100000) {
		if (check && games_in(&out) > 1) {
			fprintf(stderr, "fuzz: game %d reads back as several:\n"
			    "%.*s\n", games, (int)out.len, out.s);
			__builtin_trap();
		}
		buf_clear(&out);
	}
	fuzz_format_diags(&d);
	jsonin_free(j);
	buf_free(&out);
	diags_free(&d);
	fclose(fp);
	return 0;
}
