/* Tiny check macros for unit tests: one PASS/FAIL line per check. */
#ifndef PASA_TEST_CHECK_H
#define PASA_TEST_CHECK_H

#include <stdio.h>

static int check_failures;

#define CHECK(cond, ...) do {						\
	if (cond) {							\
		printf("PASS ");					\
	} else {							\
		printf("FAIL ");					\
		check_failures++;					\
	}								\
	printf(__VA_ARGS__);						\
	if (!(cond))							\
		printf(" (%s:%d: %s)", __FILE__, __LINE__, #cond);	\
	printf("\n");							\
} while (0)

#define CHECK_DONE() (check_failures != 0)

#endif
