/*
 * What a replay says of a game's Result tag (lib/session.h): the tag is
 * held to the result the turns reach, so that a record saying red won a
 * game blue won, or a game over marked unfinished, is not passed as it
 * is.  A warning, not an error: the turns are legal whatever the tag
 * says, and --strict makes it an error like any other warning.
 */
#include <string.h>

#include "session.h"

#define RESULT_MAX_WORDS	16

/* Splits s at blanks into at most max words; returns their count, or
 * max + 1 when there are more. */
static int
words(const char *s, const char **w, size_t *len, int max)
{
	int	n = 0;

	for (;;) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '\0')
			return n;
		if (n == max)
			return max + 1;
		w[n] = s;
		while (*s != '\0' && *s != ' ' && *s != '\t')
			s++;
		len[n] = (size_t)(s - w[n]);
		n++;
	}
}

/*
 * Whether a Result tag's value says what the engine's result res does.
 * The first lead words of res are one winner (a team: "green red"), in
 * any order, any of whom the tag may name alone ("red").  The tag may
 * stop short of the rest: "red" for the ranking "red blue green
 * yellow", "north" for "north 97-80"; what it gives past the winner is
 * res's words in res's order.
 */
static int
result_fits(const char *tag, const char *res, int lead)
{
	const char	*tw[RESULT_MAX_WORDS], *rw[RESULT_MAX_WORDS];
	size_t		 tl[RESULT_MAX_WORDS], rl[RESULT_MAX_WORDS];
	int		 nt, nr, i, j;
	unsigned	 used = 0;

	nt = words(tag, tw, tl, RESULT_MAX_WORDS);
	nr = words(res, rw, rl, RESULT_MAX_WORDS);
	if (nt == 0 || nt > RESULT_MAX_WORDS || nt > nr)
		return 0;
	if (lead > nr)
		lead = nr;
	for (i = 0; i < nt; i++) {
		if (i >= lead) {
			if (tl[i] != rl[i] || memcmp(tw[i], rw[i], tl[i]) != 0)
				return 0;
			continue;
		}
		for (j = 0; j < lead; j++)
			if (!(used & 1u << j) && tl[i] == rl[j] &&
			    memcmp(tw[i], rw[j], tl[i]) == 0)
				break;
		if (j == lead)
			return 0;
		used |= 1u << j;
	}
	return 1;
}

void
game_result_check(struct play *p, const struct rgame *g)
{
	const struct rtag	*t;
	const char		*res, *rule;
	struct buf		 b;

	if (p->v == NULL || p->played != g->nturns || g->errors != 0 ||
	    (t = rgame_find_tag(g, "Result")) == NULL)
		return;
	buf_init(&b);
	p->fam->result(p->v->rules, &p->pos, &b);
	res = buf_str(&b);
	rule = p->fam->end_source != NULL ?
	    p->fam->end_source(p->v->rules) : "";
	if (rule[0] == '\0')
		rule = NULL;
	if (result_fits(t->value, res, p->fam->result_lead != NULL ?
	    p->fam->result_lead(p->v->rules, &p->pos) : 1))
		;
	else if (strcmp(res, "*") == 0)
		diag_ctx_add(&p->ctx, DIAG_WARNING, t->line, t->value_col,
		    rule, "the Result tag says '%s', but the game is not over "
		    "after its last turn (an unfinished game's result is '*')",
		    t->value);
	else if (strcmp(t->value, "*") == 0)
		diag_ctx_add(&p->ctx, DIAG_WARNING, t->line, t->value_col,
		    rule, "the Result tag says '*' (unfinished), but the game "
		    "is over after its last turn: '%s'", res);
	else
		diag_ctx_add(&p->ctx, DIAG_WARNING, t->line, t->value_col,
		    rule, "the Result tag says '%s', but the turns end the "
		    "game as '%s'", t->value, res);
	buf_free(&b);
}
