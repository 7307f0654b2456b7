/*
 * `pasa convert` as a whole (lib/convert_run.h): the workers that replay
 * each block's games into the writers, keeping each game's comments in
 * place, and the JSON reader's loop.
 */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include <sys/stat.h>

#include "convert_run.h"
#include "filter.h"

struct cworker {
	const struct convert_run	*o;
	struct vcache		 vc;
	struct diags		 d;
	struct filter_scratch	*fs;
	struct convert_writer	 w;
	/* The reader, kept from block to block (record_reader_reset()):
	 * a new one each 32 KiB block was 1% of jsonl. */
	struct record_reader	*r;
	/* Where the game is written: straight into the block's output,
	 * taken back when it is not kept (a copy per game was 9% of jsonl). */
	struct buf		*gout;
	/* The block being converted, and a cursor into its lines. */
	const struct jobs_block	*blk;
	const char		*file;		/* the reader's name for it */
	size_t			 off;
	unsigned		 line;
	size_t			 scan_off;
	unsigned		 scan_line;
	int			 begun;
	long			 number;	/* of the next turn, -1: unknown */
	size_t			 index;
	const struct rgame	*g;
	/* The game's comments, in order: line (block's) and text. */
	struct cnote {
		unsigned	 line;
		size_t		 off, len;
	}			*notes;
	size_t			 nnotes, notes_cap, note_next;
};

static void *
cworker_new(void *arg)
{
	const struct convert_run	*o = arg;
	struct cworker		*w;

	w = xcalloc(1, sizeof *w);
	w->o = o;
	vcache_init_view(&w->vc, o->vc);
	diags_init(&w->d);
	w->fs = filter_scratch_new(o->sel.filter);
	convert_writer_init(&w->w, o->to, o->canonical);
	return w;
}

static void
cworker_free(void *arg)
{
	struct cworker	*w = arg;

	vcache_free(&w->vc);
	diags_free(&w->d);
	filter_scratch_free(w->fs);
	convert_writer_free(&w->w);
	if (w->r != NULL)
		record_reader_free(w->r);
	free(w->notes);
	free(w);
}

/*
 * The offset of the block's line 'line' (1-based), moving forward.  Every
 * line of every game is passed over: with SSE2, 16 bytes are looked at
 * a time, and each of their newlines taken from a mask (a memchr() call
 * a line was a tenth of convert's own work a turn); the rest as before.
 */
static size_t
seek_line(struct cworker *w, unsigned line)
{
	const char	*nl;
#ifdef __SSE2__
	const char	*s = w->blk->data;
	const __m128i	 nls = _mm_set1_epi8('\n');
	size_t		 i = w->off;
	unsigned	 m;

	for (; w->line < line && i + 16 <= w->blk->len; i += 16) {
		m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(
		    _mm_loadu_si128((const void *)(s + i)), nls));
		for (; m != 0 && w->line < line; m &= m - 1) {
			w->off = i + (size_t)__builtin_ctz(m) + 1;
			w->line++;
		}
	}
#endif
	while (w->line < line && w->off < w->blk->len) {
		nl = memchr(w->blk->data + w->off, '\n', w->blk->len - w->off);
		w->off = nl == NULL ? w->blk->len :
		    (size_t)(nl - w->blk->data) + 1;
		w->line++;
	}
	return w->off;
}

static int
comment_line(const char *s, const char *end)
{
	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	return s < end && *s == '#';
}

/*
 * Moves the cursor past the comment lines that directly follow a game's
 * last line (its last turn's comments) and, when only blank and comment
 * lines are left in the block, to its end: the end of the file, whose
 * comments also belong to the last turn.
 */
static void
seek_game_end(struct cworker *w)
{
	const char	*s = w->blk->data, *end = s + w->blk->len, *p, *nl;
	unsigned	 n = 0;
	int		 any = 0;

	while (w->off < w->blk->len && comment_line(s + w->off, end)) {
		nl = memchr(s + w->off, '\n', w->blk->len - w->off);
		w->off = nl == NULL ? w->blk->len : (size_t)(nl - s) + 1;
		w->line++;
	}
	for (p = s + w->off; p < end; p = nl + 1, n++) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (nl == NULL)
			nl = end;
		if (comment_line(p, nl))
			any = 1;
		else {
			while (p < nl && (*p == ' ' || *p == '\t' ||
			    *p == '\r'))
				p++;
			if (p < nl)
				return;		/* a line that counts */
		}
	}
	if (any) {
		w->off = w->blk->len;
		w->line += n;
	}
}

