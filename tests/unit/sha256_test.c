/* SHA-256 against the FIPS 180-4 / NIST example vectors. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "sha256.h"

static void
hex(const unsigned char *d, char out[65])
{
	int	 i;

	for (i = 0; i < SHA256_LEN; i++)
		snprintf(out + 2 * i, 3, "%02x", d[i]);
}

static int
digest_is(const void *s, size_t n, const char *want)
{
	struct sha256	 c;
	unsigned char	 d[SHA256_LEN];
	char		 h[65];

	sha256_init(&c);
	sha256_update(&c, s, n);
	sha256_final(&c, d);
	hex(d, h);
	return strcmp(h, want) == 0;
}

int
main(void)
{
	static char	 a[1000000];
	struct sha256	 c;
	unsigned char	 d[SHA256_LEN];
	char		 h[65], b64[45];
	size_t		 i;
	const char	*s448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
	const char	*s896 = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklm"
	    "ghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";

	CHECK(digest_is("", 0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
	    "sha256 of the empty string");
	CHECK(digest_is("abc", 3, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
	    "sha256 of 'abc'");
	CHECK(digest_is(s448, strlen(s448), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
	    "sha256 of the 448-bit message");
	CHECK(digest_is(s896, strlen(s896), "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
	    "sha256 of the 896-bit message");
	/* A million 'a', fed in uneven pieces across block edges. */
	memset(a, 'a', sizeof a);
	sha256_init(&c);
	for (i = 0; i < sizeof a; i += 997)
		sha256_update(&c, a + i, sizeof a - i < 997 ? sizeof a - i : 997);
	sha256_final(&c, d);
	hex(d, h);
	CHECK(strcmp(h, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0") == 0,
	    "sha256 of a million 'a' in pieces");
	/* 55 and 56 bytes: the padding fits, then needs a second block. */
	CHECK(digest_is(a, 55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
	    "sha256 of 55 'a'");
	CHECK(digest_is(a, 56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
	    "sha256 of 56 'a'");
	sha256_base64("abc", 3, b64);
	CHECK(strcmp(b64, "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=") == 0,
	    "sha256 base64 of 'abc' (%s)", b64);
	return CHECK_DONE();
}
