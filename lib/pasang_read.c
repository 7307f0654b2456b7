/*
 * Pasang Emas: reading a turn line against the position, with one
 * diagnostic naming the rule that refused it, and writing it back.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pasang.h"
#include "variant.h"

_Static_assert(sizeof(struct pasang_turn) <= TURN_BYTES,
    "struct pasang_turn must fit in struct turn");

#define TOKENS_MAX	3

struct tok {
	const char	*s;
	size_t		 len;
	unsigned	 col;
};

struct reader {
	const struct pasang_rules	*r;
	const struct pasang_pos		*p;
	const struct turn_text		*tt;
	struct diag_ctx			*c;
	struct tok			 tok[TOKENS_MAX + 1];
	int				 ntok;
	int				 side;
};

static int
rerr(struct reader *rd, unsigned col, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int
rerr(struct reader *rd, unsigned col, const char *rule, const char *fmt, ...)
{
	char	msg[DIAG_MSG_MAX];
	va_list	ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_ctx_add(rd->c, DIAG_ERROR, rd->tt->line, col, rule, "%s", msg);
	return -1;
}

/*
 * Whether the len bytes at s are a side's name, of name_len bytes: a
 * call to memcmp() cost more.  Four to eight bytes are two words that
 * may overlap, inside both.
 */
static int
is_name(const char *name, size_t name_len, const char *s, size_t len)
{
	uint32_t a0, b0, a1, b1;
	size_t	 i;

	if (len != name_len)
		return 0;
	if (len >= 4 && len <= 8) {
		memcpy(&a0, name, 4);
		memcpy(&b0, s, 4);
		memcpy(&a1, name + len - 4, 4);
		memcpy(&b1, s + len - 4, 4);
		return a0 == b0 && a1 == b1;
	}
	for (i = 0; i < len; i++)
		if (name[i] != s[i])
			return 0;
	return 1;
}

/* The bytes that separate tokens. */
static const unsigned char tok_blank[256] = {
	[' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\n'] = 1,
};
#define TOK_BLANK(ch)	(tok_blank[(unsigned char)(ch)])

/*
 * Where the token at s[i] ends: at the first blank from i, or at len.
 * Eight bytes at a time, a word read ending at len where fewer are left
 * (the token's length varies, and a loop a byte mispredicted its end):
 * a byte below '!' sets its flag, of which the lowest is exact, and
 * blanks are among those bytes.
 */
static size_t
tok_end(const char *s, size_t i, size_t len)
{
#if defined(__GNUC__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	const uint64_t	ones = 0x0101010101010101u;
	uint64_t	x, low;
	size_t		at;

	while (len >= 8 && i < len) {
		at = i + 8 <= len ? i : len - 8;
		memcpy(&x, s + at, 8);
		/* Bytes before i out; the zeros shifted in end the text. */
		x >>= 8 * (i - at);
		low = (x - ones * '!') & ~x & ones * 0x80;
		if (low == 0) {
			i += 8;
			continue;
		}
		i += (size_t)__builtin_ctzll(low) / 8;
		if (i >= len)
			return len;
		if (TOK_BLANK(s[i]))
			return i;
		i++;
	}
#endif
	while (i < len && !TOK_BLANK(s[i]))
		i++;
	return i;
}

static void
tokenize(struct reader *rd)
{
	const char	*s = rd->tt->moves;
	size_t		 len = s != NULL ? rd->tt->moves_len : 0, i = 0;

	rd->ntok = 0;
	while (i < len && rd->ntok <= TOKENS_MAX) {
		struct tok *t = &rd->tok[rd->ntok];

		while (i < len && TOK_BLANK(s[i]))
			i++;
		if (i == len)
			break;
		t->s = s + i;
		t->col = rd->tt->moves_col + (unsigned)i;
		i = tok_end(s, i, len);
		t->len = (size_t)(s + i - t->s);
		rd->ntok++;
	}
}

/* A point's name, for a diagnostic: named only when one is made. */
static const char *
pt_name(int pt, char out[4])
{
	pasang_point_name(pt, out);
	return out;
}

