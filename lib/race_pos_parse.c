/*
 * Race positions read from the one-line notation lib/race_pos.c
 * describes and writes.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "race.h"
#include "variant.h"

static const char *const extra_names[] = {
	"-", "double", "throw", "capture", "penalty", NULL
};

struct pp {
	const struct race_rules	*r;
	struct race_pos		*p;
	const char		*s;
	struct diag_ctx		*dc;
};

static int
perr(struct pp *c, const char *at, const char *fmt, const char *tok,
    size_t len)
{
	diag_ctx_add(c->dc, DIAG_ERROR, 0, (unsigned)(at - c->s) + 1, NULL,
	    fmt, (int)len, tok);
	return -1;
}

static long
num(const char *s, size_t len)
{
	long	 v = 0;
	size_t	 i;

	if (len == 0 || len > 6)
		return -1;
	for (i = 0; i < len; i++) {
		if (!isdigit((unsigned char)s[i]))
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	return v;
}

/* A square of a side's route as progress; -2 when it is none. */
int
race_parse_square(const struct race_rules *r, int bs, const char *s,
    size_t len)
{
	long	 v;

	if (len == 4 && memcmp(s, "base", 4) == 0)
		return -1;
	if (len == 4 && memcmp(s, "home", 4) == 0)
		return race_final(r, bs);
	if (len >= 2 && s[0] == 'h') {
		v = num(s + 1, len - 1);
		if (v < 1 || v > r->board.hlen)
			return -2;
		return r->board.olen + r->board.turn_dist[bs] + (int)v;
	}
	if (len >= 2 && s[0] == 'o') {
		v = num(s + 1, len - 1);
		if (v < 1 || v > r->board.olen)
			return -2;
		return (int)v - 1;
	}
	v = num(s, len);
	if (v < 1 || v > r->board.loop)
		return -2;
	v = race_loop_prog(r, bs, (int)v);
	return v < 0 ? -2 : (int)v;
}

static int
side_list(struct pp *c, const char *s, size_t len, uint8_t *flag,
    uint8_t *order)
{
	size_t	 i = 0, j;
	int	 pl, k = 0;

	if (len == 1 && s[0] == '-')
		return 0;
	while (i < len) {
		for (j = i; j < len && s[j] != ','; j++)
			;
		pl = race_player_of(c->r, c->p, s + i, j - i);
		if (pl < 0 || flag[pl])
			return perr(c, s + i, "unknown or repeated side '%.*s'",
			    s + i, j - i);
		flag[pl] = order ? (uint8_t)++k : 1;
		if (order)
			order[pl] = flag[pl];
		i = j + 1;
	}
	return 0;
}

