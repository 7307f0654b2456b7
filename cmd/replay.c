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
#include "render_html.h"

static int replay_main(const struct cli *, int, char **);

enum {
	O_GAME = OPT_ID_FIRST, O_FROM, O_TO, O_FINAL, O_COLOR, O_LABELS,
	O_INTERACTIVE, O_FORMAT,
};

static const struct opt replay_opts[] = {
	{ "variant", 'v', 'v', OPT_VARIANT, "VARIANT", NULL,
	    "the rules (default: the record's Variant tag)", NULL },
	{ "game", 0, O_GAME, OPT_ARG, "N", NULL,
	    "game N of the record (default: 1)", NULL },
	{ "from", 0, O_FROM, OPT_ARG, "N", NULL,
	    "show from turn N (0: the start)", NULL },
	{ "to", 0, O_TO, OPT_ARG, "N", NULL,
	    "show up to turn N", NULL },
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

/* The frames of one game, drawn as the replay goes. */
struct frames {
	const struct cli	*io;
	const struct render_opts *ro;
	long		 from, to;	/* shown turn numbers; -1: open */
	int		 keep_all;	/* interactive: every frame */
	int		 final;
	struct buf	*v;
	size_t		 n;
	long		 turns;		/* turns played */
	long		 last_number;
};

static int
wanted(const struct frames *f, long number)
{
	if (f->keep_all)
		return 1;
	if (f->final)
		return 0;
	if (f->from >= 0 && number < f->from)
		return 0;
	return f->to < 0 || number <= f->to;
}

static void
frame_add(struct frames *f, const struct family *fam, const void *rules,
    const struct render_frame *fr)
{
	f->v = xreallocarray(f->v, f->n + 1, sizeof *f->v);
	buf_init(&f->v[f->n]);
	render_frame(fam, rules, fr, f->ro, &f->v[f->n]);
	f->n++;
}

/* The position the game starts from, before any turn. */
static void
start_frame(struct frames *f, const struct play *p,
    const struct position *start)
{
	struct render_frame	 fr;

	if (!f->keep_all && (f->final || f->from > 0))
		return;
	memset(&fr, 0, sizeof fr);
	fr.after = start;
	frame_add(f, p->fam, p->v->rules, &fr);
}

static void
replay_turn(void *arg, const struct play *p, const struct position *before,
    const struct turn *t, const struct events *ev, const struct turn_text *tt)
{
	struct frames		*f = arg;
	struct render_frame	 fr;

	if (f->turns == 0)
		start_frame(f, p, before);
	f->turns++;
	f->last_number = tt->number >= 0 ? tt->number : f->turns;
	if (!wanted(f, f->last_number))
		return;
	memset(&fr, 0, sizeof fr);
	fr.number = f->last_number;
	fr.before = before;
	fr.after = &p->pos;
	fr.turn = t;
	fr.ev = ev;
	frame_add(f, p->fam, p->v->rules, &fr);
}

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

enum key { K_NONE, K_NEXT, K_PREV, K_FIRST, K_LAST, K_QUIT, K_DOWN, K_UP };

static enum key
read_key(void)
{
	unsigned char	 c, seq[2];

	ssize_t		 n;

	/* A resize (SIGWINCH) interrupts the read: draw again. */
	if ((n = read(STDIN_FILENO, &c, 1)) < 0 && errno == EINTR)
		return K_NONE;
	if (n != 1)
		return K_QUIT;
	switch (c) {
	case 'n': case ' ': case 'j': case '\r': case '\n':
		return K_NEXT;
	case 'p': case 'k': case 'b': case 0x7f:
		return K_PREV;
	case 'g':
		return K_FIRST;
	case 'G':
		return K_LAST;
	case 'q': case 'Q': case 0x04:
		return K_QUIT;
	case 'd':
		return K_DOWN;
	case 'u':
		return K_UP;
	case 0x1b:
		/* ESC [ C and friends; ESC O C in application mode. */
		if (read(STDIN_FILENO, &seq[0], 1) != 1 ||
		    (seq[0] != '[' && seq[0] != 'O'))
			return K_QUIT;
		if (read(STDIN_FILENO, &seq[1], 1) != 1)
			return K_QUIT;
		switch (seq[1]) {
		case 'C': case 'B':
			return K_NEXT;
		case 'D': case 'A':
			return K_PREV;
		case 'H':
			return K_FIRST;
		case 'F':
			return K_LAST;
		}
		return K_NONE;
	}
	return K_NONE;
}

/* The terminal's height; 24 when it cannot tell. */
static int
term_rows(void)
{
	struct winsize	ws;

	if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0)
		return ws.ws_row;
	return 24;
}

