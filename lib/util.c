/* Allocation wrappers, buffers, the RNG and edit distance. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/*
 * The one piece of process state lib/ keeps: what to do when memory runs
 * out.  It is set once by the program before any work and never changes.
 */
static void (*xalloc_fail)(void);

void
xalloc_set_fail(void (*fn)(void))
{
	xalloc_fail = fn;
}

static void
xalloc_die(void)
{
	if (xalloc_fail != NULL)
		xalloc_fail();
	abort();
}

void *
xmalloc(size_t n)
{
	void	*p;

	if (n == 0)
		n = 1;
	if ((p = malloc(n)) == NULL)
		xalloc_die();
	return p;
}

void *
xcalloc(size_t nmemb, size_t size)
{
	void	*p;

	if (nmemb == 0 || size == 0)
		nmemb = size = 1;
	if ((p = calloc(nmemb, size)) == NULL)
		xalloc_die();
	return p;
}

void *
xreallocarray(void *old, size_t nmemb, size_t size)
{
	void	*p;

	if (nmemb == 0 || size == 0)
		nmemb = size = 1;
	if (SIZE_MAX / nmemb < size)
		xalloc_die();
	if ((p = realloc(old, nmemb * size)) == NULL)
		xalloc_die();
	return p;
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *
xstrndup(const char *s, size_t n)
{
	char	*p;

	p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void
buf_init(struct buf *b)
{
	b->s = NULL;
	b->len = b->cap = 0;
}

void
buf_free(struct buf *b)
{
	free(b->s);
	buf_init(b);
}

void
buf_grow(struct buf *b, size_t more)
{
	size_t	need;

	if (SIZE_MAX - b->len < more + 1)
		xalloc_die();
	need = b->len + more + 1;
	if (need <= b->cap)
		return;
	if (b->cap == 0)
		b->cap = 64;
	while (b->cap < need)
		b->cap = b->cap > SIZE_MAX / 2 ? need : b->cap * 2;
	b->s = xreallocarray(b->s, b->cap, 1);
}

const char util_digits2[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233"
    "34353637383940414243444546474849505152535455565758596061626364656667"
    "6869707172737475767778798081828384858687888990919293949596979899";

void
buf_add_int(struct buf *b, long v)
{
	char		 t[24], *p = t + sizeof t, *q;
	unsigned long	 u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	/* Most numbers written are small (plies, pieces): written in place. */
	if (v >= 0 && v < 1000) {
		q = buf_room(b, 3);
		if (v >= 100)
			*q++ = (char)('0' + v / 100);
		if (v >= 10)
			*q++ = (char)('0' + v / 10 % 10);
		*q++ = (char)('0' + v % 10);
		buf_setlen(b, (size_t)(q - b->s));
		return;
	}
	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	buf_add(b, p, (size_t)(t + sizeof t - p));
}

void
buf_vprintf(struct buf *b, const char *fmt, va_list ap)
{
	va_list	 ap2;
	size_t	 room;
	int	 n;

	/* Formatted into the room there is; again only when it is short. */
	buf_grow(b, 63);
	room = b->cap - b->len;
	va_copy(ap2, ap);
	n = vsnprintf(b->s + b->len, room, fmt, ap2);
	va_end(ap2);
	if (n < 0) {
		b->s[b->len] = '\0';
		return;
	}
	if ((size_t)n >= room) {
		buf_grow(b, (size_t)n);
		vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	}
	b->len += (size_t)n;
}

void
buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	buf_vprintf(b, fmt, ap);
	va_end(ap);
}

const char *
buf_str(const struct buf *b)
{
	return b->len > 0 ? b->s : "";
}

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z;

	z = (*x += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
rng_seed(struct rng *r, uint64_t seed)
{
	int	i;

	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t
rng_next(struct rng *r)
{
	uint64_t	*s = r->s, result, t;

	result = rotl(s[1] * 5, 7) * 9;
	t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint32_t
rng_below(struct rng *r, uint32_t n)
{
	uint64_t	x, limit;

	if (n <= 1)
		return 0;
	/* Rejection keeps every value equally likely. */
	limit = UINT64_MAX - UINT64_MAX % n;
	do
		x = rng_next(r);
	while (x >= limit);
	return (uint32_t)(x % n);
}

size_t
str_distance(const char *a, const char *b)
{
	size_t	la = strlen(a), lb = strlen(b), i, j, *row, prev, cur, best;

	if (la > 64 || lb > 64)
		return SIZE_MAX;
	row = xcalloc(lb + 1, sizeof *row);
	for (j = 0; j <= lb; j++)
		row[j] = j;
	for (i = 1; i <= la; i++) {
		prev = row[0];
		row[0] = i;
		for (j = 1; j <= lb; j++) {
			cur = row[j];
			best = prev + (a[i - 1] != b[j - 1]);
			if (row[j] + 1 < best)
				best = row[j] + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			prev = cur;
		}
	}
	best = row[lb];
	free(row);
	return best;
}

/*
 * Length of the well-formed UTF-8 sequence at s (at most n bytes), or 0.
 */
static size_t
utf8_len(const unsigned char *s, size_t n)
{
	size_t	want, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		want = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		want = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		want = 4;
	else
		return 0;
	if (n < want)
		return 0;
	for (i = 1; i < want; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	/* Overlong forms and surrogates are not UTF-8 either. */
	if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] > 0x9f) ||
	    (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] > 0x8f))
		return 0;
	return want;
}

void
buf_add_clean(struct buf *b, const char *str, size_t n)
{
	const unsigned char	*s = (const unsigned char *)str;
	size_t			 i = 0, k;

	while (i < n) {
		k = utf8_len(s + i, n - i);
		if (k == 0 || s[i] < 0x20 || s[i] == 0x7f) {
			buf_printf(b, "\\x%02x", s[i]);
			i++;
		} else if (k == 2 && s[i] == 0xc2 && s[i + 1] < 0xa0) {
			/* C1 controls: U+009B is a CSI to many terminals. */
			buf_printf(b, "\\u%04x", s[i + 1]);
			i += 2;
		} else {
			buf_add(b, str + i, k);
			i += k;
		}
	}
}
