/*
 * Race settings: the schema of a race variant's groups, and compiling them
 * with the board into struct race_rules.  Each group is one question of
 * the questions where the sources disagree (pasa-rules(7)) (or one reading R1-R20), so a diagnostic
 * can cite the `source:` of exactly the group that decided.
 */
#include <stddef.h>
#include <string.h>

#include "race.h"
#include "variant.h"

#define O(f)	offsetof(struct race_rules, f)
#define GROUP(k, src, tab, d) \
	{ .key = k, .type = SF_GROUP, .off = O(src), .sub = tab, .doc = d }
#define BOOL(k, f, dv, d) \
	{ .key = k, .type = SF_BOOL, .off = O(f), .def = dv, .doc = d }
#define INT(k, f, lo, hi, dv, d) \
	{ .key = k, .type = SF_INT, .off = O(f), .min = lo, .max = hi, \
	  .def = dv, .doc = d }
#define INTS(k, f, nf, lo, hi, d) \
	{ .key = k, .type = SF_INTS, .off = O(f), .off_n = O(nf), .min = lo, \
	  .max = hi, .maxn = RACE_MAX_LIST, .doc = d }
#define ENUM(k, f, nm, dv, d) \
	{ .key = k, .type = SF_ENUM, .off = O(f), .names = nm, .def = dv, \
	  .doc = d }
#define END	{ .key = NULL }

static const char *const throw_kinds[] = { "dice", "cowries", NULL };
static const char *const counted_names[] = { "openings", "convex", NULL };
static const char *const reward_names[] = { "none", "bonus", "throw", NULL };
static const char *const sends_names[] = { "last", "leading", "none", NULL };
static const char *const opp_names[] = { "either", "both", NULL };
static const char *const full_names[] = { "none", "last", NULL };
static const char *const returns_names[] = { "base", "start", NULL };
static const char *const taken_names[] = { "double", "larger", NULL };

