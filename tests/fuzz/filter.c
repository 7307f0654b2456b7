/*
 * --where and --length (lib/filter.c): the tests come from a script's
 * command line, which strangers may feed, and run on every game's tags.
 * The input is the tests, one a line (a line "L RANGE" is a --length
 * range, any other a --where test), then a blank line, then a record;
 * each game the reader finds is matched against them, with the regex
 * effort limits in force.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	const char		*s = (const char *)data, *end = s + size, *nl;
	struct filter		*f;
	struct filter_scratch	*fs;
	struct record_reader	*r;
	struct rgame		*g;
	struct diags		 d;
	char			*line;
	size_t			 len;
	FILE			*fp;
	int			 games = 0;

	diags_init(&d);
	f = filter_new();
	/* The tests: up to the first blank line. */
	while (s < end) {
		nl = memchr(s, '\n', (size_t)(end - s));
		len = (size_t)((nl != NULL ? nl : end) - s);
		if (len == 0) {
			s++;
			break;
		}
		/* A NUL would end the option early, as in argv. */
		line = strndup(s, len);
		if (line == NULL)
			abort();
		if (len > 2 && line[0] == 'L' && line[1] == ' ')
			(void)filter_ply(f, line + 2, &d);
		else
			(void)filter_where(f, line, &d);
		free(line);
		s = nl != NULL ? nl + 1 : end;
	}
	fs = filter_scratch_new(f);
	if (s < end && (fp = fmemopen((void *)(uintptr_t)s,
	    (size_t)(end - s), "r")) != NULL) {
		r = record_reader_new(fp, "fuzz.txt");
		while (record_next_game(r, &g, &d) > 0 && ++games < 10000) {
			(void)filter_game(f, fs, g, &d);
			(void)filter_valid(f, games % 2);
		}
		record_reader_free(r);
		fclose(fp);
	}
	(void)filter_wants_validity(f);
	fuzz_format_diags(&d);
	filter_scratch_free(fs);
	filter_free(f);
	diags_free(&d);
	return 0;
}
