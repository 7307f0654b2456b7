/* pasa replay: a game turn by turn, each turn a frame with its board. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include "cmd.h"
#include "frames.h"

static int replay_main(const struct cli *, int, char **);

enum {
	O_GAME = OPT_ID_FIRST, O_FROM, O_TO, O_FINAL, O_COLOR, O_LABELS,
	O_INTERACTIVE, O_FORMAT,
};

static const struct opt replay_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "the rules (default: the record's Variant tag)", NULL },
	GAME_OPT(O_GAME),
	OPT_NUM("from", 0, O_FROM, "N", 0, TURNS_MAX, OPT_NO_DEFAULT,
	    "show from turn N (0: the start)"),
	OPT_NUM("to", 0, O_TO, "N", 0, TURNS_MAX, OPT_NO_DEFAULT,
	    "show up to turn N"),
	{ "final", 0, O_FINAL, OPT_FLAG, NULL, NULL,
	    "show only the final position", NULL },
	{ "color", 0, O_COLOR, OPT_WHEN, "WHEN", "auto always never",
	    "paint the sides: auto (a terminal), always, never", "always" },
	{ "labels", 0, O_LABELS, OPT_FLAG, NULL, NULL,
	    "number the squares", NULL },
	{ "interactive", 0, O_INTERACTIVE, OPT_FLAG, NULL, NULL,
	    "step through the turns with the keys", NULL },
	{ "format", 0, O_FORMAT, OPT_CHOICE, "FORMAT", "ascii html",
	    "frames as text, or one web page of every game", NULL },
	OPT_TABLE_END,
};

const struct cmd cmd_replay = {
	.name = "replay",
	.usage = "pasa replay [-v VARIANT] RECORD [--game N] [--from N] "
	    "[--to N] [--final]\n"
	    "                   [--color[=WHEN]] [--labels] "
	    "[--interactive]\n"
	    "                   [--format ascii|html]",
	.summary = "show a game turn by turn, board and all",
	.opts = replay_opts,
	.run = replay_main,
};

/* ---- the interactive viewer -------------------------------------- */

static struct termios	 saved_tio;
static volatile sig_atomic_t have_saved;

static void
tty_restore(void)
{
	static const char leave[] = "\033[?25h\033[?1049l";

	if (!have_saved)
		return;
	signal(SIGWINCH, SIG_DFL);
	tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_tio);
	(void)!write(STDOUT_FILENO, leave, sizeof leave - 1);
	have_saved = 0;
}

/* The terminal must come back sane however the viewer ends. */
static void
tty_signal(int sig)
{
	tty_restore();
	signal(sig, SIG_DFL);
	raise(sig);
}

static void
tty_winch(int sig)
{
	(void)sig;
}

static int
tty_raw(void)
{
	struct sigaction sa;
	struct termios	 t;

	if (tcgetattr(STDIN_FILENO, &saved_tio) != 0)
		return -1;
	t = saved_tio;
	t.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	t.c_iflag &= ~(tcflag_t)(IXON | ICRNL);
	t.c_cc[VMIN] = 1;
	t.c_cc[VTIME] = 0;
	have_saved = 1;
	signal(SIGINT, tty_signal);
	signal(SIGTERM, tty_signal);
	signal(SIGHUP, tty_signal);
	signal(SIGQUIT, tty_signal);
	/* No SA_RESTART: the read for a key ends, and the frame is drawn
	 * for the new size. */
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = tty_winch;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGWINCH, &sa, NULL);
	if (tcsetattr(STDIN_FILENO, TCSAFLUSH, &t) != 0) {
		have_saved = 0;
		return -1;
	}
	fputs("\033[?1049h\033[?25l", stdout);
	return 0;
}

