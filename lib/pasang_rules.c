/*
 * Pasang Emas: the settings table, the two traditional patterns and the
 * checks that need more than one setting at a time.
 */
#include <ctype.h>
#include <stddef.h>
#include <string.h>

#include "pasang.h"
#include "variant.h"

#define R(field)	offsetof(struct pasang_rules, field)

static const char *const pattern_names[] = { "1", "2", "custom", NULL };
static const char *const method_names[] = { "sliding", "jumping", "either",
    NULL };
static const char *const second_names[] = { "quadrant", "not-mirror", "any",
    NULL };
static const char *const axes_names[] = { "either", "row", NULL };
static const char *const arms_names[] = { "summed", "separate", NULL };
static const char *const omit_names[] = { "single", "never", NULL };
static const char *const suntuk_names[] = { "fixed", "kept", NULL };

/* Groups that only cite the rule they enforce carry no field of their own. */
static const struct sfield no_fields[] = {
	{ .key = NULL },
};

static const struct sfield pattern_fields[] = {
	{ .key = "initial", .type = SF_ENUM, .off = R(pattern),
	  .names = pattern_names, .def = PP_1,
	  .doc = "the start pattern: 1 or 2 of D15, or the custom rows" },
	{ .key = "custom", .type = SF_STRS, .off = R(custom),
	  .off_n = R(ncustom), .maxn = PASANG_SIZE,
	  .doc = "11 rows of w, b and _ (the hole), top row first" },
	{ .key = NULL },
};

static const struct sfield reply_fields[] = {
	{ .key = "second_file", .type = SF_ENUM, .off = R(second_file),
	  .names = second_names, .def = PS_QUADRANT,
	  .doc = "the phase-1 files open to the side moving second" },
	{ .key = NULL },
};

static const struct sfield ka_fields[] = {
	{ .key = "method", .type = SF_ENUM, .off = R(ka_method),
	  .names = method_names, .def = PK_SLIDING,
	  .doc = "how the Ka enters the passage in phase 2" },
	{ .key = NULL },
};

static const struct sfield moving_fields[] = {
	{ .key = "phase2_axes", .type = SF_ENUM, .off = R(phase2_axes),
	  .names = axes_names, .def = PA_EITHER,
	  .doc = "the axes a phase-2 Ka may capture along" },
	{ .key = NULL },
};

static const struct sfield capture_fields[] = {
	{ .key = "arms", .type = SF_ENUM, .off = R(arms),
	  .names = arms_names, .def = PR_SUMMED,
	  .doc = "whether both arms of one colour make one line" },
	{ .key = NULL },
};

static const struct sfield hole_fields[] = {
	{ .key = "cuts_lines", .type = SF_BOOL, .off = R(hole_cuts), .def = 1,
	  .doc = "whether the hole at f6 ends a capture line" },
	{ .key = NULL },
};

static const struct sfield notation_fields[] = {
	{ .key = "omit_x", .type = SF_ENUM, .off = R(omit_x),
	  .names = omit_names, .def = PX_SINGLE,
	  .doc = "when the captured point may be left out" },
	{ .key = NULL },
};

static const struct sfield scoring_fields[] = {
	{ .key = "black", .type = SF_INT, .off = R(black_points), .min = 0,
	  .max = 1000, .def = 1, .doc = "points for a black stone" },
	{ .key = "white", .type = SF_INT, .off = R(white_points), .min = 0,
	  .max = 1000, .def = 2, .doc = "points for a white stone" },
	{ .key = "kas", .type = SF_BOOL, .off = R(kas_score), .def = 0,
	  .doc = "whether each Ka scores for its owner at the end" },
	{ .key = NULL },
};

static const struct sfield suntuk_fields[] = {
	{ .key = "scores", .type = SF_ENUM, .off = R(suntuk_scores),
	  .names = suntuk_names, .def = PU_FIXED,
	  .doc = "the score of a game lost by suntuk" },
	{ .key = "winner_points", .type = SF_INT, .off = R(suntuk_points),
	  .min = 0, .max = 100000, .def = 120,
	  .doc = "the winner's points when the scores are fixed" },
	{ .key = NULL },
};

