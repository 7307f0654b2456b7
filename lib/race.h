/*
 * The race-game family: Pachisi and its relatives, played from settings.
 *
 * Every rule is a field of struct race_rules, filled by schema_fill() from
 * the variant's top-level groups (race_schema in race_rules.c documents
 * each one); rules_compile() loads the board file and checks that the
 * settings fit together.  Nothing here tests a variant's name.
 *
 * A piece is held as its progress along its own side's route: -1 in the
 * base, 0 on the start square, up to board.turn_dist on the shared loop,
 * then the home column, and finally `home` (race_final()).
 *
 * Ownership: struct race_rules owns board_tree (freed by rules_release);
 * strings in it are borrowed from that tree or from the variant's tree.
 * Positions and turns are fixed-size values owned by the caller.
 */
#ifndef PASA_RACE_H
#define PASA_RACE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "diag.h"
#include "engine.h"
#include "schema.h"
#include "ytree.h"

#define RACE_MAX_PLAYERS	6
#define RACE_MAX_PIECES		6
#define RACE_MAX_LOOP		120
#define RACE_MAX_HLEN		16
#define RACE_MAX_DICE		3
#define RACE_MAX_VALS		6	/* dice values in a line: 4 on a
					 * double played on both faces */
#define RACE_MAX_MOVES		24
#define RACE_MAX_LIST		8
#define RACE_MAX_PROG		(RACE_MAX_HLEN + RACE_MAX_LOOP + RACE_MAX_HLEN + 2)

enum race_throw_kind {
	RT_DICE,
	RT_COWRIES,
};

enum race_penalty {
	RP_LAST,		/* the piece moved last goes back (C14) */
	RP_LEADING,		/* the piece furthest along goes back */
	RP_NONE,		/* only the turn is lost */
};

enum race_opposite {
	RO_EITHER,		/* each die on its top or its opposite (R4) */
	RO_BOTH,		/* both faces of each die: four moves */
};

enum race_full_start {
	FS_NONE,		/* a full start square is like any other */
	FS_LAST,		/* entering takes the opponent's piece that
				 * arrived last (S14) */
};

enum race_taken_by {
	RT_DOUBLE,		/* any double of an opponent takes a double */
	RT_LARGER,		/* only a stack at least as large */
};

enum race_returns {
	RC_BASE,		/* a captured piece goes to its base */
	RC_START,		/* ... back onto the square it began on (K5) */
};

enum race_reward {
	RR_NONE,
	RR_BONUS,		/* points moved by one piece (A8, C15) */
	RR_THROW,		/* another throw (B8, C16) */
};

/* The route as data: one loop shared by all sides, one private column each. */
struct race_board {
	const char	*name;
	int		 loop;			/* squares 1..loop */
	int		 hlen;			/* home column length */
	int		 olen;			/* out column length: private
						 * squares before the start */
	int		 dir;			/* +1 or -1 along the numbering */
	int		 nsides;
	const char	*side[RACE_MAX_PLAYERS];
	int		 start[RACE_MAX_PLAYERS];
	int		 turn[RACE_MAX_PLAYERS];	/* last loop square */
	int		 turn_dist[RACE_MAX_PLAYERS];	/* start to turn */
	int		 partner[RACE_MAX_PLAYERS];	/* board side or -1 */
	unsigned char	 safe[RACE_MAX_LOOP + 1];
};

struct race_rules {
	char	 src_pieces[SF_SOURCE_ID_MAX];
	int	 pieces;
	int	 start_steps[RACE_MAX_LIST];	/* where pieces start */
	int	 nstart_steps;

	char	 src_throws[SF_SOURCE_ID_MAX];
	int	 throw_kind;
	int	 dice;
	int	 faces[RACE_MAX_LIST];
	int	 nfaces;
	int	 opposite_sum;
	int	 shells;
	int	 counted;		/* 0 openings up, 1 convex up (row 19) */
	int	 points[RACE_MAX_LIST + 1];
	int	 npoints;
	double	 mouth_up;		/* a shell's chance to fall mouth up */
	double	 counted_p;		/* ... to fall counted side up */
	uint64_t counted_cut;		/* counted_p * 2^53, for the draws */

	char	 src_route[SF_SOURCE_ID_MAX];
	char	 src_turns[SF_SOURCE_ID_MAX];

	char	 src_moves[SF_SOURCE_ID_MAX];
	int	 sum_move;

	char	 src_all_out[SF_SOURCE_ID_MAX];
	int	 all_out_face;
	int	 all_out_value;

	char	 src_must_use[SF_SOURCE_ID_MAX];
	char	 src_no_move[SF_SOURCE_ID_MAX];	/* '-' while a move
						 * exists; must_use's if
						 * empty */

	char	 src_enter[SF_SOURCE_ID_MAX];
	int	 enter_dice[RACE_MAX_LIST];
	int	 nenter_dice;
	int	 enter_sums[RACE_MAX_LIST];
	int	 nenter_sums;
	int	 enter_throws[RACE_MAX_LIST];
	int	 nenter_throws;
	int	 enter_first_any;

	char	 src_enter_die[SF_SOURCE_ID_MAX];
	int	 enter_move_on;

	char	 src_enter_sum[SF_SOURCE_ID_MAX];
	int	 enter_sum_stop;

	char	 src_forced[SF_SOURCE_ID_MAX];
	int	 forced_entry;
	int	 forced_entry_most;	/* as many as any play enters */

	char	 src_pass[SF_SOURCE_ID_MAX];
	int	 pass_voluntary;

	char	 src_full_start[SF_SOURCE_ID_MAX];
	int	 full_start;

	char	 src_safe[SF_SOURCE_ID_MAX];
	int	 safe_entry_capture;
	int	 safe_board;
	int	 safe_add[RACE_MAX_LOOP];	/* any loop square: not capped
					 * below the board */
	int	 nsafe_add;

	char	 src_home_safe[SF_SOURCE_ID_MAX];
	int	 home_safe;

	char	 src_capture[SF_SOURCE_ID_MAX];
	int	 reward;
	int	 bonus;
	int	 capture_returns;	/* enum race_returns */

	char	 src_blocks[SF_SOURCE_ID_MAX];
	int	 block_pair;
	int	 block_passable;
	int	 block_owner_passes;
	int	 land_own;

