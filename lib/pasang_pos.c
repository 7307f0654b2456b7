/*
 * Pasang Emas positions: the start of a game, the one-line notation, the
 * end of the game and its score.
 *
 * The notation (man/pasa-record.5) is seven fields separated by blanks:
 *
 *	RANKS SIDE NUMBER STATE STATE SCORE METHOD
 *
 * RANKS is rank 11 to rank 1, '/' between ranks, 11 points each: 'w' and
 * 'b' stones, '.' empty, '_' the hole, a side's Ka as its capital initial.
 * SIDE is the side to move, NUMBER the next turn's number.  Each STATE
 * (first side, then second) is the phase of the side's next move (1-3),
 * its passage file or '-', and the colour its Ka was chosen from or '-':
 * "1--", "2f-", "3fw".  SCORE is "N-N", the points each side has taken.
 * METHOD is the game's Ka method.
 */
#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "pasang.h"
#include "variant.h"

_Static_assert(sizeof(struct pasang_pos) <= POSITION_BYTES,
    "struct pasang_pos must fit in struct position");

static const char *const method_text[] = { "sliding", "jumping", "either" };
static const size_t method_len[] = {
	sizeof "sliding" - 1, sizeof "jumping" - 1, sizeof "either" - 1
};

/* Point i is file i % 11 and rank i / 11, from 0. */
const uint8_t pasang_file_of[PASANG_POINTS] = {
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
};
const uint8_t pasang_rank_of[PASANG_POINTS] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
	3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
	4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
	5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
	6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
	7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
	8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
	9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9,
	10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
};

/* Each point's name, NUL-filled to four bytes: written once a point
 * for each move of a turn's text and every point of a capture's line
 * (working it out each time was a fiftieth of convert on Pasang Emas). */
#define RANK_NAMES(n) \
	"a" #n, "b" #n, "c" #n, "d" #n, "e" #n, "f" #n, "g" #n, "h" #n, \
	"i" #n, "j" #n, "k" #n
static const char point_names[PASANG_POINTS][4] = {
	RANK_NAMES(1), RANK_NAMES(2), RANK_NAMES(3), RANK_NAMES(4),
	RANK_NAMES(5), RANK_NAMES(6), RANK_NAMES(7), RANK_NAMES(8),
	RANK_NAMES(9), RANK_NAMES(10), RANK_NAMES(11),
};
#undef RANK_NAMES

void
pasang_point_name(int pt, char out[4])
{
	memcpy(out, point_names[pt], 4);
}

void
pasang_half(int side, int *lo, int *hi)
{
	*lo = side == 0 ? 0 : 6;
	*hi = side == 0 ? 4 : 10;
}

int
pasang_stones(const struct pasang_pos *p)
{
	int	i, n = 0;

	for (i = 0; i < PASANG_POINTS; i++)
		n += p->cell[i] == PC_BLACK || p->cell[i] == PC_WHITE;
	return n;
}

/*
 * pasang_stones(p) > 0, asked after every turn: the ranks' masks, not
 * the board (counting it was a fifth of validate's time).
 */
static int
any_stone(const struct pasang_pos *p)
{
	unsigned	m = 0;
	int		k;

	for (k = 0; k < PASANG_SIZE; k++)
		m |= (unsigned)p->occ[0][PO_BLACK][k] | p->occ[0][PO_WHITE][k];
	return m != 0;
}

/* Without a branch: a captured line's stones are of either colour. */
int
pasang_cell_points(const struct pasang_rules *r, int cell)
{
	return (cell == PC_WHITE) * r->white_points +
	    (cell == PC_BLACK) * r->black_points;
}

void
pasang_settle_lean(struct pasang_pos *p)
{
	p->over = any_stone(p) ? PE_UNSETTLED : PE_TAKEN;
}

void
pasang_settle_suntuk(const struct pasang_rules *r, struct pasang_pos *p)
{
	if (p->over != PE_UNSETTLED)
		return;
	p->over = PE_ON;
	if (pasang_generate(r, p, NULL) == 0) {
		p->over = PE_SUNTUK;
		p->loser = p->tomove;
	}
}

void
pasang_settle(const struct pasang_rules *r, struct pasang_pos *p)
{
	pasang_settle_lean(p);
	pasang_settle_suntuk(r, p);
}

void
pasang_final(const struct pasang_rules *r, const struct pasang_pos *p,
    int out[2])
{
	int	s;

	for (s = 0; s < 2; s++) {
		out[s] = p->score[s];
		if (r->kas_score && p->ka[s] >= 0)
			out[s] += pasang_cell_points(r, p->ka_colour[s]);
	}
	if (p->over == PE_SUNTUK && r->suntuk_scores == PU_FIXED) {
		out[p->loser] = 0;
		out[1 - p->loser] = r->suntuk_points;
	}
}