static int
interactive(const struct cli *io, struct frames *f)
{
	size_t		 at = 0;
	long		 scroll = 0;
	int		 rows;
	enum frames_key	 k;

	if (f->n == 0)
		return EXIT_VALID;
	if (tty_raw() != 0) {
		cli_warnx(io, "cannot set up the terminal: %s",
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	for (;;) {
		/* Asked each time: the terminal may have been resized. */
		rows = frames_term_rows(STDOUT_FILENO);
		frames_draw(stdout, &f->v[at], at, f->n, rows, &scroll);
		fflush(stdout);
		if ((k = frames_read_key(STDIN_FILENO)) == FK_QUIT)
			break;
		frames_move(f, k, rows, &at, &scroll);
	}
	fflush(stdout);
	tty_restore();
	return EXIT_VALID;
}

static int
replay_main(const struct cli *io, int argc, char **argv)
{
	const char		*vname = NULL;
	long			 game = 1;
	int			 ch, first, colour = COLOUR_AUTO, inter = 0;
	int			 rc = EXIT_VALID, html = 0, game_given = 0;
	int			 colour_given = 0;
	struct optparse		 op;
	struct render_opts	 ro;
	struct frames		 f;
	struct record_reader	*r = NULL;
	struct rgame		*g;
	struct vcache		 vc;
	struct diags		 d;
	size_t			 i;

	memset(&ro, 0, sizeof ro);
	memset(&f, 0, sizeof f);
	f.from = f.to = -1;
	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) > 0) {
		switch (ch) {
		case 'v':
			vname = op.arg;
			break;
		case O_GAME:
			game = op.num;
			game_given = 1;
			break;
		case O_FROM:
			f.from = op.num;
			break;
		case O_TO:
			f.to = op.num;
			break;
		case O_FINAL:
			f.final = 1;
			break;
		case O_COLOR:
			colour = cli_colour_option(op.arg);
			colour_given = 1;
			break;
		case O_LABELS:
			ro.labels = 1;
			break;
		case O_INTERACTIVE:
			inter = 1;
			break;
		case O_FORMAT:
			html = strcmp(op.arg, "html") == 0;
			break;
		}
	}
	if (ch != OPT_DONE)
		return opt_end(&op, ch);
	first = op.optind;
	if (first != argc - 1) {
		cli_warnx(io, "needs one RECORD");
		return cli_usage(io);
	}
	if (f.from >= 0 && f.to >= 0 && f.from > f.to) {
		cli_warnx(io, "--from %ld is after --to %ld: no turn to show",
		    f.from, f.to);
		return cli_usage(io);
	}
	if (inter && (f.final || f.from >= 0 || f.to >= 0)) {
		cli_warnx(io,
		    "--interactive shows every turn: no --final, --from "
		    "or --to");
		return cli_usage(io);
	}
	if (html && (inter || f.final || f.from >= 0 || f.to >= 0 ||
	    colour_given)) {
		cli_warnx(io,
		    "--format html holds every turn and its own colours: "
		    "no --interactive, --final, --from, --to or --color");
		return cli_usage(io);
	}
	if (html)
		return frames_html(io, argv[first], game_given ? game : 0,
		    vname,
		    &ro);
	if (inter && (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))) {
		cli_warnx(io, "--interactive needs a terminal");
		return cli_usage(io);
	}
	ro.colour = cli_colour_wanted(io, colour);
	f.io = io;
	f.ro = &ro;
	f.keep_all = inter;
	vcache_init(&vc);
	diags_init(&d);
	if ((rc = session_game_open(&r, &g, argv[first], game, &d)) ==
	    EXIT_VALID)
		rc = frames_game(&f, &vc, vname, g, &d);
	/* A turn past the end is an error, as render's --ply is. */
	if (rc == EXIT_VALID && f.from > 0 && f.from > f.last_number) {
		diags_add(&d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "game %ld of '%s' ends at turn %ld: --from %ld is past "
		    "its end", game, argv[first], f.last_number, f.from);
		rc = EXIT_USAGE;
	}
	if (inter && f.n > 0)
		rc = exit_worse(rc, interactive(io, &f));
	else
		for (i = 0; i < f.n; i++) {
			if (i > 0)
				fputc('\n', io->out);
			fputs(buf_str(&f.v[i]), io->out);
		}
	rc = exit_worse(rc, cli_print_diags(io, &d));
	frames_free(&f);
	record_reader_free(r);
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}