/*
 * One frame on a screen of rows lines.  A frame that does not fit (a race
 * frame is about 31 lines, a terminal often 24) keeps its head, the turn
 * line and its events, at the top, and shows the rest from line *scroll,
 * which d and u move; the status line stays at the bottom.
 */
static void
draw(const struct buf *frame, size_t at, size_t n, int rows, long *scroll)
{
	const char	*s = buf_str(frame), *nl;
	const char	*line[256];
	int		 len[256];
	long		 nlines = 0, head, body, room, i;

	for (; *s != '\0' && nlines < 256; s = nl + (*nl != '\0')) {
		if ((nl = strchr(s, '\n')) == NULL)
			nl = s + strlen(s);
		line[nlines] = s;
		len[nlines++] = (int)(nl - s);
	}
	fputs("\033[H\033[2J", stdout);
	if (nlines + 2 <= rows) {
		fputs(buf_str(frame), stdout);
		printf("\n  frame %zu of %zu    n/right: next  p/left: back  "
		    "g/G: first/last  q: quit", at + 1, n);
		return;
	}
	/* The head ends at the first blank line. */
	for (head = 0; head < nlines && len[head] > 0; head++)
		continue;
	if (head >= rows - 2)
		head = rows - 2 > 1 ? rows - 2 : 1;
	body = nlines - head - 1;
	room = rows - 1 - head;
	if (room < 1)
		room = 1;
	if (*scroll > body - room)
		*scroll = body - room;
	if (*scroll < 0)
		*scroll = 0;
	for (i = 0; i < head; i++)
		printf("%.*s\n", len[i], line[i]);
	for (i = 0; i < room && head + 1 + *scroll + i < nlines; i++)
		printf("%.*s\n", len[head + 1 + *scroll + i],
		    line[head + 1 + *scroll + i]);
	for (; i < room; i++)
		putchar('\n');
	printf("  frame %zu of %zu  n/p: turn  d/u: lines %ld-%ld of %ld  "
	    "g/G  q: quit", at + 1, n, *scroll + 1,
	    *scroll + room < body ? *scroll + room : body, body);
}

