/*
 * The streaming record reader on arbitrary bytes: every game it returns is
 * walked field by field, so a token pointing outside its line shows up
 * under ASan, and the memory it holds must stay bounded by the input.
 */
#include <stdio.h>
#include <string.h>

#include "fuzz.h"
#include "record.h"

static volatile size_t	 sink;

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct record_reader	*r;
	struct rgame		*g;
	struct diags		 d;
	FILE			*fp;
	size_t			 i;
	int			 n;

	/* fmemopen refuses a zero-sized buffer; an empty file is /dev/null. */
	fp = size == 0 ? fopen("/dev/null", "rb") :
	    fmemopen((void *)(unsigned long)data, size, "rb");
	if (fp == NULL)
		return 0;
	diags_init(&d);
	r = record_reader_new(fp, "fuzz");
	while ((n = record_next_game(r, &g, &d)) > 0) {
		for (i = 0; i < g->ntags; i++)
			sink += strlen(g->tags[i].name) +
			    strlen(g->tags[i].value) + g->tags[i].line;
		for (i = 0; i < g->nturns; i++) {
			const struct turn_text *t = &g->turns[i];

			sink += t->side_len ? (unsigned char)t->side[0] +
			    (unsigned char)t->side[t->side_len - 1] : 0;
			if (t->throw_ != NULL && t->throw_len > 0)
				sink += (unsigned char)t->throw_[
				    t->throw_len - 1];
			if (t->moves_len > 0)
				sink += (unsigned char)t->moves[
				    t->moves_len - 1];
		}
		(void)rgame_tag(g, "Variant");
		/* Bounded by the longest game, which is at most the input. */
		if (record_reader_memory(r) > 4 * size + (1u << 20))
			__builtin_trap();
		fuzz_format_diags(&d);
		diags_clear(&d);
	}
	fuzz_format_diags(&d);
	record_reader_free(r);
	fclose(fp);
	diags_free(&d);
	return 0;
}
