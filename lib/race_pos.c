/*
 * Race positions: the start of a game and the one-line notation.
 *
 *	yellow:5~2,5~2,base,home! red:base,base,base,base to=red extra=-
 *	    ply=3 run=0 played=yellow,red entered=yellow finished=-
 *
 * Each side in turn order lists its pieces (base, a loop square, hK in its
 * own home column, home); `+` marks a piece going round a second time
 * (round_again), `~N` is the age of a block the piece is in (R14),
 * `^` the piece that arrived last of two other sides' pieces on a side's
 * start square (S14, kept only under full_start.capture: last), `!` the
 * piece the side moved last (R17).  Then: the side to move,
 * why it moves again (an extra turn for a double, a throw or a capture;
 * `penalty` when the third double passed the turn instead),
 * lines played, doubles in a row, sides that have written a line (R19),
 * sides that have ever entered a piece (R9), and the finishing order.
 * race_pos_format() writes every field, so format and parse round-trip;
 * the parse is lib/race_pos_parse.c's.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "race.h"
#include "variant.h"

/*
 * memcmp() for a side's name, a few letters: a call cost more.  Four to
 * eight bytes are two words that may overlap, inside both names; two or
 * three ("red") two half words.
 */
static inline int
same_name(const char *a, const char *b, size_t len)
{
	uint32_t a0, b0, a1, b1;
	uint16_t h0, g0, h1, g1;
	size_t	 i;

	if (len >= 4 && len <= 8) {
		memcpy(&a0, a, 4);
		memcpy(&b0, b, 4);
		memcpy(&a1, a + len - 4, 4);
		memcpy(&b1, b + len - 4, 4);
		return a0 == b0 && a1 == b1;
	}
	if (len >= 2 && len < 4) {
		memcpy(&h0, a, 2);
		memcpy(&g0, b, 2);
		memcpy(&h1, a + len - 2, 2);
		memcpy(&g1, b + len - 2, 2);
		return h0 == g0 && h1 == g1;
	}
	for (i = 0; i < len; i++)
		if (a[i] != b[i])
			return 0;
	return 1;
}

int
race_player_of(const struct race_rules *r, const struct race_pos *p,
    const char *s, size_t len)
{
	int	 vs, pl;

	/*
	 * Most lines name the side to move, in full: looked at first.  Names
	 * differ in their initials, and only one letter can stand for
	 * another side (variant_side()), so the answer is the same; and no
	 * side plays twice (race_setup(), race_pos_parse()), so the player
	 * is the one to move.
	 */
	if (len > 1 && p->to_move < p->nplayers) {
		vs = p->side[p->to_move];
		if (vs >= 0 && vs < r->nsides && r->side_len[vs] == len &&
		    same_name(r->side_name[vs], s, len))
			return p->to_move;
	}
	vs = variant_side(r->v, s, len);
	for (pl = 0; vs >= 0 && pl < p->nplayers; pl++)
		if (p->side[pl] == vs)
			return pl;
	return -1;
}

int
race_side_to_move(const void *rp, const struct position *pos)
{
	const struct race_pos *p = (const struct race_pos *)(const void *)pos;

	(void)rp;
	return p->side[p->to_move];
}

const char *
race_side_name(const void *rp, int side)
{
	const struct race_rules *r = rp;

	return side >= 0 && side < r->nsides ? r->side_name[side] : "?";
}

void
race_pos_init(const struct race_rules *r, struct race_pos *p)
{
	int	 pl, i;

	memset(p, 0, sizeof *p);
	for (pl = 0; pl < RACE_MAX_PLAYERS; pl++) {
		p->last[pl] = -1;
		for (i = 0; i < RACE_MAX_PIECES; i++)
			p->prog[pl][i] = (int8_t)(i >= r->pieces ? 0 :
			    i < r->nstart_steps ? r->start_steps[i] : -1);
	}
}

int
race_setup(const void *rp, struct position *pos, const struct game_opts *o,
    struct diag_ctx *dc)
{
	const struct race_rules	*r = rp;
	struct race_pos		*p = (struct race_pos *)(void *)pos;
	int			 n, i, j, vs;