static int
method_parse(const char *s)
{
	int	i;

	for (i = 0; i < 3; i++)
		if (strcmp(s, method_text[i]) == 0)
			return i;
	return -1;
}

static int
setup_options(const struct pasang_rules *r, const struct game_opts *o,
    int *pattern, int *method, int *first, struct diag_ctx *c)
{
	const char	*v;
	unsigned	 line = 0, col = 0;
	int		 i, s, seen[2] = { 0, 0 };

	*pattern = r->pattern;
	*method = r->ka_method;
	*first = 0;
	if ((v = game_opts_tag(o, "Pattern", &line, &col)) != NULL) {
		if (strcmp(v, "1") == 0)
			*pattern = PP_1;
		else if (strcmp(v, "2") == 0)
			*pattern = PP_2;
		else if (strcmp(v, "custom") == 0 && r->have_custom)
			*pattern = PP_CUSTOM;
		else {
			diag_ctx_add(c, DIAG_ERROR, line, col,
			    pasang_src(r->src_pattern, "D15"),
			    "unknown pattern '%s' (known: 1, 2%s)", v,
			    r->have_custom ? ", custom" : "");
			return -1;
		}
	}
	/* R21: a game is played with one of D8's two methods, never both. */
	if ((v = game_opts_tag(o, "KaMethod", &line, &col)) != NULL &&
	    ((*method = method_parse(v)) < 0 || *method == PK_EITHER)) {
		diag_ctx_add(c, DIAG_ERROR, line, col,
		    pasang_src(r->src_ka, "D8"), *method == PK_EITHER ?
		    "a game's Ka method is sliding or jumping, not '%s'" :
		    "unknown Ka method '%s' (known: sliding, jumping)", v);
		return -1;
	}
	if (o == NULL || o->nplayers == 0)
		return 0;
	if (o->nplayers != 2) {
		diag_ctx_add(c, DIAG_ERROR, 0, 0, pasang_src(r->src_turns,
		    "D4"), "Players must name both sides, not %d",
		    o->nplayers);
		return -1;
	}
	for (i = 0; i < 2; i++) {
		s = variant_side(r->variant, o->players[i],
		    strlen(o->players[i]));
		if (s < 0 || seen[s]) {
			diag_ctx_add(c, DIAG_ERROR, 0, 0,
			    pasang_src(r->src_turns, "D4"), "%s side '%s' in "
			    "Players", s < 0 ? "unknown" : "repeated",
			    o->players[i]);
			return -1;
		}
		seen[s] = 1;
		if (i == 0)
			*first = s;
	}
	return 0;
}

int
pasang_setup(const void *rules, struct position *pos,
    const struct game_opts *o, struct diag_ctx *c)
{
	const struct pasang_rules	*r = rules;
	struct pasang_pos		*p = (struct pasang_pos *)pos->u.b;
	const char			*setup;
	int				 pattern, method, first, s;

	memset(pos, 0, sizeof *pos);
	if (setup_options(r, o, &pattern, &method, &first, c) != 0)
		return -1;
	if ((setup = game_opts_tag(o, "Setup", NULL, NULL)) != NULL) {
		if (pasang_pos_parse(rules, pos, setup, strlen(setup), c) != 0)
			return -1;
		if (game_opts_tag(o, "KaMethod", NULL, NULL) != NULL) {
			p->method = (uint8_t)method;
			pasang_settle(r, p);
		}
		return 0;
	}
	memcpy(p->cell, r->grid[pattern], sizeof p->cell);
	memcpy(p->occ, r->grid_occ[pattern], sizeof p->occ);
	for (s = 0; s < 2; s++) {
		p->ka[s] = -1;
		p->passage[s] = -1;
		p->phase[s] = 1;
	}
	p->tomove = (uint8_t)first;
	p->method = (uint8_t)method;
	p->number = 1;
	pasang_settle(r, p);
	return 0;
}

static int
perr(const struct pasang_rules *r, struct diag_ctx *c, const char *what,
    const char *s, size_t len)
{
	(void)r;
	diag_ctx_add(c, DIAG_ERROR, 0, 0, NULL, "bad position: %s '%.*s'",
	    what, (int)(len > 40 ? 40 : len), s);
	return -1;
}

