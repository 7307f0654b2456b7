/* Tiny check macros for unit tests: one PASS/FAIL line per check. */
#ifndef PASA_TEST_CHECK_H
#define PASA_TEST_CHECK_H

#include <stdio.h>

static int check_failures;

/* cond is evaluated once: it may have side effects. */
#define CHECK(cond, ...) do {						\
	int check_ok_ = (cond) ? 1 : 0;					\
									\
	printf(check_ok_ ? "PASS " : "FAIL ");				\
	check_failures += !check_ok_;					\
	printf(__VA_ARGS__);						\
	if (!check_ok_)							\
		printf(" (%s:%d: %s)", __FILE__, __LINE__, #cond);	\
	printf("\n");							\
} while (0)

#define CHECK_DONE() (check_failures != 0)

#endif
