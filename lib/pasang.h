/*
 * The Pasang Emas engine (pasa-rules(7) D1-D15, R21-R24).
 *
 * The variant loader fills a zeroed struct pasang_rules from the variant's
 * top-level keys with pasang_family.schema, then pasang_family's
 * rules_compile() checks it and builds the patterns.  Nothing in the rules
 * is allocated: rules_release() has nothing to free, and the strings the
 * schema stores are borrowed from the variant's tree, which outlives them.
 *
 * Below the public part are the engine's internal types, shared by the
 * lib/pasang_*.c files only.
 */
#ifndef PASA_PASANG_H
#define PASA_PASANG_H

#include <stdint.h>

#include "engine.h"
#include "schema.h"

struct variant;

#define PASANG_SIZE	11
#define PASANG_POINTS	(PASANG_SIZE * PASANG_SIZE)
#define PASANG_HOLE	(5 * PASANG_SIZE + 5)		/* f6 */
#define PASANG_LINE_MAX	10

enum pasang_pattern_choice { PP_1, PP_2, PP_CUSTOM };
enum pasang_ka_method { PK_SLIDING, PK_JUMPING, PK_EITHER };
enum pasang_second_file { PS_QUADRANT, PS_NOT_MIRROR, PS_ANY };
enum pasang_axes { PA_EITHER, PA_ROW };
enum pasang_arms { PR_SUMMED, PR_SEPARATE };
enum pasang_omit_x { PX_SINGLE, PX_NEVER };
enum pasang_suntuk_scores { PU_FIXED, PU_KEPT };

struct pasang_rules {
	/* pattern: (D15, R21) */
	char		 src_pattern[SF_SOURCE_ID_MAX];
	int		 pattern;		/* enum pasang_pattern_choice */
	const char	*custom[PASANG_SIZE];
	int		 ncustom;
	/* turns: (D4) alternation, one capture a turn, no throw */
	char		 src_turns[SF_SOURCE_ID_MAX];
	/* opening: (D5) phase 1 takes one file of the mover's half */
	char		 src_opening[SF_SOURCE_ID_MAX];
	/* reply: (D6) */
	char		 src_reply[SF_SOURCE_ID_MAX];
	int		 second_file;		/* enum pasang_second_file */
	/* choice: (D7) the Ka is one stone of either colour */
	char		 src_choice[SF_SOURCE_ID_MAX];
	/* ka: (D8, R22) */
	char		 src_ka[SF_SOURCE_ID_MAX];
	int		 ka_method;		/* enum pasang_ka_method */
	/* moving: (D12) */
	char		 src_moving[SF_SOURCE_ID_MAX];
	int		 phase2_axes;		/* enum pasang_axes */
	/* capture: (D9) */
	char		 src_capture[SF_SOURCE_ID_MAX];
	int		 arms;			/* enum pasang_arms */
	/* hole: (D11) */
	char		 src_hole[SF_SOURCE_ID_MAX];
	int		 hole_cuts;
	/* notation: (R23) */
	char		 src_notation[SF_SOURCE_ID_MAX];
	int		 omit_x;		/* enum pasang_omit_x */
	/* scoring: (D2, D13) */
	char		 src_scoring[SF_SOURCE_ID_MAX];
	int		 black_points;
	int		 white_points;
	int		 kas_score;
	/* suntuk: (D14) */
	char		 src_suntuk[SF_SOURCE_ID_MAX];
	int		 suntuk_scores;		/* enum pasang_suntuk_scores */
	int		 suntuk_points;
	/* end: (R24) the game ends at once; later lines are illegal */
	char		 src_end[SF_SOURCE_ID_MAX];

	/* Compiled by rules_compile(). */
	const struct variant *variant;
	const char	*side[2];		/* side 0 owns ranks 1-5 */
	size_t		 side_len[2];		/* strlen(side[i]) */
	char		 initial[2];		/* upper-case side initials */
	int		 have_custom;
	uint8_t		 grid[3][PASANG_POINTS];	/* enum pasang_cell */
	/* Each pattern's pasang_pos.occ. */
	uint16_t	 grid_occ[3][2][3][PASANG_SIZE];
};

extern const struct family pasang_family;

/* ---- internal to lib/pasang_*.c ---------------------------------- */

enum pasang_cell { PC_EMPTY, PC_BLACK, PC_WHITE, PC_HOLE, PC_KA };

/*
 * PE_UNSETTLED: stones are left, and whether the side to move is suntuk
 * is not yet asked -- only pasang_turn_check() leaves it so, to the next
 * turn, whose legal capture shows the side was not.
 */
enum pasang_end { PE_ON, PE_TAKEN, PE_SUNTUK, PE_UNSETTLED };

