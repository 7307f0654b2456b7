/*
 * JSON Lines and JSON input (lib/convert_json.c): every game of an
 * arbitrary stream converted back to text, diagnostics formatted.  The
 * reader tells JSON Lines from one JSON array by itself, so the input is
 * the stream as it is.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "convert.h"
#include "fuzz.h"

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct jsonin	*j;
	struct diags	 d;
	struct buf	 out;
	FILE		*fp;
	int		 n, games = 0;

	if (size == 0 || (fp = fmemopen((void *)(uintptr_t)data, size,
	    "r")) == NULL)
		return 0;
	diags_init(&d);
	buf_init(&out);
	j = jsonin_new(fp, "fuzz.jsonl");
	/* A game that fails is skipped, so the loop ends with the input. */
	while ((n = jsonin_next(j, &out, &d)) > 0 && ++games < 100000)
		buf_clear(&out);
	fuzz_format_diags(&d);
	jsonin_free(j);
	buf_free(&out);
	diags_free(&d);
	fclose(fp);
	return 0;
}