static const struct sfield g_pieces[] = {
	INT("count", pieces, 1, RACE_MAX_PIECES, 4, "pieces per side"),
	INTS("start", start_steps, nstart_steps, -1, 120,
	    "steps along its route where each piece starts; -1 or none "
	    "for the base"),
	END
};
static const struct sfield g_throws[] = {
	ENUM("kind", throw_kind, throw_kinds, RT_DICE,
	    "dice, or cowrie shells counted into points"),
	INT("dice", dice, 1, RACE_MAX_DICE, 2, "dice thrown at once"),
	INTS("faces", faces, nfaces, 1, 99,
	    "the faces of a die (default 1 to 6)"),
	INT("opposite_sum", opposite_sum, 2, 198, 7,
	    "a face plus its opposite face"),
	INT("shells", shells, 1, RACE_MAX_LIST, 6, "cowrie shells thrown"),
	ENUM("counted", counted, counted_names, 0,
	    "which side up a shell counts"),
	INTS("points", points, npoints, 0, 99,
	    "points for 0, 1, ... shells counted"),
	{ .key = "mouth_up", .type = SF_REAL, .off = O(mouth_up),
	  .rmin = 0, .rmax = 1, .rdef = 0.5,
	  .doc = "the chance that a shell falls mouth (opening) up" },
	END
};
static const struct sfield g_none[] = { END };
static const struct sfield g_moves[] = {
	BOOL("sum", sum_move, 1,
	    "several dice may move one piece as one move (R2)"),
	END
};
static const struct sfield g_all_out[] = {
	INT("face", all_out_face, 0, 99, 0,
	    "with no piece in the base, a die showing this face ..."),
	INT("value", all_out_value, 0, 99, 0,
	    "... counts this many squares; 0 for no such rule"),
	END
};
static const struct sfield g_enter[] = {
	INTS("dice", enter_dice, nenter_dice, 1, 99,
	    "a die showing one of these enters a piece"),
	INTS("sums", enter_sums, nenter_sums, 2, 99,
	    "dice adding up to one of these enter a piece"),
	INTS("throws", enter_throws, nenter_throws, 0, 99,
	    "cowrie scores that enter a piece"),
	BOOL("first_any", enter_first_any, 0,
	    "until a side has entered a piece, any throw enters (R9)"),
	END
};
static const struct sfield g_enter_die[] = {
	BOOL("move_on", enter_move_on, 0,
	    "a piece entered by one die moves on by the other at once (R6)"),
	END
};
static const struct sfield g_enter_sum[] = {
	BOOL("stop", enter_sum_stop, 0,
	    "a piece entered by a sum stays on the start square (R7)"),
	END
};
static const struct sfield g_forced[] = {
	BOOL("enabled", forced_entry, 0,
	    "a line must enter a piece when some play does (R8)"),
	BOOL("most", forced_entry_most, 0,
	    "with enabled, a line must enter as many pieces as any play "
	    "of the throw does, such as two on a double five (U4)"),
	END
};
static const struct sfield g_pass[] = {
	BOOL("voluntary", pass_voluntary, 0,
	    "after the first round a side may pass any throw (R18)"),
	END
};
static const struct sfield g_full_start[] = {
	ENUM("capture", full_start, full_names, FS_NONE,
	    "entering where two pieces stand, one an opponent's: none, or "
	    "take the opponent's piece that arrived last (S14)"),
	END
};
static const struct sfield g_safe[] = {
	BOOL("entry_capture", safe_entry_capture, 0,
	    "a piece entering onto its start square captures there"),
	BOOL("board", safe_board, 1,
	    "the board's safe squares are safe"),
	{ .key = "add", .type = SF_INTS, .off = O(safe_add),
	  .off_n = O(nsafe_add), .min = 1, .max = RACE_MAX_LOOP,
	  .maxn = RACE_MAX_LOOP,
	  .doc = "more safe loop squares (such as Ludo's stars)" },
	END
};
static const struct sfield g_home_safe[] = {
	BOOL("enabled", home_safe, 1,
	    "pieces in their own home column cannot be captured"),
	END
};
static const struct sfield g_capture[] = {
	ENUM("reward", reward, reward_names, RR_NONE,
	    "what a capture earns: bonus points or another throw"),
	INT("bonus", bonus, 1, 99, 20,
	    "bonus points, moved by one piece (R10)"),
	ENUM("returns", capture_returns, returns_names, RC_BASE,
	    "where a captured piece goes: its base, or start, back onto "
	    "the square it began the game on (pieces.start)"),
	END
};
static const struct sfield g_blocks[] = {
	BOOL("pair", block_pair, 0,
	    "two pieces of one side on a square form a block"),
	BOOL("passable", block_passable, 0,
	    "pieces may pass a block (none may land on it)"),
	BOOL("owner_passes", block_owner_passes, 0,
	    "a block's owner may pass it (opponents may not)"),
	BOOL("land_own", land_own, 1,
	    "a piece may end on a square that holds a piece of its own"),
	END
};
static const struct sfield g_safe_share[] = {
	BOOL("block", safe_block, 0,
	    "pieces of two sides on a safe square form a block (C18)"),
	BOOL("land", safe_land, 1,
	    "a piece may end on a safe square that holds an opponent's "
	    "piece it cannot capture"),
	END
};
static const struct sfield g_square_limit[] = {
	INT("pieces", square_max, 0, 15, 0,
	    "the most pieces, of any sides, that may stand on one square; "
	    "0 for no limit (R12)"),
	END
};
static const struct sfield g_block_limit[] = {
	INT("turns", block_turns, 0, 99, 0,
	    "turns a block may be held; 0 for no limit (R14)"),
	INTS("open_on", block_open_on, nblock_open_on, 1, 99,
	    "throws (the dice's total) on which a side must break one of "
	    "its blocks if any legal play does"),
	BOOL("mixed", block_limit_mixed, 1,
	    "a mixed block on a safe square (safe_share.block) is one of "
	    "each owner's blocks for the limit and open_on (R14)"),
	END
};
static const struct sfield g_pairs[] = {
	BOOL("enabled", pairs, 0,
	    "own pieces on a square are a double: it moves together and "
	    "falls only to a double (R16)"),
	BOOL("immune", pair_immune, 0,
	    "a double cannot be captured at all, not even by a double"),
	ENUM("taken_by", pair_taken_by, taken_names, RT_DOUBLE,
	    "what captures a double (unless immune): any double of an "
	    "opponent (R16), or a larger stack only, as many pieces or more"),
	BOOL("on_doubles", pair_on_doubles, 0,
	    "two pieces move together only on a double: each by one of "
	    "its dice, so the pair moves that value once and uses both"),
	END
};
static const struct sfield g_triples[] = {
	INTS("faces", triples, ntriples, 1, 99,
	    "faces of a triple on which three pieces on a square move "
	    "together, twice the face's value, using all three dice"),
	END
};
static const struct sfield g_extra[] = {
	BOOL("doubles", extra_doubles, 0, "a double earns another turn"),
	INTS("throws", extra_throws, nextra_throws, 0, 99,
	    "throws (a cowrie score, or the dice's total) that earn "
	    "another throw"),
	END
};
static const struct sfield g_opposite[] = {
	BOOL("enabled", opposite, 0,
	    "on a double with no piece in the base, each die may be read "
	    "on its opposite face (R4)"),
	ENUM("play", opposite_play, opp_names, RO_EITHER,
	    "either face of each die (R4), or both: a double then gives "
	    "four moves"),
	END
};
static const struct sfield g_penalty[] = {
	INT("after", penalty_after, 0, 9, 0,
	    "doubles in a row that send the last moved piece back; 0 for "
	    "none (R17)"),
	BOOL("play_third", penalty_play, 1,
	    "the throw that completes the run is played before the "
	    "penalty"),
	ENUM("sends", penalty_sends, sends_names, RP_LAST,
	    "which piece goes back: the one moved last, the one furthest "
	    "along, or none"),
	BOOL("spare_column", penalty_spare_column, 0,
	    "a piece in its home column is spared too (as one at home): "
	    "then no piece goes back"),
	END
};
static const struct sfield g_block_double[] = {
	BOOL("move_together", block_pair_on_double, 1,
	    "on a double both pieces of a block may move to one square "
	    "(R15)"),
	END
};
static const struct sfield g_teams[] = {
	BOOL("enabled", teams, 0,
	    "partners (the board's 'partner') play together"),
	END
};
static const struct sfield g_partner_moves[] = {
	BOOL("enabled", partner_moves, 0,
	    "a side whose pieces are all home keeps its turns and moves its "
	    "partner's pieces with its throws"),
	END
};
static const struct sfield g_round_again[] = {
	BOOL("enabled", round_again, 0,
	    "a single piece at the end of its circuit may go round the loop "
	    "once more instead of turning into its home column"),
	END
};
static const struct sfield g_finish[] = {
	BOOL("exact", finish_exact, 1, "home is reached only by exact count"),
	INTS("from_last", finish_last, nfinish_last, 1, 99,
	    "throws (or dice) that also bring a piece home from the last "
	    "square before it"),
	END
};
static const struct sfield g_home_bonus[] = {
	INT("points", home_bonus, 0, 99, 0,
	    "points earned by a piece reaching home, moved by one piece "
	    "like a capture bonus; 0 for none"),
	END
};
static const struct sfield g_game_end[] = {
	BOOL("play_on", play_on, 0,
	    "play goes on after the first side finishes, to rank the rest "
	    "(R20)"),
	END
};

