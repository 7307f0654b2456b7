/*
 * Declarative schemas for variant and board files.
 *
 * A schema is a table of fields, each naming a YAML key, its type, where
 * its value goes in a flat C struct (offsetof), its range and a one-line
 * meaning.  schema_fill() checks a mapping against the table (unknown keys
 * with a suggestion, wrong types, ranges, required keys) and writes the
 * values.  The same tables document the format and drive `compare`.
 *
 * Groups (SF_GROUP) are YAML mappings whose fields land in the same flat
 * struct.  Every group also accepts three keys of its own: `source` (the
 * rule id it follows, e.g. C18 or R3, stored as a char[SF_SOURCE_ID_MAX] at
 * the group's `off`; a group a house file changes without a source of its
 * own is credited to the house file's name instead), `default` (true when the source is silent and the value is the
 * project's reading) and `note` (free text).
 */
#ifndef PASA_SCHEMA_H
#define PASA_SCHEMA_H

#include <stddef.h>

#include "diag.h"
#include "ytree.h"

enum sf_type {
	SF_INT,		/* int at off; range [min, max] */
	SF_BOOL,	/* int at off; 0 or 1 */
	SF_STR,		/* const char * at off, borrowed from the tree */
	SF_ENUM,	/* int at off: index into names[] */
	SF_INTS,	/* int[maxn] at off, count (int) at off_n; each in [min, max] */
	SF_STRS,	/* const char *[maxn] at off, count at off_n */
	SF_GROUP,	/* mapping of sub fields; source id char[SF_SOURCE_ID_MAX] at off */
	SF_CUSTOM,	/* parse() decides */
	SF_REAL,	/* double at off; strictly between rmin and rmax */
};

#define SF_REQUIRED	0x1
/* A rule id, or the name of the house file credited (VARIANT_MAX_NAME). */
#define SF_SOURCE_ID_MAX 65

struct sfield {
	const char		*key;
	enum sf_type		 type;
	size_t			 off;
	size_t			 off_n;
	long			 min, max;
	int			 maxn;
	long			 def;		/* default for INT, BOOL, ENUM */
	double			 rmin, rmax, rdef;	/* REAL */
	const char *const	*names;		/* ENUM: NULL-terminated */
	const struct sfield	*sub;		/* GROUP: NULL-key-terminated */
	int			(*parse)(void *dst, const struct ynode *,
				    struct diags *);
	unsigned		 flags;
	const char		*doc;		/* one-line meaning */
};

/*
 * Checks map against fields (NULL-key-terminated) and writes values into
 * dst.  Keys listed in also[] (NULL-terminated, may be NULL) are accepted
 * without being filled: they belong to another table read from the same
 * mapping.  Missing optional keys take their defaults.  Returns 0, or -1
 * after adding diagnostics (kind DK_VARIANT).
 */
int	 schema_fill(void *dst, const struct sfield *fields,
	    const struct ynode *map, const struct sfield *also,
	    struct diags *);
/* The same, but keys of map that fields does not know are left for
 * another table to check (a first pass over a shared mapping). */
int	 schema_fill_known(void *dst, const struct sfield *fields,
	    const struct ynode *map, struct diags *);
/* 1 when every field has the same value in a and b. */
int	 schema_equal(const void *a, const void *b, const struct sfield *);
/* Finds a field by dotted path ("enter.mode"); NULL when none. */
const struct sfield *schema_find(const struct sfield *, const char *path);

#endif
