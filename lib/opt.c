/* Options from one table per command: parser, help, completions. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Every command's help option, added after its own table. */
static const struct opt opt_help_entry = {
	"help", 'h', 'h', OPT_FLAG, NULL, NULL, "print this help and exit",
	NULL,
};

void
opt_usage(const struct cmd *c, FILE *f)
{
	const char	*s, *nl;
	int		 first = 1;

	/* The usage text carries its own indentation after line one. */
	for (s = c->usage; *s != '\0'; s = nl + (*nl != '\0')) {
		nl = strchr(s, '\n');
		if (nl == NULL)
			nl = s + strlen(s);
		fprintf(f, "%s%.*s\n", first ? "usage: " : "",
		    (int)(nl - s), s);
		first = 0;
	}
}

/* Loops o over the options of c, then the help option every command has. */
#define OPT_EACH(c, o) \
	for (const struct opt *o = (c)->opts != NULL && (c)->opts->name != \
	    NULL ? (c)->opts : &opt_help_entry; o != NULL; \
	    o = o == &opt_help_entry ? NULL : (o + 1)->name != NULL ? o + 1 : \
	    &opt_help_entry)

/* "ascii svg" as "ascii|svg". */
static void
values_joined(const char *values, char sep, char *out, size_t size)
{
	size_t	i;

	for (i = 0; values[i] != '\0' && i + 1 < size; i++)
		out[i] = values[i] == ' ' ? sep : values[i];
	out[i] = '\0';
}

static void
opt_synopsis(const struct opt *o, char *out, size_t size)
{
	char	vals[128];

	vals[0] = '\0';
	if (o->values != NULL)
		values_joined(o->values, '|', vals, sizeof vals);
	switch (o->kind) {
	case OPT_FLAG:
		snprintf(out, size, "--%s", o->name);
		break;
	case OPT_CHOICE:
		snprintf(out, size, "--%s %s", o->name, vals);
		break;
	case OPT_WHEN:
		snprintf(out, size, "--%s[=%s]", o->name, o->arg);
		break;
	default:
		snprintf(out, size, "--%s %s", o->name, o->arg);
		break;
	}
}

/* An option's help line, with its default when the table gives one. */
static const char *
help_line(const struct opt *o, char *out, size_t size)
{
	if (o->kind == OPT_NUMBER && o->def != OPT_NO_DEFAULT)
		snprintf(out, size, "%s (default: %ld)", o->help, o->def);
	else
		snprintf(out, size, "%s", o->help);
	return out;
}

void
opt_help(const struct cmd *c, FILE *f)
{
	char	syn[160], head[200], help[200];

	opt_usage(c, f);
	fputs("\noptions:\n", f);
	OPT_EACH(c, o) {
		opt_synopsis(o, syn, sizeof syn);
		if (o->short_name != 0)
			snprintf(head, sizeof head, "-%c, %s", o->short_name,
			    syn);
		else
			snprintf(head, sizeof head, "    %s", syn);
		help_line(o, help, sizeof help);
		if (strlen(head) > 26)
			fprintf(f, "  %s\n  %-26s  %s\n", head, "", help);
		else
			fprintf(f, "  %-26s  %s\n", head, help);
	}
}

const struct opt *
opt_find(const struct cmd *c, int id)
{
	OPT_EACH(c, o)
		if (o->id == id)
			return o;
	return NULL;
}

/* getopt_long gives a short option's letter, a long one's id. */
static const struct opt *
opt_found(const struct cmd *c, int ch)
{
	const struct opt	*o;

	if ((o = opt_find(c, ch)) != NULL)
		return o;
	OPT_EACH(c, s)
		if (s->short_name == ch)
			return s;
	return NULL;
}

long
opt_default(const struct cmd *c, int id)
{
	const struct opt	*o = opt_find(c, id);

	if (o == NULL || o->kind != OPT_NUMBER)
		abort();	/* a programmer error: not a number option */
	return o->def;
}