	memset(pos, 0, sizeof *pos);
	race_pos_init(r, p);
	n = o != NULL && o->nplayers > 0 ? o->nplayers : r->nsides;
	if (n < r->v->min_players || n > r->v->max_players ||
	    n > RACE_MAX_PLAYERS) {
		diag_ctx_add(dc, DIAG_ERROR, 0, 0, r->src_pieces, "%d players "
		    "cannot play: the variant allows %d to %d", n,
		    r->v->min_players, r->v->max_players);
		return -1;
	}
	for (i = 0; i < n; i++) {
		if (o != NULL && o->nplayers > 0) {
			vs = variant_side(r->v, o->players[i],
			    strlen(o->players[i]));
			if (vs < 0) {
				diag_ctx_add(dc, DIAG_ERROR, 0, 0, NULL,
				    "unknown side '%s'", o->players[i]);
				return -1;
			}
		} else
			vs = i;
		for (j = 0; j < i; j++)
			if (p->side[j] == vs) {
				diag_ctx_add(dc, DIAG_ERROR, 0, 0, NULL,
				    "side '%s' plays twice", r->side_name[vs]);
				return -1;
			}
		p->side[i] = (int8_t)vs;
	}
	p->nplayers = (uint8_t)n;
	return 0;
}

/* Why a side moves again (extra=), with its length, for writing. */
static const struct {
	char	 s[8];
	size_t	 len;
} extra_text[] = {
	{ "-", 1 }, { "double", 6 }, { "throw", 5 }, { "capture", 7 },
	{ "penalty", 7 },
};

/* A side's name at q (a byte at a time was a tenth of writing a
 * position). */
static inline char *
put_name(const struct race_rules *r, int vs, char *q)
{
	return util_put_bytes(q, r->side_name[vs], r->side_len[vs]);
}

static char *
put_sides(const struct race_rules *r, const struct race_pos *p,
    const uint8_t *flag, char *q)
{
	int	 pl, any = 0;

	for (pl = 0; pl < p->nplayers; pl++)
		if (flag[pl]) {
			if (any)
				*q++ = ',';
			q = put_name(r, p->side[pl], q);
			any = 1;
		}
	if (!any)
		*q++ = '-';
	return q;
}

/* The doubles run is counted only for a penalty (R17): without one it
 * stays 0 and decides nothing. */
int
race_pos_field_inert(const void *rp, const char *field, size_t len)
{
	const struct race_rules	*r = rp;

	if (len >= 4 && memcmp(field, "run=", 4) == 0)
		return r->penalty_after == 0;
	return 0;
}

/*
 * Room for the whole text: 8 bytes of square, "+", "~255", "^", "!" and
 * "," a piece (16 bytes); then every name at most four times, numbers
 * and words.
 */
static size_t
pos_room(const struct race_rules *r, const struct race_pos *p)
{
	size_t	 room = 128;
	int	 pl;

	for (pl = 0; pl < p->nplayers; pl++)
		room += 5 * (r->side_len[p->side[pl]] + 2) +
		    (size_t)r->pieces * 16;
	return room;
}

static const uint8_t no_age[RACE_MAX_PIECES];

/* A piece with no mark but '!' (when last) and its comma at q, from the
 * square text table row. */
static inline char *
put_piece(const char (*row)[8], int prog, int last, char *q)
{
	const char	*t = row[(prog < -1 ? -1 : prog) + 1];

	memcpy(q, t, 8);
	q += t[7];
	*q = '!';
	q += last;
	*q++ = ',';
	return q;
}