static const char *
cell_noun(const struct pasang_pos *p, int pt, const struct pasang_rules *r,
    char *buf, size_t n)
{
	switch (p->cell[pt]) {
	case PC_HOLE:
		return "the hole";
	case PC_KA:
		snprintf(buf, n, "%s's Ka", r->side[p->ka[0] == pt ? 0 : 1]);
		return buf;
	case PC_EMPTY:
		return "the empty point";
	default:
		return "the stone";
	}
}

enum { EX_TURN, EX_KA };

/*
 * A legal turn of the position as a hint's example, so that every hint
 * is a play the engine accepts: what follows the side's name ("c",
 * "i5-h5 xh6"), or of it only the Ka's move (EX_KA).  0, out left
 * empty, when there is none.
 */
static int
legal_example(struct reader *rd, int part, char *out, size_t size)
{
	struct turnlist	 l;
	struct buf	 b;
	const char	*s, *sp;
	size_t		 n;

	out[0] = '\0';
	turnlist_init(&l);
	if (pasang_generate(rd->r, rd->p, &l) == 0 || l.n == 0) {
		turnlist_free(&l);
		return 0;
	}
	buf_init(&b);
	pasang_turn_format(rd->r, NULL, &l.v[0], &b);
	turnlist_free(&l);
	s = (sp = strchr(b.s, ' ')) != NULL ? sp + 1 : b.s;
	if (part == EX_KA && (sp = strchr(s, ' ')) != NULL)
		n = (size_t)(sp - s);
	else
		n = strlen(s);
	if (n >= size)
		n = size - 1;
	memcpy(out, s, n);
	out[n] = '\0';
	buf_free(&b);
	return n > 0;
}

static int
read_phase1(struct reader *rd, struct pasang_turn *out)
{
	const struct pasang_rules	*r = rd->r;
	const struct pasang_pos		*p = rd->p;
	const struct tok		*t = &rd->tok[0];
	const char			*rule = pasang_src(r->src_opening, "D5");
	char				 open[32];
	int				 file, rank, lo, hi, n = 0, ka = 0, f;

	if (t->len != 1 || t->s[0] < 'a' || t->s[0] > 'k') {
		char ex[16];

		if (legal_example(rd, EX_TURN, ex, sizeof ex))
			return rerr(rd, t->col, rule, "phase 1 takes a file "
			    "of %s's half, such as '%s', not '%.*s'",
			    r->side[rd->side], ex, (int)t->len, t->s);
		return rerr(rd, t->col, rule, "phase 1 takes a file of %s's "
		    "half (a to k), not '%.*s'", r->side[rd->side],
		    (int)t->len, t->s);
	}
	/* The file was fine: what follows it is the mistake. */
	if (rd->ntok != 1)
		return rerr(rd, rd->tok[1].col, rule, "phase 1 takes one file "
		    "and nothing more: unexpected '%.*s'",
		    (int)rd->tok[1].len, rd->tok[1].s);
	file = t->s[0] - 'a';
	if (!pasang_file_allowed(r, p, rd->side, file)) {
		size_t k = 0;

		for (f = 0; f < PASANG_SIZE; f++)
			if (pasang_file_allowed(r, p, rd->side, f)) {
				open[k++] = (char)('a' + f);
				open[k++] = ' ';
			}
		open[k > 0 ? k - 1 : 0] = '\0';
		return rerr(rd, t->col, pasang_src(r->src_reply, "D6"),
		    "file '%c' is closed to %s after %s's '%c' (open: %s)",
		    t->s[0], r->side[rd->side], r->side[1 - rd->side],
		    'a' + p->passage[1 - rd->side], open);
	}
	pasang_half(rd->side, &lo, &hi);
	memset(out, 0, sizeof *out);
	for (rank = lo; rank <= hi; rank++) {
		int c = p->cell[PASANG_PT(file, rank)];

		if (c == PC_BLACK || c == PC_WHITE)
			out->pts[n++] = (int8_t)PASANG_PT(file, rank);
		ka |= c == PC_KA;
	}
	if (n != hi - lo + 1 || ka)
		return rerr(rd, t->col, rule, ka ? "file '%c' of %s's half "
		    "holds a Ka" : "file '%c' of %s's half is not whole: phase "
		    "1 takes all five stones of a file", t->s[0],
		    r->side[rd->side]);
	out->side = (uint8_t)rd->side;
	out->phase = 1;
	out->file = (int8_t)file;
	out->from = out->to = out->x = -1;
	out->n = (uint8_t)n;
	return 0;
}