/* Index of a point: rank * 11 + file, both from 0 (a1 is 0, k11 is 120). */
#define PASANG_PT(file, rank)	((rank) * PASANG_SIZE + (file))
/* From tables: a turn asks for a dozen, and a division costs more. */
#define PASANG_FILE(pt)		((int)pasang_file_of[pt])
#define PASANG_RANK(pt)		((int)pasang_rank_of[pt])
extern const uint8_t	 pasang_file_of[PASANG_POINTS];
extern const uint8_t	 pasang_rank_of[PASANG_POINTS];

/* The kinds of point pasang_pos.occ keeps: stones by colour, and Kas. */
enum pasang_occ { PO_BLACK, PO_WHITE, PO_KA, PO_KINDS };

/* The hole f6 is point 5 of rank 5 and of file 5. */
#define PASANG_HOLE_AT	5
_Static_assert(PASANG_HOLE == PASANG_PT(PASANG_HOLE_AT, PASANG_HOLE_AT),
    "the hole is on the diagonal");

struct pasang_pos {
	uint8_t		 cell[PASANG_POINTS];	/* enum pasang_cell */
	int8_t		 ka[2];			/* point, -1 before phase 2 */
	uint8_t		 ka_colour[2];		/* PC_BLACK/PC_WHITE, 0 */
	int8_t		 passage[2];		/* file, -1 before phase 1 */
	uint8_t		 phase[2];		/* of the side's next move: 1-3 */
	int16_t		 score[2];		/* points taken */
	uint8_t		 tomove;
	uint8_t		 method;		/* enum pasang_ka_method */
	uint8_t		 over;			/* enum pasang_end */
	uint8_t		 loser;			/* who was suntuk */
	int32_t		 number;		/* the next turn's number */
	/*
	 * cell[] again as masks, kept by pasang_put(): occ[0][kind][rank]
	 * has bit 'file' set for each point of that kind on the rank,
	 * occ[1][kind][file] bit 'rank'.  Capture lines and the Ka's slides
	 * are mask operations on them, with few branches on the board
	 * (walking the points mispredicted one branch in three, issue 20).
	 */
	uint16_t	 occ[2][PO_KINDS][PASANG_SIZE];
};

/* The occ kind of a cell, -1 for none. */
static inline int
pasang_occ_kind(int cell)
{
	static const int8_t	kind[] = { -1, PO_BLACK, PO_WHITE, -1, PO_KA };

	return kind[cell];
}

/* Sets a point of p, its cell and its masks. */
static inline void
pasang_put(struct pasang_pos *p, int pt, int cell)
{
	int	f = PASANG_FILE(pt), k = PASANG_RANK(pt);
	int	was = pasang_occ_kind(p->cell[pt]), now = pasang_occ_kind(cell);

	if (was >= 0) {
		p->occ[0][was][k] &= (uint16_t)~(1u << f);
		p->occ[1][was][f] &= (uint16_t)~(1u << k);
	}
	if (now >= 0) {
		p->occ[0][now][k] |= (uint16_t)(1u << f);
		p->occ[1][now][f] |= (uint16_t)(1u << k);
	}
	p->cell[pt] = (uint8_t)cell;
}

/*
 * How many empty points the Ka on 'from' may slide over along 'axis' (0
 * the rank, 1 the file), towards the higher files or ranks when dir > 0:
 * stones, Kas and the hole stop it (D12).
 */
static inline int
pasang_slide(const struct pasang_pos *p, int from, int axis, int dir)
{
	int		 line = axis == 0 ? PASANG_RANK(from) :
			    PASANG_FILE(from);
	int		 x = axis == 0 ? PASANG_FILE(from) : PASANG_RANK(from);
	unsigned	 occ = (unsigned)p->occ[axis][PO_BLACK][line] |
			    p->occ[axis][PO_WHITE][line] |
			    p->occ[axis][PO_KA][line] |
			    (line == PASANG_HOLE_AT ? 1u << PASANG_HOLE_AT : 0);

	/* Bits past the edge and below bit 0 stand for the edges. */
	if (dir > 0)
		return __builtin_ctz((occ >> (x + 1)) |
		    (1u << (PASANG_SIZE - 1 - x)));
	return x - 31 + __builtin_clz(((occ & ((1u << x) - 1)) << 1) | 1);
}

struct pasang_turn {
	uint8_t		 side;
	uint8_t		 phase;			/* 1-3 */
	int8_t		 file;			/* phase 1 */
	int8_t		 from, to;		/* phases 2 and 3 */
	int8_t		 x;			/* canonical point, -1 */
	uint8_t		 n;			/* stones taken */
	int8_t		 pts[PASANG_LINE_MAX];
};