const struct sfield race_schema[] = {
	GROUP("pieces", src_pieces, g_pieces, "pieces per side"),
	GROUP("throws", src_throws, g_throws, "what is thrown"),
	GROUP("route", src_route, g_none,
	    "direction of travel and where pieces enter: the board's"),
	GROUP("turns", src_turns, g_none,
	    "turn order and turn numbers (R19)"),
	GROUP("moves", src_moves, g_moves,
	    "which die a move used, read from its distance (R1, R2)"),
	GROUP("all_out", src_all_out, g_all_out,
	    "a face that counts more once every piece is out"),
	GROUP("must_use", src_must_use, g_none,
	    "every usable part of a throw must be used (R3)"),
	GROUP("no_move", src_no_move, g_none,
	    "'-' is written only when no piece can move (A5, R18); the "
	    "rule cited when it is written while a move exists"),
	GROUP("enter", src_enter, g_enter, "what enters a piece (row 1, 8)"),
	GROUP("enter_die", src_enter_die, g_enter_die,
	    "after entering with one die (row 2)"),
	GROUP("enter_sum", src_enter_sum, g_enter_sum,
	    "after entering with a sum (row 3)"),
	GROUP("forced_entry", src_forced, g_forced,
	    "must a piece enter when it can (row 4)"),
	GROUP("pass", src_pass, g_pass, "voluntary passing (row 5)"),
	GROUP("safe", src_safe, g_safe, "captures on safe squares (row 6)"),
	GROUP("full_start", src_full_start, g_full_start,
	    "entering onto a start square that two pieces hold"),
	GROUP("home_safe", src_home_safe, g_home_safe,
	    "safety in the own home column (row 9)"),
	GROUP("capture", src_capture, g_capture,
	    "the reward for a capture (row 7)"),
	GROUP("blocks", src_blocks, g_blocks,
	    "two own pieces on a square (rows 10, 11)"),
	GROUP("safe_share", src_safe_share, g_safe_share,
	    "an opponent's piece on a safe square (row 12)"),
	GROUP("square_limit", src_square_limit, g_square_limit,
	    "how many pieces may share a square (row 12)"),
	GROUP("block_limit", src_block_limit, g_block_limit,
	    "how long a block may stand (row 13)"),
	GROUP("pairs", src_pairs, g_pairs,
	    "doubles that move together (rows 10, 14)"),
	GROUP("triples", src_triples, g_triples,
	    "three pieces that move together"),
	GROUP("extra_turn", src_extra, g_extra, "another turn (row 15)"),
	GROUP("opposite_faces", src_opposite, g_opposite,
	    "opposite faces on a double (row 16)"),
	GROUP("doubles_penalty", src_penalty, g_penalty,
	    "three doubles in a row (row 17)"),
	GROUP("block_double", src_block_double, g_block_double,
	    "moving a block's pieces together on a double (row 18)"),
	GROUP("teams", src_teams, g_teams, "partnerships (row 20)"),
	GROUP("partner_moves", src_partner_moves, g_partner_moves,
	    "a side with every piece home helps its partner"),
	GROUP("round_again", src_round_again, g_round_again,
	    "a second time round the loop"),
	GROUP("finish", src_finish, g_finish, "exact count home (row 22)"),
	GROUP("home_bonus", src_home_bonus, g_home_bonus,
	    "the reward for reaching home"),
	GROUP("game_end", src_game_end, g_game_end,
	    "after the first side finishes (row 21)"),
	END
};

