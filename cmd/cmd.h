/*
 * Subcommands of the pasa binary.
 *
 * Adding a subcommand:
 *  1. write cmd/NAME.c with a table of its options (see cmd/opt.h) and a
 *     static NAME_main(int argc, char **argv) that reads them with
 *     opt_next(), calls lib/ and prints; it returns an exit status from
 *     enum pasa_exit and never calls exit();
 *  2. export `const struct cmd cmd_NAME = { .name, .usage, .summary,
 *     .opts, .run }`;
 *  3. add it to the table in cmd/main.c and declare it below;
 *  4. write man/pasa-NAME.1 with the same SYNOPSIS as the usage string, and
 *     add golden tests under tests/NAME/.
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

extern const struct cmd cmd_compare, cmd_diff;
extern const struct cmd cmd_convert;
extern const struct cmd cmd_gen;
extern const struct cmd cmd_moves;
extern const struct cmd cmd_render, cmd_replay;
extern const struct cmd cmd_simulate, cmd_stats;
extern const struct cmd cmd_validate;
extern const struct cmd cmd_variants;

#endif
