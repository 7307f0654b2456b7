/* pasa convert: records to canonical text, JSON Lines, JSON or CSV. */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "convert_run.h"
#include "output.h"
#include "filter.h"
#include "json_schemas.h"

static int convert_main(const struct cli *, int, char **);

enum {
	O_FORMAT = OPT_ID_FIRST, O_INPUT_FORMAT, O_CANONICAL, O_STRICT,
	O_KEEP_INVALID, O_SCHEMA,
};

static const struct opt convert_opts[] = {
	{ "format", 0, O_FORMAT, OPT_CHOICE, "FORMAT", "text jsonl json csv",
	    "the output format (required)", NULL },
	{ "canonical", 0, O_CANONICAL, OPT_FLAG, NULL, NULL,
	    "text: one spelling per move, as pasa-record(5) gives it", NULL },
	{ "output", 'o', 'o', OPT_FILE, "FILE", NULL,
	    "write to FILE, replaced only when whole (default: stdout)",
	    NULL },
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "the rules (default: each game's Variant tag)", NULL },
	{ "input-format", 0, O_INPUT_FORMAT, OPT_CHOICE, "FORMAT",
	    "text jsonl json",
	    "the input format (default: by file name, else by content)",
	    NULL },
	{ "strict", 0, O_STRICT, OPT_FLAG, NULL, NULL,
	    "treat warnings as errors", NULL },
	{ "keep-invalid", 0, O_KEEP_INVALID, OPT_FLAG, NULL, NULL,
	    "write invalid games too, as read", NULL },
	{ "schema", 0, O_SCHEMA, OPT_CHOICE, "NAME",
	    "jsonl json validate compare",
	    "print the JSON Schema of a JSON output and exit", NULL },
	GAMESEL_OPTS,
	OPT_TABLE_END,
};

const struct cmd cmd_convert = {
	.name = "convert",
	.usage = "pasa convert --format text|jsonl|json|csv [--canonical] "
	    "[-o FILE] [-v VARIANT]\n"
	    "                    [--input-format text|jsonl|json] [--strict] "
	    "[--keep-invalid]\n"
	    "                    [--where TAG=VALUE | --where TAG=~/REGEX/] "
	    "[--length N-M]\n"
	    "                    [--valid-only | --invalid-only] [-j N] "
	    "[FILE ...]\n"
	    "       pasa convert --schema jsonl|json|validate|compare",
	.summary = "convert records: canonical text, JSON Lines, JSON, CSV",
	.opts = convert_opts,
	.run = convert_main,
};

/* Refuses -o naming one of the inputs: input is never modified. */
static int
output_is_input(const char *path, char **files, int n)
{
	struct stat	so, si;
	int		i, in = n == 0;

	if (stat(path, &so) != 0 || !S_ISREG(so.st_mode))
		return 0;
	for (i = 0; i < n; i++) {
		if (strcmp(files[i], "-") == 0)
			in = 1;
		else if (stat(files[i], &si) == 0 &&
		    si.st_dev == so.st_dev && si.st_ino == so.st_ino)
			return 1;
	}
	/* Standard input by its file: '-o a.txt < a.txt' too. */
	return in && fstat(STDIN_FILENO, &si) == 0 &&
	    si.st_dev == so.st_dev && si.st_ino == so.st_ino;
}

/* --schema NAME: the JSON Schema of one output, as installed. */
static int
print_schema(const struct cli *io, const char *name)
{
	static const struct {
		const char	*name, *file;
	} names[] = {
		{ "jsonl", "convert-jsonl" }, { "json", "convert-json" },
		{ "validate", "validate" }, { "compare", "compare" },
	};
	size_t	i;
	int	k;

	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		if (strcmp(name, names[i].name) != 0)
			continue;
		for (k = 0; json_schemas[k].name != NULL; k++)
			if (strcmp(json_schemas[k].name, names[i].file) == 0) {
				fputs(json_schemas[k].text, io->out);
				return EXIT_VALID;
			}
	}
	cli_warnx(io, "unknown schema '%s' (jsonl, json, validate or compare)",
	    name);
	return cli_usage(io);
}

/* The records to o->out, d holding what loading the variant said. */
static void
convert_files(struct convert_run *o, int json_in, char **files, int n,
    struct diags *d)
{
	int	i;

	if (!json_in)
		convert_run_records(o, files, n, d);
	else if (n == 0)
		convert_run_json(o, "-");
	else
		for (i = 0; i < n; i++)
			if (convert_run_json(o, files[i]) != 0)
				break;
}