static int
side_pieces(struct pp *c, const char *s, size_t len)
{
	const struct race_rules	*r = c->r;
	struct race_pos		*p = c->p;
	const char		*colon = memchr(s, ':', len);
	size_t			 i, j, e;
	int			 vs, pl, k = 0, bs, prog;

	vs = variant_side(r->v, s, (size_t)(colon - s));
	if (vs < 0)
		return perr(c, s, "unknown side '%.*s'", s,
		    (size_t)(colon - s));
	for (pl = 0; pl < p->nplayers; pl++)
		if (p->side[pl] == vs)
			return perr(c, s, "side '%.*s' is listed twice", s,
			    (size_t)(colon - s));
	if (p->nplayers == RACE_MAX_PLAYERS)
		return perr(c, s, "too many sides at '%.*s'", s, len);
	pl = p->nplayers++;
	p->side[pl] = (int8_t)vs;
	bs = r->side_board[vs];
	i = (size_t)(colon - s) + 1;
	while (i < len) {
		for (j = i; j < len && s[j] != ','; j++)
			;
		for (e = i; e < j && s[e] != '+' && s[e] != '~' &&
		    s[e] != '^' && s[e] != '!'; e++)
			;
		if (k == r->pieces)
			return perr(c, s + i, "too many pieces at '%.*s'",
			    s + i, j - i);
		prog = race_parse_square(r, bs, s + i, e - i);
		if (prog == -2)
			return perr(c, s + i, "no square '%.*s' on this side's "
			    "route", s + i, e - i);
		p->prog[pl][k] = (int8_t)prog;
		if (e < j && s[e] == '+' && prog == r->board.olen &&
		    race_circuit(r, bs) > 0) {
			/* The start square, come round: about to turn. */
			p->prog[pl][k] = (int8_t)race_circuit(r, bs);
			e++;
		} else if (e < j && s[e] == '+') {
			if (!r->round_again || prog < r->board.olen ||
			    prog > r->board.olen + r->board.turn_dist[bs])
				return perr(c, s + e, "'+' marks a piece going "
				    "round a second time (round_again) or one "
				    "come round to a start square that is also "
				    "its turn square: '%.*s'", s + i, j - i);
			p->lap[pl] |= (uint8_t)(1u << k);
			e++;
		}
		if (e < j && s[e] == '~') {
			size_t f;
			long a;

			for (f = e + 1; f < j && s[f] != '^' && s[f] != '!';
			    f++)
				;
			a = num(s + e + 1, f - e - 1);
			if (a < 1 || a > 255)
				return perr(c, s + e, "bad block age '%.*s'",
				    s + e, f - e);
			p->age[pl][k] = (uint8_t)a;
			e = f;
		}
		if (e < j && s[e] == '^') {
			if (r->full_start != FS_LAST)
				return perr(c, s + e, "this variant keeps no "
				    "order of arrival ('^', full_start.capture "
				    "is none): '%.*s'", s + i, j - i);
			p->late[pl] |= (uint8_t)(1u << k);
			e++;
		}
		if (e < j && s[e] == '!' && e + 1 == j)
			p->last[pl] = (int8_t)k;
		else if (e < j)
			return perr(c, s + e, "unexpected '%.*s'", s + e,
			    j - e);
		k++;
		i = j + 1;
	}
	if (k != r->pieces)
		return perr(c, s, "side '%.*s' needs one square per piece",
		    s, (size_t)(colon - s));
	return 0;
}

/*
 * Whether '^' on piece k of pl is right: the order of arrival is kept on
 * its square (race_late_kept()) and no other piece there has '^'.
 */
static int
late_ok(const struct race_rules *r, const struct race_pos *p, int pl, int k)
{
	int	 sq, o, i;

	if (p->prog[pl][k] < 0)
		return 0;
	sq = race_sq(r, race_bside(r, p, pl), p->prog[pl][k]);
	if (!race_late_kept(r, p, sq))
		return 0;
	for (o = 0; o < p->nplayers; o++)
		for (i = 0; i < r->pieces; i++)
			if ((o != pl || i != k) && (p->late[o] & (1u << i)) &&
			    p->prog[o][i] >= 0 && race_sq(r, race_bside(r, p,
			    o), p->prog[o][i]) == sq)
				return 0;
	return 1;
}

/* R12's square_limit: no square holds more pieces than it allows. */
static int
square_over(struct pp *c)
{
	const struct race_rules	*r = c->r;
	const struct race_pos	*p = c->p;
	struct race_occ		 o;
	struct buf		 b;
	int			 pl, k, bs, n;

	race_occ_build(r, p, &o);
	for (pl = 0; pl < p->nplayers; pl++) {
		bs = race_bside(r, p, pl);
		for (k = 0; k < r->pieces; k++) {
			if (p->prog[pl][k] < 0)
				continue;
			n = race_occ_total(race_occ_cell(&o,
			    race_sq(r, bs, p->prog[pl][k])));
			if (n <= r->square_max)
				continue;
			buf_init(&b);
			race_square_text(r, bs, p->prog[pl][k], &b);
			diag_ctx_add(c->dc, DIAG_ERROR, 0, 1,
			    r->src_square_limit[0] != '\0' ?
			    r->src_square_limit : NULL, "square '%s' holds %d "
			    "pieces: no more than %d may share a square", b.s, n,
			    r->square_max);
			buf_free(&b);
			return -1;
		}
	}
	return 0;
}