/* "yellow:5~2,5~2,base,home!": pieces from the square text table. */
static char *
put_player(const struct race_rules *r, const struct race_pos *p, int pl,
    char *q)
{
	int		 bs = race_bside(r, p, pl), i;
	const int8_t	*pr = p->prog[pl];
	const uint8_t	*age = p->age[pl];
	const char	*t;

	q = put_name(r, p->side[pl], q);
	*q++ = ':';
	/*
	 * Most sides' pieces have no mark but '!': no lap, block or order
	 * of arrival to look at for each.
	 */
	if (p->lap[pl] == 0 && p->late[pl] == 0 &&
	    race_circuit(r, bs) == RACE_NO_CIRCUIT &&
	    memcmp(age, no_age, sizeof no_age) == 0) {
		const char	(*row)[8] = r->sqtext[bs];
		int		 last = p->last[pl];

		/* '!' is written, and kept only after the last piece moved:
		 * no branch a piece.  Four pieces, the usual count, with no
		 * loop: its end, at another count each variant, was
		 * mispredicted one call in four. */
		if (r->pieces == 4) {
			q = put_piece(row, pr[0], last == 0, q);
			q = put_piece(row, pr[1], last == 1, q);
			q = put_piece(row, pr[2], last == 2, q);
			q = put_piece(row, pr[3], last == 3, q);
			return q - 1;
		}
		for (i = 0; i < r->pieces; i++)
			q = put_piece(row, pr[i], i == last, q);
		return q - (r->pieces > 0);
	}
	for (i = 0; i < r->pieces; i++) {
		if (i)
			*q++ = ',';
		/* Below -1 is the base too (race_square_text()). */
		t = r->sqtext[bs][(pr[i] < -1 ? -1 : pr[i]) + 1];
		memcpy(q, t, 8);
		q += t[7];
		/* '+': round again, or come round to a start = turn square */
		if ((p->lap[pl] & (1u << i)) || pr[i] == race_circuit(r, bs))
			*q++ = '+';
		if (age[i]) {
			*q++ = '~';
			if (age[i] >= 100)
				*q++ = (char)('0' + age[i] / 100);
			if (age[i] >= 10)
				*q++ = (char)('0' + age[i] / 10 % 10);
			*q++ = (char)('0' + age[i] % 10);
		}
		if (p->late[pl] & (1u << i))
			*q++ = '^';
		if (p->last[pl] == i)
			*q++ = '!';
	}
	return q;
}

static char *
put_finished(const struct race_rules *r, const struct race_pos *p, char *q)
{
	int	 k, pl;

	memcpy(q, "finished=", 9);
	q += 9;
	for (k = 1; k <= p->nfinished; k++)
		for (pl = 0; pl < p->nplayers; pl++)
			if (p->rank[pl] == k) {
				if (k > 1)
					*q++ = ',';
				q = put_name(r, p->side[pl], q);
			}
	if (p->nfinished == 0)
		*q++ = '-';
	return q;
}

/* The fields after the pieces up to run=, without the leading blank. */
static char *
put_turn(const struct race_rules *r, const struct race_pos *p, char *q)
{
	memcpy(q, "to=", 3);
	q = put_name(r, p->side[p->to_move], q + 3);
	memcpy(q, " extra=", 7);
	q += 7;
	/* Eight bytes: a copy of fixed size is no call. */
	memcpy(q, extra_text[p->extra].s, 8);
	q += extra_text[p->extra].len;
	memcpy(q, " ply=", 5);
	q = util_put_ulong(q + 5, p->ply);
	memcpy(q, " run=", 5);
	return util_put_ulong(q + 5, p->run);
}

/*
 * Converting to JSON writes this after every turn: it is written in place,
 * room reserved once, and each square's text comes from a table.
 */
void
race_pos_format(const void *rp, const struct position *pos, struct buf *o)
{
	const struct race_rules	*r = rp;
	const struct race_pos	*p = (const struct race_pos *)(const void *)pos;
	char			*q = buf_room(o, pos_room(r, p));
	int			 pl;

	for (pl = 0; pl < p->nplayers; pl++) {
		if (pl)
			*q++ = ' ';
		q = put_player(r, p, pl, q);
	}
	*q++ = ' ';
	q = put_turn(r, p, q);
	memcpy(q, " played=", 8);
	q = put_sides(r, p, p->played, q + 8);
	memcpy(q, " entered=", 9);
	q = put_sides(r, p, p->entered, q + 9);
	*q++ = ' ';
	q = put_finished(r, p, q);
	buf_setlen(o, (size_t)(q - o->s));
}

/* A row of n <= 8 bytes of a struct race_pos at s as a word: read as 8,
 * which the struct has past every row it is asked of. */