int
opt_value(const struct opt *o, const char *word)
{
	const char	*s, *e;
	size_t		 len = strlen(word);
	int		 i;

	if (o->values == NULL)
		return -1;
	for (s = o->values, i = 0; *s != '\0'; s = e + (*e != '\0'), i++) {
		e = strchr(s, ' ');
		if (e == NULL)
			e = s + strlen(s);
		if ((size_t)(e - s) == len && strncmp(s, word, len) == 0)
			return i;
	}
	return -1;
}

void
opt_init(struct optparse *p, const struct cli *io)
{
	const struct cmd	*c = io->cmd;
	size_t			 n = 0, k = 0;

	memset(p, 0, sizeof *p);
	p->io = io;
	p->cmd = c;
	/* ':' first: a missing argument is told from an unknown option. */
	p->so[k++] = ':';
	OPT_EACH(c, o) {
		if (n == OPT_MAX)
			abort();	/* a programmer error: raise OPT_MAX */
		p->lo[n].name = o->name;
		p->lo[n].has_arg = o->kind == OPT_FLAG ? no_argument :
		    o->kind == OPT_WHEN ? optional_argument :
		    required_argument;
		p->lo[n].flag = NULL;
		p->lo[n].val = o->id;
		n++;
		if (o->short_name != 0) {
			p->so[k++] = (char)o->short_name;
			if (o->kind == OPT_WHEN)
				p->so[k++] = ':';
			if (o->kind != OPT_FLAG)
				p->so[k++] = ':';
		}
	}
	p->so[k] = '\0';
	/* GNU getopt starts afresh only from optind 0. */
	optind = 0;
	opterr = 0;
}

/* Options renamed so that one name has one meaning (issue 14): the old
 * name is refused, with the new one. */
static const struct {
	const char	*cmd, *old, *now;
} renamed[] = {
	{ "convert", "--to", "--format" },
	{ "convert", "--from", "--input-format" },
	{ "convert", "--ply", "--length" },
	{ "validate", "--ply", "--length" },
	{ "render", "--colour", "--color" },
	{ "replay", "--colour", "--color" },
};

static const char *
renamed_to(const struct cmd *c, const char *arg)
{
	size_t	i, len = strcspn(arg, "=");

	for (i = 0; i < sizeof renamed / sizeof renamed[0]; i++)
		if (strcmp(renamed[i].cmd, c->name) == 0 &&
		    strlen(renamed[i].old) == len &&
		    strncmp(renamed[i].old, arg, len) == 0)
			return renamed[i].now;
	return NULL;
}

/* The word list "a b c" as "a, b or c". */
static void
values_words(const char *values, char *out, size_t size)
{
	const char	*last = strrchr(values, ' ');
	size_t		 k = 0;
	const char	*s;

	for (s = values; *s != '\0' && k + 5 < size; s++) {
		if (*s == ' ' && s == last) {
			memcpy(out + k, " or ", 4);
			k += 4;
		} else if (*s == ' ') {
			memcpy(out + k, ", ", 2);
			k += 2;
		} else
			out[k++] = *s;
	}
	out[k] = '\0';
}

