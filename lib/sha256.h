/*
 * SHA-256 (FIPS 180-4), for the Content-Security-Policy hashes of the
 * HTML replay page.  No allocation: the caller owns the context.
 */
#ifndef PASA_SHA256_H
#define PASA_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define SHA256_LEN	32

struct sha256 {
	uint32_t	 h[8];
	uint64_t	 len;		/* bytes hashed so far */
	unsigned char	 blk[64];
	size_t		 nblk;
};

void	 sha256_init(struct sha256 *);
void	 sha256_update(struct sha256 *, const void *, size_t);
void	 sha256_final(struct sha256 *, unsigned char out[SHA256_LEN]);
/* The digest of s[0..n) as base64 (44 characters and a NUL), the form a
 * CSP 'sha256-...' source takes. */
void	 sha256_base64(const void *s, size_t n, char out[45]);

#endif
