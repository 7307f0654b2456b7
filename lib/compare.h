/*
 * Where rule variants disagree: one record replayed under several
 * variants side by side, the settings two variants differ in, a search
 * for the shortest record that shows each difference, and the first
 * difference between two records of one game.
 *
 * Nothing here prints.  Replays report findings, in record order, to a
 * callback; the struct diag a finding points to lives only during the
 * call.  Ownership: compare_settings_free() releases what
 * compare_settings() allocates, compare_witness_free() the records
 * compare_witness() writes into the caller's array; every other struct
 * belongs to the caller.
 */
#ifndef PASA_COMPARE_H
#define PASA_COMPARE_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "engine.h"
#include "record.h"
#include "schema.h"
#include "variant.h"

#define CMP_MAX_VARIANTS	8
#define CMP_MAX_RULES		64

/* One variant's replay of a game: cmd/ sets up pos (play_start()). */
struct cmp_play {
	const struct variant	*v;
	struct position		 pos;
};

enum cmp_kind {
	CMP_DIAG,		/* an engine diagnostic: warning, or an error
				 * every variant still playing agrees on */
	CMP_DISAGREE,		/* legal under some variants, not others */
	CMP_DIVERGE,		/* two variants' positions part, both legal */
};

struct cmp_finding {
	enum cmp_kind		 kind;
	const char		*file;
	unsigned		 line, col;
	size_t			 game, turn;		/* 1-based */
	const struct diag	*diag;			/* CMP_DIAG */
	unsigned		 legal, illegal;	/* variant bit sets */
	const struct diag	*why[CMP_MAX_VARIANTS];	/* each illegal one */
	int			 a, b;			/* CMP_DIVERGE */
	char			 field_a[128], field_b[128];
};

/* Counts for a summary: per file or per run. */
struct cmp_stats {
	size_t		 games;
	size_t		 turns;
	size_t		 disagreements;	/* turn lines with one */
	size_t		 divergences;
	size_t		 errors;	/* turns every variant refused */
	struct {
		char	 rule[DIAG_RULE_MAX];
		size_t	 n;
	}		 rules[CMP_MAX_RULES];
	size_t		 nrules;
};

typedef void (*cmp_report_fn)(void *arg, const struct cmp_finding *);

/*
 * Replays g under each of the n plays (n <= CMP_MAX_VARIANTS), from each
 * play's pos, which ends as that variant's last legal position.  A
 * variant stops at the first turn it refuses; the others go on.  strict
 * makes engine warnings errors.  Positions are compared as the blank-
 * separated fields of pos_format(); a field that already differs in the
 * start positions (a variant's own setting, such as the Ka method) is
 * left out.  Returns the number of disagreements found.
 */
size_t	 compare_game(struct cmp_play *plays, int n, const struct rgame *g,
	    int strict, struct cmp_stats *, cmp_report_fn, void *arg);
void	 cmp_stats_add(struct cmp_stats *to, const struct cmp_stats *from);

/* One setting in which two variants differ. */
struct cmp_setting {
	char			 path[128];	/* "enter_die.move_on" */
	const struct sfield	*field;
	const struct sfield	*group;		/* NULL at the top level */
	int			 table;		/* 0 common, 1 the family's */
	const char		*src[2];	/* each side's rule id, or "" */
	char			*value[2];	/* as a variant file writes it */
	char			*json[2];	/* as JSON: typed */
};

/*
 * The settings a and b differ in, the common ones (players, board) first,
 * then the family's, in schema order.  Metadata (name, title, extends,
 * sources) is not a rule and is left out.  Returns 0, or -1 with a
 * diagnostic when the variants are of different families.
 */
int	 compare_settings(struct cmp_setting **out, size_t *n,
	    const struct variant *a, const struct variant *b, struct diags *);
void	 compare_settings_free(struct cmp_setting *, size_t n);

/* The shortest record found for one setting. */
struct cmp_witness {
	int		 found;
	int		 legal;		/* 0: legal under a, 1: under b */
	size_t		 nturns;
	char		*record;	/* tags and turn lines */
	unsigned	 line;		/* of the refused turn in record */
	char		 rule[DIAG_RULE_MAX];
	char		 msg[DIAG_MSG_MAX];
};

/*
 * Searches by random legal play under a, checking every legal turn of
 * each throw under b, then the reverse, for the shortest record legal
 * under one and illegal under the other at its last line.  A refusal is
 * the witness of each differing setting whose group cites the refusing
 * diagnostic's rule id (the refusing variant's source first, then the
 * other's); when several groups cite it, the settings whose value alone,
 * swapped in, makes the turn legal are kept.  budget bounds the turns played in each direction.  w has
 * one entry per setting.  Returns 0, or -1 with a diagnostic when no
 * game can be set up under both.
 */
int	 compare_witness(struct cmp_witness *w, const struct cmp_setting *s,
	    size_t n, const struct variant *a, const struct variant *b,
	    uint64_t seed, long budget, struct diags *);
void	 compare_witness_free(struct cmp_witness *, size_t n);

/* Two records of one game, each replayed under its own variant. */
struct cmp_rdiff {
	size_t		 turn;		/* first differing turn, 1-based; 0
					 * when the records agree */
	size_t		 nturns[2];
	int		 ends[2];	/* 1: that record ends there */
	size_t		 legal_to[2];	/* last legal turn from there on */
	int		 illegal[2];	/* 1: a later turn was refused */
};

/*
 * Finds the first turn where ga and gb differ (two turns are the same
 * when the engine writes them the same way) and replays each record from
 * there to its end or its first refused turn, whose diagnostic is added
 * to d.  The plays' pos must hold each game's start position.
 */
void	 compare_records(struct cmp_rdiff *out, struct cmp_play *pa,
	    const struct rgame *ga, struct cmp_play *pb,
	    const struct rgame *gb, int strict, struct diags *d);

/*
 * Records replayed under several variants (compare -v A -v B, validate
 * with -v given more than once): findings, record problems and a summary
 * per file go to io->out (JSON Lines with json) or io->err (text
 * diagnostics).  Returns the exit status.
 */
struct cli;
int	 compare_records_run(const struct cli *io, const char *const *variants,
	    int nvariants, char **files, int nfiles, int strict, int json);
/*
 * The settings variants na and nb differ in, as a table (io->out; on
 * io->err when the witnesses, records, go to io->out) or JSON, with a
 * witness record for each when witness is set (lib/compare_print.c).
 * EXIT_INVALID when they differ.
 */
int	 compare_settings_run(const struct cli *io, const char *na,
	    const char *nb, int witness, uint64_t seed, long budget, int json);

#endif