	char	 src_safe_share[SF_SOURCE_ID_MAX];
	int	 safe_block;
	int	 safe_land;

	char	 src_square_limit[SF_SOURCE_ID_MAX];
	int	 square_max;		/* pieces on one square; 0: any */

	char	 src_block_limit[SF_SOURCE_ID_MAX];
	int	 block_turns;
	int	 block_open_on[RACE_MAX_LIST];
	int	 nblock_open_on;
	int	 block_limit_mixed;	/* mixed blocks count (R14) */

	char	 src_pairs[SF_SOURCE_ID_MAX];
	int	 pairs;
	int	 pair_immune;
	int	 pair_on_doubles;
	int	 pair_taken_by;		/* enum race_taken_by */

	char	 src_triples[SF_SOURCE_ID_MAX];
	int	 triples[RACE_MAX_LIST];	/* faces of a triple that move a
						 * stack of three (K12) */
	int	 ntriples;

	char	 src_extra[SF_SOURCE_ID_MAX];
	int	 extra_doubles;
	int	 extra_throws[RACE_MAX_LIST];
	int	 nextra_throws;

	char	 src_opposite[SF_SOURCE_ID_MAX];
	int	 opposite;
	int	 opposite_play;

	char	 src_penalty[SF_SOURCE_ID_MAX];
	int	 penalty_after;
	int	 penalty_play;
	int	 penalty_sends;
	int	 penalty_spare_column;

	char	 src_block_double[SF_SOURCE_ID_MAX];
	int	 block_pair_on_double;

	char	 src_teams[SF_SOURCE_ID_MAX];
	int	 teams;

	char	 src_partner_moves[SF_SOURCE_ID_MAX];
	int	 partner_moves;

	char	 src_round_again[SF_SOURCE_ID_MAX];
	int	 round_again;

	char	 src_finish[SF_SOURCE_ID_MAX];
	int	 finish_exact;
	int	 finish_last[RACE_MAX_LIST];	/* also finish from the last
						 * square before home */
	int	 nfinish_last;

	char	 src_home_bonus[SF_SOURCE_ID_MAX];
	int	 home_bonus;

	char	 src_game_end[SF_SOURCE_ID_MAX];
	int	 play_on;

	/* compiled by rules_compile */
	struct race_board	 board;
	/* race_square() by board side and progress + 1, filled once. */
	int16_t			 sqtab[RACE_MAX_PLAYERS][RACE_MAX_PROG];
	int			 have_sqtab;
	/*
	 * race_square_text() of the same, its length in the last byte:
	 * positions are written after every turn (convert), from here.
	 */
	char			 sqtext[RACE_MAX_PLAYERS][RACE_MAX_PROG][8];
	/* The board's safe squares as the settings change them. */
	unsigned char		 safe[RACE_MAX_LOOP + 1];
	/* Loop squares where a side's pieces enter: its board side + 1. */
	unsigned char		 start_sq[RACE_MAX_LOOP + 1];
	struct ytree		 board_tree;
	int			 have_tree;
	const struct variant	*v;
	int			 nsides;	/* the variant's sides */
	const char		*side_name[RACE_MAX_PLAYERS];
	size_t			 side_len[RACE_MAX_PLAYERS];
	int			 names_blankless;	/* no name holds ' ' */
	int			 side_board[RACE_MAX_PLAYERS];
	/*
	 * Facts of the settings every turn asks, decided once by
	 * rules_compile (race_rules_derive()): a value v below 64 is in a
	 * list when bit v is set; larger ones are looked up in the list.
	 */
	uint64_t		 face_bits;	/* faces */
	uint64_t		 point_bits;	/* points (cowries) */
	uint64_t		 earn_bits;	/* extra_throws */
	int			 forfeit_run;	/* penalty_after where the
						 * throw completing the run
						 * is not played, else 0 */
	int			 blocks;	/* block_pair || safe_block:
						 * there are blocks and ages */
	/* piece_cands() of a line by its opposite faces and dice values. */
	uint16_t		 cands[2][RACE_MAX_VALS + 1];
	/*
	 * The progress a loop square is on a board side's route, as the
	 * move text reads it (race_read.c): -2 none, RACE_LOOP_ASK where
	 * the arithmetic does not say (race_parse_square() does).
	 */
	int16_t			 loopprog[RACE_MAX_PLAYERS][RACE_MAX_LOOP + 1];
};
#define RACE_LOOP_ASK	(-3)

/*
 * memset(p, 0, n) for a constant n of a few hundred bytes: GCC stores up
 * to 64 bytes inline and sends more to "rep stos", slow to start and
 * counted by the byte (a line's set-up clears 120 every turn).
 */
static inline void
race_zero(void *p, size_t n)
{
	unsigned char	*c = p;

	for (; n > 64; c += 64, n -= 64)
		memset(c, 0, 64);
	memset(c, 0, n);
}

extern const struct family race_family;

/* ---- engine internals shared by lib/race_*.c ---- */

/* A position: struct position's bytes, see race_pos.c for the notation. */
struct race_pos {
	uint8_t	 nplayers;
	uint8_t	 to_move;			/* player index */
	uint8_t	 run;				/* doubles in a row */
	uint8_t	 nfinished;
	uint8_t	 extra;				/* why to_move plays again */
	uint32_t ply;				/* lines written so far */
	int8_t	 side[RACE_MAX_PLAYERS];	/* variant side of each player */
	int8_t	 prog[RACE_MAX_PLAYERS][RACE_MAX_PIECES];
	uint8_t	 age[RACE_MAX_PLAYERS][RACE_MAX_PIECES];	/* block age */
	int8_t	 last[RACE_MAX_PLAYERS];	/* piece moved last, or -1 */
	uint8_t	 played[RACE_MAX_PLAYERS];	/* wrote a line (R19) */
	uint8_t	 entered[RACE_MAX_PLAYERS];	/* ever entered a piece (R9) */
	uint8_t	 rank[RACE_MAX_PLAYERS];	/* finishing rank, 0 = none */
	uint8_t	 lap[RACE_MAX_PLAYERS];	/* round_again: the pieces, as
						 * bits, going round a second
						 * time */
	uint8_t	 late[RACE_MAX_PLAYERS];	/* full_start (S14): the pieces,
						 * as bits, that arrived on a
						 * side's start square after
						 * the other side's piece
						 * there */
};