static const struct sfield pasang_schema[] = {
	{ .key = "pattern", .type = SF_GROUP, .off = R(src_pattern),
	  .sub = pattern_fields, .doc = "the start position" },
	{ .key = "turns", .type = SF_GROUP, .off = R(src_turns),
	  .sub = no_fields,
	  .doc = "sides alternate, one capture a turn, no throw" },
	{ .key = "opening", .type = SF_GROUP, .off = R(src_opening),
	  .sub = no_fields,
	  .doc = "phase 1: the stones of one file of the mover's half" },
	{ .key = "reply", .type = SF_GROUP, .off = R(src_reply),
	  .sub = reply_fields, .doc = "the second side's phase-1 file" },
	{ .key = "choice", .type = SF_GROUP, .off = R(src_choice),
	  .sub = no_fields, .doc = "phase 2: the Ka is one stone of either "
	  "colour" },
	{ .key = "ka", .type = SF_GROUP, .off = R(src_ka), .sub = ka_fields,
	  .doc = "phase 2: choosing the Ka" },
	{ .key = "moving", .type = SF_GROUP, .off = R(src_moving),
	  .sub = moving_fields, .doc = "how the Ka moves and which axis "
	  "it captures along" },
	{ .key = "capture", .type = SF_GROUP, .off = R(src_capture),
	  .sub = capture_fields, .doc = "what a capture line is" },
	{ .key = "hole", .type = SF_GROUP, .off = R(src_hole),
	  .sub = hole_fields, .doc = "the empty centre" },
	{ .key = "notation", .type = SF_GROUP, .off = R(src_notation),
	  .sub = notation_fields, .doc = "how a capture is written" },
	{ .key = "scoring", .type = SF_GROUP, .off = R(src_scoring),
	  .sub = scoring_fields, .doc = "points for the stones taken" },
	{ .key = "suntuk", .type = SF_GROUP, .off = R(src_suntuk),
	  .sub = suntuk_fields, .doc = "a side that cannot capture loses" },
	{ .key = "end", .type = SF_GROUP, .off = R(src_end),
	  .sub = no_fields, .doc = "the game ends at once; no line follows" },
	{ .key = NULL },
};

/* pasa-rules(7) D15, with the three garbled rows corrected. */
static const char *const pattern_rows[2][PASANG_SIZE] = {
	{ "wwwwwbbbbbw", "bwwwwbbbbww", "bbwwwbbbwww", "bbbwwbbwwww",
	  "bbbbwbwwwww", "bbbbb_bbbbb", "wwwwwbwbbbb", "wwwwbbwwbbb",
	  "wwwbbbwwwbb", "wwbbbbwwwwb", "wbbbbbwwwww" },
	{ "bwwbbwwbwbb", "bbwwbbwwbbw", "wbbwwbbwbww", "bwwbwwbbwwb",
	  "wwbbbwbwwbb", "wbbww_wwbbw", "bbwwbwbbbww", "bwwbbwwbwwb",
	  "wwbwbbwwbbw", "wbbwwbbwwbb", "bbwbwwbbwwb" },
};

/* Row i of a pattern is rank 11 - i. */
static void
grid_from_rows(uint8_t *grid, const char *const *rows)
{
	int	i, j;

	for (i = 0; i < PASANG_SIZE; i++)
		for (j = 0; j < PASANG_SIZE; j++) {
			int	pt = PASANG_PT(j, PASANG_SIZE - 1 - i);
			char	c = rows[i][j];

			grid[pt] = c == 'w' ? PC_WHITE : c == 'b' ? PC_BLACK :
			    PC_HOLE;
		}
}

/* A start's pasang_pos.occ, copied into each game's position. */
static void
occ_from_grid(uint16_t occ[2][PO_KINDS][PASANG_SIZE], const uint8_t *grid)
{
	struct pasang_pos	p;
	int			pt;

	memset(&p, 0, sizeof p);
	for (pt = 0; pt < PASANG_POINTS; pt++)
		pasang_put(&p, pt, grid[pt]);
	memcpy(occ, p.occ, sizeof p.occ);
}

static const struct ynode *
custom_node(const struct variant *v)
{
	return ynode_get(ynode_get(v->tree.root, "pattern"), "custom");
}

/* A bad row is reported at its own YAML position. */
static int
check_custom(struct pasang_rules *r, const struct variant *v,
    struct diags *d)
{
	const struct ynode	*n = custom_node(v);
	const char		*rule = pasang_src(r->src_pattern, "D15");
	int			 i, j, rc = 0;

