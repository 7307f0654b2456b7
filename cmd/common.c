/* What the subcommands share: diagnostics out, variants in, game set-up. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"

static char			cleanup_path[PATH_MAX + 1];
static volatile sig_atomic_t	cleanup_armed;

static void
cleanup_signal(int sig)
{
	if (cleanup_armed)
		unlink(cleanup_path);
	signal(sig, SIG_DFL);
	raise(sig);
}

void
cmd_cleanup_on_signal(const char *path)
{
	static const int	 sigs[] = { SIGINT, SIGTERM, SIGHUP };
	struct sigaction	 sa;
	size_t			 i;

	cleanup_armed = 0;
	if (path == NULL || strlen(path) > PATH_MAX)
		return;
	memcpy(cleanup_path, path, strlen(path) + 1);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = cleanup_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
		struct sigaction old;

		/* A signal ignored on entry (nohup, a background job) stays
		 * ignored. */
		if (sigaction(sigs[i], NULL, &old) == 0 &&
		    old.sa_handler == SIG_IGN)
			continue;
		sigaction(sigs[i], &sa, NULL);
	}
	cleanup_armed = 1;
}

/* Opened the wrong way round, so that reading a closed stdin or writing
 * a closed stdout still fails as it did (EBADF), and is reported. */
void
cmd_std_fds(void)
{
	int	fd;

	for (fd = 0; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) == -1 && errno == EBADF &&
		    open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY) < 0)
			abort();
}

/* Set once by main() before the command runs, read by every message. */
static const struct cmd *current;

void
cmd_set_current(const struct cmd *c)
{
	current = c;
}

int
cmd_usage(const struct cmd *c)
{
	opt_usage(c, stderr);
	return EXIT_USAGE;
}

static void
prefix(FILE *f)
{
	if (current != NULL)
		fprintf(f, "pasa %s: ", current->name);
	else
		fputs("pasa: ", f);
}

void
cmd_warnx(const char *fmt, ...)
{
	struct buf	b, clean;
	va_list		ap;

	/* Arguments and file names may hold anything: escaped here. */
	buf_init(&b);
	buf_init(&clean);
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	buf_add_clean(&clean, buf_str(&b), b.len);
	prefix(stderr);
	fprintf(stderr, "%s\n", buf_str(&clean));
	buf_free(&b);
	buf_free(&clean);
}

void
cmd_diag_format(const struct diag *e, struct buf *b)
{
	struct diag	 copy;

	/* An option's text ("--position") is not a file: the problem is
	 * one of usage, said as the command says the others. */
	if (e->file != NULL && strncmp(e->file, "--", 2) != 0) {
		diag_format(e, b);
		return;
	}
	if (current != NULL)
		buf_printf(b, "pasa %s: ", current->name);
	else
		buf_adds(b, "pasa: ");
	if (e->file != NULL)
		buf_printf(b, "%s: ", e->file);
	if (e->level != DIAG_ERROR)
		buf_adds(b, e->level == DIAG_WARNING ? "warning: " : "note: ");
	/* The rest as the library words it: "error: " comes off. */
	copy = *e;
	copy.file = NULL;
	copy.level = DIAG_ERROR;
	{
		struct buf	t;
		const char	*s;

		buf_init(&t);
		diag_format(&copy, &t);
		s = buf_str(&t);
		if (strncmp(s, "pasa: error: ", 13) == 0)
			s += 13;
		buf_adds(b, s);
		buf_free(&t);
	}
}

int
cmd_print_diags(const struct diags *d, FILE *f)
{
	struct buf	b;
	size_t		i;
	int		rc = EXIT_VALID;

	buf_init(&b);
	for (i = 0; i < d->n; i++) {
		buf_clear(&b);
		cmd_diag_format(&d->v[i], &b);
		fprintf(f, "%s\n", buf_str(&b));
		rc = exit_worse(rc, diag_exit(&d->v[i]));
	}
	if (d->dropped > 0) {
		prefix(f);
		fprintf(f, "%zu more diagnostics not shown\n", d->dropped);
	}
	buf_free(&b);
	return rc;
}

long
cmd_number(const char *s, long max)
{
	char	*end;
	long	 v;

	errno = 0;
	if (*s < '0' || *s > '9')
		return -1;
	v = strtol(s, &end, 10);
	if (errno != 0 || *end != '\0' || v > max)
		return -1;
	return v;
}

int
cmd_count_option(const char *opt, const char *what, const char *arg, long min,
    long *out)
{
	long	v;

	if ((v = cmd_number(arg, 1000000000)) < min) {
		if (min > 0)
			cmd_warnx("%s wants %s from %ld, not '%s'", opt, what,
			    min, arg);
		else
			cmd_warnx("%s wants %s, not '%s'", opt, what, arg);
		return -1;
	}
	*out = v;
	return 0;
}


int
cmd_colour_option(const char *arg)
{
	if (strcmp(arg, "auto") == 0)
		return COLOUR_AUTO;
	if (strcmp(arg, "always") == 0)
		return COLOUR_ALWAYS;
	if (strcmp(arg, "never") == 0)
		return COLOUR_NEVER;
	return -1;
}

/* auto: a terminal, unless NO_COLOR (no-color.org) is set and not empty. */
int
cmd_colour_wanted(int mode)
{
	const char	*nc;

	if (mode != COLOUR_AUTO)
		return mode == COLOUR_ALWAYS;
	nc = getenv("NO_COLOR");
	if (nc != NULL && *nc != '\0')
		return 0;
	return isatty(STDOUT_FILENO);
}