enum race_extra {
	RX_NONE,
	RX_DOUBLE,		/* a double (A11, C14) */
	RX_THROW,		/* a throw of 6, 10, 25 (B4, C6) */
	RX_CAPTURE,		/* a capture's throw (B8, C16) */
	RX_PENALTY,		/* not again: the third double (C14, R17) */
};

enum race_mkind {
	MK_ENTER,		/* from the base by a die, a sum or a throw */
	MK_DIE,			/* one die (or its opposite face) */
	MK_SUM,			/* several dice as one move (R2) */
	MK_THROW,		/* a whole cowrie throw */
	MK_BONUS,		/* capture bonus points (R10) */
};

struct race_move {
	int8_t	 piece;
	int8_t	 piece2;	/* the pair's second piece (B10), or -1 */
	int8_t	 piece3;	/* a stack of three's third (K12), or -1 */
	int8_t	 from, to;	/* progress */
	uint8_t	 kind;
	uint8_t	 dmask;		/* dice used */
	uint8_t	 capture;	/* something was captured */
	uint8_t	 stop;		/* entered with a sum that stops it (R7) */
	uint8_t	 amt;		/* MK_BONUS: the points moved */
	uint8_t	 home_pts;	/* MK_BONUS: spends a home bonus */
	uint8_t	 again;		/* goes round the loop a second time
				 * instead of turning (round_again) */
};

enum race_tkind {
	TK_MOVES,
	TK_NONE,		/* "-" */
	TK_PASS,
	TK_PASS_ANY,		/* a legal pass: TK_PASS, or TK_NONE where
				 * no move exists (R18), told when written */
};

struct race_turn {
	int8_t	 player;
	uint8_t	 kind;
	uint8_t	 n;
	struct throw th;
	struct race_move m[RACE_MAX_MOVES];
	/*
	 * What race_turn_read() reached playing the moves, so that
	 * race_turn_apply() without events need not play them again: used
	 * when 'cached' and the turn is applied to 'before'.
	 */
	uint8_t	 cached;
	uint16_t moved;
	int16_t	 bonus, hbonus;		/* small counts: the turn must fit
					 * in TURN_BYTES */
	struct race_pos before;
	struct race_pos after;
};

/* The state inside one line while its moves are played. */
struct race_line {
	struct race_pos	 p;
	int		 player;
	struct throw	 th;
	int		 val[RACE_MAX_VALS];	/* dice values */
	int		 nval;
	uint8_t		 used;			/* dice used */
	uint8_t		 thrown_used;		/* the cowrie throw is used */
	uint8_t		 opp;			/* opposite faces allowed */
	uint8_t		 dbl;			/* the throw is a double */
	int		 bonus;			/* unspent bonuses */
	int		 hbonus;		/* ... earned reaching home */
	uint8_t		 forfeit;		/* the throw is lost (penalty) */
	int		 must_piece;		/* C9: must move on next, or -1 */
	uint8_t		 must_dice;		/* ... by one of these dice */
	uint16_t	 frozen;		/* R7: pieces that may not move */
	uint16_t	 moved;			/* pieces moved in the line */
	uint8_t		 r15;			/* R15 applies to this line */
	uint8_t		 bmate[RACE_MAX_PIECES];	/* R15: the pieces in a
						 * block with each at the
						 * start, as bits */
	int8_t		 start_prog[RACE_MAX_PIECES];
	uint16_t	 piece_cands;		/* most moves one piece has */
	int		 bs, fin;		/* the mover's board side and
						 * race_final() */
	/*
	 * Occupancy shared by the copies of a line a search makes (see
	 * race_line_attach()), or NULL: it shows this line's position when
	 * occ->id == occ_id.  Playing a move updates it in place and gives
	 * the line a new id, so the other copies see it is not theirs.
	 */
	struct race_occ	*occ;
	uint32_t	 occ_id;
	/* Last: copies of a line take only the n moves played. */
	int		 n;
	struct race_move m[RACE_MAX_MOVES];
};

/*
 * A copy of a line for a search to play on: the moves not played are not
 * copied (a whole line was a third of the turn check's copying).
 */
static inline void
race_line_copy(struct race_line *dst, const struct race_line *src)
{
	memcpy(dst, src, offsetof(struct race_line, m) +
	    (size_t)src->n * sizeof src->m[0]);
}

_Static_assert(sizeof(struct race_pos) <= POSITION_BYTES, "race_pos");
_Static_assert(sizeof(struct race_turn) <= TURN_BYTES, "race_turn");

/* race_rules.c */
extern const struct sfield race_schema[];

/* race_board.c */
int	 race_board_load(struct race_board *, const struct ynode *root,
	    struct diags *);
/*
 * Progress runs: the out column (0 .. olen-1), the loop from the start
 * square (olen .. olen+turn_dist), the home column, then home, whose
 * progress this is (inline: every turn and move asks for it).
 */
static inline int
race_final(const struct race_rules *r, int bside)
{
	return r->board.olen + r->board.turn_dist[bside] + r->board.hlen + 1;
}
/* The square a progress stands on: 1..loop, loop+1.. for columns, 0 home. */
int	 race_square(const struct race_rules *, int bside, int prog);
void	 race_square_table(struct race_rules *);
/* Progress of a side on a loop square, or -1 when its route misses it. */
int	 race_loop_prog(const struct race_rules *, int bside, int sq);
void	 race_square_text(const struct race_rules *, int bside, int prog,
	    struct buf *);

/* Whether x is one of the n values of a setting's list. */
static inline int
race_in_list(const int *v, int n, int x)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (v[i] == x)
			return 1;
	return 0;
}

/* Whether x is in a list of settings with its bits b (see face_bits). */
static inline int
race_in_bits(uint64_t b, const int *v, int n, int x)
{
	if (x >= 0 && x < 64)
		return (int)(b >> x) & 1;
	return race_in_list(v, n, x);
}

/*
 * A side whose turn square is its start square goes the whole loop round:
 * the progress of its start square come round (written "SQ+" in a
 * position), or a value no piece has when the side turns elsewhere.
 */