static int
parse_board(const struct pasang_rules *r, struct pasang_pos *p,
    const char *s, size_t len, struct diag_ctx *c)
{
	size_t	 i = 0;
	int	 rank, file, side;

	for (rank = PASANG_SIZE - 1; rank >= 0; rank--) {
		size_t start = i;

		while (i < len && s[i] != '/')
			i++;
		if (i - start != PASANG_SIZE)
			return perr(r, c, "rank does not hold 11 points",
			    s + start, i - start);
		for (file = 0; file < PASANG_SIZE; file++) {
			int	pt = PASANG_PT(file, rank);
			char	ch = s[start + (size_t)file];

			if ((ch == '_') != (pt == PASANG_HOLE))
				return perr(r, c, "the hole '_' is f6 and only "
				    "f6, in rank", s + start, PASANG_SIZE);
			if (ch == 'w')
				pasang_put(p, pt, PC_WHITE);
			else if (ch == 'b')
				pasang_put(p, pt, PC_BLACK);
			else if (ch == '.')
				pasang_put(p, pt, PC_EMPTY);
			else if (ch == '_')
				pasang_put(p, pt, PC_HOLE);
			else if ((side = variant_side(r->variant, &ch, 1)) >= 0 &&
			    p->ka[side] < 0) {
				pasang_put(p, pt, PC_KA);
				p->ka[side] = (int8_t)pt;
			} else
				return perr(r, c, "unknown or repeated point "
				    "in rank", s + start, PASANG_SIZE);
		}
		if (rank > 0) {
			if (i >= len)
				return perr(r, c, "too few ranks in", s, len);
			i++;
		}
	}
	if (i != len)
		return perr(r, c, "too many ranks in", s, len);
	return 0;
}

static int
parse_state(const struct pasang_rules *r, struct pasang_pos *p, int s,
    const char *t, size_t len, struct diag_ctx *c)
{
	int	phase;

	if (len != 3 || t[0] < '1' || t[0] > '3')
		return perr(r, c, "side state is PHASE PASSAGE COLOUR, not",
		    t, len);
	phase = t[0] - '0';
	p->phase[s] = (uint8_t)phase;
	if (phase == 1 ? t[1] != '-' : (t[1] < 'a' || t[1] > 'k'))
		return perr(r, c, "passage file does not suit the phase in", t,
		    len);
	p->passage[s] = (int8_t)(phase == 1 ? -1 : t[1] - 'a');
	if (phase < 3 ? t[2] != '-' : (t[2] != 'w' && t[2] != 'b'))
		return perr(r, c, "Ka colour does not suit the phase in", t,
		    len);
	p->ka_colour[s] = phase < 3 ? 0 : t[2] == 'w' ? PC_WHITE : PC_BLACK;
	if ((phase == 3) != (p->ka[s] >= 0))
		return perr(r, c, "a side has a Ka on the board exactly in "
		    "phase 3:", t, len);
	return 0;
}

static int
parse_number(const char *t, size_t len, long max, long *out)
{
	long	v = 0;
	size_t	i;

	if (len == 0 || len > 9)
		return -1;
	for (i = 0; i < len; i++) {
		if (!isdigit((unsigned char)t[i]))
			return -1;
		v = v * 10 + (t[i] - '0');
	}
	if (v > max)
		return -1;
	*out = v;
	return 0;
}