static inline uint64_t
row_word(const void *s, size_t n)
{
	return util_load64(s) & ((uint64_t)-1 >> (64 - 8 * n));
}

#ifndef __SSE2__
/* Whether player pl's part of the text is the same in a and p. */
static inline int
same_player(const struct race_pos *a, const struct race_pos *p, int pl)
{
	_Static_assert(RACE_MAX_PIECES <= 8 && offsetof(struct race_pos, age) +
	    sizeof a->age + 2 <= sizeof *a, "row_word");
	return ((row_word(a->prog[pl], sizeof a->prog[pl]) ^
	    row_word(p->prog[pl], sizeof p->prog[pl])) |
	    (row_word(a->age[pl], sizeof a->age[pl]) ^
	    row_word(p->age[pl], sizeof p->age[pl]))) == 0 &&
	    a->lap[pl] == p->lap[pl] && a->late[pl] == p->late[pl] &&
	    a->last[pl] == p->last[pl];
}

/* Whether every player's part of the text is the same in a and p: on
 * many turns no piece moves (cowries), and one look tells. */
static inline int
same_pieces(const struct race_pos *a, const struct race_pos *p)
{
	return memcmp(a->prog, p->prog, sizeof p->prog) == 0 &&
	    memcmp(a->age, p->age, sizeof p->age) == 0 &&
	    memcmp(a->lap, p->lap, sizeof p->lap) == 0 &&
	    memcmp(a->late, p->late, sizeof p->late) == 0 &&
	    memcmp(a->last, p->last, sizeof p->last) == 0;
}
#else
/* Bit k set where the 16 bytes at a and b differ. */
static inline uint64_t
diff16(const void *a, const void *b)
{
	return (uint64_t)(~_mm_movemask_epi8(_mm_cmpeq_epi8(
	    _mm_loadu_si128(a), _mm_loadu_si128(b))) & 0xffff);
}

/*
 * The players whose part of the text differs in a and p, as bits: the
 * bytes of pieces and blocks that differ, from three compares of each,
 * told by player, and the rows of marks.  The same players as
 * same_player() finds one at a time (a tenth of writing a position).
 */
static inline unsigned
changed_players(const struct race_pos *a, const struct race_pos *p)
{
	const uint64_t	 ones = 0x0101010101010101u, low7 = ones * 0x7f;
	const uint64_t	 gather = 0x0002040810204081u;
	const char	*ap = (const char *)a->prog, *pp = (const char *)p->prog;
	const char	*aa = (const char *)a->age, *pa = (const char *)p->age;
	uint64_t	 m, t, x;

	_Static_assert(RACE_MAX_PLAYERS == 6 && RACE_MAX_PIECES == 6 &&
	    offsetof(struct race_pos, prog) + 48 <= sizeof *a &&
	    offsetof(struct race_pos, age) + 48 <= sizeof *a &&
	    offsetof(struct race_pos, late) + 8 <= sizeof *a,
	    "changed_players");
	m = (diff16(ap, pp) | diff16(ap + 16, pp + 16) << 16 |
	    diff16(ap + 32, pp + 32) << 32) |
	    (diff16(aa, pa) | diff16(aa + 16, pa + 16) << 16 |
	    diff16(aa + 32, pa + 32) << 32);
	m &= ((uint64_t)1 << 36) - 1;
	/* Bit 6k: any of player k's six. */
	t = m | m >> 1;
	t = t | t >> 2 | t >> 4;
	t &= 0x041041041u;
	/* Bits 6k to bit k, none colliding. */
	t = (t * (((uint64_t)1 << 30) | (1u << 25) | (1u << 20) |
	    (1u << 15) | (1u << 10) | (1u << 5))) >> 30 & 63;
	/* The rows of one byte a player: the bytes that differ. */
	x = (row_word(a->last, 6) ^ row_word(p->last, 6)) |
	    (row_word(a->lap, 6) ^ row_word(p->lap, 6)) |
	    (row_word(a->late, 6) ^ row_word(p->late, 6));
	x = (((x & low7) + low7) | x) & ~low7;
	return (unsigned)t | (unsigned)((x * gather) >> 56);
}
#endif