#define RACE_NO_CIRCUIT	(-1000)
static inline int
race_circuit(const struct race_rules *r, int bside)
{
	return r->board.turn_dist[bside] == r->board.loop ?
	    r->board.olen + r->board.loop : RACE_NO_CIRCUIT;
}

/*
 * Every square race_square() can return is below RACE_MAX_SQ: home 0, the
 * loop, every side's home column, then every side's out column.
 */
#define RACE_MAX_SQ	(RACE_MAX_LOOP + 2 * RACE_MAX_PLAYERS * RACE_MAX_HLEN + 1)

/* race_square() read from the table in place: the turn check's inner loop. */
static inline int
race_sq(const struct race_rules *r, int bside, int prog)
{
	if (r->have_sqtab && prog >= -1 && prog < RACE_MAX_PROG - 1)
		return r->sqtab[bside][prog + 1];
	return race_square(r, bside, prog);
}

/*
 * The same for a whole side: row[prog] for 0 <= prog < RACE_MAX_PROG - 1
 * (every int8_t progress), or NULL when there is no table.
 */
static inline const int16_t *
race_sq_row(const struct race_rules *r, int bside)
{
	return r->have_sqtab ? r->sqtab[bside] + 1 : NULL;
}

/*
 * Who stands where, filled from a position in one pass over its pieces:
 * the turn check asks "whose pieces are on this square, is it a block" for
 * every square a move passes, and scanning every piece for each was most
 * of its time.  cell[sq] holds 4 bits per player, that player's pieces on
 * sq, and is valid only where on[] has the square's bit.  Nothing here
 * allocates.
 */
#define RACE_OCC_WORDS	((RACE_MAX_SQ + 63) / 64)
struct race_occ {
	uint64_t	 on[RACE_OCC_WORDS];	/* squares with a piece */
	int		 shared;		/* pieces on a square beyond the
						 * first: 0, no square is shared */
	uint32_t	 id;			/* race_line.occ_id it shows */
	uint32_t	 serial;		/* the last id handed out */
	uint32_t	 cell[RACE_MAX_SQ];
};

/*
 * The race engine's struct engine_cache: the occupancy of the position
 * whose pieces it names.  Turn after turn, the one a turn check leaves
 * behind shows the position the turn reaches, so the next check and the
 * block ages start from it instead of filling one again.
 */
struct race_cache {
	const struct race_rules	*r;		/* NULL: shows nothing */
	uint8_t			 nplayers;
	int8_t			 side[RACE_MAX_PLAYERS];
	int8_t			 prog[RACE_MAX_PLAYERS][RACE_MAX_PIECES];
	struct race_occ		 occ;
};
_Static_assert(sizeof(struct race_cache) <= ENGINE_CACHE_BYTES,
    "race_cache");

static inline uint32_t
race_occ_cell(const struct race_occ *o, int sq)
{
	if (sq <= 0 || sq >= RACE_MAX_SQ ||
	    !((o->on[sq >> 6] >> (sq & 63)) & 1))
		return 0;
	return o->cell[sq];
}

/* Keeping a shared occupancy up to date as pieces move (race_play.c,
 * and race_turn.c winding one back to a turn's start). */
static inline void
race_occ_del(struct race_occ *o, int sq, int pl)
{
	if (sq <= 0 || sq >= RACE_MAX_SQ)
		return;
	o->cell[sq] -= (uint32_t)1 << (4 * pl);
	if (o->cell[sq] == 0)
		o->on[sq >> 6] &= ~((uint64_t)1 << (sq & 63));
	else
		o->shared--;
}

static inline void
race_occ_put(struct race_occ *o, int sq, int pl)
{
	if (sq <= 0 || sq >= RACE_MAX_SQ)
		return;
	if ((o->on[sq >> 6] >> (sq & 63)) & 1) {
		o->cell[sq] += (uint32_t)1 << (4 * pl);
		o->shared++;
	} else {
		o->on[sq >> 6] |= (uint64_t)1 << (sq & 63);
		o->cell[sq] = (uint32_t)1 << (4 * pl);
	}
}

static inline int
race_occ_count(uint32_t cell, int pl)
{
	return (int)(cell >> (4 * pl)) & 0xf;
}

/*
 * Whether loop square sq is a side's start square (full_start, S14: the
 * only squares whose order of arrival is kept).
 */
static inline int
race_start_square(const struct race_rules *r, int sq)
{
	return sq > 0 && sq <= r->board.loop && r->start_sq[sq];
}

/*
 * Whether a cell holds one piece or none (never a block): at most one
 * bit set, and that one a count of 1.
 */
static inline int
race_occ_few(uint32_t cell)
{
	return (cell & (cell - 1)) == 0 && (cell & 0x111111) == cell;
}

/* Every side's pieces in a cell together. */
static inline int
race_occ_total(uint32_t cell)
{
	int	 n = 0;

	for (; cell != 0; cell >>= 4)
		n += (int)(cell & 0xf);
	return n;
}

/*
 * R12's square_limit: whether k more pieces that take nothing may end
 * on square sq, holding cell, with no more than square_max on it.
 */
static inline int
race_square_room(const struct race_rules *r, int sq, uint32_t cell, int k)
{
	if (r->square_max <= 0 || sq <= 0)
		return 1;
	if (race_occ_few(cell))
		return (cell != 0) + k <= r->square_max;
	return race_occ_total(cell) + k <= r->square_max;
}

/* Whether C's occupancy shows position p under rules r. */
static inline int
race_cache_fits(const struct race_cache *C, const struct race_rules *r,
    const struct race_pos *p)
{
	const unsigned char	*a, *b;
	uint64_t		 u, v, d;
	size_t			 i;

	/*
	 * side and prog, side by side in both: 42 bytes in six words that
	 * may overlap, and one test at the end, not one for each word.
	 */
	_Static_assert(offsetof(struct race_cache, prog) ==
	    offsetof(struct race_cache, side) + RACE_MAX_PLAYERS &&
	    offsetof(struct race_pos, prog) ==
	    offsetof(struct race_pos, side) + RACE_MAX_PLAYERS, "fits");
	if (C == NULL || C->r != r || C->nplayers != p->nplayers)
		return 0;
	a = (const unsigned char *)C + offsetof(struct race_cache, side);
	b = (const unsigned char *)p + offsetof(struct race_pos, side);
	memcpy(&u, a + 34, 8);
	memcpy(&v, b + 34, 8);
	d = u ^ v;
	for (i = 0; i < 40; i += 8) {
		memcpy(&u, a + i, 8);
		memcpy(&v, b + i, 8);
		d |= u ^ v;
	}
	_Static_assert(sizeof C->side + sizeof C->prog == 42, "fits");
	return d == 0;
}

