/*
 * The variant loader: every bundled variant loads, and its resolved form
 * loads back to the same settings (issue 2, the round trip).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "variant.h"

static void
round_trip(const struct vpath *p, const char *name)
{
	struct variant	*v, *w;
	struct diags	 d;
	struct buf	 b;

	diags_init(&d);
	buf_init(&b);
	CHECK(variant_load(&v, name, p, &d) == 0, "variant %s loads", name);
	if (v == NULL) {
		diags_free(&d);
		return;
	}
	variant_emit(v, &b);
	CHECK(variant_load_string(&w, "resolved", b.s, b.len, p, &d) == 0,
	    "resolved %s loads back", name);
	if (w != NULL) {
		CHECK(variant_equal(v, w), "resolved %s has the same settings",
		    name);
		variant_free(w);
	}
	variant_free(v);
	buf_free(&b);
	diags_free(&d);
}

static void
changed_setting_differs(const struct vpath *p)
{
	static const char text[] = "name: t\nextends: pasang-emas\n"
	    "ka:\n  method: jumping\n";
	struct variant	*a = NULL, *b = NULL;
	struct diags	 d;

	diags_init(&d);
	variant_load(&a, "pasang-emas", p, &d);
	variant_load_string(&b, "t", text, sizeof text - 1, p, &d);
	CHECK(a != NULL && b != NULL && !variant_equal(a, b),
	    "a changed setting makes variants differ");
	variant_free(a);
	variant_free(b);
	diags_free(&d);
}

int
main(void)
{
	struct vpath	 p;
	struct dirent	*de;
	DIR		*dir;
	int		 n = 0;

	vpath_init(&p);
	vpath_add(&p, "variants");
	if ((dir = opendir("variants")) != NULL) {
		while ((de = readdir(dir)) != NULL) {
			size_t len = strlen(de->d_name);
			char *name;

			if (len <= 5 || strcmp(de->d_name + len - 5, ".yaml"))
				continue;
			name = xstrndup(de->d_name, len - 5);
			round_trip(&p, name);
			free(name);
			n++;
		}
		closedir(dir);
	}
	CHECK(n > 0, "found bundled variants (%d)", n);
	changed_setting_differs(&p);
	vpath_free(&p);
	return CHECK_DONE();
}