/* Where race_pos_format_next() keeps pos_room() beside its marks. */
#define MARK_ROOM	(POS_MARKS - 1)

/* Field i of race_pos_format_next() written anew at q. */
static char *
put_field(const struct race_rules *r, const struct race_pos *p, int i,
    char *q)
{
	int	 np = p->nplayers;

	if (i < np)
		return put_player(r, p, i, q);
	if (i == np)
		return put_turn(r, p, q);
	if (i == np + 1) {
		memcpy(q, "played=", 7);
		return put_sides(r, p, p->played, q + 7);
	}
	if (i == np + 2) {
		memcpy(q, "entered=", 8);
		return put_sides(r, p, p->entered, q + 8);
	}
	return put_finished(r, p, q);
}

/* What copy_text() copies in one piece, and room is made for past the
 * text written. */
#define COPY_BLOCK	64

/*
 * n bytes of text (len bytes) from at, to q, as memcpy(); a copy of
 * COPY_BLOCK bytes, no call, where n is at most that and text has as many
 * from at, else copies that may overlap up to twice that (most copies
 * are a side or two, or the lists at the end: a call each was a fifth of
 * writing a position).  q has COPY_BLOCK bytes of room past n.
 */
static inline char *
copy_text(char *q, const char *text, size_t len, size_t at, size_t n)
{
	if (n <= COPY_BLOCK && at + COPY_BLOCK <= len)
		memcpy(q, text + at, COPY_BLOCK);
	else if (n <= 2 * COPY_BLOCK)
		util_put_bytes(q, text + at, n);
	else
		memcpy(q, text + at, n);
	return q + n;
}

/*
 * race_pos_format_next()'s usual turn at dst: the pieces of one side
 * changed (the bit 'one' among the players) or none, and not the lists
 * after the turn's fields.  The same copies as its loop, with their
 * blanks: the sides before that one, the rest up to to=, and played= to
 * the end (the loop's bookkeeping was a third of writing a position).
 */
static char *
next_usual(const struct race_rules *r, const struct race_pos *p,
    const char *text, size_t len, size_t *marks, int one, char *dst)
{
	int	 np = p->nplayers, nf = np + 4, pl, k;
	size_t	 cs = 0, d;
	char	*q = dst;

	/* The marks before the side written anew stay where they are. */
	if (one != 0) {
		pl = __builtin_ctz((unsigned)one);
		q = copy_text(q, text, len, 0, marks[pl + 1]);
		q = put_player(r, p, pl, q);
		cs = marks[pl + 2] - 1;
	} else
		pl = -1;
	d = (size_t)(q - dst) - cs;
	q = copy_text(q, text, len, cs, marks[np + 1] - cs);
	/* Mostly the side's text kept its length, or none was written. */
	for (k = pl + 2; d != 0 && k <= np + 1; k++)
		marks[k] += d;
	q = put_turn(r, p, q);
	cs = marks[np + 2] - 1;
	d = (size_t)(q - dst) - cs;
	q = copy_text(q, text, len, cs, len - cs);
	for (k = np + 2; k <= nf; k++)
		marks[k] += d;
	return q;
}

/*
 * The same text, given text (len bytes) that race_pos_format() wrote for
 * prev: a turn changes one or two sides' pieces, so the other sides' parts
 * and the lists that did not change are copied from it.  Its fields start
 * where marks says when marks is what this left for text (marks[0] of
 * them, 0 until this has written a text, and its length after them), or
 * else are told apart by the blanks between them, which names without
 * blanks allow; otherwise, or when it is not the same game, all is
 * written anew.
 */
void
race_pos_format_next(const void *rp, const struct position *prevpos,
    const char *text, size_t len, size_t *marks, const struct position *pos,
    struct buf *o)
{
	const struct race_rules	*r = rp;
	const struct race_pos	*a = (const struct race_pos *)(const void *)
				    prevpos;
	const struct race_pos	*p = (const struct race_pos *)(const void *)pos;
	const char		*c, *sp, *end;
	char			*q, *dst;
	size_t			 room, cs, ce, d;
	int			 np = p->nplayers, nf = np + 4, i, f, pl, fresh;
	unsigned		 ch;