int
pasang_pos_parse(const void *rules, struct position *pos, const char *s,
    size_t len, struct diag_ctx *c)
{
	const struct pasang_rules	*r = rules;
	struct pasang_pos		*p = (struct pasang_pos *)pos->u.b;
	const char			*f[8];
	size_t				 fl[8], i = 0;
	int				 nf = 0, side, m;
	long				 v;
	char				 mbuf[16];
	const char			*dash;

	memset(pos, 0, sizeof *pos);
	p->ka[0] = p->ka[1] = -1;
	while (i < len) {
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i == len)
			break;
		if (nf == 8)
			return perr(r, c, "too many fields in", s, len);
		f[nf] = s + i;
		while (i < len && s[i] != ' ' && s[i] != '\t')
			i++;
		fl[nf] = (size_t)(s + i - f[nf]);
		nf++;
	}
	if (nf != 7)
		return perr(r, c, "need 7 fields (RANKS SIDE NUMBER STATE "
		    "STATE SCORE METHOD), in", s, len);
	if (parse_board(r, p, f[0], fl[0], c) != 0)
		return -1;
	if ((side = variant_side(r->variant, f[1], fl[1])) < 0)
		return perr(r, c, "unknown side to move", f[1], fl[1]);
	p->tomove = (uint8_t)side;
	if (parse_number(f[2], fl[2], 100000, &v) != 0 || v < 1)
		return perr(r, c, "turn number", f[2], fl[2]);
	p->number = (int32_t)v;
	if (parse_state(r, p, 0, f[3], fl[3], c) != 0 ||
	    parse_state(r, p, 1, f[4], fl[4], c) != 0)
		return -1;
	dash = memchr(f[5], '-', fl[5]);
	if (dash == NULL ||
	    parse_number(f[5], (size_t)(dash - f[5]), 30000, &v) != 0)
		return perr(r, c, "score", f[5], fl[5]);
	p->score[0] = (int16_t)v;
	if (parse_number(dash + 1, fl[5] - (size_t)(dash + 1 - f[5]), 30000,
	    &v) != 0)
		return perr(r, c, "score", f[5], fl[5]);
	p->score[1] = (int16_t)v;
	if (fl[6] >= sizeof mbuf)
		return perr(r, c, "unknown Ka method", f[6], fl[6]);
	memcpy(mbuf, f[6], fl[6]);
	mbuf[fl[6]] = '\0';
	if ((m = method_parse(mbuf)) < 0)
		return perr(r, c, "unknown Ka method", f[6], fl[6]);
	/* R21: one of D8's methods a game, unless the variant allows both. */
	if (m == PK_EITHER && r->ka_method != PK_EITHER) {
		diag_ctx_add(c, DIAG_ERROR, 0, 0, pasang_src(r->src_ka, "R21"),
		    "bad position: a game's Ka method is sliding or jumping, "
		    "not 'either'");
		return -1;
	}
	p->method = (uint8_t)m;
	pasang_settle(r, p);
	return 0;
}

/* The board's text: ranks from the 11th down, '/' between them. */
#define BOARD_LEN	(PASANG_POINTS + PASANG_SIZE - 1)
#define BOARD_AT(pt)	((PASANG_SIZE - 1 - PASANG_RANK(pt)) * \
			    (PASANG_SIZE + 1) + PASANG_FILE(pt))

static inline char
cell_char(const struct pasang_rules *r, const struct pasang_pos *p, int pt)
{
	/* By enum pasang_cell, PC_EMPTY to PC_HOLE; a switch cost more. */
	static const char	 plain[] = { '.', 'b', 'w', '_' };
	unsigned		 c = p->cell[pt];

	if (c < sizeof plain)
		return plain[c];
	if (c == PC_KA)
		return r->initial[p->ka[0] == pt ? 0 : 1];
	return '.';
}

/* What follows the board: " SIDE NUMBER PPK PPK S-S METHOD". */
static void
put_rest(const struct pasang_rules *r, const struct pasang_pos *p, char *q,
    struct buf *b)
{
	int	 s;

	*q++ = ' ';
	q = util_put_bytes(q, r->side[p->tomove], r->side_len[p->tomove]);
	*q++ = ' ';
	q = util_put_long(q, (long)p->number);
	for (s = 0; s < 2; s++) {
		*q++ = ' ';
		*q++ = (char)('0' + p->phase[s]);
		*q++ = p->passage[s] >= 0 ? (char)('a' + p->passage[s]) : '-';
		*q++ = p->ka_colour[s] == PC_WHITE ? 'w' :
		    p->ka_colour[s] == PC_BLACK ? 'b' : '-';
	}
	*q++ = ' ';
	q = util_put_long(q, p->score[0]);
	*q++ = '-';
	q = util_put_long(q, p->score[1]);
	*q++ = ' ';
	q = util_put_bytes(q, method_text[p->method], method_len[p->method]);
	buf_setlen(b, (size_t)(q - b->s));
}

/* Room for the board and the rest: a long is at most 20 digits and a
 * sign, a short 6. */
static size_t
pos_room(const struct pasang_rules *r, const struct pasang_pos *p)
{
	return BOARD_LEN + r->side_len[p->tomove] + method_len[p->method] + 64;
}

/*
 * Converting to JSON writes this after every turn, so it is written in
 * place, room reserved once, without printf (which was four fifths of
 * convert's time on Pasang Emas).
 */
void
pasang_pos_format(const void *rules, const struct position *pos,
    struct buf *b)
{
	const struct pasang_rules	*r = rules;
	const struct pasang_pos		*p = (const void *)pos->u.b;
	char				*q = buf_room(b, pos_room(r, p));
	int				 rank, file;

	for (rank = PASANG_SIZE - 1; rank >= 0; rank--) {
		for (file = 0; file < PASANG_SIZE; file++)
			*q++ = cell_char(r, p, PASANG_PT(file, rank));
		if (rank > 0)
			*q++ = '/';
	}
	put_rest(r, p, q, b);
}