/* Phase 2: the Ka's own rules (D8, R22). */
static int
check_phase2(struct reader *rd, int from, int to, unsigned fcol,
    unsigned tcol)
{
	const struct pasang_rules	*r = rd->r;
	const struct pasang_pos		*p = rd->p;
	const char			*rule = pasang_src(r->src_ka, "D8");
	char				 fn[4], tn[4];
	int				 pf = p->passage[rd->side], lo, hi;
	int				 dist;

	pasang_half(rd->side, &lo, &hi);
	if (PASANG_FILE(to) != pf || PASANG_RANK(to) < lo ||
	    PASANG_RANK(to) > hi)
		return rerr(rd, tcol, rule, "the Ka must enter %s's passage "
		    "on file %c, not '%s'", r->side[rd->side], 'a' + pf, pt_name(to, tn));
	if (p->cell[to] != PC_EMPTY)
		return rerr(rd, tcol, rule, "the passage point '%s' is not "
		    "empty", pt_name(to, tn));
	if (PASANG_RANK(from) != PASANG_RANK(to))
		return rerr(rd, fcol, rule, "the Ka enters the passage along "
		    "its rank, not from '%s'", pt_name(from, fn));
	dist = abs(PASANG_FILE(from) - PASANG_FILE(to));
	if (!((dist == 1 && p->method != PK_JUMPING) ||
	    (dist == 2 && p->method != PK_SLIDING)))
		return rerr(rd, fcol, rule, "%s, not '%s'",
		    p->method == PK_SLIDING ? "a sliding Ka comes from the "
		    "file next to the passage" : p->method == PK_JUMPING ?
		    "a jumping Ka comes from two files away" : "the Ka comes "
		    "from one or two files away", pt_name(from, fn));
	if (p->cell[from] != PC_BLACK && p->cell[from] != PC_WHITE)
		return rerr(rd, fcol, pasang_src(r->src_choice, "D7"), "no "
		    "stone on '%s' to become the Ka", pt_name(from, fn));
	return 0;
}

/* Phase 3: the Ka moves like a rook through empty points (D12). */
static int
check_phase3(struct reader *rd, int from, int to, unsigned fcol,
    unsigned tcol)
{
	const struct pasang_rules	*r = rd->r;
	const struct pasang_pos		*p = rd->p;
	const char			*rule = pasang_src(r->src_moving, "D12");
	char				 fn[4], tn[4], pn[4], who[64];
	int				 ka = p->ka[rd->side];
	int				 same_rank, axis, dir, step, dist;
	int				 n, pt;

	if (from != ka) {
		pasang_point_name(ka, pn);
		return rerr(rd, fcol, rule, "%s's Ka is on '%s', not '%s'",
		    r->side[rd->side], pn, pt_name(from, fn));
	}
	/* '|' and '&', not '||': which way a Ka moves is the record's
	 * choice, and a branch on it mispredicted. */
	same_rank = PASANG_RANK(to) == PASANG_RANK(from);
	if ((to == from) |
	    !(same_rank | (PASANG_FILE(to) == PASANG_FILE(from))))
		return rerr(rd, tcol, rule, "the Ka moves along a rank or a "
		    "file, not to '%s'", pt_name(to, tn));
	/* The first point the Ka cannot slide over stops it. */
	axis = !same_rank;
	dist = same_rank ? PASANG_FILE(to) - PASANG_FILE(from) :
	    PASANG_RANK(to) - PASANG_RANK(from);
	dir = dist > 0 ? 1 : -1;
	dist *= dir;
	step = dir * (same_rank ? 1 : PASANG_SIZE);
	n = pasang_slide(p, from, axis, dir);
	if (n >= dist)
		return 0;
	pt = from + (n + 1) * step;
	if (pt != to) {
		pasang_point_name(pt, pn);
		return rerr(rd, fcol, rule, "the Ka cannot pass %s on "
		    "'%s'", cell_noun(p, pt, r, who, sizeof who), pn);
	}
	return rerr(rd, tcol, rule, "the Ka cannot land on %s on "
	    "'%s'", cell_noun(p, to, r, who, sizeof who), pt_name(to, tn));
}