/* C's occupancy now shows p. */
static inline void
race_cache_set(struct race_cache *C, const struct race_rules *r,
    const struct race_pos *p)
{
	C->r = r;
	C->nplayers = p->nplayers;
	memcpy(C->prog, p->prog, sizeof C->prog);
	memcpy(C->side, p->side, sizeof C->side);
}

/* race_pos.c */
void	 race_pos_init(const struct race_rules *, struct race_pos *);
int	 race_setup(const void *, struct position *, const struct game_opts *,
	    struct diag_ctx *);
void	 race_pos_format(const void *, const struct position *, struct buf *);
void	 race_pos_format_next(const void *, const struct position *,
	    const char *, size_t, size_t *, const struct position *,
	    struct buf *);
int	 race_pos_field_inert(const void *, const char *, size_t);
/* The board side player pl plays. */
static inline int
race_bside(const struct race_rules *r, const struct race_pos *p, int pl)
{
	return r->side_board[p->side[pl]];
}
int	 race_player_of(const struct race_rules *, const struct race_pos *,
	    const char *, size_t);
/* race_pos_parse.c */
int	 race_pos_parse(const void *, struct position *, const char *, size_t,
	    struct diag_ctx *);
/* A square's text as progress on a side's route: -1 base, -2 no square. */
int	 race_parse_square(const struct race_rules *, int bside, const char *,
	    size_t);

/*
 * Bits set in a small mask (no -mpopcnt: the builtin is a libgcc call);
 * dice masks, below 1 << RACE_MAX_VALS, from a table: the move lists ask
 * for it for every subset of the dice.
 */
static const uint8_t race_popcount6[64] = {
	0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
	1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
	1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
	2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
};
_Static_assert(RACE_MAX_VALS <= 6, "race_popcount6");

static inline int
race_popcount(unsigned x)
{
	int	 n = 0;

	if (x < 64)
		return race_popcount6[x];
	for (; x != 0; x &= x - 1)
		n++;
	return n;
}

/*
 * C9, R6: a piece entered by one die's 5 moves on at once by the other
 * die, so that entry is open only while no die is used yet; after it, the
 * line has no other die to move on by.
 */
static inline int
race_die_entry_open(const struct race_rules *r, const struct race_line *L)
{
	return !r->enter_move_on || (L->used & ((1u << L->nval) - 1)) == 0;
}

/* Whether players a and b play together (the same, or partners). */
static inline int
race_friends(const struct race_rules *r, const struct race_pos *p, int a, int b)
{
	int	 ba, bb;

	if (a == b)
		return 1;
	if (!r->teams)
		return 0;
	ba = race_bside(r, p, a);
	bb = race_bside(r, p, b);
	return r->board.partner[ba] == bb;
}

/* Player pl's pieces on square sq. */
static inline int
race_count_on(const struct race_rules *r, const struct race_pos *p, int pl, int sq)
{
	int		 i, n = 0, bs = race_bside(r, p, pl), prog;
	const int16_t	*row = race_sq_row(r, bs);

	/* Each piece counted without a branch on where it stands, a guess
	 * a processor gets wrong; row[-1], the base, is a square too. */
	for (i = 0; i < r->pieces; i++) {
		prog = p->prog[pl][i];
		n += (prog >= 0) & ((row != NULL ? row[prog] :
		    race_sq(r, bs, prog)) == sq);
	}
	return n;
}

/*
 * race_move.c: one line's moves; race_line.c: its set-up; race_occ.c:
 * what stands where; race_full_start.c: S14's order of arrival.
 */
/* Whether no part of the throw and no bonus is left: no move at all. */
static inline int
race_line_spent(const struct race_rules *r, const struct race_line *L)
{
	if (L->forfeit)
		return 1;
	if (L->bonus > 0 || L->hbonus > 0)
		return 0;
	if (r->throw_kind == RT_COWRIES)
		return L->thrown_used;
	return (L->used & ((1u << L->nval) - 1)) == (1u << L->nval) - 1;
}

/*
 * The places of a progress row equal to v, as bits: four at once as the
 * bytes of a word (a byte is 0 where equal; the carry-free test below
 * sets its top bit, and one multiply gathers the four top bits), the
 * rest one by one.  A loop over the row cost most of a direct check's
 * setup (race_moveto.c) and of finding twins in line_moves().
 */
static inline unsigned
race_row_equal_n(const int8_t *row, int v, int n)
{
	uint32_t	 w, z;
	unsigned	 at;
	int		 i;

	_Static_assert(RACE_MAX_PIECES >= 4, "a row holds a word");
	if ((int8_t)v != v)
		return 0;	/* no progress is that */
	/* Byte k in bits 8k.., whatever the machine's byte order. */
	w = (uint32_t)(uint8_t)row[0] | (uint32_t)(uint8_t)row[1] << 8 |
	    (uint32_t)(uint8_t)row[2] << 16 | (uint32_t)(uint8_t)row[3] << 24;
	w ^= (uint32_t)(uint8_t)v * 0x01010101u;
	z = ~(((w & 0x7f7f7f7fu) + 0x7f7f7f7fu) | w | 0x7f7f7f7fu);
	/* Bit 8k+7 lands on 28+k; no two products meet, so nothing carries. */
	at = (unsigned)((z * 0x00204081u) >> 28);
	for (i = 4; i < n; i++)
		at |= (unsigned)(row[i] == v) << i;
	return at;
}

/*
 * The same for a whole row; race_row_equal_n() looks past the first
 * four only below n (a variant's pieces), and may set any of those four.
 */
static inline unsigned
race_row_equal(const int8_t *row, int v)
{
	return race_row_equal_n(row, v, RACE_MAX_PIECES);
}