static int
cerr(struct diags *d, const struct variant *v, const char *key,
    const char *msg)
{
	const struct ynode *n = ynode_get(v->tree.root, key);

	if (n == NULL)
		n = v->tree.root;
	diags_add(d, DIAG_ERROR, DK_VARIANT, n ? n->file : v->path,
	    n ? n->line : 0, n ? n->col : 0, NULL, "%s", msg);
	return -1;
}

/* The bits of a list's values below 64 (race_in_bits()). */
static uint64_t
list_bits(const int *v, int n)
{
	uint64_t	 b = 0;
	int		 i;

	for (i = 0; i < n; i++)
		if (v[i] >= 0 && v[i] < 64)
			b |= (uint64_t)1 << v[i];
	return b;
}

/*
 * The most moves one piece can be offered in a line of nd dice values,
 * opp with opposite faces (see race_move.c's race_line_moves_to()): each
 * die (and its opposite face), each subset of two dice or more as a sum
 * (with opposite faces, each of its 2^bits readings: 3^nd - 1 - 2 nd in
 * all), twice over for a pair, the trio and two bonuses; or an entry by
 * each die and subset.
 */
static int
piece_cands(const struct race_rules *r, int nd, int opp)
{
	static const int pow3[RACE_MAX_VALS + 1] = {
		1, 3, 9, 27, 81, 243, 729
	};
	int	 dice, ent, subsets;

	_Static_assert(RACE_MAX_VALS == 6, "pow3");
	if (r->throw_kind == RT_COWRIES)
		return (r->pairs ? 2 : 1) + 2;
	subsets = (1 << nd) - 1 - nd;	/* of two dice or more */
	ent = (1 << nd) - 1;
	dice = nd * (opp ? 2 : 1);
	if (r->sum_move)
		dice += opp ? pow3[nd] - 1 - 2 * nd : subsets;
	dice = dice * (r->pairs ? 2 : 1) + 2 + (r->ntriples > 0);
	return dice > ent ? dice : ent;
}

/*
 * The progress of loop square sq on board side bs's route by the
 * distance from its start along the direction of play: -2 where the
 * route misses it, RACE_LOOP_ASK where the distance is no lap's.
 */
static int
loop_prog(const struct race_board *b, int bs, int sq)
{
	int	 d;

	if (sq < 1 || sq > b->loop || bs >= b->nsides)
		return -2;
	d = (sq - b->start[bs]) * b->dir;
	if (d < 0)
		d += b->loop;
	if (d < 0 || d >= b->loop)
		return RACE_LOOP_ASK;
	return d <= b->turn_dist[bs] ? d + b->olen : -2;
}

/*
 * What follows from the settings alone, checked before: the rules the
 * turns read (the safe squares, the cowries' odds), and what every turn
 * would otherwise work out again.  The family's rules_derive: compare
 * asks it again of rules with one setting swapped (compare_witness.c).
 */