static int
line_has(const struct pasang_line *l, int pt)
{
	int	i;

	for (i = 0; i < l->n; i++)
		if (l->pts[i] == pt)
			return 1;
	return 0;
}

/* Why no legal line holds x: the most specific rule first. */
static int
explain_x(struct reader *rd, int phase, int from, int to, int axes, int x,
    const struct tok *xt, int ncand)
{
	const struct pasang_rules	*r = rd->r;
	struct pasang_line		 l[2];
	char				 xn[4], tn[4];
	int				 axis, i, n;

	pasang_point_name(x, xn);
	pasang_point_name(to, tn);
	for (axis = 0; axis < 2; axis++) {
		n = pasang_lines(r, rd->p, to, axis, r->hole_cuts, from, l);
		for (i = 0; i < n; i++) {
			if (!line_has(&l[i], x))
				continue;
			if (axes & (1 << axis))
				return rerr(rd, xt->col, pasang_src(
				    r->src_capture, "D9"), "the line through "
				    "'%s' holds %d stones, an even number", xn,
				    l[i].n);
			if (phase == 2)
				return rerr(rd, xt->col, pasang_src(
				    r->src_moving, "D12"), "a phase-2 Ka "
				    "captures along its rank only, not '%s'",
				    xn);
			return rerr(rd, xt->col, pasang_src(r->src_moving,
			    "D12"), "the Ka moved along its %s, so it "
			    "captures along its %s, not '%s'", axis == 0 ?
			    "rank" : "file", axis == 0 ? "file" : "rank", xn);
		}
	}
	for (axis = 0; r->hole_cuts && axis < 2; axis++) {
		if (!(axes & (1 << axis)))
			continue;
		n = pasang_lines(r, rd->p, to, axis, 0, from, l);
		for (i = 0; i < n; i++)
			if (line_has(&l[i], x))
				return rerr(rd, xt->col, pasang_src(
				    r->src_hole, "D11"), "no capture line "
				    "crosses the hole: '%s' is beyond f6", xn);
	}
	if (ncand == 0)
		return rerr(rd, xt->col, pasang_src(r->src_turns, "D4"),
		    "no capture from '%s': every turn must capture", tn);
	return rerr(rd, xt->col, pasang_src(r->src_capture, "D9"),
	    "no capture line from '%s' holds '%s'", tn, xn);
}

static int
read_capture(struct reader *rd, int phase, int from, int to,
    struct pasang_turn *out)
{
	const struct pasang_rules	*r = rd->r;
	const struct pasang_pos		*p = rd->p;
	const struct tok		*xt = rd->ntok > 1 ? &rd->tok[1] : NULL;
	struct pasang_line		 cand[4], l[2];
	char				 tn[4], pn[4], list[128];
	int				 axes, axis, i, n, ncand = 0, x = -1;
	int				 pick = -1;

