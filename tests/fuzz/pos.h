/*
 * A family's position parser on arbitrary text, then the engine on every
 * position it accepts: the parser is the gate, so whatever it lets
 * through must be safe to format, ask for legal turns and play on.  An
 * accepted position must format to text that parses back to itself.
 */
#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "fuzz.h"

static struct vpath	 vp;
static struct variant	*var;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	var = fuzz_variant(&vp, FUZZ_POS_VARIANT);
	return 0;
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	const struct family	*fam = var->family;
	struct position		 pos, again;
	struct diags		 d;
	struct diag_ctx		 ctx = { NULL, "fuzz", FUZZ_POS_VARIANT, 0 };
	struct buf		 b, b2, tb;
	struct turnlist		 l;
	struct throw		 th;
	struct events		 ev;
	struct rng		 rng;
	size_t			 i;
	int			 k;

	diags_init(&d);
	ctx.diags = &d;
	memset(&pos, 0, sizeof pos);
	if (fam->pos_parse(var->rules, &pos, (const char *)data, size,
	    &ctx) != 0) {
		fuzz_format_diags(&d);
		diags_free(&d);
		return 0;
	}
	buf_init(&b);
	buf_init(&b2);
	buf_init(&tb);
	fam->pos_format(var->rules, &pos, &b);
	memset(&again, 0, sizeof again);
	if (fam->pos_parse(var->rules, &again, b.s, b.len, &ctx) != 0) {
		fprintf(stderr, "fuzz: formatted position does not parse: "
		    "'%s'\n", buf_str(&b));
		__builtin_trap();
	}
	fam->pos_format(var->rules, &again, &b2);
	if (strcmp(buf_str(&b), buf_str(&b2)) != 0) {
		fprintf(stderr, "fuzz: position does not round-trip:\n"
		    "'%s'\n'%s'\n", buf_str(&b), buf_str(&b2));
		__builtin_trap();
	}
	(void)fam->side_to_move(var->rules, &pos);
	buf_clear(&b2);
	fam->result(var->rules, &pos, &b2);

	/* A few turns from the position, throws drawn from the input. */
	rng_seed(&rng, size);
	turnlist_init(&l);
	for (k = 0; fam->turns_legal != NULL && k < 8 &&
	    fam->state(var->rules, &pos) == GAME_ON; k++) {
		fam->throw_random(var->rules, &pos, &rng, &th);
		turnlist_clear(&l);
		if (fam->turns_legal(var->rules, &pos, &th, &l) != 0 ||
		    l.n == 0)
			break;
		for (i = 0; i < l.n; i++) {
			buf_clear(&tb);
			fam->turn_format(var->rules, &pos, &l.v[i], &tb);
		}
		ev.n = 0;
		fam->turn_apply(var->rules, &pos, &l.v[rng_below(&rng,
		    (uint32_t)l.n)], &ev);
		for (i = 0; fam->event_format != NULL &&
		    i < (size_t)ev.n; i++) {
			buf_clear(&tb);
			fam->event_format(var->rules, &ev.v[i], &tb);
		}
		buf_clear(&b2);
		fam->pos_format(var->rules, &pos, &b2);
	}
	turnlist_free(&l);
	buf_free(&b);
	buf_free(&b2);
	buf_free(&tb);
	fuzz_format_diags(&d);
	diags_free(&d);
	return 0;
}
