/*
 * The job runner's input cut into blocks (lib/convert_jobs_int.h): each
 * file read in steps and cut at game boundaries, by the reader's rules,
 * its lines looked at once as they come (their kinds, the limits of a
 * game, lines too long), its line and game counts kept for the blocks.
 * lib/convert_jobs.c hands the blocks to its workers.
 */
#include <errno.h>
#include <stdint.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "convert.h"
#include "convert_jobs_int.h"

#define READ_CHUNK	(256u * 1024)

/* ---- cutting at game boundaries ---- */

static int
is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/*
 * The kind of the line starting at s, as the reader sees it
 * (record_line_kind): '[' tag, 't' turn, 'o' a line too long to read
 * that holds no tag or turn, 0 blank or comment.
 */
static int
line_kind_at(const char *s, const char *end)
{
	const char	*nl = memchr(s, '\n', (size_t)(end - s));
	size_t		 len = (size_t)((nl != NULL ? nl : end) - s);

	if (len > 0 && s[len - 1] == '\r')
		len--;
	switch (record_line_kind(s, len, len > RECORD_MAX_LINE)) {
	case RECORD_LINE_TAG:
		return '[';
	case RECORD_LINE_TURN:
		return 't';
	case RECORD_LINE_OTHER:
		return 'o';
	default:
		return 0;
	}
}

/*
 * Whether a line's first byte c tells its kind: any byte past '#' is
 * neither a blank, a comment nor a lone '\r', and starts a tag if '[',
 * else a turn (most lines start with the turn number or a tag's '[').
 */
static inline int
first_tells(unsigned char c)
{
	return c > '#';
}

/* line_kind_at() of a line whose length n (to its newline) is known. */
static inline int
line_kind_len(const char *s, size_t n)
{
	if (n > 0 && first_tells((unsigned char)s[0]))
		return s[0] == '[' ? '[' : 't';
	return line_kind_at(s, s + n);
}

/* 1 when the line at p (a line start, p > base) starts a new game. */
static int
is_boundary(const char *base, const char *p, const char *end)
{
	const char	*ls;
	int		 k;

	if (line_kind_at(p, end) != '[')
		return 0;
	/* Back over blank lines to the previous line that counts. */
	while (p > base) {
		ls = p - 1;
		while (ls > base && ls[-1] != '\n')
			ls--;
		k = line_kind_at(ls, p);
		if (k != 0 && k != 'o')
			return k == 't';
		p = ls;
	}
	return 0;
}

static int
is_comment_line(const char *s, const char *end)
{
	while (s < end && is_blank(*s))
		s++;
	return s < end && *s == '#';
}

/*
 * Where to cut before the game starting at p: after the comment lines
 * that follow the last turn with no blank line between (they are that
 * turn's comments), so that the comments before the next game go with it.
 */
static const char *
cut_point(const char *base, const char *p, const char *end)
{
	const char	*q = p, *ls, *nl;

	while (q > base) {
		ls = q - 1;
		while (ls > base && ls[-1] != '\n')
			ls--;
		if (line_kind_at(ls, q) != 0)
			break;
		q = ls;
	}
	while (q < p && is_comment_line(q, p) &&
	    (nl = memchr(q, '\n', (size_t)(end - q))) != NULL)
		q = nl + 1;
	return q > base ? q : p;
}

/*
 * Back from p (a line start, or the end) to the start of the line before
 * it: past the last newline before p, or s.  Sixteen bytes at a time: a
 * block's last game, most of it, is walked back over once a block.
 */
static const char *
line_back(const char *s, const char *p)
{
#if defined(__SSE2__) && defined(__GNUC__)
	const __m128i	 nl = _mm_set1_epi8('\n');
	unsigned	 m;

	for (; p - s >= 16; p -= 16)
		if ((m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(
		    _mm_loadu_si128((const __m128i *)(const void *)(p - 16)),
		    nl))) != 0)
			/* Just past the highest newline bit. */
			return p - 16 + (32 - __builtin_clz(m));
#endif
	while (p > s && p[-1] != '\n')
		p--;
	return p;
}

/* The last game boundary at a line start in [from, len), or 0. */
static size_t
last_boundary(const char *s, size_t len, size_t from)
{
	const char	*p = s + len;

	for (;;) {
		p = line_back(s, p);
		if (p == s || (size_t)(p - s) < from)
			return 0;
		/* Only a tag line starts a game: '[', maybe after blanks. */
		if ((*p == '[' || is_blank(*p)) &&
		    is_boundary(s, p, s + len))
			return (size_t)(cut_point(s, p, s + len) - s);
		p--;
	}
}