	if (xt != NULL && (xt->len < 3 || xt->s[0] != 'x' ||
	    (x = pasang_point_parse(xt->s + 1, xt->len - 1)) < 0))
	{
		char ex[16];

		if (legal_example(rd, EX_TURN, ex, sizeof ex))
			return rerr(rd, xt->col, pasang_src(r->src_capture,
			    "D9"), "cannot read the capture '%.*s': write x "
			    "and a point, as in '%s'", (int)xt->len, xt->s,
			    ex);
		return rerr(rd, xt->col, pasang_src(r->src_capture, "D9"),
		    "cannot read the capture '%.*s': write x and a point",
		    (int)xt->len, xt->s);
	}
	if (rd->ntok > 2)
		return rerr(rd, rd->tok[2].col, pasang_src(r->src_turns, "D4"),
		    "one capture a turn: unexpected '%.*s'",
		    (int)rd->tok[2].len, rd->tok[2].s);
	/*
	 * The lines with the Ka moved: in phase 3 it captures across the
	 * line it moved along (D12), so only phase 2, which captures along
	 * its move, has a line that crosses the point it left.
	 */
	if (phase == 2)
		axes = r->phase2_axes == PA_ROW ? 1 : 3;
	else
		axes = PASANG_RANK(from) == PASANG_RANK(to) ? 2 : 1;
	for (axis = 0; axis < 2; axis++) {
		if (!(axes & (1 << axis)))
			continue;
		n = pasang_lines(r, p, to, axis, r->hole_cuts, from, l);
		for (i = 0; i < n; i++)
			if (l[i].n % 2 == 1)
				cand[ncand++] = l[i];
	}
	if (x >= 0) {
		for (i = 0; i < ncand; i++)
			if (line_has(&cand[i], x))
				pick = i;
		if (pick < 0)
			return explain_x(rd, phase, from, to, axes, x, xt,
			    ncand);
	} else if (ncand == 0)
		return rerr(rd, rd->tok[0].col, pasang_src(r->src_turns,
		    "D4"), "no capture from '%s': every turn must capture",
		    pt_name(to, tn));
	else if (r->omit_x == PX_NEVER) {
		pasang_point_name(cand[0].canon, pn);
		return rerr(rd, rd->tok[0].col + (unsigned)rd->tok[0].len,
		    pasang_src(r->src_notation, "R23"), "the capture must "
		    "name a point, such as 'x%s'", pn);
	} else if (ncand > 1) {
		size_t k = 0;

		for (i = 0; i < ncand; i++) {
			pasang_point_name(cand[i].canon, pn);
			k += (size_t)snprintf(list + k, sizeof list - k,
			    "%sx%s", i > 0 ? ", " : "", pn);
		}
		return rerr(rd, rd->tok[0].col, pasang_src(r->src_notation,
		    "R23"), "%d captures are open from '%s' (%s): name one",
		    ncand, pt_name(to, tn), list);
	} else
		pick = 0;
	memset(out, 0, sizeof *out);
	out->side = (uint8_t)rd->side;
	out->phase = (uint8_t)phase;
	out->file = -1;
	out->from = (int8_t)from;
	out->to = (int8_t)to;
	out->x = cand[pick].canon;
	out->n = cand[pick].n;
	memcpy(out->pts, cand[pick].pts, sizeof out->pts);
	return 0;
}

static int
read_ka_move(struct reader *rd, int phase, struct pasang_turn *out)
{
	const struct pasang_rules	*r = rd->r;
	const struct tok		*t = &rd->tok[0];
	const char			*dash;
	const char			*rule = phase == 2 ?
					    pasang_src(r->src_ka, "D8") :
					    pasang_src(r->src_moving, "D12");
	int				 from, to;
	unsigned			 tcol;

	/*
	 * A short token: no call to memchr(), and most FROMs are two
	 * bytes.  A '-' before the third makes FROM unreadable whichever
	 * dash is taken, and the message is the same.
	 */
	if (t->len > 2 && t->s[2] == '-')
		dash = t->s + 2;
	else {
		for (dash = t->s; dash < t->s + t->len && *dash != '-';
		    dash++)
			;
		if (dash == t->s + t->len)
			dash = NULL;
	}
	if (dash == NULL ||
	    (from = pasang_point_parse(t->s, (size_t)(dash - t->s))) < 0 ||
	    (to = pasang_point_parse(dash + 1,
	    t->len - (size_t)(dash + 1 - t->s))) < 0)
	{
		char ex[16];

		if (legal_example(rd, EX_KA, ex, sizeof ex))
			return rerr(rd, t->col, rule, "%s moves the Ka in "
			    "phase %d: write FROM-TO, such as '%s', not "
			    "'%.*s'", r->side[rd->side], phase, ex,
			    (int)t->len, t->s);
		return rerr(rd, t->col, rule, "%s moves the Ka in phase %d: "
		    "write FROM-TO (two points, such as a1-a2), not '%.*s'",
		    r->side[rd->side], phase, (int)t->len, t->s);
	}
	tcol = t->col + (unsigned)(dash + 1 - t->s);
	if (phase == 2 ? check_phase2(rd, from, to, t->col, tcol) :
	    check_phase3(rd, from, to, t->col, tcol))
		return -1;
	return read_capture(rd, phase, from, to, out);
}

