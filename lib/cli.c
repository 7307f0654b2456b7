/* What the subcommands share: messages, usage and diagnostics out. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

int
cli_usage(const struct cli *io)
{
	opt_usage(io->cmd, io->err);
	return EXIT_USAGE;
}

static void
prefix(const struct cli *io, FILE *f)
{
	if (io->cmd != NULL)
		fprintf(f, "pasa %s: ", io->cmd->name);
	else
		fputs("pasa: ", f);
}

void
cli_warnx(const struct cli *io, const char *fmt, ...)
{
	struct buf	b, clean;
	va_list		ap;

	/* Arguments and file names may hold anything: escaped here. */
	buf_init(&b);
	buf_init(&clean);
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	buf_add_clean(&clean, buf_str(&b), b.len);
	prefix(io, io->err);
	fprintf(io->err, "%s\n", buf_str(&clean));
	buf_free(&b);
	buf_free(&clean);
}

void
cli_diag_format(const struct cli *io, const struct diag *e, struct buf *b)
{
	struct diag	 copy;
	struct buf	 t;
	const char	*s;

	/* An option's text ("--position") is not a file: the problem is
	 * one of usage, said as the command says the others. */
	if (e->file != NULL && strncmp(e->file, "--", 2) != 0) {
		diag_format(e, b);
		return;
	}
	if (io->cmd != NULL)
		buf_printf(b, "pasa %s: ", io->cmd->name);
	else
		buf_adds(b, "pasa: ");
	if (e->file != NULL)
		buf_printf(b, "%s: ", e->file);
	if (e->level != DIAG_ERROR)
		buf_adds(b, e->level == DIAG_WARNING ? "warning: " : "note: ");
	/* The rest as the library words it: "error: " comes off. */
	copy = *e;
	copy.file = NULL;
	copy.level = DIAG_ERROR;
	buf_init(&t);
	diag_format(&copy, &t);
	s = buf_str(&t);
	if (strncmp(s, "pasa: error: ", 13) == 0)
		s += 13;
	buf_adds(b, s);
	buf_free(&t);
}

int
cli_print_diags(const struct cli *io, const struct diags *d)
{
	struct buf	b;
	size_t		i;
	int		rc = EXIT_VALID;

	buf_init(&b);
	for (i = 0; i < d->n; i++) {
		buf_clear(&b);
		cli_diag_format(io, &d->v[i], &b);
		fprintf(io->err, "%s\n", buf_str(&b));
		rc = exit_worse(rc, diag_exit(&d->v[i]));
	}
	if (d->dropped > 0) {
		prefix(io, io->err);
		fprintf(io->err, "%zu more diagnostics not shown\n",
		    d->dropped);
	}
	buf_free(&b);
	return rc;
}

int
cli_position_args(const struct cli *io, const char *position,
    const char *vname, long game, long ply, int argc, int first)
{
	if ((position != NULL) == (first == argc - 1) || first < argc - 1) {
		cli_warnx(io, "needs one of --position or RECORD");
		return -1;
	}
	if (position != NULL && (game != 0 || ply >= 0)) {
		cli_warnx(io, "--%s picks a position of a RECORD: not with "
		    "--position", game != 0 ? "game" : "ply");
		return -1;
	}
	if (position != NULL && vname == NULL) {
		cli_warnx(io, "--position needs -v VARIANT");
		return -1;
	}
	return 0;
}

int
cli_colour_option(const char *arg)
{
	if (strcmp(arg, "auto") == 0)
		return COLOUR_AUTO;
	if (strcmp(arg, "always") == 0)
		return COLOUR_ALWAYS;
	if (strcmp(arg, "never") == 0)
		return COLOUR_NEVER;
	return -1;
}

/* auto: a terminal, unless NO_COLOR (no-color.org) is set and not empty. */
int
cli_colour_wanted(const struct cli *io, int mode)
{
	const char	*nc;

	if (mode != COLOUR_AUTO)
		return mode == COLOUR_ALWAYS;
	nc = getenv("NO_COLOR");
	if (nc != NULL && *nc != '\0')
		return 0;
	return isatty(fileno(io->out));
}