/*
 * Bit k set where cell 64 * w + k differs in a and p, for the points of
 * word w (0: points 0-63, 1: 64-120).  The cells are read 16 bytes at a
 * time: the struct has the bytes past the last point, whose bits are
 * dropped.
 */
static inline uint64_t
diff_cells(const struct pasang_pos *a, const struct pasang_pos *p, int w)
{
	const unsigned char	*x = a->cell + 64 * w, *y = p->cell + 64 * w;
	uint64_t		 m = 0;
	int			 k;

	_Static_assert(offsetof(struct pasang_pos, cell) + 128 <=
	    sizeof(struct pasang_pos), "diff_cells");
#ifdef __SSE2__
	for (k = 0; k < 4; k++)
		m |= (uint64_t)(uint16_t)~_mm_movemask_epi8(_mm_cmpeq_epi8(
		    _mm_loadu_si128((const void *)(x + 16 * k)),
		    _mm_loadu_si128((const void *)(y + 16 * k)))) << (16 * k);
#else
	for (k = 0; k < 64; k++)
		m |= (uint64_t)(x[k] != y[k]) << k;
#endif
	return w == 0 ? m : m & (((uint64_t)1 << (PASANG_POINTS - 64)) - 1);
}

/*
 * The same text given prev's: a turn changes a few points, so the board
 * is copied and only the points that differ are written again (the board
 * was most of convert's time on Pasang Emas).  When text is not a
 * board's, all is written anew.
 */
void
pasang_pos_format_next(const void *rules, const struct position *prevpos,
    const char *text, size_t len, size_t *marks, const struct position *pos,
    struct buf *b)
{
	const struct pasang_rules	*r = rules;
	const struct pasang_pos		*a = (const void *)prevpos->u.b;
	const struct pasang_pos		*p = (const void *)pos->u.b;
	char				*q;
	uint64_t			 x;
	int				 pt, w;

	(void)marks;
	if (len < BOARD_LEN || text[BOARD_LEN] != ' ') {
		pasang_pos_format(rules, pos, b);
		return;
	}
	text = buf_room_keep(b, pos_room(r, p), text);
	q = b->s + b->len;
	memcpy(q, text, BOARD_LEN);
	/* Straight to the points that differ: the lowest bit is the first
	 * point. */
	for (w = 0; w < 2; w++)
		for (x = diff_cells(a, p, w); x != 0; x &= x - 1) {
			pt = 64 * w + __builtin_ctzll(x);
			q[BOARD_AT(pt)] = cell_char(r, p, pt);
		}
	/*
	 * A Ka's letter depends on which Ka stands there, not only on the
	 * point (cell_char(): the first side's initial where its Ka is, the
	 * other's elsewhere).  Where the cell is the same, the letter
	 * changes only on the points the first side's Ka left or reached.
	 */
	if (a->ka[0] != p->ka[0]) {
		if (a->ka[0] >= 0)
			q[BOARD_AT(a->ka[0])] = cell_char(r, p, a->ka[0]);
		if (p->ka[0] >= 0)
			q[BOARD_AT(p->ka[0])] = cell_char(r, p, p->ka[0]);
	}
	put_rest(r, p, q + BOARD_LEN, b);
}

int
pasang_side_to_move(const void *rules, const struct position *pos)
{
	const struct pasang_pos	*p = (const void *)pos->u.b;

	(void)rules;
	return p->tomove;
}

const char *
pasang_side_name(const void *rules, int side)
{
	const struct pasang_rules *r = rules;

	return side >= 0 && side < 2 ? r->side[side] : "?";
}

enum game_state
pasang_state(const void *rules, const struct position *pos)
{
	const struct pasang_pos	*p = (const void *)pos->u.b;

	(void)rules;
	return p->over == PE_ON ? GAME_ON : GAME_OVER;
}

/* "south 80-40": the winner and the winner's score first; "draw 60-60"
 * in side order; "*" while the game is on. */
void
pasang_result(const void *rules, const struct position *pos, struct buf *b)
{
	const struct pasang_rules	*r = rules;
	const struct pasang_pos		*p = (const void *)pos->u.b;
	int				 f[2], w;

	if (p->over == PE_ON) {
		buf_adds(b, "*");
		return;
	}
	pasang_final(r, p, f);
	if (p->over == PE_SUNTUK)
		w = 1 - p->loser;
	else if (f[0] == f[1]) {
		buf_printf(b, "draw %d-%d", f[0], f[1]);
		return;
	} else
		w = f[0] > f[1] ? 0 : 1;
	buf_printf(b, "%s %d-%d", r->side[w], f[w], f[1 - w]);
}