/* One arm, or two arms of one colour, along one axis from a point. */
struct pasang_line {
	uint8_t		 axis;			/* 0 along the rank, 1 file */
	uint8_t		 colour;		/* PC_BLACK or PC_WHITE */
	uint8_t		 n;
	int8_t		 canon;			/* the point a turn names */
	int8_t		 pts[PASANG_LINE_MAX];	/* nearest the Ka first */
};

/* The rule id a group cites: its source, or the reading's default
 * (inline: the reader names its rules before it knows it needs them). */
static inline const char *
pasang_src(const char *src, const char *dflt)
{
	return src[0] != '\0' ? src : dflt;
}

/*
 * Point names: "f6".  pasang_point_parse returns -1 when s is none; it is
 * inline, read two or three times a turn.
 */
void		 pasang_point_name(int pt, char out[4]);
static inline int
pasang_point_parse(const char *s, size_t len)
{
	int	file, rank;

	if (len < 2 || len > 3 || s[0] < 'a' || s[0] > 'k' || s[1] < '1' ||
	    s[1] > '9')
		return -1;
	rank = s[1] - '0';
	if (len == 3) {
		if (rank != 1 || s[2] < '0' || s[2] > '1')
			return -1;
		rank = 10 + (s[2] - '0');
	}
	file = s[0] - 'a';
	return PASANG_PT(file, rank - 1);
}

/* The ranks of a side's half: [lo, hi] from 0. */
void		 pasang_half(int side, int *lo, int *hi);
int		 pasang_stones(const struct pasang_pos *);
int		 pasang_cell_points(const struct pasang_rules *, int cell);

/*
 * The capture lines through 'at' along one axis (0 rank, 1 file), with
 * the Ka already standing at 'at', moved there from 'from' (-1 when no
 * point was left that the line could cross): every line, odd or even.
 * hole_cuts overrides the rule so that diagnostics can tell what the hole
 * did.
 */
int		 pasang_lines(const struct pasang_rules *,
		    const struct pasang_pos *, int at, int axis, int hole_cuts,
		    int from, struct pasang_line out[2]);
/* Whether the second player may open with file 'file'. */
int		 pasang_file_allowed(const struct pasang_rules *,
		    const struct pasang_pos *, int side, int file);
/* Legal turns: appended to l when l != NULL; returns how many exist
 * (stops at the first when l == NULL, for the suntuk test). */
int		 pasang_generate(const struct pasang_rules *,
		    const struct pasang_pos *, struct turnlist *);
/* Sets over and loser after a change: no stone left, or suntuk. */
void		 pasang_settle(const struct pasang_rules *, struct pasang_pos *);
/* The same but the suntuk test, left to the next turn (PE_UNSETTLED). */
void		 pasang_settle_lean(struct pasang_pos *);
/* The suntuk test pasang_settle_lean() left, if it left one. */
void		 pasang_settle_suntuk(const struct pasang_rules *,
		    struct pasang_pos *);
/* The final scores, after the suntuk and Ka settings. */
void		 pasang_final(const struct pasang_rules *,
		    const struct pasang_pos *, int out[2]);

int		 pasang_setup(const void *, struct position *,
		    const struct game_opts *, struct diag_ctx *);
int		 pasang_pos_parse(const void *, struct position *, const char *,
		    size_t, struct diag_ctx *);
void		 pasang_pos_format(const void *, const struct position *,
		    struct buf *);
void		 pasang_pos_format_next(const void *,
		    const struct position *, const char *, size_t, size_t *,
		    const struct position *, struct buf *);
int		 pasang_side_to_move(const void *, const struct position *);
const char	*pasang_side_name(const void *, int);
enum game_state	 pasang_state(const void *, const struct position *);
void		 pasang_result(const void *, const struct position *,
		    struct buf *);
int		 pasang_throw_parse(const void *, const char *, size_t,
		    struct throw *);
void		 pasang_throw_format(const void *, const struct throw *,
		    struct buf *);
void		 pasang_throw_random(const void *, const struct position *,
		    struct rng *, struct throw *);
int		 pasang_turn_read(const void *, const struct position *,
		    const struct turn_text *, struct turn *,
		    struct diag_ctx *);
void		 pasang_turn_apply(const void *, struct position *,
		    const struct turn *, struct events *);
int		 pasang_turn_check(const void *, struct engine_cache *,
		    struct position *, const struct turn_text *,
		    struct turn *, struct diag_ctx *);
void		 pasang_pos_settle(const void *, struct position *);
int		 pasang_turns_legal(const void *, const struct position *,
		    const struct throw *, struct turnlist *);
void		 pasang_turn_format(const void *, const struct position *,
		    const struct turn *, struct buf *);
void		 pasang_event_format(const void *, const struct event *,
		    struct buf *);
void		 pasang_place_format(const void *, int side, int place,
		    struct buf *);

#endif