/* Whether an earlier unused die of L already offers die i's value. */
static inline int
race_dup_die(const struct race_line *L, int i)
{
	int	 j;

	for (j = 0; j < i; j++)
		if (!(L->used & (1u << j)) && L->val[j] == L->val[i])
			return 1;
	return 0;
}

/* Whether R15 may forbid piece i a move its twins on its square may make. */
static inline int
race_r15_bound(const struct race_line *L, int i)
{
	return L->r15 && (L->bmate[i] & L->moved) != 0;
}

void	 race_line_start(const struct race_rules *, struct race_line *,
	    const struct race_pos *, const struct throw *);
/*
 * Gives L, and every line copied from it, the occupancy o to keep up to
 * date instead of filling one for each list of moves: it is filled now
 * (fill), or when first needed.  o must outlive those lines.
 */
void	 race_line_attach(const struct race_rules *, struct race_line *L,
	    struct race_occ *o, int fill);
/*
 * The same with the cache's occupancy: it is the line's position's
 * already when the cache fits it, filled when first needed if not.  The
 * cache shows nothing until race_cache_keep().
 */
void	 race_line_attach_cache(const struct race_rules *,
	    struct race_line *L, struct race_cache *C);
/* After L's moves: the cache shows L's position, if its occupancy does. */
void	 race_cache_keep(const struct race_rules *, struct race_cache *C,
	    const struct race_line *L);
/* L's occupancy when it is up to date, or NULL. */
static inline const struct race_occ *
race_line_occ(const struct race_line *L)
{
	return L->occ != NULL && L->occ->id == L->occ_id ? L->occ : NULL;
}
int	 race_line_moves(const struct race_rules *, const struct race_line *,
	    struct race_move *out, int max);
/* Plays a move race_line_moves() listed for this line. */
void	 race_line_play(const struct race_rules *, struct race_line *,
	    const struct race_move *);
int	 race_block_at(const struct race_rules *, const struct race_pos *,
	    int sq, int *owner);
/*
 * The checks of one move (race_move.c), for race_moveto.c: 0 when no
 * block stops a move of pl's from progress from to to; whether an
 * opponent's piece holds safe square sq against pl.
 */
int	 race_path_ok(const struct race_rules *, const struct race_pos *,
	    const struct race_occ *, int pl, int bs, int from, int to);
int	 race_safe_taken(const struct race_rules *, const struct race_pos *,
	    const struct race_occ *, int pl, int sq);
/*
 * race_moveto.c: race_line_moves_to() for the lines it can list the
 * direct way: no round_again, no piece bound to move on (C9), an
 * occupancy attached, from on the route or (without full_start's order
 * of arrival) in the base; race_line_moves_to() sends it those.
 */
int	 race_direct_moves_to(const struct race_rules *,
	    const struct race_line *, int from, int to, struct race_move *out,
	    int max);
/*
 * The same for a written move from/to with bonus (0: none) where one
 * piece moves: only the moves that fit it (same() in race_read_int.h),
 * in their order, and how many; -1 where it does not know the line,
 * which race_line_moves_to() lists.  Only for a line, or one played on
 * from a line, race_direct_written_fits() admits.
 */
int	 race_direct_written(const struct race_rules *,
	    const struct race_line *, int from, int to, int bonus,
	    struct race_move *out);
/*
 * Whether race_direct_written() knows the lines played on from L, and
 * every move of one piece has room in max: what it asks of a line that
 * stays as its moves are played (race_line_start() sets it).
 */
static inline int
race_direct_written_fits(const struct race_rules *r,
    const struct race_line *L, int max)
{
	return r->pieces * L->piece_cands <= max && L->piece_cands <= max &&
	    !r->round_again && r->throw_kind != RT_COWRIES && L->occ != NULL;
}
/* Inline, as the next: every line's set-up and end asks them. */
static inline int
race_is_double(const struct throw *t)
{
	int	 i;

	if (t->n < 2)
		return 0;
	for (i = 1; i < t->n; i++)
		if (t->v[i] != t->v[0])
			return 0;
	return 1;
}

/* Whether a throw itself earns another turn (a double; 6, 10, 25). */
static inline int
race_throw_earns(const struct race_rules *r, const struct throw *t)
{
	int	 i, tot = 0;

	if (r->throw_kind == RT_DICE && r->extra_doubles && race_is_double(t))
		return RX_DOUBLE;
	if (r->nextra_throws == 0)
		return RX_NONE;
	for (i = 0; i < t->n; i++)
		tot += t->v[i];
	return race_in_bits(r->earn_bits, r->extra_throws, r->nextra_throws,
	    tot) ? RX_THROW : RX_NONE;
}
int	 race_in_base(const struct race_rules *, const struct race_pos *, int pl);
int	 race_side_done(const struct race_rules *, const struct race_pos *,
	    int pl);
/* race_judge.c: the line-level rules (C11, R14, R15) a complete line meets. */
enum race_lcheck {
	LC_OK,
	LC_FORCED,		/* C11: another play enters (more) */
	LC_BLOCK_LIMIT,		/* R14: another play breaks an old block */
	LC_BLOCK_DOUBLE,	/* R15 */
};
/* Whether the throw makes a side break a block (block_limit.open_on). */
int	 race_block_open_now(const struct race_rules *, const struct throw *);
enum race_lcheck race_line_check(const struct race_rules *,
	    const struct race_line *start, const struct race_line *end);
/*
 * R15: whether moving piece (with piece2, or -1) to progress to would put
 * two pieces of a start block on one square, both moved in the line.
 */
int	 race_r15_forbids(const struct race_rules *, const struct race_line *,
	    int piece, int piece2, int to);
/*
 * What every complete play of a line's throw allows, for the checks.  It is
 * filled lazily by race_line_verdict(), and only as far as a verdict needs
 * it: most lines need none of it.
 */
struct race_lsum {
	int	 any_enter;		/* valid with LS_ENTER */
	int	 maxk_enter, maxk_all;	/* valid with LS_MAXK */
	int	 known;
	int	 most_enter;		/* valid with LS_MOST */
	int	 maxk_most;		/* valid with LS_MAXK */
};
#define LS_ENTER	0x1
#define LS_MAXK		0x2
#define LS_MOST		0x4
void	 race_line_summary(const struct race_rules *,
	    const struct race_line *start, struct race_lsum *);
