/*
 * Walking a filled schema: every leaf setting with its dotted path, the
 * group it belongs to and its value as text.  `compare` uses it to list
 * the settings two variants disagree on; schema.c fills, this reads.
 *
 * Ownership: nothing is allocated but the caller's struct buf.
 */
#ifndef PASA_SCHEMA_WALK_H
#define PASA_SCHEMA_WALK_H

#include "schema.h"
#include "util.h"

#define SCHEMA_PATH_MAX	128

/*
 * Calls fn for each leaf field of fields (groups are entered, not
 * reported), in table order.  path is the dotted key ("enter.dice");
 * group is the enclosing SF_GROUP field or NULL at the top level.  A
 * non-zero return from fn stops the walk and is returned.
 */
int	 schema_walk(const struct sfield *fields,
	    int (*fn)(const char *path, const struct sfield *f,
	    const struct sfield *group, void *arg), void *arg);
/* Appends the value of f in the struct at base, as a variant file
 * writes it: 4, true, "dice", [1, 2], 0.6.  SF_CUSTOM is "(custom)". */
void	 schema_format_value(const void *base, const struct sfield *f,
	    struct buf *);
/* The same value as JSON: a number, true or false, a string, null, or an
 * array; a custom field, which has no one value, is null. */
void	 schema_json_value(const void *base, const struct sfield *f,
	    struct buf *);
/* 1 when f has the same value in a and b (a group's source not counted). */
int	 schema_value_equal(const void *a, const void *b,
	    const struct sfield *f);
/* The source id a group stored in the struct at base; "" when none. */
const char *schema_group_source(const void *base, const struct sfield *group);

#endif
