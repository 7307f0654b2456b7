/*
 * `pasa compare VARIANT VARIANT`: the settings two variants differ in, as
 * a table or JSON, with a witness record for each when asked.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "compare.h"
#include "json.h"
#include "session.h"

/* Engine text may quote input: escaped as every diagnostic is (C0, DEL,
 * C1 and invalid UTF-8), so no control reaches a terminal. */
static void
add_clean(struct buf *b, const char *s)
{
	buf_add_clean(b, s, strlen(s));
}

static void
cell(struct buf *b, const char *value, const char *src)
{
	buf_adds(b, value);
	buf_printf(b, " (%s)", src[0] != '\0' ? src : "-");
}

static void
settings_text(const struct cli *io, struct variant *const *v,
    const struct cmp_setting *s, size_t n, const struct cmp_witness *w)
{
	struct buf	 b;
	size_t		 i, wk = 7, wa, wb;
	FILE		*tf;

	/* With witnesses, stdout holds only records, so that it can be
	 * checked again with -v A -v B: the table goes to stderr. */
	tf = w != NULL ? io->err : io->out;
	buf_init(&b);
	if (n == 0) {
		fprintf(tf, "%s and %s have the same settings\n", v[0]->name,
		    v[1]->name);
		buf_free(&b);
		return;
	}
	fprintf(tf, "%s and %s differ in %zu setting%s:\n\n", v[0]->name,
	    v[1]->name, n, n == 1 ? "" : "s");
	wa = strlen(v[0]->name);
	wb = strlen(v[1]->name);
	for (i = 0; i < n; i++) {
		if (strlen(s[i].path) > wk)
			wk = strlen(s[i].path);
		buf_clear(&b);
		cell(&b, s[i].value[0], s[i].src[0]);
		if (b.len > wa)
			wa = b.len;
		buf_clear(&b);
		cell(&b, s[i].value[1], s[i].src[1]);
		if (b.len > wb)
			wb = b.len;
	}
	fprintf(tf, "%-*s  %-*s  %-*s  %s\n", (int)wk, "setting", (int)wa,
	    v[0]->name, (int)wb, v[1]->name, "meaning");
	for (i = 0; i < n; i++) {
		fprintf(tf, "%-*s  ", (int)wk, s[i].path);
		buf_clear(&b);
		cell(&b, s[i].value[0], s[i].src[0]);
		fprintf(tf, "%-*s  ", (int)wa, buf_str(&b));
		buf_clear(&b);
		cell(&b, s[i].value[1], s[i].src[1]);
		fprintf(tf, "%-*s  %s\n", (int)wb, buf_str(&b),
		    s[i].field->doc != NULL ? s[i].field->doc : "");
	}
	for (i = 0; w != NULL && i < n; i++) {
		if (i > 0)
			fputc('\n', io->out);
		if (!w[i].found) {
			fprintf(io->out, "# %s: no witness within budget\n",
			    s[i].path);
			continue;
		}
		buf_clear(&b);
		add_clean(&b, w[i].msg);
		fprintf(io->out, "# %s: legal under %s, illegal under %s "
		    "at line %u:\n"
		    "#   %s (rule %s)\n%s", s[i].path, v[w[i].legal]->name,
		    v[1 - w[i].legal]->name, w[i].line, buf_str(&b),
		    w[i].rule, w[i].record);
	}
	buf_free(&b);
}

static void
settings_json(const struct cli *io, struct variant *const *v,
    const struct cmp_setting *s, size_t n, const struct cmp_witness *w)
{
	struct buf	 b;
	size_t		 i;

	buf_init(&b);
	buf_printf(&b, "{\"format\":%d,\"variants\":[", JSON_FORMAT);
	json_add_cstring(&b, v[0]->name);
	buf_adds(&b, ",");
	json_add_cstring(&b, v[1]->name);
	buf_adds(&b, "],\"settings\":[");
	for (i = 0; i < n; i++) {
		buf_adds(&b, i ? ",{\"setting\":" : "{\"setting\":");
		json_add_cstring(&b, s[i].path);
		buf_adds(&b, ",\"meaning\":");
		json_add_cstring(&b, s[i].field->doc);
		buf_adds(&b, ",\"values\":[");
		buf_adds(&b, s[i].json[0]);
		buf_adds(&b, ",");
		buf_adds(&b, s[i].json[1]);
		buf_adds(&b, "],\"rules\":[");
		json_add_cstring(&b, s[i].src[0][0] ? s[i].src[0] : NULL);
		buf_adds(&b, ",");
		json_add_cstring(&b, s[i].src[1][0] ? s[i].src[1] : NULL);
		buf_adds(&b, "]");
		if (w != NULL && w[i].found) {
			buf_adds(&b, ",\"witness\":{\"legal\":");
			json_add_cstring(&b, v[w[i].legal]->name);
			buf_adds(&b, ",\"illegal\":");
			json_add_cstring(&b, v[1 - w[i].legal]->name);
			buf_printf(&b, ",\"turns\":%zu,\"line\":%u,\"rule\":",
			    w[i].nturns, w[i].line);
			json_add_cstring(&b, w[i].rule);
			buf_adds(&b, ",\"message\":");
			json_add_cstring(&b, w[i].msg);
			buf_adds(&b, ",\"record\":");
			json_add_cstring(&b, w[i].record);
			buf_adds(&b, "}");
		} else if (w != NULL)
			buf_adds(&b, ",\"witness\":null");
		buf_adds(&b, "}");
	}
	buf_adds(&b, "]}\n");
	fputs(buf_str(&b), io->out);
	buf_free(&b);
}

int
compare_settings_run(const struct cli *io, const char *na, const char *nb,
    int witness, uint64_t seed, long budget, int json)
{
	struct variant		*v[2];
	struct vcache		 vc;
	struct diags		 d;
	struct cmp_setting	*s = NULL;
	struct cmp_witness	*w = NULL;
	size_t			 n = 0;
	int			 rc = EXIT_VALID;

	vcache_init(&vc);
	diags_init(&d);
	v[0] = vcache_get(&vc, na, &d);
	v[1] = vcache_get(&vc, nb, &d);
	if (v[0] == NULL || v[1] == NULL) {
		rc = exit_worse(EXIT_VARIANT, cli_print_diags(io, &d));
		goto out;
	}
	if (compare_settings(&s, &n, v[0], v[1], &d) != 0) {
		rc = cli_print_diags(io, &d);
		goto out;
	}
	if (witness && n > 0) {
		w = xcalloc(n, sizeof *w);
		if (compare_witness(w, s, n, v[0], v[1], seed, budget,
		    &d) != 0) {
			rc = cli_print_diags(io, &d);
			goto out;
		}
	}
	if (json)
		settings_json(io, v, s, n, w);
	else
		settings_text(io, v, s, n, w);
	rc = n > 0 ? EXIT_INVALID : EXIT_VALID;
out:
	if (w != NULL)
		compare_witness_free(w, n);
	free(w);
	compare_settings_free(s, n);
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}