enum race_lcheck race_line_verdict(const struct race_rules *,
	    const struct race_line *start, const struct race_line *end,
	    struct race_lsum *);
/*
 * The moves race_line_moves() lists from progress from to to, in order:
 * race_direct_moves_to()'s where it can list them (see race_move.c), so
 * the check for each written move makes one call, not two.
 */
int	 race_line_moves_to_listed(const struct race_rules *,
	    const struct race_line *, int from, int to, struct race_move *out,
	    int max);
static inline int
race_line_moves_to(const struct race_rules *r, const struct race_line *L,
    int from, int to, struct race_move *out, int max)
{
	if ((int8_t)to != to)
		return 0;	/* no move's progress is that */
	if (r->pieces * L->piece_cands <= max && !r->round_again &&
	    L->must_piece < 0 && L->occ != NULL && (from >= 0 ||
	    (from == -1 && r->full_start != FS_LAST)))
		return race_direct_moves_to(r, L, from, to, out, max);
	return race_line_moves_to_listed(r, L, from, to, out, max);
}
/* Whether race_line_moves() would list any move. */
int	 race_line_any(const struct race_rules *, const struct race_line *);
void	 race_occ_build(const struct race_rules *, const struct race_pos *,
	    struct race_occ *);
/* race_block_at() on a square, by the occupancy. */
int	 race_occ_block_slow(const struct race_rules *,
	    const struct race_pos *, uint32_t cell, int sq);
/* Whether pl's pieces on square sq, holding cell, are in a block there. */
int	 race_occ_in_block(const struct race_rules *, const struct race_pos *,
	    uint32_t cell, int sq, int pl);
static inline int
race_occ_block(const struct race_rules *r, const struct race_pos *p,
    const struct race_occ *o, int sq)
{
	uint32_t	 cell = race_occ_cell(o, sq);

	/* No piece, or one alone: never a block. */
	if (o->shared == 0 || race_occ_few(cell))
		return 0;
	return race_occ_block_slow(r, p, cell, sq);
}
/*
 * Plays m keeping the events; known: m is a move race_line_moves() listed
 * for a line in this same position (a turn race_turn_read() read there),
 * so its capture flag is not asked again.
 */
void	 race_line_play_ev(const struct race_rules *, struct race_line *,
	    const struct race_move *, struct events *, int known);
int	 race_in_block(const struct race_rules *, const struct race_pos *,
	    int pl, int piece);
/* full_start (S14): piece i of pl is about to leave the square it is on. */
void	 race_late_leave(const struct race_rules *, struct race_pos *, int pl,
	    int i);
/*
 * full_start: whether the order of arrival on loop square sq is kept, for
 * two pieces there none of which belongs to the side (or its partner)
 * entering there: the only case where it decides which is taken.
 */
int	 race_late_kept(const struct race_rules *, const struct race_pos *,
	    int sq);
int	 race_any_move(const struct race_rules *, const struct race_pos *,
	    const struct throw *);
/* The block rule on sq, given each player's count of pieces there. */
int	 race_block_of(const struct race_rules *, const struct race_pos *,
	    int sq, const uint8_t *n, int *owner);
/*
 * Whether k pieces of pl ending on sq capture there, from the occupancy
 * oc, or counting the pieces when it is NULL.
 */
int	 race_captures_at(const struct race_rules *, const struct race_pos *,
	    const struct race_occ *oc, int pl, int sq, int k, int entering);
/* S14: the piece a side entering onto its full start square sq takes. */
int	 race_full_start_victim(const struct race_rules *,
	    const struct race_pos *, int pl, int sq, int *vo, int *vi);
/* full_start: piece i of pl has just arrived on sq, after the rest there. */
void	 race_late_arrive(const struct race_rules *, struct race_pos *, int pl,
	    int i, int sq);
/* race_play.c: playing a move (race_line_play() and its kin, above). */
/*
 * What a move's events tell, asked by race_play.c as it plays and by
 * race_turn.c of a read turn's moves (oc shows p, or is NULL).  Whether
 * pl's pieces at progress to are out of every opponent's reach as the
 * position stands, by the rules race_captures_at() and path_ok() apply:
 * home and the private columns; a safe square, unless an opponent with a
 * piece in its base enters onto it with a capture (safe.entry_capture); a
 * block of its own, on which nothing may land (blocks.pair); a double
 * that nothing captures (pairs.immune).  Inline: every move event asks it.
 */
static inline int
race_ends_safe(const struct race_rules *r, const struct race_pos *p,
    const struct race_occ *oc, int pl, int to, int fin)
{
	int	 sq, o;

	if (to >= fin)
		return 1;
	sq = race_sq(r, race_bside(r, p, pl), to);
	if (sq <= 0 || sq > r->board.loop)
		return 1;
	if (r->safe[sq]) {
		for (o = 0; o < p->nplayers; o++)
			if (r->safe_entry_capture && !race_friends(r, p, pl, o) &&
			    r->board.start[race_bside(r, p, o)] == sq &&
			    race_in_base(r, p, o))
				break;
		if (o == p->nplayers)
			return 1;
	}
	/* The rules first: most have neither, and need no count. */
	if (!r->block_pair && !(r->pairs && r->pair_immune))
		return 0;
	return (oc != NULL ? race_occ_count(race_occ_cell(oc, sq), pl) :
	    race_count_on(r, p, pl, sq)) >= 2;
}

/*
 * Whether a capturing move of k pieces of pl's (entering: from the base)
 * onto loop square sq takes side o's c pieces there: not a friend's (the
 * partners' rule), not on a safe square but by an entry that may capture
 * there (safe.entry_capture), not a double that the move may not take
 * (pairs.immune, pairs.taken_by).
 */
static inline int
race_takes_count(const struct race_rules *r, const struct race_pos *p, int pl,
    int o, int sq, int k, int entering, int c)
{
	if (c == 0 || race_friends(r, p, pl, o))
		return 0;
	if (r->safe[sq] && !(entering && r->safe_entry_capture &&
	    sq == r->board.start[race_bside(r, p, pl)]))
		return 0;
	return !(r->pairs && c >= 2 && (k < 2 || r->pair_immune ||
	    (r->pair_taken_by == RT_LARGER && k < c)));
}