/*
 * Newlines, eight bytes at a time: every block of input is counted, and a
 * byte at a time this was a twentieth of validate's time.  In each word,
 * t's bytes are zero where a newline was; y gets the high bit of exactly
 * those bytes (no borrow crosses bytes), and the multiply adds them up.
 */
static unsigned
count_lines(const char *s, size_t len)
{
	const uint64_t	 ones = 0x0101010101010101u, low7 = ones * 0x7f;
	size_t		 i = 0;
	unsigned	 n = 0;
	uint64_t	 w, t, y;

	for (; i + 8 <= len; i += 8) {
		memcpy(&w, s + i, 8);
		t = w ^ (ones * '\n');
		y = ~(((t & low7) + low7) | t | low7);
		n += (unsigned)(((y >> 7) * ones) >> 56);
	}
	for (; i < len; i++)
		n += s[i] == '\n';
	return n;
}

static size_t
count_games(const char *s, size_t len)
{
	const char	*p = s, *end = s + len, *ls, *q;
	size_t		 n = 0;

	/* The block's first game: its first line that counts. */
	for (ls = s; ls < end; ls = q + 1) {
		if (line_kind_at(ls, end) != 0) {
			n = 1;
			break;
		}
		if ((q = memchr(ls, '\n', (size_t)(end - ls))) == NULL)
			break;
	}
	while ((p = memchr(p, '[', (size_t)(end - p))) != NULL) {
		ls = p;
		while (ls > s && is_blank(ls[-1]))
			ls--;
		if (ls > s && ls[-1] == '\n' && is_boundary(s, ls, end))
			n++;
		p++;
	}
	return n;
}

/*
 * Looks at each line once, as it arrives: cuts lines longer than the
 * reader accepts down to a head the reader still reports as too long,
 * and counts the current game's tag and turn lines.  By its 65th tag or
 * 100,001st turn line a game has had its first error (the limit's, or
 * one before it), after which the reader reads nothing of it but its
 * end.  So the block ends at the next line (the return value: its
 * offset) and the rest of the game is skipped, unbuffered, up to the tag
 * line that starts the next game: a game over a limit costs no memory
 * past it.  Its lines are counted, so the next block's line numbers are
 * the file's.  Of the skipped lines, those the next game would have
 * (from the first blank line after the game's last turn, see cut_point)
 * are kept for it.  The reader sees the same games and says the same
 * things; convert --keep-invalid refuses such a game rather than pass it
 * on changed (rgame.over_limit).  0 when the block need not end here;
 * *shifted when bytes before the end moved.
 */
/* Bit i set: s[i] is a newline, for the 64 bytes at s. */
static inline uint64_t
nl_bits(const char *s)
{
	uint64_t	 m = 0;
	int		 i;
#if defined(__SSE2__)
	const __m128i	 nl = _mm_set1_epi8('\n');

	for (i = 0; i < 64; i += 16)
		m |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(
		    _mm_loadu_si128((const __m128i *)(const void *)(s + i)),
		    nl)) << i;
#else
	for (i = 0; i < 64; i++)
		m |= (uint64_t)(s[i] == '\n') << i;
#endif
	return m;
}

static inline unsigned
low_bit(uint64_t m)
{
#ifdef __GNUC__
	return (unsigned)__builtin_ctzll(m);
#else
	unsigned	 i;

	for (i = 0; !(m & 1); m >>= 1)
		i++;
	return i;
#endif
}

/*
 * scan_lines() for the common line, many at once: lines found by their
 * newline bits, 64 bytes at a time, not by a memchr() a line (lines are
 * short, and every line of every block is looked at).  It stops, its
 * state left as the line-at-a-time loop leaves it, at the first line it
 * does not take: one too long to keep, one over a limit, one not whole
 * in the 64-byte steps that fit in len.  Returns that line's offset.
 */
static size_t
scan_fast(struct splitter *sp, const char *s, size_t r, size_t len,
    unsigned *nls)
{
	const size_t	 keep = RECORD_MAX_LINE + 2;
	size_t		 base, nl, tags = sp->tags, turns = sp->turns, t, u;
	uint64_t	 bits;
	unsigned	 n = 0;
	unsigned char	 c;
	int		 prev = sp->prev, k, p;

	for (base = r; len - base >= 64 && base - r <= keep; base += 64) {
		for (bits = nl_bits(s + base); bits != 0; bits &= bits - 1) {
			nl = base + low_bit(bits);
			if (nl - r > keep)
				goto out;
			/* The line that stops the loop is left undone. */
			c = (unsigned char)s[r];
			if (first_tells(c) && c != '[') {
				/* A turn line, most lines. */
				if (turns >= RECORD_MAX_TURNS + 1)
					goto out;
				turns++;
				prev = 't';
				n++;
				r = nl + 1;
				continue;
			}
			k = line_kind_len(s + r, nl - r);
			p = prev;
			t = tags;
			u = turns;
			if (k == '[') {
				if (p == 't')
					t = u = 0;
				p = '[';
				if (++t > RECORD_MAX_TAGS + 1)
					goto out;
			} else if (k == 't') {
				p = 't';
				if (++u > RECORD_MAX_TURNS + 1)
					goto out;
			}
			prev = p;
			tags = t;
			turns = u;
			n++;
			r = nl + 1;
		}
	}
out:
	sp->prev = prev;
	sp->tags = tags;
	sp->turns = turns;
	*nls += n;
	return r;
}

