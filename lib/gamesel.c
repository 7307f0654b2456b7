/* Game selection: the options, the filter they build, what is said. */
#include <stdio.h>
#include <string.h>

#include "convert.h"
#include "filter.h"
#include "gamesel.h"

void
gamesel_init(struct gamesel *s)
{
	s->filter = NULL;
	s->jobs = jobs_default();
	s->said[0] = '\0';
}

int
gamesel_report(const struct gamesel *s, size_t read, size_t kept,
    const char *verb, const struct cli *io)
{
	if (kept >= read && read > 0)
		return 0;
	if (read == 0)
		cli_warnx(io, "no game in the input");
	else if (s->said[0] != '\0')
		cli_warnx(io, "%zu of %zu game%s %s (%s)", kept, read,
		    read == 1 ? "" : "s", verb, s->said);
	else
		cli_warnx(io, "%zu of %zu game%s %s", kept, read,
		    read == 1 ? "" : "s", verb);
	return 1;
}

void
gamesel_free(struct gamesel *s)
{
	filter_free(s->filter);
	s->filter = NULL;
}

int
gamesel_option(struct gamesel *s, int ch, const struct optparse *op)
{
	const struct cli	*io = op->io;
	const char		*arg = op->arg;
	struct diags		 d;
	int			 rc = 1;

	diags_init(&d);
	if (s->filter == NULL && ch >= OPT_WHERE && ch <= OPT_INVALID_ONLY)
		s->filter = filter_new();
	if (ch >= OPT_WHERE && ch <= OPT_INVALID_ONLY) {
		/* Said back when games are left out: "(--length 3)". */
		size_t len = strlen(s->said);

		snprintf(s->said + len, sizeof s->said - len, "%s--%s%s%s",
		    len ? ", " : "", ch == OPT_WHERE ? "where" :
		    ch == OPT_LENGTH ? "length" : ch == OPT_VALID_ONLY ?
		    "valid-only" : "invalid-only", arg != NULL ? " " : "",
		    arg != NULL ? arg : "");
	}
	switch (ch) {
	case OPT_WHERE:
		if (filter_where(s->filter, arg, &d) != 0)
			rc = -1;
		break;
	case OPT_LENGTH:
		if (filter_ply(s->filter, arg, &d) != 0)
			rc = -1;
		break;
	case OPT_VALID_ONLY:
	case OPT_INVALID_ONLY:
		/* Both together select nothing: a mistake, not a run. */
		if (filter_wants_validity(s->filter) &&
		    !filter_valid(s->filter, ch == OPT_VALID_ONLY)) {
			cli_warnx(io, "--valid-only and --invalid-only together "
			    "select no game");
			rc = -1;
			break;
		}
		filter_validity(s->filter, ch == OPT_VALID_ONLY ?
		    FILTER_VALID : FILTER_INVALID);
		break;
	case OPT_JOBS:
		s->jobs = (int)op->num;	/* the parser checked the range */
		break;
	default:
		rc = 0;
		break;
	}
	if (d.n > 0) {
		/* Whole-run problems: "pasa: ..." with no position. */
		cli_warnx(io, "%s", d.v[0].msg);
	}
	diags_free(&d);
	return rc;
}

void
gamesel_shift(struct diags *d, size_t from, const char *file,
    unsigned base_line)
{
	size_t	i;

	if (base_line == 0)
		return;
	for (i = from; i < d->n; i++)
		if (d->v[i].line > 0 && d->v[i].file != NULL &&
		    strcmp(d->v[i].file, file) == 0)
			d->v[i].line += base_line;
}