int
pasang_turn_read(const void *rules, const struct position *pos,
    const struct turn_text *tt, struct turn *turn, struct diag_ctx *c)
{
	struct reader		 rd;
	struct pasang_turn	*out = (struct pasang_turn *)turn->u.b;
	const struct pasang_rules *r = rules;
	const struct pasang_pos	*p = (const void *)pos->u.b;
	const char		*turns = pasang_src(r->src_turns, "D4");

	/* Not memset: tokenize() fills the tokens it counts. */
	rd.ntok = 0;
	rd.side = -1;
	rd.r = r;
	rd.p = p;
	rd.tt = tt;
	rd.c = c;
	if (p->over != PE_ON) {
		if (p->over == PE_TAKEN)
			return rerr(&rd, tt->side_col, pasang_src(r->src_end,
			    "R24"), "the game is over: no stone is left");
		return rerr(&rd, tt->side_col, pasang_src(r->src_end, "R24"),
		    "the game is over: %s cannot capture (suntuk)",
		    r->side[p->loser]);
	}
	if (tt->throw_ != NULL)
		return rerr(&rd, tt->throw_col, turns, "pasang has no throw: "
		    "'%.*s'", (int)tt->throw_len, tt->throw_);
	/* The side to move, in full, is the usual text (initials are
	 * unique, so no other side has that name). */
	rd.side = tt->side_len > 1 && is_name(r->side[p->tomove],
	    r->side_len[p->tomove], tt->side, tt->side_len) ? p->tomove :
	    variant_side(r->variant, tt->side, tt->side_len);
	if (rd.side < 0)
		return rerr(&rd, tt->side_col, turns, "unknown side '%.*s'",
		    (int)tt->side_len, tt->side);
	if (rd.side != p->tomove)
		return rerr(&rd, tt->side_col, turns, "it is %s's turn, not "
		    "%s's", r->side[p->tomove], r->side[rd.side]);
	if (tt->number >= 0 && tt->number != p->number)
		return rerr(&rd, tt->number_col, turns, "turn number %ld "
		    "should be %ld", tt->number, (long)p->number);
	tokenize(&rd);
	if (rd.ntok == 0)
		return rerr(&rd, tt->moves_col, turns, "missing move for %s",
		    r->side[rd.side]);
	if (p->phase[rd.side] == 1)
		return read_phase1(&rd, out);
	if (rd.tok[0].len == 1 && rd.tok[0].s[0] >= 'a' &&
	    rd.tok[0].s[0] <= 'k')
		return rerr(&rd, rd.tok[0].col, p->phase[rd.side] == 2 ?
		    pasang_src(r->src_ka, "D8") : pasang_src(r->src_moving,
		    "D12"), "%s has opened on file %c: phase %d moves the "
		    "Ka, not file '%c'", r->side[rd.side],
		    'a' + p->passage[rd.side], p->phase[rd.side],
		    rd.tok[0].s[0]);
	return read_ka_move(&rd, p->phase[rd.side], out);
}

void
pasang_turn_format(const void *rules, const struct position *pos,
    const struct turn *turn, struct buf *b)
{
	const struct pasang_rules	*r = rules;
	const struct pasang_turn	*t = (const void *)turn->u.b;
	char				 pt[4];

	const char			*side = r->side[t->side];
	size_t				 n = strlen(side), k;
	char				*q;
	int				 i, pts[3];

	/* Written in place: convert writes one a turn (issue 20). */
	(void)pos;
	q = buf_room(b, n + 16);
	memcpy(q, side, n);
	q += n;
	*q++ = ' ';
	if (t->phase == 1)
		*q++ = (char)('a' + t->file);
	else {
		pts[0] = t->from;
		pts[1] = t->to;
		pts[2] = t->x;
		for (i = 0; i < 3; i++) {
			if (i == 1)
				*q++ = '-';
			else if (i == 2) {
				*q++ = ' ';
				*q++ = 'x';
			}
			pasang_point_name(pts[i], pt);
			for (k = 0; pt[k] != '\0'; k++)
				*q++ = pt[k];
		}
	}
	buf_setlen(b, (size_t)(q - b->s));
}

int
pasang_throw_parse(const void *rules, const char *s, size_t len,
    struct throw *th)
{
	(void)rules;
	(void)s;
	th->n = 0;
	return len == 0 ? 0 : -1;
}

void
pasang_throw_format(const void *rules, const struct throw *th, struct buf *b)
{
	(void)rules;
	(void)th;
	(void)b;
}

void
pasang_throw_random(const void *rules, const struct position *pos,
    struct rng *rng, struct throw *th)
{
	(void)rules;
	(void)pos;
	(void)rng;
	th->n = 0;
}
