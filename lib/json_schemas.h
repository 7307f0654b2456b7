/*
 * The JSON Schemas of schema/, compiled in for `pasa convert --schema`
 * (lib/json_schemas.c, written by `make schemas`): read-only, static.
 */
#ifndef PASA_JSON_SCHEMAS_H
#define PASA_JSON_SCHEMAS_H

struct json_schema {
	const char	*name;	/* "convert-jsonl", "convert-json",
				 * "validate", "compare" */
	const char	*text;
};
/* NULL-terminated. */
extern const struct json_schema json_schemas[];

#endif
