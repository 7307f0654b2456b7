/*
 * The command framework in lib/ (issue 17) writes only to the streams of
 * the struct cli it is handed: help to io->out, problems to io->err, with
 * the command's name, in the one diagnostic format.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cli.h"
#include "opt.h"

static const struct opt demo_opts[] = {
	{ "format", 0, OPT_ID_FIRST, OPT_CHOICE, "FORMAT", "text json",
	    "what to write", NULL },
	OPT_NUM("games", 'g', OPT_ID_FIRST + 1, "K", 1, 500, 7,
	    "how many games"),
	OPT_TABLE_END,
};

static const struct cmd demo = {
	.name = "demo",
	.usage = "pasa demo [--format text|json]",
	.summary = "a command for the test",
	.opts = demo_opts,
};

struct streams {
	char	*out, *err;
	size_t	 nout, nerr;
	struct cli io;
};

static void
streams_open(struct streams *s)
{
	memset(s, 0, sizeof *s);
	s->io.cmd = &demo;
	s->io.out = open_memstream(&s->out, &s->nout);
	s->io.err = open_memstream(&s->err, &s->nerr);
	if (s->io.out == NULL || s->io.err == NULL)
		abort();
}

static void
streams_close(struct streams *s)
{
	fclose(s->io.out);
	fclose(s->io.err);
}

static void
streams_free(struct streams *s)
{
	free(s->out);
	free(s->err);
}

static int
parse(struct streams *s, char *a1, char *a2)
{
	char		*argv[] = { (char *)"demo", a1, a2, NULL };
	struct optparse	 op;
	int		 ch;

	opt_init(&op, &s->io);
	ch = opt_next(&op, a2 != NULL ? 3 : 2, argv);
	streams_close(s);
	return ch;
}

static void
test_options(void)
{
	struct streams	s;
	int		ch;

	streams_open(&s);
	ch = parse(&s, "--format", "xml");
	CHECK(ch == OPT_BAD, "a bad word is refused");
	CHECK(strcmp(s.err, "pasa demo: --format wants text or json, not "
	    "'xml'\n") == 0, "and said on io->err");
	CHECK(s.nout == 0, "nothing on io->out");
	streams_free(&s);

	streams_open(&s);
	ch = parse(&s, "-h", NULL);
	CHECK(ch == OPT_HELP, "-h is the help");
	CHECK(strncmp(s.out, "usage: pasa demo [--format text|json]\n", 38)
	    == 0 && strstr(s.out, "--format text|json") != NULL,
	    "the help is on io->out");
	CHECK(s.nerr == 0, "nothing on io->err");
	streams_free(&s);
}

static void
test_messages(void)
{
	struct streams	s;
	struct diags	d;
	int		rc;

	streams_open(&s);
	diags_init(&d);
	diags_add(&d, DIAG_ERROR, DK_RECORD, "g.txt", 3, 4, "C18",
	    "square 15 is blocked");
	diags_add(&d, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
	    "cannot read 'x'");
	rc = cli_print_diags(&s.io, &d);
	cli_warnx(&s.io, "name with a \033 control");
	CHECK(cli_usage(&s.io) == EXIT_USAGE, "usage is exit 2");
	streams_close(&s);
	CHECK(rc == EXIT_SYSTEM, "the worst exit status: %d", rc);
	CHECK(strcmp(s.err, "g.txt:3:4: error: square 15 is blocked "
	    "(rule C18)\npasa demo: cannot read 'x'\n"
	    "pasa demo: name with a \\x1b control\n"
	    "usage: pasa demo [--format text|json]\n") == 0,
	    "diagnostics, a message and the usage on io->err");
	CHECK(s.nout == 0, "nothing on io->out");
	diags_free(&d);
	streams_free(&s);
}

/* A number option: the parser checks the range and says so in one
 * wording; the help gives the default, which opt_default() returns. */
static void
test_numbers(void)
{
	struct streams	s;
	struct optparse	op;
	char		*argv[] = { (char *)"demo", (char *)"-g", (char *)"500",
			    NULL };
	const char	*bad[] = { "0", "501", "-3", "x", "",
			    "99999999999999999999", "+5", " 5", "5x" };
	size_t		 i;
	int		 ch;

	streams_open(&s);
	opt_init(&op, &s.io);
	ch = opt_next(&op, 3, argv);
	CHECK(ch == OPT_ID_FIRST + 1 && op.num == 500, "-g 500 is taken");
	streams_close(&s);
	streams_free(&s);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char want[160];

		streams_open(&s);
		ch = parse(&s, (char *)"--games", (char *)bad[i]);
		snprintf(want, sizeof want, "pasa demo: --games wants a number "
		    "from 1 to 500, not '%s'\n", bad[i]);
		CHECK(ch == OPT_BAD && strcmp(s.err, want) == 0,
		    "--games '%s' is refused: %s", bad[i], s.err);
		streams_free(&s);
	}
	streams_open(&s);
	ch = parse(&s, (char *)"-h", NULL);
	CHECK(strstr(s.out, "how many games (default: 7)\n") != NULL,
	    "the help gives the default");
	CHECK(opt_default(&demo, OPT_ID_FIRST + 1) == 7, "opt_default");
	streams_free(&s);
	streams_open(&s);
	{
		const struct cmd *const cmds[] = { &demo, NULL };

		opt_completion("zsh", cmds, s.io.out);
	}
	streams_close(&s);
	CHECK(strstr(s.out, "how many games (default: 7)]:value:") != NULL,
	    "the zsh completion gives the default and wants a value");
	streams_free(&s);
}

int
main(void)
{
	test_options();
	test_numbers();
	test_messages();
	return CHECK_DONE();
}
