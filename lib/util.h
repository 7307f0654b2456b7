/*
 * Small shared helpers: allocation wrappers, growable buffers, a seeded RNG.
 *
 * Ownership: a struct buf owns its bytes; buf_free() releases them.
 * The x* allocators never return NULL: on exhaustion they call the
 * process-wide out-of-memory hook (cmd/ sets it to print and exit 4;
 * the default aborts).  lib/ holds no other global state.
 */
#ifndef PASA_UTIL_H
#define PASA_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/*
 * 8 or 4 bytes at s as a word whose lowest byte is s[0], whatever the
 * machine's byte order: the word-at-a-time scans of lib/ find the first
 * byte by the lowest bit flagged and keep the first n bytes by a mask of
 * the low ones.  One load on a little-endian machine.
 */
static inline uint64_t
util_load64(const void *s)
{
	uint64_t	 x;

	memcpy(&x, s, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	x = __builtin_bswap64(x);
#endif
	return x;
}

static inline uint32_t
util_load32(const void *s)
{
	uint32_t	 x;

	memcpy(&x, s, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	x = __builtin_bswap32(x);
#endif
	return x;
}

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xreallocarray(void *, size_t, size_t);
char	*xstrdup(const char *);
char	*xstrndup(const char *, size_t);
void	 xalloc_set_fail(void (*)(void));	/* called on exhaustion */

/* A growable byte buffer, always NUL-terminated when len > 0. */
struct buf {
	char	*s;
	size_t	 len;
	size_t	 cap;
};
void	 buf_init(struct buf *);
void	 buf_free(struct buf *);
/* Empties b, keeping its bytes (inline: converting clears one a turn). */
static inline void
buf_clear(struct buf *b)
{
	b->len = 0;
	if (b->s != NULL)
		b->s[0] = '\0';
}
/* Room for n more bytes and the NUL. */
void	 buf_grow(struct buf *, size_t n);

/*
 * Appends are inline: JSON output makes dozens per turn, and a call each
 * was a tenth of convert's time (issue 20).  Only growing is a call.
 */
static inline void
buf_add(struct buf *b, const char *s, size_t n)
{
	if (b->cap - b->len <= n)
		buf_grow(b, n);
	/* An empty buffer's s is NULL: memcpy must not see it. */
	if (n > 0)
		memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

static inline void
buf_adds(struct buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

static inline void
buf_addc(struct buf *b, char c)
{
	if (b->cap - b->len <= 1)
		buf_grow(b, 1);
	b->s[b->len++] = c;
	b->s[b->len] = '\0';
}

/*
 * Writing in place: buf_room() gives room for n bytes at the end, to be
 * filled and then kept with buf_setlen() (at most n more than before).
 */
static inline char *
buf_room(struct buf *b, size_t n)
{
	if (b->cap - b->len <= n)
		buf_grow(b, n);
	return b->s + b->len;
}

/*
 * buf_room() for a caller that reads p while it writes: when p points
 * into b's own bytes it is returned where they are after the room is
 * made, else as it is.
 */
static inline const char *
buf_room_keep(struct buf *b, size_t n, const char *p)
{
	uintptr_t	at = (uintptr_t)p, s = (uintptr_t)b->s;

	if (b->s == NULL || at < s || at >= s + b->cap) {
		buf_room(b, n);
		return p;
	}
	buf_room(b, n);
	return b->s + (at - s);
}

static inline void
buf_setlen(struct buf *b, size_t len)
{
	b->len = len;
	b->s[len] = '\0';
}
/* A number in decimal, as "%ld" writes it, without printf. */
void	 buf_add_int(struct buf *, long);

/*
 * n bytes of s at q, exactly (only s's n bytes are read, only q's n
 * written), and the end returned: up to 128 as two copies of a fixed
 * size that may overlap, with no call.  Names, tags and runs of a
 * position's text are short, and a memcpy() call each was a tenth of
 * writing them (issue 20).
 */
static inline char *
util_put_bytes(char *q, const char *s, size_t n)
{
	/* Four to eight bytes first, with one test: most names. */
	if (n - 4 <= 4) {
		memcpy(q, s, 4);
		memcpy(q + n - 4, s + n - 4, 4);
	} else if (n <= 16) {
		if (n > 8) {
			memcpy(q, s, 8);
			memcpy(q + n - 8, s + n - 8, 8);
		} else if (n >= 2) {
			memcpy(q, s, 2);
			memcpy(q + n - 2, s + n - 2, 2);
		} else if (n == 1)
			*q = *s;
	} else if (n <= 64) {
		if (n > 32) {
			memcpy(q, s, 32);
			memcpy(q + n - 32, s + n - 32, 32);
		} else {
			memcpy(q, s, 16);
			memcpy(q + n - 16, s + n - 16, 16);
		}
	} else if (n <= 128) {
		memcpy(q, s, 64);
		memcpy(q + n - 64, s + n - 64, 64);
	} else
		memcpy(q, s, n);
	return q + n;
}

/* "00" .. "99": numbers written two digits a step, not a division by 10
 * for each. */
extern const char util_digits2[201];

/*
 * v in decimal at q, as "%lu" writes it, with no terminator; q has room
 * for 20 bytes.  The end is returned.  Most numbers written (plies,
 * pieces, points, turn numbers) are under 1000: those take no loop.
 */
static inline char *
util_put_ulong(char *q, unsigned long v)
{
	char	 t[24], *e = t + sizeof t, *d = e;

	if (v < 10) {
		*q = (char)('0' + v);
		return q + 1;
	}
	if (v < 100) {
		memcpy(q, util_digits2 + 2 * v, 2);
		return q + 2;
	}
	if (v < 1000) {
		*q = (char)('0' + v / 100);
		memcpy(q + 1, util_digits2 + 2 * (v % 100), 2);
		return q + 3;
	}
	do
		*--d = (char)('0' + v % 10);
	while ((v /= 10) != 0);
	memcpy(q, d, (size_t)(e - d));
	return q + (e - d);
}

/* The same for a signed v, as "%ld" writes it; room for 21 bytes. */
static inline char *
util_put_long(char *q, long v)
{
	if (v < 0) {
		*q++ = '-';
		return util_put_ulong(q, 0UL - (unsigned long)v);
	}
	return util_put_ulong(q, (unsigned long)v);
}
void	 buf_printf(struct buf *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
void	 buf_vprintf(struct buf *, const char *, va_list);
const char *buf_str(const struct buf *);	/* "" when empty */
/* Text from input or files, made safe for a terminal: C0 controls, DEL
 * and bytes that are not UTF-8 as \xNN, C1 controls as \u00NN. */
void	 buf_add_clean(struct buf *, const char *, size_t);

/* xoshiro256**: reproducible by seed on every platform. */
struct rng {
	uint64_t s[4];
};
void	 rng_seed(struct rng *, uint64_t);
uint64_t rng_next(struct rng *);
uint32_t rng_below(struct rng *, uint32_t);	/* uniform in [0, n) */

/* Edit distance, for "did you mean" suggestions. */
size_t	 str_distance(const char *, const char *);

#endif
