/* The table of engine families: a new family is one line here. */
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "pasang.h"
#include "race.h"

const struct family *const families[] = {
	&race_family,
	&pasang_family,
	NULL,
};

const struct family *
family_find(const char *name)
{
	int	i;

	for (i = 0; families[i] != NULL; i++)
		if (strcmp(families[i]->name, name) == 0)
			return families[i];
	return NULL;
}

void
turnlist_init(struct turnlist *l)
{
	l->v = NULL;
	l->n = l->cap = 0;
}

void
turnlist_free(struct turnlist *l)
{
	free(l->v);
	turnlist_init(l);
}

void
turnlist_clear(struct turnlist *l)
{
	l->n = 0;
}

struct turn *
turnlist_push(struct turnlist *l)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 64;
		l->v = xreallocarray(l->v, l->cap, sizeof *l->v);
	}
	return &l->v[l->n++];
}

const char *
game_opts_tag(const struct game_opts *o, const char *name, unsigned *line,
    unsigned *col)
{
	int	i;

	for (i = 0; o != NULL && i < o->ntags; i++)
		if (strcmp(o->tags_name[i], name) == 0) {
			if (line != NULL)
				*line = o->tags_line[i];
			if (col != NULL)
				*col = o->tags_col[i];
			return o->tags_value[i];
		}
	return NULL;
}
