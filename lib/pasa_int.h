/*
 * What the two halves of the public API (pasa.c, pasa_game.c) share: the
 * handles' insides and the small helpers that turn internal values into
 * public ones.  Not installed.
 */
#ifndef PASA_INT_H
#define PASA_INT_H

#include "pasa.h"
#include "session.h"

struct pasa_diags {
	struct diags	 d;
};

/* A store loaded once, and a view over it that is reset before each call
 * so that a variant that failed is reported to every caller who asks. */
struct pasa_ctx {
	struct vcache	 store;
	struct vcache	 view;
};

struct pasa_position {
	const struct variant	*v;
	struct position		 pos;
};

/* A caller's pasa_diags, or a scratch list when it gave none. */
struct pasa_dsink {
	struct diags	*d;
	struct diags	 scratch;
};
struct diags	*pasa_sink(struct pasa_dsink *, pasa_diags *);
void		 pasa_sink_end(struct pasa_dsink *);
/* PASA_EINVAL, with a usage diagnostic naming the function. */
int		 pasa_bad_arg(struct diags *, const char *fn, const char *what);
/* s (len bytes) into buf as snprintf would; its length or PASA_EINVAL. */
int		 pasa_out(const char *s, size_t len, char *buf, size_t size);
void		 pasa_event_out(const struct variant *, struct pasa_event *,
		    const struct event *);

#define PASA_VARIANT_IN(pv)	((const struct variant *)(const void *)(pv))
#define PASA_VARIANT_OUT(v)	((const pasa_variant *)(const void *)(v))

#endif
