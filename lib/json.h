/* Writing JSON text into a buffer: strings escaped, nothing else. */
#ifndef PASA_JSON_H
#define PASA_JSON_H

#include <stddef.h>

#include "util.h"

/*
 * The version of every JSON document pasa writes ("format": 1), in each
 * object: raised when a member changes meaning or goes away, so that
 * readers can tell.  schema/ holds the JSON Schema of each document.
 */
#define JSON_FORMAT	1

/* Appends s as a JSON string literal; invalid UTF-8 bytes become U+FFFD. */
void	 json_add_string(struct buf *, const char *s, size_t len);
/* Where json_add_string() first writes a byte as U+FFFD (it is no UTF-8),
 * or len. */
size_t	 json_utf8_bad(const char *s, size_t len);
void	 json_add_cstring(struct buf *, const char *s);

#endif