/* The comments of [w->scan_off, end), kept for the writer by line. */
static void
collect_notes(struct cworker *w, size_t end)
{
	const char	*s = w->blk->data, *p, *nl;
	size_t		 off, len;
	unsigned	 line = w->scan_line;

	w->nnotes = w->note_next = 0;
	/* Most games have no comment: one look finds no '#' at all. */
	if (end <= w->scan_off ||
	    memchr(s + w->scan_off, '#', end - w->scan_off) == NULL)
		return;
	for (p = s + w->scan_off; p < s + end; p = nl + 1, line++) {
		nl = memchr(p, '\n', (size_t)(s + end - p));
		if (nl == NULL)
			nl = s + end;
		if (memchr(p, '#', (size_t)(nl - p)) == NULL ||
		    !convert_line_comment(p, (size_t)(nl - p), &off, &len))
			continue;
		if (w->nnotes == w->notes_cap) {
			w->notes_cap = w->notes_cap ? w->notes_cap * 2 : 16;
			w->notes = xreallocarray(w->notes, w->notes_cap,
			    sizeof *w->notes);
		}
		w->notes[w->nnotes].line = line;
		w->notes[w->nnotes].off = (size_t)(p - s) + off;
		w->notes[w->nnotes].len = len;
		w->nnotes++;
	}
}

/* Hands the writer the comments standing before line 'upto'. */
static void
give_notes(struct cworker *w, unsigned upto)
{
	while (w->note_next < w->nnotes && w->notes[w->note_next].line <
	    upto) {
		convert_note(&w->w, w->blk->data + w->notes[w->note_next].off,
		    w->notes[w->note_next].len);
		w->note_next++;
	}
}

/* CSV drops comments: each is reported. */
static void
scan_comments(struct cworker *w, size_t end, unsigned end_line)
{
	const char	*s = w->blk->data, *p, *ls, *q;
	size_t		 off = w->scan_off;
	unsigned	 line = w->scan_line;
	int		 quoted;

	while (off < end && (p = memchr(s + off, '#', end - off)) != NULL) {
		for (q = s + off; (q = memchr(q, '\n', (size_t)(p - q))) !=
		    NULL; q++)
			line++;
		for (ls = p; ls > s && ls[-1] != '\n'; ls--)
			;
		off = (size_t)(p - s) + 1;
		/* In a tag line, a '#' inside the quoted value is text. */
		for (q = ls; q < p && (*q == ' ' || *q == '\t'); q++)
			;
		if (q < p && *q == '[') {
			for (quoted = 0; q < p; q++) {
				if (quoted && *q == '\\' && q + 1 < p)
					q++;
				else if (*q == '"')
					quoted = !quoted;
			}
			if (quoted)
				continue;
		}
		diags_add(&w->d, DIAG_WARNING, DK_RECORD, w->file, line,
		    (unsigned)(p - ls) + 1, NULL, "comment not kept in '%s' "
		    "output", convert_format_name(w->o->to));
		/* One warning a line: the rest of it is the same comment. */
		q = memchr(p, '\n', (size_t)(s + end - p));
		if (q == NULL)
			break;
		off = (size_t)(q - s);
	}
	w->scan_off = end;
	w->scan_line = end_line;
}

/* Removes d->v[from..to), keeping what follows in order. */
static void
drop_diags(struct diags *d, size_t from, size_t to)
{
	size_t	i;

	for (i = from; i < to; i++) {
		free(d->v[i].file);
		free(d->v[i].variant);
	}
	if (to > from) {
		memmove(d->v + from, d->v + to, (d->n - to) * sizeof *d->v);
		d->n -= to - from;
	}
}

/* Takes back what was written of a game that is not kept. */
static void
out_truncate(struct buf *b, size_t len)
{
	if (b->s != NULL && len < b->len)
		buf_setlen(b, len);
}

static void
begin_game(struct cworker *w, const struct play *p,
    const struct position *start)
{
	const char	*names[RECORD_MAX_TAGS], *values[RECORD_MAX_TAGS];
	size_t		 i;

	for (i = 0; i < w->g->ntags && i < RECORD_MAX_TAGS; i++) {
		names[i] = w->g->tags[i].name;
		values[i] = w->g->tags[i].value;
	}
	give_notes(w, w->g->nturns > 0 ? w->g->turns[0].line : UINT_MAX);
	convert_game_begin(&w->w, w->gout, p->v, w->file,
	    w->g->line + w->blk->base_line, w->index, names, values, i,
	    start, &w->d);
	w->begun = 1;
}

