/* The pasa binary: dispatch to a subcommand and own process concerns. */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <fcntl.h>
#include <unistd.h>

#include "cmd.h"

/* Alphabetical; a subcommand is found by its name or a unique prefix. */
static const struct cmd *const cmd_table[] = {
	&cmd_compare,
	&cmd_convert,
	&cmd_diff,
	&cmd_gen,
	&cmd_moves,
	&cmd_render,
	&cmd_replay,
	&cmd_simulate,
	&cmd_stats,
	&cmd_validate,
	&cmd_variants,
	NULL,
};

static void
main_usage(FILE *f)
{
	int	i;

	fprintf(f, "usage: pasa [--version] [--help] [--completion bash|zsh] "
	    "COMMAND [ARGS]\n\ncommands:\n");
	for (i = 0; cmd_table[i] != NULL; i++)
		fprintf(f, "  %-10s %s\n", cmd_table[i]->name,
		    cmd_table[i]->summary);
	fprintf(f, "\nSee 'pasa help COMMAND' or pasa(1).\n");
}

static const struct cmd *
cmd_find(const struct cli *io, const char *name)
{
	const struct cmd	*found = NULL;
	size_t			 len = strlen(name);
	int			 i, n = 0;
	char			 list[256] = "";

	for (i = 0; cmd_table[i] != NULL; i++)
		if (strcmp(cmd_table[i]->name, name) == 0)
			return cmd_table[i];
	for (i = 0; cmd_table[i] != NULL; i++) {
		if (strncmp(cmd_table[i]->name, name, len) != 0)
			continue;
		found = cmd_table[i];
		if (n++ > 0)
			strncat(list, ", ", sizeof list - strlen(list) - 1);
		strncat(list, cmd_table[i]->name,
		    sizeof list - strlen(list) - 1);
	}
	if (n == 1)
		return found;
	if (n > 1)
		cli_warnx(io, "ambiguous command: %s, could be: %s", name,
		    list);
	else
		cli_warnx(io, "unknown command: '%s' (see 'pasa --help')",
		    name);
	return NULL;
}

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

/* While path is set (NULL: no longer), SIGINT, SIGTERM and SIGHUP remove
 * it before the process dies: a half-written -o temporary. */
static void
remove_on_signal(const char *path)
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
static void
std_fds(void)
{
	int	fd;

	for (fd = 0; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) == -1 && errno == EBADF &&
		    open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY) < 0)
			abort();
}

static void
out_of_memory(void)
{
	fputs("pasa: out of memory\n", stderr);
	exit(EXIT_SYSTEM);
}

/* Output is the product: a failed write must not look like success. */
static int
finish_stdout(const struct cli *io, int rc)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		if (errno != EPIPE)
			cli_warnx(io, "cannot write standard output: %s",
			    strerror(errno));
		return rc == EXIT_VALID || rc == EXIT_INVALID ? EXIT_SYSTEM :
		    rc;
	}
	if (fclose(stdout) != 0) {
		cli_warnx(io, "cannot close standard output: %s",
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	return rc;
}

enum top { TOP_NONE, TOP_BAD, TOP_HELP, TOP_VERSION, TOP_COMPLETION };

/*
 * pasa's own options, before any command: abbreviated to a unique
 * prefix as a command's long options are, --completion's argument
 * after '=' too (*arg).  TOP_NONE when s is no option (a command).
 */
static enum top
top_option(const struct cli *io, const char *s, const char **arg)
{
	static const struct {
		const char	*name;
		enum top	 top;
		int		 takes;
	} opts[] = {
		{ "help", TOP_HELP, 0 },
		{ "version", TOP_VERSION, 0 },
		{ "completion", TOP_COMPLETION, 1 },
	};
	const char	*eq;
	size_t		 len, i, hit = 0, nhit = 0;

	*arg = NULL;
	if (strcmp(s, "-h") == 0)
		return TOP_HELP;
	if (s[0] != '-')
		return TOP_NONE;
	if (s[1] != '-' || s[2] == '\0') {
		cli_warnx(io, "unknown option: '%s'", s);
		return TOP_BAD;
	}
	s += 2;
	len = (eq = strchr(s, '=')) != NULL ? (size_t)(eq - s) : strlen(s);
	for (i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (len > 0 && strncmp(opts[i].name, s, len) == 0) {
			hit = i;
			nhit++;
		}
	if (nhit != 1) {
		cli_warnx(io, "unknown option: '--%s'", s);
		return TOP_BAD;
	}
	if (eq != NULL && !opts[hit].takes) {
		cli_warnx(io, "--%s takes no arguments, not '%s'",
		    opts[hit].name, eq + 1);
		return TOP_BAD;
	}
	if (eq != NULL)
		*arg = eq + 1;
	return opts[hit].top;
}

int
main(int argc, char **argv)
{
	const struct cmd	*c;
	struct cli		 io = { NULL, stdout, stderr,
				    remove_on_signal };
	char			*help_argv[3];
	const char		*arg;
	enum top		 top;

	std_fds();
	xalloc_set_fail(out_of_memory);
	if (argc < 2) {
		main_usage(stderr);
		return EXIT_USAGE;
	}
	if ((top = top_option(&io, argv[1], &arg)) == TOP_BAD) {
		main_usage(stderr);
		return EXIT_USAGE;
	}
	/* What follows --help or --version would be ignored: refused. */
	if ((top == TOP_HELP || top == TOP_VERSION) && argc > 2) {
		cli_warnx(&io, "%s takes no arguments, not '%s'",
		    top == TOP_HELP ? "--help" : "--version", argv[2]);
		return EXIT_USAGE;
	}
	if (top == TOP_HELP) {
		main_usage(stdout);
		return finish_stdout(&io, EXIT_VALID);
	}
	if (top == TOP_VERSION) {
		printf("pasa %s\n", PASA_VERSION);
		return finish_stdout(&io, EXIT_VALID);
	}
	if (top == TOP_COMPLETION) {
		if (arg == NULL && argc == 3)
			arg = argv[2];
		else if (arg == NULL || argc != 2)
			arg = NULL;
		if (arg == NULL || opt_completion(arg, cmd_table,
		    stdout) != 0) {
			cli_warnx(&io, "--completion wants bash or zsh");
			return EXIT_USAGE;
		}
		return finish_stdout(&io, EXIT_VALID);
	}
	if (strcmp(argv[1], "help") == 0) {
		if (argc < 3) {
			main_usage(stdout);
			return finish_stdout(&io, EXIT_VALID);
		}
		if ((c = cmd_find(&io, argv[2])) == NULL)
			return EXIT_USAGE;
		io.cmd = c;
		help_argv[0] = (char *)(uintptr_t)c->name;
		help_argv[1] = (char *)(uintptr_t)"--help";
		help_argv[2] = NULL;
		return finish_stdout(&io, c->run(&io, 2, help_argv));
	}
	if ((c = cmd_find(&io, argv[1])) == NULL)
		return EXIT_USAGE;
	io.cmd = c;
	return finish_stdout(&io, c->run(&io, argc - 1, argv + 1));
}
