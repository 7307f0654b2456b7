/*
 * Diagnostics as data.  lib/ never prints: every problem it finds becomes a
 * struct diag in a caller-owned struct diags, which cmd/ formats as
 *
 *	FILE:LINE:COL: LEVEL: message (rule C18) [variant]
 *
 * Ownership: struct diags owns its entries and their strings;
 * diags_free() releases them.  The file name is copied.
 */
#ifndef PASA_DIAG_H
#define PASA_DIAG_H

#include <stdarg.h>
#include <stddef.h>

#include "util.h"

enum diag_level {
	DIAG_NOTE,
	DIAG_WARNING,
	DIAG_ERROR,
};

/* What kind of problem: decides the exit status of a run. */
enum diag_kind {
	DK_RECORD,		/* syntax or legality of a record: exit 1 */
	DK_VARIANT,		/* a variant or board cannot be loaded: exit 3 */
	DK_USAGE,		/* bad arguments given to a library call: exit 2 */
	DK_SYSTEM,		/* I/O: exit 4 */
};

struct diag;
/* Exit statuses of the pasa tool, and what a diagnostic calls for. */
enum pasa_exit {
	EXIT_VALID = 0,		/* all input valid, no disagreement */
	EXIT_INVALID = 1,	/* a record is invalid or disagrees */
	EXIT_USAGE = 2,		/* bad usage */
	EXIT_VARIANT = 3,	/* a variant cannot be found or loaded */
	EXIT_SYSTEM = 4,	/* an I/O or system error */
};
/* The exit status a diagnostic calls for. */
int	 diag_exit(const struct diag *);
/* Worse of two exit statuses. */
int	 exit_worse(int, int);

#define DIAG_RULE_MAX	65	/* a rule id or a house variant's name */
#define DIAG_MSG_MAX	512
#define DIAG_QUOTE_MAX	40	/* bytes of a quoted input token kept */

struct diag {
	enum diag_level	 level;
	enum diag_kind	 kind;
	char		*file;		/* owned; NULL for whole-run problems */
	unsigned	 line;		/* 1-based; 0 when unknown */
	unsigned	 col;		/* 1-based; 0 when unknown */
	char		 rule[DIAG_RULE_MAX];	/* "C18", "R3", a house name or "" */
	char		*variant;	/* owned; NULL when none applies */
	char		 msg[DIAG_MSG_MAX];
};

/* Entries one struct diags keeps: a run over a hostile file could
 * otherwise grow without end. */
#define DIAGS_MAX	100000

struct diags {
	struct diag	*v;
	size_t		 n;
	size_t		 cap;
	size_t		 dropped;	/* entries past the cap, counted only */
};

/*
 * Whether d's diagnostics from index from on say a game was not checked
 * at all (a variant that cannot be loaded, an I/O error): one a filter
 * on validity (--valid-only) must not hide, as it never was invalid.
 */
int	 diags_unchecked(const struct diags *, size_t from);
/*
 * --strict for what a command says of records itself (not through a
 * diag_ctx): d's record warnings from index from on made errors; how
 * many were.
 */
size_t	 diags_strict(struct diags *, size_t from);

void	 diags_init(struct diags *);
void	 diags_free(struct diags *);
void	 diags_clear(struct diags *);
/* Moves every entry of from, and its count of dropped ones, to the end of
 * to; from is left empty. */
void	 diags_move(struct diags *to, struct diags *from);
/* Adds one diagnostic; rule and variant may be NULL.  Returns the entry. */
struct diag *diags_add(struct diags *, enum diag_level, enum diag_kind,
	    const char *file, unsigned line, unsigned col, const char *rule,
	    const char *fmt, ...) __attribute__((format(printf, 8, 9)));
struct diag *diags_vadd(struct diags *, enum diag_level, enum diag_kind,
	    const char *file, unsigned line, unsigned col, const char *rule,
	    const char *fmt, va_list);
/* Same as diags_add, for a message that quotes a file name and no input:
 * nothing in it is shortened. */
struct diag *diags_add_whole(struct diags *, enum diag_level,
	    enum diag_kind, const char *file, unsigned line, unsigned col,
	    const char *rule, const char *fmt, ...)
	    __attribute__((format(printf, 8, 9)));
void	 diag_set_variant(struct diag *, const char *);
/* The worst level present, or -1 when empty. */
int	 diags_worst(const struct diags *);
int	 diags_has_errors(const struct diags *);
/* Formats one diagnostic on one line, control characters replaced. */
void	 diag_format(const struct diag *, struct buf *);
/* The same as one JSON object and a newline (schema/validate.schema.json:
 * format, file, line, column, level, rule, variant, message). */
void	 diag_format_json(const struct diag *, struct buf *);

#endif