static void
convert_turn_cb(void *arg, const struct play *p,
    const struct position *before, const struct turn *t,
    const struct events *ev, const struct turn_text *tt)
{
	struct cworker	*w = arg;
	size_t		 i = (size_t)(tt - w->g->turns);
	long		 n;

	if (!w->begun)
		begin_game(w, p, before);
	/* Most games have no comment: nothing to look up for a turn. */
	if (w->note_next < w->nnotes)
		give_notes(w, i + 1 < w->g->nturns ?
		    w->g->turns[i + 1].line : UINT_MAX);
	/* A written number was checked; after a Setup, only it is known. */
	if (tt->number >= 0)
		w->number = tt->number;
	n = w->number;
	if (w->number >= 0)
		w->number++;
	convert_turn(&w->w, n, before, t, ev, &p->pos, &p->cache);
}

static void
convert_one(struct cworker *w, const struct rgame *g, struct jobs_result *res)
{
	const struct convert_run	*o = w->o;
	struct replay		 rp = o->rp;
	struct play		 p;
	struct diag		 err;
	const struct diag	*why;
	size_t			 before = w->d.n, start, end, i, mark;
	size_t			 syntax_end = w->d.n, at, body;
	int			 valid, started = 0;

	/* The reader added this game's syntax errors already. */
	before = (size_t)g->errors < w->d.n ? w->d.n - (size_t)g->errors : 0;
	w->g = g;
	w->begun = 0;
	w->number = rgame_tag(g, "Setup") != NULL ? -1 : 1;
	w->index = w->blk->base_game + g->index;
	/* The separator goes first; all of it is taken back unless kept. */
	w->gout = &res->out;
	at = res->out.len;
	if (at > 0)
		buf_adds(&res->out, convert_separator(o->to));
	body = res->out.len;
	res->read++;
	start = seek_line(w, g->line);
	end = seek_line(w, g->end_line + 1);
	if (o->to != CONVERT_CSV) {
		seek_game_end(w);
		end = w->off;
	}
	if (!filter_game(o->sel.filter, w->fs, g, &w->d)) {
		/* Not selected, so not checked: its syntax errors go too. */
		drop_diags(&w->d, before, syntax_end);
		w->scan_off = end;
		w->scan_line = w->line;
		out_truncate(&res->out, at);
		return;
	}
	res->checked++;
	if (o->to == CONVERT_CSV)
		scan_comments(w, end, g->end_line + 1);
	else {
		collect_notes(w, end);
		w->scan_off = end;
		w->scan_line = w->line;
	}
	if (g->errors == 0) {
		rp.arg = w;
		rp.turn = convert_turn_cb;
		/* Text, and canonical output of any kind, have no events. */
		rp.no_events = o->to == CONVERT_TEXT || o->canonical;
		/* No format writes whether a move ends safe. */
		rp.events_unwanted = EVENTS_NO_SAFE;
		started = game_replay(&rp, &w->vc, g, &p, &w->d);
		if (started && !w->begun)
			begin_game(w, &p, &p.pos);
	}
	/* --strict: a warning of the game's own (a tag or a comment the
	 * output cannot hold) leaves it out, as an error would. */
	if (o->rp.strict)
		diags_strict(&w->d, before);
	valid = started;
	for (i = before; i < w->d.n && valid; i++)
		if (w->d.v[i].level == DIAG_ERROR)
			valid = 0;
	/* A game its variant could not be loaded for was never checked:
	 * its error stays, whatever the selection. */
	if (!filter_valid(o->sel.filter, valid) &&
	    !diags_unchecked(&w->d, before)) {
		if (started)
			play_end(&p);
		drop_diags(&w->d, before, w->d.n);
		out_truncate(&res->out, at);
		return;
	}
	if (!valid)
		out_truncate(&res->out, body);
	if (valid)
		convert_game_end(&w->w, &p.pos, &w->d);
	else if (o->keep_invalid && g->over_limit) {
		/* The reader saw part of it: never pass a game on cut. */
		diags_add(&w->d, DIAG_ERROR, DK_RECORD, w->file, g->line, 1,
		    NULL, "invalid game not kept: it is over the reader's "
		    "limits (a line over %d bytes, over %d turn lines or %d "
		    "tags), and --keep-invalid passes a game whole or not at "
		    "all", RECORD_MAX_LINE, RECORD_MAX_TURNS, RECORD_MAX_TAGS);
	} else if (o->keep_invalid) {
		/* The first error says why; its line counts in the file. */
		why = NULL;
		for (i = before; i < w->d.n && why == NULL; i++)
			if (w->d.v[i].level == DIAG_ERROR) {
				err = w->d.v[i];
				if (err.line > 0 && err.file != NULL &&
				    strcmp(err.file, w->file) == 0)
					err.line += w->blk->base_line;
				why = &err;
			}
		mark = w->d.n;
		convert_raw(&w->w, &res->out, w->file,
		    g->line + w->blk->base_line, w->index,
		    w->blk->data + start, end - start, why, &w->d);
		/* Its warnings name the file's line; the block's are shifted
		 * to the file's lines once, after the game. */
		for (i = mark; i < w->d.n; i++)
			if (w->d.v[i].line > w->blk->base_line)
				w->d.v[i].line -= w->blk->base_line;
	}
	if (o->rp.strict)
		diags_strict(&w->d, before);
	/* A game that wrote nothing (CSV without turns) is not counted as
	 * written, and has no separator. */
	if (res->out.len > body)
		res->games++;
	else
		out_truncate(&res->out, at);
	if (started)
		play_end(&p);
}