int
race_pos_parse(const void *rp, struct position *pos, const char *s,
    size_t len, struct diag_ctx *dc)
{
	const struct race_rules	*r = rp;
	struct race_pos		*p = (struct race_pos *)(void *)pos;
	struct pp		 c = { r, p, s, dc };
	size_t			 i = 0, j, eq;
	int			 pl, k, to = -1, fin;
	uint8_t			 order[RACE_MAX_PLAYERS] = { 0 };
	uint8_t			 fset[RACE_MAX_PLAYERS] = { 0 };
	long			 v;

	memset(pos, 0, sizeof *pos);
	race_pos_init(r, p);
	while (i < len) {
		while (i < len && isspace((unsigned char)s[i]))
			i++;
		if (i == len)
			break;
		for (j = i; j < len && !isspace((unsigned char)s[j]); j++)
			;
		for (eq = i; eq < j && s[eq] != '=' && s[eq] != ':'; eq++)
			;
		if (eq < j && s[eq] == ':') {
			if (side_pieces(&c, s + i, j - i) != 0)
				return -1;
		} else if (eq == j) {
			return perr(&c, s + i, "unexpected '%.*s'", s + i,
			    j - i);
		} else if (eq - i == 2 && memcmp(s + i, "to", 2) == 0) {
			to = race_player_of(r, p, s + eq + 1, j - eq - 1);
			if (to < 0)
				return perr(&c, s + i, "unknown side in '%.*s'",
				    s + i, j - i);
		} else if (eq - i == 5 && memcmp(s + i, "extra", 5) == 0) {
			for (k = 0; extra_names[k] != NULL; k++)
				if (strlen(extra_names[k]) == j - eq - 1 &&
				    memcmp(extra_names[k], s + eq + 1,
				    j - eq - 1) == 0)
					break;
			if (extra_names[k] == NULL)
				return perr(&c, s + i, "bad 'extra' in '%.*s' "
				    "(-, double, throw, capture, penalty)", s + i,
				    j - i);
			p->extra = (uint8_t)k;
		} else if ((eq - i == 3 && memcmp(s + i, "ply", 3) == 0) ||
		    (eq - i == 3 && memcmp(s + i, "run", 3) == 0)) {
			v = num(s + eq + 1, j - eq - 1);
			if (v < 0 || (s[i] == 'r' && v > 255))
				return perr(&c, s + i, "bad number in '%.*s'",
				    s + i, j - i);
			if (s[i] == 'p')
				p->ply = (uint32_t)v;
			else
				p->run = (uint8_t)v;
		} else if (eq - i == 6 && memcmp(s + i, "played", 6) == 0) {
			if (side_list(&c, s + eq + 1, j - eq - 1, p->played,
			    NULL) != 0)
				return -1;
		} else if (eq - i == 7 && memcmp(s + i, "entered", 7) == 0) {
			if (side_list(&c, s + eq + 1, j - eq - 1, p->entered,
			    NULL) != 0)
				return -1;
		} else if (eq - i == 8 && memcmp(s + i, "finished", 8) == 0) {
			if (side_list(&c, s + eq + 1, j - eq - 1, fset,
			    order) != 0)
				return -1;
		} else
			return perr(&c, s + i, "unknown field '%.*s'", s + i,
			    eq - i);
		i = j;
	}
	if (p->nplayers < 1)
		return perr(&c, s, "no side in position '%.*s'", s, len);
	if (to < 0)
		return perr(&c, s, "the position needs 'to=SIDE'%.*s", "", 0);
	p->to_move = (uint8_t)to;
	for (pl = 0; pl < p->nplayers; pl++) {
		fin = race_side_done(r, p, pl);
		if (fin != (order[pl] != 0))
			return perr(&c, s, "the finished list must name exactly "
			    "the sides with every piece home%.*s", "", 0);
		p->rank[pl] = order[pl];
		if (order[pl])
			p->nfinished++;
		for (k = 0; k < r->pieces; k++) {
			if (p->age[pl][k] && !race_in_block(r, p, pl, k))
				return perr(&c, s, "a block age is given for a "
				    "piece that is in no block%.*s", "", 0);
			if ((p->late[pl] & (1u << k)) && !late_ok(r, p, pl, k))
				return perr(&c, s, "'^' marks one of two other "
				    "sides' pieces on a side's start square%.*s",
				    "", 0);
		}
	}
	if (r->square_max > 0 && square_over(&c) != 0)
		return -1;
	/* Finished sides are skipped (R20): one cannot be to move. */
	if (p->rank[p->to_move] && race_mover(r, p, p->to_move) ==
	    p->to_move && !race_game_over(r, p))
		return perr(&c, s, "the side to move has finished: 'to=' must "
		    "name a side still playing%.*s", "", 0);
	return 0;
}