	_Static_assert(RACE_MAX_PLAYERS + 6 < MARK_ROOM, "marks");
	if (!r->names_blankless || a->nplayers != p->nplayers ||
	    memcmp(a->side, p->side, sizeof a->side) != 0) {
		race_pos_format(rp, pos, o);
		marks[0] = 0;
		return;
	}
	/*
	 * The fields: the pieces of each side, then to= extra= ply= run=
	 * (one field here: never copied), played=, entered=, finished=.
	 * Between blanks they are np + 7.  Marks this left are in order
	 * and within the text they were left for: only that is asked;
	 * else they are found again, in place.  The room a text of these
	 * sides takes is kept with them (its sum was a tenth of this).
	 */
	fresh = marks[0] != (size_t)nf || marks[nf + 1] != len ||
	    marks[nf] > len;
	if (fresh)
		marks[MARK_ROOM] = pos_room(r, p);
	/* What is copied is at most len bytes, whatever text holds.  text
	 * may be in o's own bytes: room first, so that it stays put. */
	room = marks[MARK_ROOM] + len + COPY_BLOCK;
	text = buf_room_keep(o, room, text);
	if (fresh) {
		c = text;
		end = text + len;
		for (i = 0; i < np + 7; i++) {
			sp = i + 1 < np + 7 ? memchr(c, ' ',
			    (size_t)(end - c)) : end;
			if (sp == NULL) {
				race_pos_format(rp, pos, o);
				marks[0] = 0;
				return;
			}
			if (i <= np)
				marks[i + 1] = (size_t)(c - text);
			else if (i >= np + 4)
				marks[i - 2] = (size_t)(c - text);
			c = sp + (sp < end);
		}
	}
	/* The fields written anew (to= and the rest always), and nf as
	 * the end. */
	ch = 1u << np | 1u << nf;
#ifdef __SSE2__
	ch |= changed_players(a, p) & ((1u << np) - 1);
#else
	if (!same_pieces(a, p))
		for (pl = 0; pl < np; pl++)
			if (!same_player(a, p, pl))
				ch |= 1u << pl;
#endif
	_Static_assert(RACE_MAX_PLAYERS <= 8 &&
	    offsetof(struct race_pos, rank) + 8 <= sizeof *p, "row_word");
	if (row_word(a->played, sizeof a->played) !=
	    row_word(p->played, sizeof p->played))
		ch |= 1u << (np + 1);
	if (row_word(a->entered, sizeof a->entered) !=
	    row_word(p->entered, sizeof p->entered))
		ch |= 1u << (np + 2);
	if (a->nfinished != p->nfinished ||
	    row_word(a->rank, sizeof a->rank) != row_word(p->rank,
	    sizeof p->rank))
		ch |= 1u << (np + 3);
	q = dst = o->s + o->len;
	pl = (int)(ch & ((1u << np) - 1));
	if ((ch & 7u << (np + 1)) == 0 && (pl & (pl - 1)) == 0)
		q = next_usual(r, p, text, len, marks, pl, dst);
	/*
	 * From one field written anew to the next, the fields between are
	 * as in text, with their blanks: one copy, and their marks move by
	 * as much as the copy did.  The marks are the old ones until each
	 * is read: a copy's end is read before its field's mark is set.
	 */
	else for (i = 0; ; ch &= ch - 1) {
		f = __builtin_ctz(ch);
		if (f > i) {
			cs = marks[i + 1] - (i > 0);
			ce = f < nf ? marks[f + 1] - 1 : len;
			d = (size_t)(q - dst) - cs;
			q = copy_text(q, text, len, cs, ce - cs);
			for (; i < f; i++)
				marks[i + 1] += d;
		}
		if (f == nf)
			break;
		if (f > 0)
			*q++ = ' ';
		marks[f + 1] = (size_t)(q - dst);
		q = put_field(r, p, f, q);
		i = f + 1;
	}
	marks[0] = (size_t)nf;
	marks[nf + 1] = (size_t)(q - dst);
	buf_setlen(o, (size_t)(q - o->s));
}