/* The worker's diagnostics, in the one format, onto the block's stderr. */
static void
flush_diags(struct cworker *w, struct jobs_result *res, struct buf *e)
{
	size_t	i;

	for (i = 0; i < w->d.n; i++) {
		buf_clear(e);
		cli_diag_format(w->o->io, &w->d.v[i], e);
		buf_adds(&res->err, buf_str(e));
		buf_addc(&res->err, '\n');
		res->rc = exit_worse(res->rc, diag_exit(&w->d.v[i]));
	}
	diags_clear(&w->d);
}

static void
convert_block(void *arg, const struct jobs_block *b, struct jobs_result *res)
{
	struct cworker		*w = arg;
	struct record_reader	*r;
	struct rgame		*g;
	struct buf		 e;
	size_t			 mark;
	FILE			*fp;
	int			 n;

	w->blk = b;
	vcache_view_reset(&w->vc);
	w->off = w->scan_off = 0;
	w->line = w->scan_line = 1;
	if ((fp = fmemopen((void *)(uintptr_t)b->data, b->len, "r")) == NULL) {
		diags_add(&res->diags, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0, NULL,
		    "cannot read a block of '%s': %s", b->name,
		    strerror(errno));
		res->rc = EXIT_SYSTEM;
		return;
	}
	if (w->r == NULL)
		w->r = record_reader_new(fp, b->name);
	else
		record_reader_reset(w->r, fp, b->name);
	r = w->r;
	buf_init(&e);
	for (;;) {
		mark = w->d.n;
		n = record_next_game(r, &g, &w->d);
		if (n <= 0)
			break;
		w->file = g->file;
		convert_one(w, g, res);
		gamesel_shift(&w->d, mark, g->file, b->base_line);
		flush_diags(w, res, &e);
	}
	/* A block of comments alone has no game to name the file. */
	if (w->file == NULL)
		w->file = strcmp(b->name, "-") == 0 ? "<stdin>" : b->name;
	if (w->scan_off < b->len) {
		scan_comments(w, b->len, 0);
		gamesel_shift(&w->d, 0, w->file, b->base_line);
	}
	flush_diags(w, res, &e);
	buf_free(&e);
	fclose(fp);
	w->file = NULL;
}

static int
convert_emit(void *arg, struct jobs_result *res)
{
	struct convert_run	*o = arg;

	o->rc = exit_worse(o->rc, cli_print_diags(o->io, &res->diags));
	o->rc = exit_worse(o->rc, res->rc);
	o->read += res->read;
	o->checked += res->checked;
	o->written += res->games;
	fputs(buf_str(&res->err), o->io->err);
	if (res->out.len > 0) {
		if (o->any_game)
			fputs(convert_separator(o->to), o->out);
		fwrite(res->out.s, 1, res->out.len, o->out);
		o->any_game = 1;
	}
	return ferror(o->out) ? -1 : 0;
}