static int
interactive(const struct cli *io, struct frames *f)
{
	size_t		 at = 0;
	long		 scroll = 0;
	int		 rows;
	enum key	 k;

	if (f->n == 0)
		return EXIT_VALID;
	if (tty_raw() != 0) {
		cli_warnx(io, "cannot set up the terminal: %s",
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	for (;;) {
		/* Asked each time: the terminal may have been resized. */
		rows = term_rows();
		draw(&f->v[at], at, f->n, rows, &scroll);
		fflush(stdout);
		k = read_key();
		if (k == K_QUIT)
			break;
		if (k == K_DOWN)
			scroll += rows / 2;
		else if (k == K_UP)
			scroll -= rows / 2;
		else {
			if (k == K_NEXT && at + 1 < f->n)
				at++;
			else if (k == K_PREV && at > 0)
				at--;
			else if (k == K_FIRST)
				at = 0;
			else if (k == K_LAST)
				at = f->n - 1;
			if (k != K_NONE)
				scroll = 0;
		}
	}
	fflush(stdout);
	tty_restore();
	return EXIT_VALID;
}

/* ---- one web page (--format html) ----------------------------------- */

struct hreplay {
	struct html_page		*page;
	const struct render_opts	*ro;
	const struct rgame		*g;
	char				*name;
	int				 begun;
	long				 turns;
};

static void
html_begin(struct hreplay *h, const struct play *p)
{
	if (h->begun)
		return;
	h->begun = 1;
	html_game_begin(h->page, h->name, h->g->tags, h->g->ntags,
	    p != NULL ? p->fam : NULL, p != NULL ? p->v->rules : NULL, h->ro);
}

static void
html_start(struct hreplay *h, const struct play *p,
    const struct position *start)
{
	struct render_frame	 fr;

	html_begin(h, p);
	memset(&fr, 0, sizeof fr);
	fr.after = start;
	html_game_frame(h->page, &fr);
}

static void
html_turn(void *arg, const struct play *p, const struct position *before,
    const struct turn *t, const struct events *ev, const struct turn_text *tt)
{
	struct hreplay		*h = arg;
	struct render_frame	 fr;

	if (!h->begun)
		html_start(h, p, before);
	h->turns++;
	memset(&fr, 0, sizeof fr);
	fr.number = tt->number >= 0 ? tt->number : h->turns;
	fr.before = before;
	fr.after = &p->pos;
	fr.turn = t;
	fr.ev = ev;
	html_game_frame(h->page, &fr);
}

/* "Game 2: yellow green blue red", for the page's game chooser. */
static char *
game_name(const struct rgame *g)
{
	struct buf	 b;
	const char	*players = rgame_tag(g, "Players");
	const char	*event = rgame_tag(g, "Event");
	char		*s;

	buf_init(&b);
	buf_printf(&b, "Game %zu", g->index);
	if (event != NULL && players != NULL)
		buf_printf(&b, ": %s, %s", event, players);
	else if (event != NULL || players != NULL)
		buf_printf(&b, ": %s", event != NULL ? event : players);
	s = xstrdup(buf_str(&b));
	buf_free(&b);
	return s;
}

static void first_error(const struct cli *, const struct diags *, size_t,
    struct buf *);

/* One game of the page; its diagnostics (from d->v[before] on, those
 * of its reading included) stay in d for stderr. */
static int
html_game(const struct cli *io, struct html_page *page,
    const struct render_opts *ro,
    struct vcache *vc, const char *vname, const struct rgame *g,
    struct diags *d, size_t before)
{
	struct hreplay		 h;
	struct replay		 rp;
	struct play		 p;
	struct render_frame	 fr;
	struct buf		 err, written;
	int			 rc = EXIT_VALID;

	memset(&h, 0, sizeof h);
	h.page = page;
	h.ro = ro;
	h.g = g;
	h.name = game_name(g);
	buf_init(&err);
	buf_init(&written);
	if (g->errors > 0) {
		html_begin(&h, NULL);
		first_error(io, d, before, &err);
		html_game_fail(page, buf_str(&err));
		rc = EXIT_INVALID;
		goto out;
	}
	memset(&rp, 0, sizeof rp);
	rp.variant = vname;
	rp.arg = &h;
	rp.turn = html_turn;
	if (!game_replay(&rp, vc, g, &p, d)) {
		html_begin(&h, NULL);
		first_error(io, d, before, &err);
		html_game_fail(page, buf_str(&err));
		rc = EXIT_INVALID;
		goto out;
	}
	if (!h.begun)
		html_start(&h, &p, &p.pos);
	if (diags_has_errors(d) && d->n > before) {
		/* Shown where it stands: the position it was played in. */
		first_error(io, d, before, &err);
		memset(&fr, 0, sizeof fr);
		fr.number = h.turns + 1;
		if (h.turns < (long)g->nturns && g->turns[h.turns].number >= 0)
			fr.number = g->turns[h.turns].number;
		fr.error = buf_str(&err);
		fr.before = &p.pos;
		if (h.turns < (long)g->nturns) {
			const struct turn_text *tt = &g->turns[h.turns];

			buf_printf(&written, "%ld. %.*s", fr.number,
			    (int)tt->side_len, tt->side);
			if (tt->throw_ != NULL)
				buf_printf(&written, " %.*s:",
				    (int)tt->throw_len, tt->throw_);
			buf_printf(&written, " %.*s", (int)tt->moves_len,
			    tt->moves);
			fr.written = buf_str(&written);
		}
		html_game_frame(page, &fr);
		rc = EXIT_INVALID;
	}
	play_end(&p);
out:
	buf_free(&err);
	buf_free(&written);
	free(h.name);
	return rc;
}

/* Every game of the file (or game number 'game'), one page on stdout. */
static int
replay_html(const struct cli *io, const char *path, long game,
    const char *vname,
    const struct render_opts *ro)
{
	struct record_reader	*r;
	struct rgame		*g;
	struct html_page	*page;
	struct vcache		 vc;
	struct diags		 d;
	struct buf		 out;
	const char		*base = strrchr(path, '/');
	int			 n, rc = EXIT_VALID, found = 0;
	size_t			 mark = 0;

	diags_init(&d);
	if (record_reader_open(&r, path, &d) != 0) {
		cli_print_diags(io, &d);
		diags_free(&d);
		return EXIT_SYSTEM;
	}
	vcache_init(&vc);
	page = html_page_new(base != NULL && base[1] != '\0' ? base + 1 :
	    path);
	while ((n = record_next_game(r, &g, &d)) > 0) {
		if (game > 0 && (long)g->index != game) {
			mark = d.n;
			continue;
		}
		found = 1;
		rc = exit_worse(rc, html_game(io, page, ro, &vc, vname, g, &d,
		    mark));
		mark = d.n;
		if (game > 0)
			break;
	}
	if (n < 0)
		rc = EXIT_SYSTEM;
	else if (!found) {
		if (game > 0)
			cli_warnx(io, "'%s' has no game %ld", path, game);
		else
			cli_warnx(io, "'%s' has no game", path);
		rc = EXIT_USAGE;
	}
	if (found && n >= 0) {
		buf_init(&out);
		html_page_write(page, &out);
		fwrite(out.len ? buf_str(&out) : "", 1, out.len, stdout);
		buf_free(&out);
	}
	rc = exit_worse(rc, cli_print_diags(io, &d));
	html_page_free(page);
	record_reader_free(r);
	vcache_free(&vc);
	diags_free(&d);
	return rc;
}

/* ---- the command -------------------------------------------------- */

/* The first error among the diagnostics from 'from' on, as the frame
 * shows it: as validate prints it. */
static void
first_error(const struct cli *io, const struct diags *d, size_t from,
    struct buf *b)
{
	size_t	 i;

	for (i = from; i < d->n; i++)
		if (d->v[i].level == DIAG_ERROR) {
			cli_diag_format(io, &d->v[i], b);
			return;
		}
}

static int
replay_game(struct frames *f, struct vcache *vc, const char *vname,
    const struct rgame *g, struct diags *d)
{
	struct replay		 rp;
	struct play		 p;
	struct render_frame	 fr;
	struct buf		 err;
	int			 rc = EXIT_VALID;

	memset(&rp, 0, sizeof rp);
	rp.variant = vname;
	rp.arg = f;
	rp.turn = replay_turn;
	if (!game_replay(&rp, vc, g, &p, d))
		return EXIT_INVALID;
	if (f->turns == 0)
		start_frame(f, &p, &p.pos);
	memset(&fr, 0, sizeof fr);
	buf_init(&err);
	if (diags_has_errors(d)) {
		/* The board is the position the illegal turn was played in. */
		first_error(f->io, d, 0, &err);
		fr.number = f->turns + 1;
		if (f->turns < (long)g->nturns &&
		    g->turns[f->turns].number >= 0)
			fr.number = g->turns[f->turns].number;
		fr.error = buf_str(&err);
		fr.before = &p.pos;
		frame_add(f, p.fam, p.v->rules, &fr);
		rc = EXIT_INVALID;
	} else if (f->final) {
		fr.after = &p.pos;
		fr.final = 1;
		frame_add(f, p.fam, p.v->rules, &fr);
	}
	buf_free(&err);
	play_end(&p);
	return rc;
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
	while ((ch = opt_next(&op, argc, argv)) != OPT_DONE) {
		switch (ch) {
		case OPT_HELP:
			return EXIT_VALID;
		case OPT_BAD:
			return cli_usage(io);
		case 'v':
			vname = op.arg;
			break;
		case O_GAME:
			if (cli_count_option(io, "--game", "a game number",
			    op.arg,
			    1, &game) != 0)
				return cli_usage(io);
			game_given = 1;
			break;
		case O_FROM:
			if (cli_count_option(io, "--from", "a turn number",
			    op.arg,
			    0, &f.from) != 0)
				return cli_usage(io);
			break;
		case O_TO:
			if (cli_count_option(io, "--to", "a turn number",
			    op.arg, 0,
			    &f.to) != 0)
				return cli_usage(io);
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
		return replay_html(io, argv[first], game_given ? game : 0,
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
		rc = replay_game(&f, &vc, vname, g, &d);
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
				fputc('\n', stdout);
			fputs(buf_str(&f.v[i]), stdout);
		}
	rc = exit_worse(rc, cli_print_diags(io, &d));
	for (i = 0; i < f.n; i++)
		buf_free(&f.v[i]);
	free(f.v);
	record_reader_free(r);
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}
