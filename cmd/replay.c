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
	OPT_NUM("game", 0, O_GAME, "N", 1, 1000000000L, OPT_NO_DEFAULT,
	    "only game N of the record (default: every game)"),
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
	.summary = "show the games of a record turn by turn, board and all",
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

/* ---- every game of a record, one at a time ------------------------ */

/* One run over a record: every game (game 0) or game number 'game'.  A
 * game at a time is held, so a file of any size replays in flat memory. */
struct replay_run {
	const struct cli	*io;
	const char		*path;
	const char		*vname;
	long			 game;
	struct frames		 f;
	struct vcache		 vc;
	struct diags		 d;
	long			 read;
	long			 skipped;	/* ended before --from */
	int			 written;	/* a game is on io->out */
};

/* Game g's frames on io->out.  Among every game, each opens with its
 * header, and one that could not be read or started shows its first
 * error there (its diagnostics go to stderr too). */
static void
show_game(struct replay_run *run, const struct rgame *g)
{
	struct buf	 b;
	size_t		 i;

	if (run->game > 0 && run->f.n == 0)
		return;
	if (run->written)
		fputc('\n', run->io->out);
	run->written = 1;
	buf_init(&b);
	if (run->game == 0) {
		frames_game_head(g, run->f.ro, &b);
		if (run->f.n == 0) {
			frames_first_error(run->io, &run->d, 0, &b);
			buf_addc(&b, '\n');
		}
	}
	fputs(buf_str(&b), run->io->out);
	buf_free(&b);
	for (i = 0; i < run->f.n; i++) {
		if (i > 0)
			fputc('\n', run->io->out);
		fputs(buf_str(&run->f.v[i]), run->io->out);
	}
}

/* Replays g and shows it (unless the viewer will); the exit status. */
static int
replay_game(struct replay_run *run, const struct rgame *g)
{
	struct frames	*f = &run->f;
	int		 rc;

	frames_next_game(f);
	rc = g->errors > 0 ? EXIT_INVALID :
	    frames_game(f, &run->vc, run->vname, g, &run->d);
	/* A turn past the end is an error, as render's --ply is; among
	 * every game, only when it is past the end of each of them. */
	if (rc == EXIT_VALID && f->from > 0 && f->from > f->last_number) {
		if (run->game > 0) {
			diags_add(&run->d, DIAG_ERROR, DK_USAGE, NULL, 0, 0,
			    NULL, "game %ld of '%s' ends at turn %ld: --from "
			    "%ld is past its end", run->game, run->path,
			    f->last_number, f->from);
			return EXIT_USAGE;
		}
		diags_add(&run->d, DIAG_WARNING, DK_USAGE, NULL, 0, 0, NULL,
		    "game %zu of '%s' ends at turn %ld: --from %ld is past "
		    "its end: skipped", g->index, run->path, f->last_number,
		    f->from);
		run->skipped++;
		return rc;
	}
	if (!f->keep_all)
		show_game(run, g);
	return rc;
}

/* Every game of the record in turn (or the one asked for), each shown
 * and its diagnostics printed before the next is read. */