static int
convert_main(const struct cli *io, int argc, char **argv)
{
	struct optparse		 op;
	struct convert_run	 o;
	struct vcache		 vc;
	struct diags		 d;
	struct buf		 b;
	struct output		 out;
	const char		*schema = NULL, *output = NULL;
	/* The first option that asks for a check or a selection, and the
	 * first but --schema: what JSON input or --schema cannot honour. */
	const char		*checking = NULL, *other = NULL;
	int			 ch, i, n, to = -1, json_in = 0, first;

	convert_run_init(&o, io);
	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) > 0) {
		if (other == NULL && ch != O_SCHEMA)
			other = op.opt->name;
		if (checking == NULL && (ch == 'v' || ch == O_STRICT ||
		    ch == O_KEEP_INVALID || (ch >= OPT_WHERE &&
		    ch <= OPT_JOBS)))
			checking = op.opt->name;
		if ((n = gamesel_option(&o.sel, ch, &op)) != 0) {
			if (n < 0)
				goto usage;
			continue;
		}
		switch (ch) {
		case O_FORMAT:
			to = convert_format_parse(op.arg);
			break;
		case O_INPUT_FORMAT:
			o.from = convert_format_parse(op.arg);
			break;
		case O_CANONICAL:
			o.canonical = 1;
			break;
		case 'o':
			/* "-" is standard output, as for the inputs. */
			output = strcmp(op.arg, "-") == 0 ? NULL : op.arg;
			break;
		case 'v':
			o.rp.variant = op.arg;
			break;
		case O_STRICT:
			o.rp.strict = 1;
			break;
		case O_KEEP_INVALID:
			o.keep_invalid = 1;
			break;
		case O_SCHEMA:
			schema = op.arg;
			break;
		}
	}
	if (ch != OPT_DONE) {
		convert_run_free(&o);
		return opt_end(&op, ch);
	}
	first = op.optind;
	if (schema != NULL) {
		convert_run_free(&o);
		if (to >= 0 || first < argc || other != NULL) {
			cli_warnx(io, "--schema prints a schema and takes "
			    "nothing else%s%s", other != NULL ? ": not --" : "",
			    other != NULL ? other : "");
			return cli_usage(io);
		}
		return print_schema(io, schema);
	}
	if (to < 0) {
		cli_warnx(io, "needs --format text, jsonl, json or csv");
		goto usage;
	}
	o.to = (enum convert_format)to;
	for (i = first; i < argc; i++)
		json_in |= convert_run_format(&o, argv[i]) != CONVERT_TEXT;
	if (first == argc)
		json_in = convert_run_format(&o, "-") != CONVERT_TEXT;
	if (json_in && o.to != CONVERT_TEXT) {
		cli_warnx(io, "JSON input converts to text only");
		goto usage;
	}
	/* JSON is turned back into its text, not replayed: nothing there
	 * is checked or selected, so an option that asks it to be is no
	 * silent no-op. */
	if (json_in && checking != NULL) {
		cli_warnx(io, "--%s does not apply to JSON input, which converts "
		    "to text unchecked: convert it, then validate or select "
		    "the text", checking);
		goto usage;
	}
	if (output != NULL && output_is_input(output, argv + first,
	    argc - first)) {
		cli_warnx(io, "output '%s' is also an input: input is never "
		    "modified", output);
		goto usage;
	}
	vcache_init(&vc);
	diags_init(&d);
	buf_init(&b);
	o.vc = &vc;
	o.out = io->out;
	if (o.rp.variant != NULL && vcache_get(&vc, o.rp.variant, &d) ==
	    NULL)
		o.rc = cli_print_diags(io, &d);
	else if (output != NULL && output_open(&out, output, &b) != 0) {
		cli_warnx(io, "cannot create '%s': %s", output, buf_str(&b));
		o.rc = EXIT_SYSTEM;
	} else if (output != NULL) {
		o.out = out.fp;
		/* Interrupted, the half-written temporary goes. */
		if (io->remove_on_signal != NULL)
			io->remove_on_signal(out.tmp);
		convert_files(&o, json_in, argv + first, argc - first, &d);
		buf_clear(&b);
		if (output_close(&out, o.rc < EXIT_USAGE, &b) != 0) {
			cli_warnx(io, "%s", buf_str(&b));
			o.rc = EXIT_SYSTEM;
		}
		if (io->remove_on_signal != NULL)
			io->remove_on_signal(NULL);
	} else {
		convert_files(&o, json_in, argv + first, argc - first, &d);
		if (ferror(o.out))
			o.rc = exit_worse(o.rc, EXIT_SYSTEM);
	}
	vcache_free(&vc);
	diags_free(&d);
	buf_free(&b);
	convert_run_free(&o);
	return o.rc;
usage:
	convert_run_free(&o);
	return cli_usage(io);
}