static void
race_rules_derive(void *rp)
{
	struct race_rules	*r = rp;
	int			 nd, opp, bs, sq, i;

	r->counted_p = r->counted == 0 ? r->mouth_up : 1 - r->mouth_up;
	r->counted_cut = (uint64_t)(r->counted_p * 9007199254740992.0);
	for (i = 1; i <= r->board.loop; i++)
		r->safe[i] = r->safe_board ? r->board.safe[i] : 0;
	/* Compiled rules have no other; swapped in, one off the board
	 * is none. */
	for (i = 0; i < r->nsafe_add; i++)
		if (r->safe_add[i] >= 1 && r->safe_add[i] <= r->board.loop)
			r->safe[r->safe_add[i]] = 1;
	r->face_bits = list_bits(r->faces, r->nfaces);
	r->point_bits = list_bits(r->points, r->npoints);
	r->earn_bits = list_bits(r->extra_throws, r->nextra_throws);
	r->forfeit_run = r->penalty_after > 0 && !r->penalty_play ?
	    r->penalty_after : 0;
	r->blocks = r->block_pair || r->safe_block;
	for (bs = 0; bs < RACE_MAX_PLAYERS; bs++)
		for (sq = 0; sq <= RACE_MAX_LOOP; sq++)
			r->loopprog[bs][sq] = (int16_t)loop_prog(&r->board, bs,
			    sq);
	for (opp = 0; opp < 2; opp++)
		for (nd = 0; nd <= RACE_MAX_VALS; nd++)
			r->cands[opp][nd] = (uint16_t)piece_cands(r, nd, opp);
}

static int
race_rules_compile(void *rp, struct variant *v, struct diags *d)
{
	struct race_rules	*r = rp;
	int			 i, j;

	r->v = v;
	ytree_init(&r->board_tree);
	r->have_tree = 1;
	if (v->board == NULL)
		return cerr(d, v, "name", "a race variant needs a 'board'");
	if (variant_load_board(v, v->board, &r->board_tree, d) != 0)
		return -1;
	if (r->board_tree.root == NULL) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, r->board_tree.file, 1, 1,
		    NULL, "board: the file is empty");
		return -1;
	}
	if (race_board_load(&r->board, r->board_tree.root, d) != 0)
		return -1;
	race_square_table(r);
	if (v->nplayers > RACE_MAX_PLAYERS)
		return cerr(d, v, "players", "players: at most 6 sides");
	r->nsides = v->nplayers;
	r->names_blankless = 1;
	for (i = 0; i < v->nplayers; i++) {
		r->side_name[i] = v->players[i];
		r->side_len[i] = strlen(v->players[i]);
		if (strchr(v->players[i], ' ') != NULL)
			r->names_blankless = 0;
		r->side_board[i] = -1;
		for (j = 0; j < r->board.nsides; j++)
			if (strcmp(v->players[i], r->board.side[j]) == 0)
				r->side_board[i] = j;
		if (r->side_board[i] < 0) {
			struct buf b;
			int rc;

			buf_init(&b);
			buf_printf(&b, "side '%s' is not on board '%s'",
			    v->players[i], v->board);
			rc = cerr(d, v, "players", b.s);
			buf_free(&b);
			return rc;
		}
	}
	if (r->throw_kind == RT_DICE) {
		const struct ynode *f = ynode_get(ynode_get(v->tree.root,
		    "throws"), "faces");

		/* Left out, faces are 1-6; written, they must say something. */
		if (f != NULL && r->nfaces == 0) {
			diags_add(d, DIAG_ERROR, DK_VARIANT, f->file, f->line,
			    f->col, NULL, "throws: 'faces' lists no face");
			return -1;
		}
		if (r->nfaces == 0) {
			for (i = 0; i < 6; i++)
				r->faces[i] = i + 1;
			r->nfaces = 6;
		}
	} else if (r->npoints != r->shells + 1)
		return cerr(d, v, "throws", "throws: 'points' needs one "
		    "score for each count of shells, 0 to 'shells'");
	if (r->throw_kind == RT_DICE) {
		const struct ynode *f = ynode_get(ynode_get(v->tree.root,
		    "throws"), "mouth_up");

		if (f != NULL) {
			diags_add(d, DIAG_ERROR, DK_VARIANT, f->file, f->line,
			    f->col, NULL, "throws: 'mouth_up' is a chance of "
			    "cowrie shells, and these throws are dice");
			return -1;
		}
	}
	if (r->ntriples > 0 && (!r->pairs || r->throw_kind != RT_DICE ||
	    r->dice != 3))
		return cerr(d, v, "triples", "triples: three pieces move "
		    "together only where pairs do (pairs.enabled), with three "
		    "dice");
	for (i = 0; r->round_again && i < r->board.nsides; i++)
		if (r->board.turn_dist[i] != r->board.loop - 1)
			return cerr(d, v, "round_again", "round_again: each "
			    "side must turn on the loop square before its start "
			    "square, so that a second round starts there");
	if (r->capture_returns == RC_START && r->nstart_steps == 0)
		return cerr(d, v, "capture", "capture: 'returns: start' needs "
		    "the squares pieces begin on (pieces.start)");
	if (r->partner_moves && !r->teams)
		return cerr(d, v, "partner_moves", "partner_moves: a partner "
		    "needs teams (teams.enabled)");
	if (r->pairs && r->block_pair)
		return cerr(d, v, "pairs", "pairs: doubles that move together "
		    "and blocks exclude each other");
	if (r->reward == RR_BONUS && r->bonus <= 0)
		return cerr(d, v, "capture", "capture: a bonus needs points");
	if (r->nstart_steps != 0 && r->nstart_steps != r->pieces)
		return cerr(d, v, "pieces", "pieces: 'start' needs one step "
		    "for each piece");
	for (i = 0; i < r->nstart_steps * r->board.nsides; i++)
		if (r->start_steps[i % r->nstart_steps] >=
		    race_final(r, i / r->nstart_steps))
			return cerr(d, v, "pieces", "pieces: a 'start' step "
			    "is past the end of the route");
	for (i = 0; i < r->nsafe_add; i++)
		if (r->safe_add[i] > r->board.loop)
			return cerr(d, v, "safe", "safe: 'add' names a square "
			    "that is not on the loop");
	/*
	 * With blocks of two, no square holds more than two pieces, so the
	 * one bit a position keeps per piece (which of two arrived last)
	 * is the whole order of arrival.
	 */
	if (r->full_start == FS_LAST && (!r->block_pair || !r->safe_block))
		return cerr(d, v, "full_start", "full_start: 'last' needs "
		    "blocks of two pieces that nothing lands on (blocks.pair, "
		    "safe_share.block)");
	for (i = 0; i < r->board.nsides; i++) {
		int sq = race_square(r, i, 0);

		if (sq > 0 && sq <= r->board.loop)
			r->start_sq[sq] = (unsigned char)(i + 1);
	}
	if ((r->all_out_face == 0) != (r->all_out_value == 0))
		return cerr(d, v, "all_out", "all_out: 'face' and 'value' "
		    "go together");
	race_rules_derive(r);
	return 0;
}