static int
replay_record(struct replay_run *run)
{
	struct record_reader	*r;
	struct rgame		*g;
	int			 n, rc = EXIT_VALID;

	if (record_reader_open(&r, run->path, &run->d) != 0)
		return EXIT_SYSTEM;
	while ((n = record_next_game(r, &g, &run->d)) > 0) {
		if (run->game > 0 && (long)g->index != run->game) {
			/* Another game's syntax errors are not this one's. */
			diags_clear(&run->d);
			continue;
		}
		if (++run->read > 1 && run->f.keep_all) {
			diags_clear(&run->d);
			diags_add(&run->d, DIAG_ERROR, DK_USAGE, NULL, 0, 0,
			    NULL, "--interactive steps through one game and "
			    "'%s' has several: give --game N", run->path);
			rc = EXIT_USAGE;
			break;
		}
		rc = exit_worse(rc, replay_game(run, g));
		if (run->f.keep_all)
			continue;	/* the viewer's diagnostics wait */
		fflush(run->io->out);
		rc = exit_worse(rc, cli_print_diags(run->io, &run->d));
		diags_clear(&run->d);
		if (run->game > 0)
			break;
	}
	if (n < 0)
		rc = exit_worse(rc, EXIT_SYSTEM);
	else if (run->read == 0) {
		if (run->game > 0)
			diags_add_whole(&run->d, DIAG_ERROR, DK_USAGE, NULL, 0,
			    0, NULL, "'%s' has no game %ld", run->path,
			    run->game);
		else
			diags_add_whole(&run->d, DIAG_ERROR, DK_USAGE, NULL, 0,
			    0, NULL, "'%s' has no game", run->path);
		rc = exit_worse(rc, EXIT_USAGE);
	} else if (run->skipped == run->read && run->game == 0) {
		diags_add(&run->d, DIAG_ERROR, DK_USAGE, NULL, 0, 0, NULL,
		    "--from %ld is past the end of every game of '%s'",
		    run->f.from, run->path);
		rc = exit_worse(rc, EXIT_USAGE);
	}
	record_reader_free(r);
	return rc;
}

static int
replay_main(const struct cli *io, int argc, char **argv)
{
	const char		*vname = NULL;
	long			 game = 0;
	int			 ch, first, colour = COLOUR_AUTO, inter = 0;
	int			 rc = EXIT_VALID, html = 0;
	int			 colour_given = 0;
	struct optparse		 op;
	struct render_opts	 ro;
	struct replay_run	 run;
	struct frames		*f = &run.f;

	memset(&ro, 0, sizeof ro);
	memset(&run, 0, sizeof run);
	f->from = f->to = -1;
	opt_init(&op, io);
	while ((ch = opt_next(&op, argc, argv)) > 0) {
		switch (ch) {
		case 'v':
			vname = op.arg;
			break;
		case O_GAME:
			game = op.num;
			break;
		case O_FROM:
			f->from = op.num;
			break;
		case O_TO:
			f->to = op.num;
			break;
		case O_FINAL:
			f->final = 1;
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
	if (f->from >= 0 && f->to >= 0 && f->from > f->to) {
		cli_warnx(io, "--from %ld is after --to %ld: no turn to show",
		    f->from, f->to);
		return cli_usage(io);
	}
	if (f->final && (f->from >= 0 || f->to >= 0)) {
		cli_warnx(io, "--final shows each game's last position: no "
		    "--from or --to");
		return cli_usage(io);
	}
	if (inter && (f->final || f->from >= 0 || f->to >= 0)) {
		cli_warnx(io,
		    "--interactive shows every turn: no --final, --from "
		    "or --to");
		return cli_usage(io);
	}
	if (html && (inter || f->final || f->from >= 0 || f->to >= 0 ||
	    colour_given)) {
		cli_warnx(io,
		    "--format html holds every turn and its own colours: "
		    "no --interactive, --final, --from, --to or --color");
		return cli_usage(io);
	}
	if (html)
		return frames_html(io, argv[first], game, vname, &ro);
	if (inter && (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))) {
		cli_warnx(io, "--interactive needs a terminal");
		return cli_usage(io);
	}
	ro.colour = cli_colour_wanted(io, colour);
	f->io = io;
	f->ro = &ro;
	f->keep_all = inter;
	run.io = io;
	run.path = argv[first];
	run.vname = vname;
	run.game = game;
	vcache_init(&run.vc);
	diags_init(&run.d);
	rc = replay_record(&run);
	/* An illegal turn is a frame to step to, as any other. */
	if (inter && rc <= EXIT_INVALID && f->n > 0)
		rc = exit_worse(rc, interactive(io, f));
	rc = exit_worse(rc, cli_print_diags(io, &run.d));
	frames_free(f);
	diags_free(&run.d);
	vcache_free(&run.vc);
	return rc;
}