	if (r->ncustom != PASANG_SIZE) {
		diags_add(d, DIAG_ERROR, DK_VARIANT, n->file, n->line, n->col,
		    rule, "custom pattern has %d rows, not 11", r->ncustom);
		return -1;
	}
	for (i = 0; i < PASANG_SIZE; i++) {
		const struct ynode	*row = n->items[i];
		const char		*s = r->custom[i];
		const char		*why = NULL;

		if (strlen(s) != PASANG_SIZE)
			why = "does not hold 11 points";
		for (j = 0; why == NULL && j < PASANG_SIZE; j++) {
			int hole = i == 5 && j == 5;

			if (hole && s[j] != '_')
				why = "must have the hole '_' at f6";
			else if (!hole && s[j] != 'w' && s[j] != 'b')
				why = "may hold only 'w' and 'b' (and '_' at "
				    "f6)";
		}
		if (why != NULL) {
			diags_add(d, DIAG_ERROR, DK_VARIANT, row->file,
			    row->line, row->col, rule, "custom pattern row %d "
			    "'%s' %s", i + 1, s, why);
			rc = -1;
		}
	}
	if (rc == 0) {
		grid_from_rows(r->grid[PP_CUSTOM], r->custom);
		occ_from_grid(r->grid_occ[PP_CUSTOM], r->grid[PP_CUSTOM]);
		r->have_custom = 1;
	}
	return rc;
}

static int
pasang_rules_compile(void *rules, struct variant *v, struct diags *d)
{
	struct pasang_rules	*r = rules;
	const struct ynode	*n;
	int			 i;

	r->variant = v;
	if (v->nplayers != 2) {
		n = ynode_get(v->tree.root, "players");
		diags_add(d, DIAG_ERROR, DK_VARIANT, n != NULL ? n->file : NULL,
		    n != NULL ? n->line : 0, n != NULL ? n->col : 0, "D1",
		    "pasang needs exactly two sides, not %d", v->nplayers);
		return -1;
	}
	for (i = 0; i < 2; i++) {
		r->side[i] = v->players[i];
		r->side_len[i] = strlen(v->players[i]);
		r->initial[i] = (char)toupper((unsigned char)v->players[i][0]);
	}
	for (i = 0; i < 2; i++) {
		grid_from_rows(r->grid[i], pattern_rows[i]);
		occ_from_grid(r->grid_occ[i], r->grid[i]);
	}
	if (r->ncustom > 0 && check_custom(r, v, d) != 0)
		return -1;
	if (r->pattern == PP_CUSTOM && !r->have_custom) {
		n = ynode_get(ynode_get(v->tree.root, "pattern"), "initial");
		diags_add(d, DIAG_ERROR, DK_VARIANT, n != NULL ? n->file : NULL,
		    n != NULL ? n->line : 0, n != NULL ? n->col : 0,
		    pasang_src(r->src_pattern, "D15"), "pattern 'custom' "
		    "needs the rows in 'pattern: custom:'");
		return -1;
	}
	return 0;
}

static void
pasang_rules_release(void *rules)
{
	(void)rules;
}

static const char *
pasang_end_source(const void *rp)
{
	const struct pasang_rules	*r = rp;

	return pasang_src(r->src_end, "R24");
}

const struct family pasang_family = {
	.name = "pasang",
	.schema = pasang_schema,
	.rules_size = sizeof(struct pasang_rules),
	.pos_size = sizeof(struct pasang_pos),
	.rules_compile = pasang_rules_compile,
	.rules_release = pasang_rules_release,
	.setup = pasang_setup,
	.pos_parse = pasang_pos_parse,
	.pos_format = pasang_pos_format,
	.pos_format_next = pasang_pos_format_next,
	.side_to_move = pasang_side_to_move,
	.side_name = pasang_side_name,
	.state = pasang_state,
	.result = pasang_result,
	.end_source = pasang_end_source,
	.throw_parse = pasang_throw_parse,
	.throw_format = pasang_throw_format,
	.throw_random = pasang_throw_random,
	.turn_read = pasang_turn_read,
	.turn_apply = pasang_turn_apply,
	.turn_check_cached = pasang_turn_check,
	.pos_settle = pasang_pos_settle,
	.turns_legal = pasang_turns_legal,
	.turn_format = pasang_turn_format,
	.event_format = pasang_event_format,
	.place_format = pasang_place_format,
	.pos_render = pasang_render,
	/* Board letters, side names and their initials, point names. */
	.plain_text = 1,
};
