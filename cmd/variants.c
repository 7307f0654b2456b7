/* pasa variants: list the variants found, show one resolved. */
#include <stdio.h>
#include <string.h>

#include "cmd.h"

static int variants_main(const struct cli *, int, char **);

const struct cmd cmd_variants = {
	.name = "variants",
	.usage = "pasa variants [list]\n"
	    "       pasa variants show VARIANT\n"
	    "       pasa variants check FILE ...",
	.summary = "list the rule variants, or show one with extends applied",
	.run = variants_main,
};

struct list_ctx {
	struct vcache	*vc;
	struct diags	*d;
	int		 rc;
	const struct cli *io;
};

static int
list_one(const char *name, const char *path, void *arg)
{
	struct list_ctx	*c = arg;
	struct variant	*v;
	int		 i;

	if ((v = vcache_get(c->vc, path, c->d)) == NULL) {
		c->rc = exit_worse(c->rc, cli_print_diags(c->io, c->d));
		diags_clear(c->d);
		return 0;
	}
	fprintf(c->io->out, "%-24s %s", name,
	    v->title != NULL ? v->title : "");
	for (i = 0; i < v->nsources; i++)
		fprintf(c->io->out, "%s%s", i == 0 ? " (" : ", ",
		    v->sources[i]);
	fprintf(c->io->out, "%s\n", v->nsources > 0 ? ")" : "");
	return 0;
}

static int
variants_main(const struct cli *io, int argc, char **argv)
{
	struct list_ctx	 c;
	struct vcache	 vc;
	struct diags	 d;
	struct variant	*v;
	struct buf	 b;
	struct optparse	 op;
	int		 ch, i, rc = EXIT_VALID;

	opt_init(&op, io);
	/* No options but -h. */
	if ((ch = opt_next(&op, argc, argv)) != OPT_DONE)
		return opt_end(&op, ch);
	argc -= op.optind;
	argv += op.optind;
	vcache_init(&vc);
	diags_init(&d);
	if (argc == 0 || (argc == 1 && strcmp(argv[0], "list") == 0)) {
		c.vc = &vc;
		c.d = &d;
		c.rc = EXIT_VALID;
		c.io = io;
		vpath_list(&vc.path, list_one, &c);
		rc = c.rc;
	} else if (argc == 2 && strcmp(argv[0], "show") == 0) {
		if ((v = vcache_get(&vc, argv[1], &d)) == NULL)
			rc = cli_print_diags(io, &d);
		else {
			buf_init(&b);
			variant_emit(v, &b);
			fputs(buf_str(&b), io->out);
			buf_free(&b);
		}
	} else if (argc >= 2 && strcmp(argv[0], "check") == 0) {
		for (i = 1; i < argc; i++) {
			if (vcache_get(&vc, argv[i], &d) == NULL)
				rc = exit_worse(rc, cli_print_diags(io, &d));
			diags_clear(&d);
		}
	} else {
		diags_free(&d);
		vcache_free(&vc);
		return cli_usage(io);
	}
	diags_free(&d);
	vcache_free(&vc);
	return rc;
}