static size_t
scan_lines(struct splitter *sp, struct buf *b, int *shifted)
{
	const size_t	 keep = RECORD_MAX_LINE + 2;
	size_t		 r = sp->scan_off, n, next, drop = 0, end = 0;
	size_t		 seen = sp->seen;
	unsigned	 nls = sp->scan_nl;
	char		*nl;
	int		 k;

	sp->seen = 0;
	while (r < b->len) {
		if (!sp->skipping && seen == 0 &&
		    (r = scan_fast(sp, b->s, r, b->len, &nls)) == b->len)
			break;
		/* A line read in pieces is searched once, not per piece. */
		nl = memchr(b->s + r + seen, '\n', b->len - r - seen);
		seen = 0;
		n = nl == NULL ? b->len - r : (size_t)(nl - (b->s + r));
		if (n > keep) {
			/* The head stays; the rest of the line goes. */
			memmove(b->s + r + keep, b->s + r + n, b->len - r - n);
			b->len -= n - keep;
			b->s[b->len] = '\0';
			if (nl == NULL && !sp->eof)
				sp->skip_nl = 1;
			n = keep;
			nl = nl == NULL ? NULL : b->s + r + n;
		}
		if (nl == NULL && !sp->eof) {
			sp->seen = n;	/* the rest of the line is to come */
			break;
		}
		next = nl == NULL ? b->len : r + n + 1;
		nls += nl != NULL;
		k = line_kind_len(b->s + r, n);
		if (sp->skipping) {
			if (k == '[' && sp->prev == 't') {
				/* The next game: it starts here, with the
				 * lines kept for it. */
				sp->skipping = 0;
				sp->prev = '[';
				sp->tags = 1;
				sp->turns = 0;
			} else if (k != 0 || !sp->pend) {
				if (k == 't')
					sp->prev = 't';
				if (k == 0 && !is_comment_line(b->s + r,
				    b->s + r + n))
					sp->pend = 1;
				else {
					drop = next;
					sp->pend = 0;
				}
			}
			r = next;
			continue;
		}
		if (k == '[') {
			if (sp->prev == 't')
				sp->tags = sp->turns = 0;
			sp->prev = '[';
			if (++sp->tags > RECORD_MAX_TAGS + 1)
				end = r;
		} else if (k == 't') {
			sp->prev = 't';
			if (++sp->turns > RECORD_MAX_TURNS + 1)
				end = r;
		}
		if (end > 0) {
			sp->skipping = 1;
			sp->pend = 0;
			break;
		}
		r = next;
	}
	if (drop > 0) {
		sp->line += count_lines(b->s, drop);
		nls -= count_lines(b->s, drop);
		memmove(b->s, b->s + drop, b->len - drop + 1);
		b->len -= drop;
		r -= drop;
		end = end > 0 ? end - drop : 0;
		*shifted = 1;
	}
	sp->scan_off = r;
	sp->scan_nl = nls;
	return end;
}

/*
 * Where a block may end short of a game boundary: after the lines that
 * precede any line that counts (comments, blank lines), which belong to
 * no game.  So input of comments alone is cut like any other.  Not just
 * before a line that starts with a byte-order mark (or may, when it is
 * not read yet): the reader drops one from a block's first line, as at
 * the start of a file, and a turn line could become a tag line.
 */
static size_t
lead_cut(const char *s, size_t len)
{
	const char	*p = s, *end = s + len, *nl;
	size_t		 cut = 0, before = 0, have;

	while (p < end && (nl = memchr(p, '\n', (size_t)(end - p))) != NULL) {
		if (line_kind_at(p, nl) != 0)
			break;
		p = nl + 1;
		before = cut;
		cut = (size_t)(p - s);
	}
	have = len - cut < 3 ? len - cut : 3;
	if (cut > 0 && memcmp(s + cut, "\xef\xbb\xbf", have) == 0)
		cut = before;
	return cut;
}