/* The same, counting o's pieces on sq (race_takes_count() is given c,
 * those pieces, where an occupancy already shows them). */
static inline int
race_takes_side(const struct race_rules *r, const struct race_pos *p, int pl,
    int o, int sq, int k, int entering)
{
	if (race_friends(r, p, pl, o))
		return 0;
	return race_takes_count(r, p, pl, o, sq, k, entering,
	    race_count_on(r, p, o, sq));
}

/* A move's pieces into its event: the pair's second too (B10). */
void	 race_ev_pieces(struct event *, const struct race_move *);
int	 race_own_block_slow(const struct race_rules *,
	    const struct race_pos *, const struct race_occ *, uint32_t cell,
	    int sq, int pl);
/*
 * Whether player pl owns a block on sq; oc shows p, or is NULL.  Inline:
 * each move whose events are kept asks it twice, and most squares hold
 * one piece or none.
 */
static inline int
race_own_block(const struct race_rules *r, const struct race_pos *p,
    const struct race_occ *oc, int sq, int pl)
{
	uint32_t	 cell = 0;

	if (oc != NULL) {
		if (sq <= 0)
			return 0;
		cell = race_occ_cell(oc, sq);
		/* No piece, or one alone, is no block (race_occ_block()). */
		if (race_occ_few(cell))
			return 0;
	}
	return race_own_block_slow(r, p, oc, cell, sq, pl);
}

/* race_turn.c, race_line_end.c, race_turn_fmt.c, race_throw.c */
void	 race_turn_apply(const void *, struct position *, const struct turn *,
	    struct events *);
void	 race_turn_apply_cached(const void *, struct engine_cache *,
	    struct position *, const struct turn *, struct events *);
/* race_turn_read_cached() and race_turn_apply_cached(), in one call. */
int	 race_turn_step_cached(const void *, struct engine_cache *,
	    struct position *, const struct turn_text *, struct turn *,
	    struct events *, struct diag_ctx *);
/* The same without events, the rulings only (the family's
 * turn_check_cached()). */
int	 race_turn_check_cached(const void *, struct engine_cache *,
	    struct position *, const struct turn_text *, struct turn *,
	    struct diag_ctx *);
int	 race_turns_legal(const void *, const struct position *,
	    const struct throw *, struct turnlist *);
void	 race_turn_format(const void *, const struct position *,
	    const struct turn *, struct buf *);
void	 race_turn_format_cached(const void *, const struct engine_cache *,
	    const struct position *, const struct turn *, struct buf *);
void	 race_move_text(const struct race_rules *, int bside,
	    const struct race_move *, int mark, struct buf *);
int	 race_throw_parse(const void *, const char *, size_t, struct throw *);
void	 race_throw_format(const void *, const struct throw *, struct buf *);
void	 race_throw_random(const void *, const struct position *, struct rng *,
	    struct throw *);
void	 race_throw_model(const void *, struct throw_model *);
enum game_state race_state(const void *, const struct position *);
void	 race_result(const void *, const struct position *, struct buf *);
/* The family's result_lead(): a winning team's size, else 1. */
int	 race_result_lead(const void *, const struct position *);
int	 race_side_to_move(const void *, const struct position *);
const char *race_side_name(const void *, int);
void	 race_event_format(const void *, const struct event *, struct buf *);
void	 race_place_format(const void *, int side, int place, struct buf *);
int	 race_pass_legal(const struct race_rules *, const struct race_pos *);
/*
 * Whose pieces player pl moves in its turn: its own, or with
 * partner_moves, once they are all home, its unfinished partner's
 * (inline, as race_game_over(): both are asked every turn).
 */
static inline int
race_mover(const struct race_rules *r, const struct race_pos *p, int pl)
{
	int	 q, part;

	if (!r->partner_moves || !p->rank[pl])
		return pl;
	part = r->board.partner[race_bside(r, p, pl)];
	for (q = 0; q < p->nplayers; q++)
		if (race_bside(r, p, q) == part && !p->rank[q])
			return q;
	return pl;
}

/* The rules ended the game (cheap: race_state also looks for a stall). */
static inline int
race_game_over(const struct race_rules *r, const struct race_pos *p)
{
	int	 pl, left = 0, part;

	if (p->nfinished == 0)
		return 0;
	for (pl = 0; pl < p->nplayers; pl++)
		if (!p->rank[pl])
			left++;
	if (r->play_on)
		return left <= 1;
	if (!r->teams)
		return 1;
	/* Partners win together: both must be home. */
	for (pl = 0; pl < p->nplayers; pl++) {
		if (!p->rank[pl])
			continue;
		part = r->board.partner[race_bside(r, p, pl)];
		for (left = 0; left < p->nplayers; left++)
			if (race_bside(r, p, left) == part)
				break;
		if (left == p->nplayers || p->rank[left])
			return 1;
	}
	return 0;
}

int	 race_has_play(const struct race_rules *, const struct race_line *start,
	    struct race_lsum *);
/* Finishes a line: captures are done; extra turns, blocks, penalty. */
void	 race_line_end(const struct race_rules *, struct race_pos *,
	    const struct race_line *, int kind, struct events *,
	    struct race_cache *);
/*
 * race_line_done() (race_line_end.c) for a turn t read before, which p
 * holds: its moves played (t->after) or none, from the turn's own parts.
 */
void	 race_turn_done(const struct race_rules *, struct race_pos *p,
	    const struct race_pos *before, const struct race_turn *t,
	    struct events *, struct race_cache *);
/* The same without events, for the rulings only: what of p no rule reads
 * is left as it was (race_turn_check_cached()). */
void	 race_turn_done_rulings(const struct race_rules *,
	    struct race_pos *p, const struct race_pos *before,
	    const struct race_turn *t, struct race_cache *);

/* race_read.c */
int	 race_turn_read(const void *, const struct position *,
	    const struct turn_text *, struct turn *, struct diag_ctx *);
int	 race_turn_read_cached(const void *, struct engine_cache *,
	    const struct position *, const struct turn_text *, struct turn *,
	    struct diag_ctx *);

#endif
