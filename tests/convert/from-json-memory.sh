# A JSON game is read in bounded memory, and refused before it takes more
# (issue 20): 10 MB of bare numbers once took 96 MB before a million values
# were counted and the game refused.  Under 40 MB of address space: the
# numbers as a game's turns are refused at the first turn (turns are read
# one at a time); as its comments, at 16 MiB kept; a 100,000-turn game
# (over 10 MB of JSON Lines) converts.  ulimit -v cannot hold a
# sanitizer's shadow memory or valgrind: skipped there.
if [ -n "${ASAN_OPTIONS:-}" ] || [ -n "${UBSAN_OPTIONS:-}" ] ||
    [ "$(head -c 4 "$PASA" | od -An -c | tr -d ' ')" != '177ELF' ]; then
	echo "not a plain build of pasa: no address-space limit here"
	exit 77
fi
numbers() {
	awk -v m="$1" 'BEGIN { printf "{\"tags\":{},\"%s\":[0", m
	    for (i = 1; i < 5242880; i++) printf ",0"; print "]}" }'
}
numbers turns | (ulimit -v 40000 && "$PASA" convert --input-format json \
    --format text) 2>&1
echo "exit $?"
numbers comments | (ulimit -v 40000 && "$PASA" convert --input-format json \
    --format text) 2>&1
echo "exit $?"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
awk 'BEGIN { printf "{\"tags\":{\"Variant\":\"pasang-emas\"},\"turns\":["
    for (i = 0; i < 100000; i++)
	printf "%s{\"ply\":%d,\"text\":\"south b\",\"events\":[]}",
	    i ? "," : "", i + 1
    print "]}" }' | (ulimit -v 40000 && "$PASA" convert --input-format jsonl \
    --format text >"$out") 2>&1
echo "exit $?"
sed -n '1,3p;$p' "$out"