/* 1 with a block in data, 0 at the end of the file, -1 on a read error. */
int
split_next(struct splitter *sp, size_t target, int want_games,
    struct buf *data, struct jobs_block *blk, struct diags *d)
{
	struct buf	 t;
	size_t		 cut = 0, from = 0, n, whole;
	size_t		 step = target < READ_CHUNK ? target : READ_CHUNK;
	unsigned	 lines, after;
	char		*nl;
	int		 shifted;

	/* The carry becomes the block; the block's buffer the next carry. */
	t = *data;
	*data = sp->carry;
	sp->carry = t;
	buf_clear(&sp->carry);
	for (;;) {
		/*
		 * The reader drops a byte-order mark at the start of input,
		 * and only there: so does the splitter's view of the lines,
		 * once, before its first line is looked at (a read, or what
		 * the caller read of standard input, may hold less than the
		 * mark).  The first block gets it back.
		 */
		if (!sp->started && (data->len >= 3 || sp->eof)) {
			sp->started = 1;
			if (data->len >= 3 &&
			    memcmp(data->s, "\xef\xbb\xbf", 3) == 0) {
				memmove(data->s, data->s + 3, data->len - 2);
				data->len -= 3;
				sp->seen = 0;
				sp->bom = 1;
			}
		}
		shifted = 0;
		if ((cut = scan_lines(sp, data, &shifted)) > 0)
			break;
		if (shifted)
			from = 0;
		if (sp->skipping) {
			/* Nothing to cut until the next game starts; at the
			 * end, what was kept for it has no game. */
			if (sp->eof) {
				data->len = 0;
				return 0;
			}
		} else {
			if (data->len == 0 && sp->eof)
				return 0;
			if (data->len >= target || sp->eof) {
				/*
				 * Only whole lines: a line not read to its
				 * end may yet be too long, and then its head
				 * does not count.  They end where
				 * scan_lines stopped.
				 */
				whole = sp->eof ? data->len : sp->scan_off;
				cut = last_boundary(data->s, whole, from);
				if (cut == 0 && !sp->eof)
					cut = lead_cut(data->s, data->len);
				if (cut > 0 || sp->eof)
					break;
				from = sp->scan_off;
			}
		}
		if (data->cap - data->len < step + 1) {
			data->cap = data->len + step + 1 + data->cap / 2;
			data->s = xreallocarray(data->s, data->cap, 1);
		}
		n = fread(data->s + data->len, 1, step, sp->fp);
		if (n == 0) {
			if (ferror(sp->fp)) {
				diags_add_whole(d, DIAG_ERROR, DK_SYSTEM, NULL, 0, 0,
				    NULL, "cannot read '%s': %s",
				    strcmp(sp->name, "-") == 0 ? "<stdin>" :
				    sp->name, strerror(errno));
				return -1;
			}
			sp->eof = 1;
			continue;
		}
		if (sp->skip_nl) {
			nl = memchr(data->s + data->len, '\n', n);
			if (nl == NULL)
				continue;
			sp->skip_nl = 0;
			n -= (size_t)(nl - (data->s + data->len));
			memmove(data->s + data->len, nl, n);
		}
		data->len += n;
		data->s[data->len] = '\0';
	}
	if (data->len == 0)
		return 0;
	if (cut == 0)
		cut = data->len;
	buf_add(&sp->carry, data->s + cut, data->len - cut);
	/*
	 * What follows the cut was looked at as far as scan_off, and its
	 * newlines counted: the block's are those before, found by
	 * counting what follows the cut, mostly less than a game.
	 */
	if (sp->scan_off > cut) {
		after = count_lines(data->s + cut, sp->scan_off - cut);
		lines = sp->scan_nl - after;
		sp->scan_off -= cut;
	} else {
		after = 0;
		lines = count_lines(data->s, cut);
		sp->scan_off = 0;
	}
	sp->scan_nl = after;
	blk->base_line = sp->line;
	sp->line += lines;
	data->len = cut;
	blk->name = sp->name;
	blk->data = data->s;
	blk->len = cut;
	blk->base_game = sp->games;
	if (want_games)
		sp->games += count_games(data->s, cut);
	/*
	 * The first block gets its mark back: the reader drops one from
	 * its first line, and a second one after it must stay, as it does
	 * when the whole file is read.
	 */
	if (sp->bom) {
		sp->bom = 0;
		if (data->cap < cut + 4) {
			data->cap = cut + 4;
			data->s = xreallocarray(data->s, data->cap, 1);
		}
		memmove(data->s + 3, data->s, cut);
		memcpy(data->s, "\xef\xbb\xbf", 3);
		data->len = cut + 3;
		data->s[data->len] = '\0';
		blk->data = data->s;
		blk->len = data->len;
	}
	return 1;
}