/* JSON Lines or JSON back to text: one stream, one game at a time. */
int
convert_run_json(struct convert_run *o, const char *path)
{
	struct jsonin	*j;
	struct diags	 d;
	struct buf	 b;
	FILE		*fp;
	int		 n;

	diags_init(&d);
	if (strcmp(path, "-") == 0)
		fp = stdin;
	else if ((fp = fopen(path, "rb")) == NULL) {
		cli_warnx(o->io, "cannot open '%s': %s", path,
		    strerror(errno));
		o->rc = exit_worse(o->rc, EXIT_SYSTEM);
		return 0;
	}
	j = jsonin_new(fp, path);
	if (fp == stdin)
		jsonin_head(j, o->head.s, o->head.len);
	buf_init(&b);
	while ((n = jsonin_next(j, &b, &d)) != 0) {
		o->rc = exit_worse(o->rc, cli_print_diags(o->io, &d));
		diags_clear(&d);
		if (n < 0)
			break;
		if (b.len > 0) {
			/* The reader separates its own games; files need one. */
			if (o->any_game && b.s[0] != '\n')
				fputs(convert_separator(o->to), o->out);
			fwrite(b.s, 1, b.len, o->out);
			o->any_game = 1;
			buf_clear(&b);
		}
		if (ferror(o->out))
			break;
	}
	/* What the end of the input said (values that were not games). */
	o->rc = exit_worse(o->rc, cli_print_diags(o->io, &d));
	buf_free(&b);
	diags_free(&d);
	jsonin_free(j);
	if (fp != stdin)
		fclose(fp);
	return ferror(o->out) ? -1 : 0;
}

static int
has_suffix(const char *s, const char *suffix)
{
	size_t	n = strlen(s), k = strlen(suffix);

	return n > k && strcmp(s + n - k, suffix) == 0;
}

/* Reads the first bytes of fp until they tell JSON from text. */
static int
sniff_stream(FILE *fp, struct buf *head)
{
	int	c, r = -1;

	while (r < 0 && head->len < JSONIN_HEAD_MAX) {
		if ((c = getc(fp)) == EOF)
			return convert_sniff(head->s, head->len, 1);
		buf_addc(head, (char)c);
		if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
			r = convert_sniff(head->s, head->len, 0);
	}
	return r > 0;
}

/*
 * --from, else the name (.jsonl, .json; .txt is text), else the content:
 * standard input and other names are JSON when they start with '{' or an
 * array of objects.  What was read of standard input is kept in o->head.
 */
int
convert_run_format(struct convert_run *o, const char *path)
{
	struct stat	 st;
	struct buf	 b;
	FILE		*fp;
	int		 json;

	if (o->from >= 0)
		return o->from;
	if (has_suffix(path, ".jsonl"))
		return CONVERT_JSONL;
	if (has_suffix(path, ".json"))
		return CONVERT_JSON;
	if (has_suffix(path, ".txt"))
		return CONVERT_TEXT;
	if (strcmp(path, "-") == 0) {
		if (o->stdin_fmt < 0)
			o->stdin_fmt = sniff_stream(stdin, &o->head) ?
			    CONVERT_JSONL : CONVERT_TEXT;
		return o->stdin_fmt;
	}
	/* A pipe or device read here could not be read again. */
	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) ||
	    (fp = fopen(path, "rb")) == NULL)
		return CONVERT_TEXT;
	buf_init(&b);
	json = sniff_stream(fp, &b);
	buf_free(&b);
	fclose(fp);
	return json ? CONVERT_JSONL : CONVERT_TEXT;
}

void
convert_run_init(struct convert_run *o, const struct cli *io)
{
	memset(o, 0, sizeof *o);
	o->io = io;
	o->from = -1;
	o->stdin_fmt = -1;
	buf_init(&o->head);
	gamesel_init(&o->sel);
}

void
convert_run_free(struct convert_run *o)
{
	gamesel_free(&o->sel);
	buf_free(&o->head);
}

void
convert_run_records(struct convert_run *o, char **files, int nfiles,
    struct diags *d)
{
	struct jobs_ops	 ops;
	struct buf	 b;
	int		 n;

	buf_init(&b);
	convert_begin(o->to, &b);
	fputs(buf_str(&b), o->out);
	memset(&ops, 0, sizeof ops);
	ops.arg = o;
	ops.count_games = 1;
	ops.stdin_head = o->head.s;
	ops.stdin_head_len = o->head.len;
	if (o->to == CONVERT_JSONL || o->to == CONVERT_JSON)
		ops.block_size = JOBS_SMALL_BLOCK_SIZE;
	ops.worker_new = cworker_new;
	ops.worker_free = cworker_free;
	ops.block = convert_block;
	ops.emit = convert_emit;
	n = jobs_run(&ops, o->sel.jobs, files, nfiles, d);
	o->rc = exit_worse(o->rc, cli_print_diags(o->io, d));
	/* Nothing written is not success: said, and exit 1. */
	if (n == 0 && o->rc < EXIT_USAGE) {
		gamesel_report(&o->sel, o->read, o->written, "written", o->io);
		if (o->checked == 0)
			o->rc = exit_worse(o->rc, EXIT_INVALID);
	}
	buf_clear(&b);
	convert_end(o->to, o->any_game, &b);
	fputs(buf_str(&b), o->out);
	buf_free(&b);
}