/* Decimal digits only (no sign, space or '+'), within [min, max]. */
static int
opt_number(const char *s, long min, long max, long *out)
{
	char	*end;
	long	 v;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno != 0 || *end != '\0' || v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

int
opt_end(const struct optparse *p, int ch)
{
	if (ch == OPT_HELP)
		return EXIT_VALID;
	return cli_usage(p->io);
}

/*
 * An option given twice with two values, where one only counts: the
 * second would silently win, so neither is taken.  The same value again,
 * or a flag again, means what it meant once.
 */
static int
once_only(struct optparse *p, const struct opt *o)
{
	size_t	 i = 0;

	if (o->kind == OPT_FLAG || o->many)
		return 0;
	OPT_EACH(p->cmd, s) {
		if (s == o)
			break;
		i++;
	}
	if (i > OPT_MAX)
		abort();	/* opt_init() took no more */
	if (p->given[i] != NULL && strcmp(p->given[i], p->arg) != 0) {
		char	 sn[4] = "";

		if (o->short_name != 0)
			snprintf(sn, sizeof sn, "-%c/", o->short_name);
		cli_warnx(p->io, "%s--%s given twice, as '%s' and as '%s': "
		    "it takes one value", sn, o->name, p->given[i], p->arg);
		return -1;
	}
	p->given[i] = p->arg;
	return 0;
}

int
opt_next(struct optparse *p, int argc, char **argv)
{
	const struct opt	*o;
	char			 words[160];
	int			 ch;

	p->arg = NULL;
	p->opt = NULL;
	ch = getopt_long(argc, argv, p->so, p->lo, NULL);
	if (ch == -1) {
		p->optind = optind;
		return OPT_DONE;
	}
	if (ch == '?') {
		const char *now;

		if (optopt != 0 && optopt < 0x80)
			cli_warnx(p->io, "unknown option '-%c'", optopt);
		else if ((now = renamed_to(p->cmd, argv[optind - 1])) != NULL)
			cli_warnx(p->io, "unknown option '%s': it is %s now",
			    argv[optind - 1], now);
		else
			cli_warnx(p->io, "unknown option '%s'",
			    argv[optind - 1]);
		return OPT_BAD;
	}
	if (ch == ':') {
		if ((o = opt_found(p->cmd, optopt)) != NULL)
			cli_warnx(p->io, "option '--%s' needs an argument "
			    "(%s)", o->name,
			    o->arg != NULL ? o->arg : "a value");
		else
			cli_warnx(p->io, "option '-%c' needs an argument",
			    optopt);
		return OPT_BAD;
	}
	if ((o = opt_found(p->cmd, ch)) == NULL)
		abort();	/* getopt_long returned what we gave it */
	ch = o->id;
	if (ch == 'h') {
		opt_help(p->cmd, p->io->out);
		return OPT_HELP;
	}
	p->opt = o;
	p->arg = optarg;
	if (o->kind == OPT_WHEN && optarg == NULL)
		p->arg = o->bare;
	if (once_only(p, o) != 0)
		return OPT_BAD;
	/* An empty -v has its own message, from the variant loader (exit 3). */
	if (o->kind == OPT_FILE && p->arg[0] == '\0') {
		cli_warnx(p->io, "--%s wants a file name, not an empty word",
		    o->name);
		return OPT_BAD;
	}
	if ((o->kind == OPT_CHOICE || o->kind == OPT_WHEN) &&
	    opt_value(o, p->arg) < 0) {
		values_words(o->values, words, sizeof words);
		cli_warnx(p->io, "--%s wants %s, not '%s'", o->name, words,
		    p->arg);
		return OPT_BAD;
	}
	if (o->kind == OPT_NUMBER &&
	    opt_number(p->arg, o->min, o->max, &p->num) != 0) {
		cli_warnx(p->io, "--%s wants a number from %ld to %ld, "
		    "not '%s'", o->name, o->min, o->max, p->arg);
		return OPT_BAD;
	}
	return ch;
}

/* ---- completions ------------------------------------------------- */

static void
bash_words(FILE *f, const struct cmd *c)
{
	const char	*sep = "";

	OPT_EACH(c, o) {
		if (o->short_name != 0) {
			fprintf(f, "%s-%c", sep, o->short_name);
			sep = " ";
		}
		if (o->kind == OPT_WHEN) {
			const char *s, *e;

			fprintf(f, "%s--%s", sep, o->name);
			for (s = o->values; *s != '\0'; s = e + (*e != '\0')) {
				e = strchr(s, ' ');
				if (e == NULL)
					e = s + strlen(s);
				fprintf(f, " --%s=%.*s", o->name,
				    (int)(e - s), s);
			}
		} else
			fprintf(f, "%s--%s", sep, o->name);
		sep = " ";
	}
}

/* The case pattern "cmd:-x|cmd:--name" of an option. */
static void
case_pattern(FILE *f, const struct cmd *c, const struct opt *o)
{
	if (o->short_name != 0)
		fprintf(f, "%s:-%c|", c->name, o->short_name);
	fprintf(f, "%s:--%s", c->name, o->name);
}

static void
bash(const struct cmd *const *cmds, FILE *f)
{
	int	i;

	fputs("# bash completion for pasa(1), made by `pasa --completion "
	    "bash`\n# from the commands' option tables: do not edit.\n"
	    "_pasa_variants()\n{\n\t\"${1:-pasa}\" variants 2>/dev/null | "
	    "awk '{ print $1 }'\n}\n\n_pasa()\n{\n"
	    "\tlocal cur prev cmd i w\n\tCOMPREPLY=()\n"
	    "\tcur=${COMP_WORDS[COMP_CWORD]}\n"
	    "\tprev=${COMP_WORDS[COMP_CWORD-1]}\n\tcmd=\n"
	    "\tfor ((i = 1; i < COMP_CWORD; i++)); do\n"
	    "\t\tcase ${COMP_WORDS[i]} in\n\t\t-*) ;;\n"
	    "\t\t*) cmd=${COMP_WORDS[i]}; break ;;\n\t\tesac\n\tdone\n"
	    "\tw=\"", f);
	for (i = 0; cmds[i] != NULL; i++)
		fprintf(f, "%s%s", i ? " " : "", cmds[i]->name);
	fputs("\"\n\tcase $cmd in\n"
	    "\t'') COMPREPLY=($(compgen -W \"$w help --help --version "
	    "--completion\" -- \"$cur\")); return ;;\n"
	    "\thelp) COMPREPLY=($(compgen -W \"$w\" -- \"$cur\")); "
	    "return ;;\n\tesac\n\t# A unique prefix names a command too.\n"
	    "\tfor i in $w; do\n\t\tcase $i in \"$cmd\"*) cmd=$i; break ;; "
	    "esac\n\tdone\n\tcase $cmd:$prev in\n", f);
	for (i = 0; cmds[i] != NULL; i++) {
		OPT_EACH(cmds[i], o) {
			if (o->kind == OPT_FLAG || o->kind == OPT_WHEN)
				continue;
			fputs("\t", f);
			case_pattern(f, cmds[i], o);
			switch (o->kind) {
			case OPT_VARIANT:
				fputs(")\n\t\tCOMPREPLY=($(compgen -W "
				    "\"$(_pasa_variants \"${COMP_WORDS[0]}\")\""
				    " -- \"$cur\")); return ;;\n", f);
				break;
			case OPT_CHOICE:
				fprintf(f, ")\n\t\tCOMPREPLY=($(compgen -W "
				    "\"%s\" -- \"$cur\")); return ;;\n",
				    o->values);
				break;
			case OPT_FILE:
				fputs(")\n\t\tCOMPREPLY=($(compgen -f -- "
				    "\"$cur\")); return ;;\n", f);
				break;
			default:
				fputs(") return ;;\n", f);
				break;
			}
		}
	}
	fputs("\tesac\n\tif [[ $cur == -* ]]; then\n\t\tcase $cmd in\n", f);
	for (i = 0; cmds[i] != NULL; i++) {
		fprintf(f, "\t\t%s) w=\"", cmds[i]->name);
		bash_words(f, cmds[i]);
		fputs("\" ;;\n", f);
	}
	fputs("\t\tesac\n\t\tCOMPREPLY=($(compgen -W \"$w\" -- \"$cur\"))\n"
	    "\t\treturn\n\tfi\n"
	    "\tif [[ $cmd == variants ]]; then\n"
	    "\t\tif [[ $prev == show ]]; then\n"
	    "\t\t\tCOMPREPLY=($(compgen -W \"$(_pasa_variants "
	    "\"${COMP_WORDS[0]}\")\" -- \"$cur\"))\n"
	    "\t\telif [[ $prev == variants ]]; then\n"
	    "\t\t\tCOMPREPLY=($(compgen -W \"list show check\" -- "
	    "\"$cur\"))\n\t\telse\n"
	    "\t\t\tCOMPREPLY=($(compgen -f -- \"$cur\"))\n\t\tfi\n"
	    "\t\treturn\n\tfi\n"
	    "\tCOMPREPLY=($(compgen -f -- \"$cur\"))\n}\n"
	    "complete -F _pasa pasa\n", f);
}

/* A help line inside '...[help]...': quotes and brackets escaped. */
static const char *
zsh_help(const char *help, char *out, size_t size)
{
	size_t	k = 0;

	for (; *help != '\0' && k + 5 < size; help++) {
		if (*help == '\'') {
			memcpy(out + k, "'\\''", 4);
			k += 4;
			continue;
		}
		if (*help == ']' || *help == '[')
			out[k++] = '\\';
		out[k++] = *help;
	}
	out[k] = '\0';
	return out;
}

/* zsh: one _arguments spec per option, from the same table. */
static void
zsh(const struct cmd *const *cmds, FILE *f)
{
	const char	*act;
	int		 i;

	fputs("#compdef pasa\n# zsh completion for pasa(1), made by `pasa "
	    "--completion zsh`\n# from the commands' option tables: do not "
	    "edit.\n_pasa_variants() {\n\tlocal -a v\n"
	    "\tv=(${(f)\"$(pasa variants 2>/dev/null | awk '{ print $1 }')\"})"
	    "\n\t_describe 'variant' v\n}\n\n_pasa() {\n"
	    "\tlocal -a cmds\n\tcmds=(\n", f);
	for (i = 0; cmds[i] != NULL; i++)
		fprintf(f, "\t\t'%s:%s'\n", cmds[i]->name, cmds[i]->summary);
	fputs("\t)\n\tif (( CURRENT == 2 )); then\n"
	    "\t\t_describe 'command' cmds\n\t\treturn\n\tfi\n"
	    "\tlocal cmd=$words[2] c\n"
	    "\tfor c in ${cmds%%:*}; do\n"
	    "\t\t[[ $c == $cmd* ]] && { cmd=$c; break }\n\tdone\n"
	    "\tcase $cmd in\n", f);
	for (i = 0; cmds[i] != NULL; i++) {
		fprintf(f, "\t%s)\n\t\t_arguments -s \\\n", cmds[i]->name);
		OPT_EACH(cmds[i], o) {
			char vals[128], hb[256], line[200];
			const char *help = zsh_help(help_line(o, line,
			    sizeof line), hb, sizeof hb);

			switch (o->kind) {
			case OPT_VARIANT:
				act = ":variant:_pasa_variants";
				break;
			case OPT_FILE:
				act = ":file:_files";
				break;
			case OPT_ARG:
			case OPT_NUMBER:
				act = ":value: ";
				break;
			default:
				act = "";
				break;
			}
			vals[0] = '\0';
			if (o->kind == OPT_CHOICE || o->kind == OPT_WHEN)
				values_joined(o->values, ' ', vals,
				    sizeof vals);
			if (o->kind == OPT_WHEN)
				fprintf(f, "\t\t    '--%s=-[%s]::when:(%s)' \\\n",
				    o->name, help, vals);
			else if (o->kind == OPT_CHOICE) {
				if (o->short_name != 0)
					fprintf(f, "\t\t    '(-%c --%s)'{-%c,"
					    "--%s}'[%s]:value:(%s)' \\\n",
					    o->short_name, o->name,
					    o->short_name, o->name, help,
					    vals);
				else
					fprintf(f, "\t\t    '--%s[%s]:value:"
					    "(%s)' \\\n", o->name, help,
					    vals);
			} else if (o->short_name != 0)
				fprintf(f, "\t\t    {-%c,--%s}'[%s]%s' \\\n",
				    o->short_name, o->name, help, act);
			else
				fprintf(f, "\t\t    '--%s[%s]%s' \\\n", o->name,
				    help, act);
		}
		if (strcmp(cmds[i]->name, "variants") == 0)
			fputs("\t\t    '1:action:(list show check)' \\\n"
			    "\t\t    '*:variant:_pasa_variants' ;;\n", f);
		else
			fputs("\t\t    '*:file:_files' ;;\n", f);
	}
	fputs("\tesac\n}\n_pasa \"$@\"\n", f);
}

int
opt_completion(const char *shell, const struct cmd *const *cmds, FILE *f)
{
	if (strcmp(shell, "bash") == 0)
		bash(cmds, f);
	else if (strcmp(shell, "zsh") == 0)
		zsh(cmds, f);
	else
		return -1;
	return 0;
}
