# Memory bounded by the game (issue 15): one game of 30 million turn
# lines (240 MB, on standard input) is read in under 40 MB of address
# space.  The splitter stops buffering a game at its 100,002nd turn line
# and skips to the next game, which is still read (its error is on line
# 30000008).  The old splitter kept a byte a line past the limit and ran
# out of memory under this bound.  -j 1: threads reserve address space
# of their own.  ulimit -v cannot hold a sanitizer's shadow memory or
# valgrind: skipped there.
if [ -n "${ASAN_OPTIONS:-}" ] || [ -n "${UBSAN_OPTIONS:-}" ] ||
    [ "$(head -c 4 "$PASA" | od -An -c | tr -d ' ')" != '177ELF' ]; then
	echo "not a plain build of pasa: no address-space limit here"
	exit 77
fi
{
	printf '[Variant "chaupar"]\n[Players "yellow green blue red"]\n\n'
	yes 'y 6: o6' | head -n 30000000
	printf '\n[Variant "chaupar"]\n[Players "yellow green blue red"]\n\n'
	printf '1. yellow 6-6-1: o6/5 5/6 16/99\n'
} | (ulimit -v 40000 && "$PASA" validate -j 1)
echo "exit $?"
