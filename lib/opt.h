/*
 * Command-line options, declared once per command.
 *
 * Each subcommand has one table of struct opt (ending with OPT_TABLE_END)
 * and points to it from its struct cmd.  From that table come:
 *  - the parser: opt_next() builds getopt_long()'s long and short option
 *    lists and checks OPT_CHOICE values, so a command sees only good words;
 *  - `pasa CMD --help` and `-h`: the usage, then one line per option;
 *  - the bash and zsh completions (`pasa --completion bash|zsh`), with the
 *    values of each OPT_CHOICE and variant names after -v;
 *  - tests/man/options.sh, which holds every command's options to the
 *    option table in pasa(1).
 * So the parser, the help, the completions and the manual cannot disagree.
 *
 * Adding an option to a command:
 *  1. look in the OPTIONS table of man/pasa.1 whether the name is taken:
 *     one name means one thing in every command (reuse it only with that
 *     meaning, and then with the same argument name);
 *  2. add a line to the command's table, e.g.
 *	{ "schema", 0, O_SCHEMA, OPT_FILE, "FILE", NULL,
 *	  "check against this JSON schema" },
 *     where the id is a short letter or a value of the command's own enum
 *     from OPT_ID_FIRST;
 *     or, for a whole number, with its range and default,
 *	OPT_NUM("games", 0, O_GAMES, "K", 1, 100000000, 1,
 *	    "how many games"),
 *     which the parser checks (`--games wants a number from 1 to
 *     100000000, not 'x'`), leaving the number in optparse.num; the help
 *     adds "(default: 1)", and the command starts from opt_default();
 *  3. handle the id in the command's loop over opt_next(), which ends
 *     with `if (ch != OPT_DONE) return opt_end(&op, ch);`;
 *  4. add it to the usage string (tests/man/options.sh wants every
 *     option there), to man/pasa-CMD.1 (SYNOPSIS and the option list) and
 *     to the OPTIONS list of man/pasa.1: an `.It` line with the option
 *     and its argument, and the command's name in the `.Pq Cm ...` line
 *     that ends the entry (a new name gets a new entry); `make check`
 *     fails until the four agree.
 * -h/--help is added to every command by the parser: do not declare it.
 */
#ifndef PASA_OPT_H
#define PASA_OPT_H

#include <getopt.h>
#include <limits.h>
#include <stdio.h>

struct cmd;
struct cli;

enum opt_kind {
	OPT_FLAG,	/* takes no argument */
	OPT_ARG,	/* a required argument: a number, a name, text */
	OPT_FILE,	/* a required argument naming a file */
	OPT_VARIANT,	/* a required variant name */
	OPT_CHOICE,	/* one word of .values, checked by the parser */
	OPT_WHEN,	/* optional word of .values, given as --name=WORD;
			   bare, it means the first word of .bare */
	OPT_NUMBER,	/* a decimal number from .min to .max, checked by
			   the parser and left in optparse.num */
};

struct opt {
	const char	*name;		/* long name, without "--" */
	int		 short_name;	/* 'v', or 0 */
	int		 id;		/* what opt_next() returns */
	enum opt_kind	 kind;
	const char	*arg;		/* the argument's name in the help */
	const char	*values;	/* OPT_CHOICE, OPT_WHEN: "ascii svg" */
	const char	*help;		/* one line, lower case, no full stop */
	const char	*bare;		/* OPT_WHEN: the meaning when bare */
	long		 min, max;	/* OPT_NUMBER: the range */
	long		 def;		/* OPT_NUMBER: the value when not given,
					   which the help says; OPT_NO_DEFAULT
					   when the help says it in words */
	int		 many;		/* may be given again, each counting
					   (-v of compare); without it a second
					   different value is refused */
};
#define OPT_TABLE_END	{ NULL, 0, 0, OPT_FLAG, NULL, NULL, NULL, NULL, \
			  0, 0, 0, 0 }
#define OPT_NO_DEFAULT	LONG_MIN
/* A number option: long name, short letter or 0, id, the argument's name
 * in the help, the range, the default (or OPT_NO_DEFAULT), one help line
 * without the default. */
#define OPT_NUM(name, sname, id, arg, min, max, def, help) \
	{ name, sname, id, OPT_NUMBER, arg, NULL, help, NULL, min, max, def, 0 }

/* Ids of a command's long-only options start here. */
#define OPT_ID_FIRST	0x100

/* What opt_next() returns besides an option's id (which is positive). */
enum {
	OPT_DONE = -1,	/* no more options; operands from p->optind */
	OPT_HELP = -2,	/* the help was printed: return EXIT_VALID */
	OPT_BAD = -3,	/* a message was printed: return cli_usage() */
};

#define OPT_MAX		40

struct optparse {
	const struct cli	*io;	/* help to io->out, problems to io->err */
	const struct cmd	*cmd;
	struct option		 lo[OPT_MAX + 2];
	char			 so[3 * OPT_MAX + 4];
	const char		*arg;	/* the option's argument, or NULL */
	const struct opt	*opt;	/* the option just returned */
	long			 num;	/* an OPT_NUMBER's value */
	const char		*given[OPT_MAX + 1]; /* each option's value */
	int			 optind; /* after OPT_DONE: first operand */
};

/* Starts parsing argv[1...] for io->cmd's options. */
void	 opt_init(struct optparse *, const struct cli *io);
/* The next option's id, or OPT_DONE, OPT_HELP or OPT_BAD. */
int	 opt_next(struct optparse *, int argc, char **argv);
/* After a command's loop `while ((ch = opt_next(...)) > 0)` ended on
 * ch other than OPT_DONE: the exit status to return now (EXIT_VALID after
 * the help; after a problem, EXIT_USAGE with the usage printed). */
int	 opt_end(const struct optparse *, int ch);
/* The default of c's OPT_NUMBER option id. */
long	 opt_default(const struct cmd *c, int id);
/* Prints `usage: ...` to f. */
void	 opt_usage(const struct cmd *, FILE *f);
/* Prints the usage and one line per option to f. */
void	 opt_help(const struct cmd *, FILE *f);
/* The option of c with this id, or NULL. */
const struct opt *opt_find(const struct cmd *c, int id);
/* The index of word in o->values (space-separated), or -1. */
int	 opt_value(const struct opt *o, const char *word);

/* `pasa --completion bash|zsh`: the script for the given shell; -1 when
 * the shell is not one of them. */
int	 opt_completion(const char *shell, const struct cmd *const *cmds,
	    FILE *f);

#endif