static void
race_rules_release(void *rp)
{
	struct race_rules *r = rp;

	if (r->have_tree)
		ytree_free(&r->board_tree);
	r->have_tree = 0;
}

static const char *
race_end_source(const void *rp)
{
	const struct race_rules	*r = rp;

	return r->src_game_end;
}

const struct family race_family = {
	.name = "race",
	.schema = race_schema,
	.rules_size = sizeof(struct race_rules),
	.pos_size = sizeof(struct race_pos),
	.rules_compile = race_rules_compile,
	.rules_release = race_rules_release,
	.rules_derive = race_rules_derive,
	.setup = race_setup,
	.pos_parse = race_pos_parse,
	.pos_format = race_pos_format,
	.pos_format_next = race_pos_format_next,
	.pos_field_inert = race_pos_field_inert,
	.side_to_move = race_side_to_move,
	.side_name = race_side_name,
	.state = race_state,
	.result = race_result,
	.result_lead = race_result_lead,
	.end_source = race_end_source,
	.throw_parse = race_throw_parse,
	.throw_format = race_throw_format,
	.throw_random = race_throw_random,
	.throw_model = race_throw_model,
	.turn_read = race_turn_read,
	.turn_apply = race_turn_apply,
	.turn_read_cached = race_turn_read_cached,
	.turn_apply_cached = race_turn_apply_cached,
	.turn_step_cached = race_turn_step_cached,
	.turn_check_cached = race_turn_check_cached,
	.turns_legal = race_turns_legal,
	.turn_format = race_turn_format,
	.turn_format_cached = race_turn_format_cached,
	.event_format = race_event_format,
	.place_format = race_place_format,
	.pos_render = race_render,
	.plain_text = 1,
};
