/*
 * Subcommands of the pasa binary.
 *
 * A command file only declares its options, calls lib/ and prints: no
 * command file calls a function of another.  What commands share (the
 * option parser, help and completions, messages and diagnostics, game
 * selection, whole runs of validate, convert and compare) is in lib/; see
 * lib/README for the layers.  cmd/main.c owns the process: it finds the
 * command, hands it a struct cli (lib/cli.h) holding the command itself
 * (for the "pasa NAME: " prefix), the streams to write to and the signal
 * clean-up of a half-written -o file, then flushes and closes stdout and
 * turns a failed write into exit 4.  lib/ writes only to those streams,
 * so the printing stays in one place a caller chooses.
 *
 * Adding a subcommand:
 *  1. write cmd/NAME.c with a table of its options (see lib/opt.h) and a
 *     static NAME_main(const struct cli *io, int argc, char **argv) that
 *     reads them with opt_next(), calls lib/ and prints (cli_warnx(),
 *     cli_print_diags(), cli_usage()); it returns an exit status from
 *     enum pasa_exit and never calls exit();
 *  2. export `const struct cmd cmd_NAME = { .name, .usage, .summary,
 *     .opts, .run }`;
 *  3. add it to the table in cmd/main.c and declare it below;
 *  4. write man/pasa-NAME.1 with the same SYNOPSIS as the usage string, and
 *     add golden tests under tests/NAME/.
 * Code two commands need goes into lib/, never into one command's file.
 */
#ifndef PASA_CMD_H
#define PASA_CMD_H

#include <pthread.h>
#include <stdio.h>

#include "diag.h"
#include "cli.h"
#include "opt.h"
#include "engine.h"
#include "record.h"
#include "variant.h"
#include "session.h"
#include "gamesel.h"

/* Number options several commands take, declared alike so that one name
 * has one range and one default everywhere (lib/opt.h, OPT_NUM). */
#define SEED_OPT(id, help) \
	OPT_NUM("seed", 0, id, "N", 0, 2000000000L, 1, help)
#define MAX_PLIES_OPT(id) \
	OPT_NUM("max-plies", 0, id, "N", 1, 100000L, 10000, \
	    "stop a game after N turns")
#define GAMES_MAX	100000000L
/* --game N of a record; --ply, --from, --to N: a count of turns. */
#define GAME_OPT(id) \
	OPT_NUM("game", 0, id, "N", 1, 1000000000L, 1, "game N of the record")
#define TURNS_MAX	1000000000L
#define PLY_OPT(id) \
	OPT_NUM("ply", 0, id, "N", 0, TURNS_MAX, OPT_NO_DEFAULT, \
	    "the position after N turns (default: the end)")

extern const struct cmd cmd_compare, cmd_diff;
extern const struct cmd cmd_convert;
extern const struct cmd cmd_gen;
extern const struct cmd cmd_moves;
extern const struct cmd cmd_render, cmd_replay;
extern const struct cmd cmd_simulate, cmd_stats;
extern const struct cmd cmd_validate;
extern const struct cmd cmd_variants;

#endif
