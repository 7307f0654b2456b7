# The usual turn line is read by a fast path (lib/record_fast.c, from bit
# masks of its first 32 bytes) and every other line by the byte loops;
# these lines stand at its edges, and each must be read, or refused at
# the same column with the same words, as the byte loops alone read it:
# the golden file is what pasa printed before the fast path existed (the
# fuzzer that checked the fast path found "N. side" and two blanks taken
# wrongly).  Both the block splitter (-j 2) and the reader (-j 1).
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
game() {
	printf '[Variant "pachisi-modern"]\n\n'
	printf "$1"
	printf '\n'
}
{
	game '1. yellow 5-3: base/5 5/8\n'
	game '1. yellow  \n'
	game '1. yellow \n'
	game '1. yellow\t5-3: base/5 5/8\n'
	game '1.  yellow 5-3: base/5 5/8\n'
	game '1. yellow  5-3: base/5 5/8\n'
	game '1. yellow 5-3:  base/5 5/8\n'
	game '1. yellow 5-3:base/5 5/8\n'
	game '1. yellow 5-3: base/5 5/8   \n'
	game '1. yellow 5-3: base/5 5/8\r\n'
	game '1. yellow 5-3: base/5 5/8 # a comment\n'
	game '01. yellow 5-3: base/5 5/8\n'
	game '0001. yellow 5-3: base/5 5/8\n'
	game '12345. yellow 5-3: base/5 5/8\n'
	game '1 yellow 5-3: base/5 5/8\n'
	game '1. yellow 5-3 base/5 5/8\n'
	game '1. yellow 5-3: base/5 : 5/8\n'
	game '1. yellow 5-3 : base/5 5/8\n'
	game '1. yellow 5-3: \n'
	game '1. yellowyellowyellowyellow 5-3: base/5 5/8\n'
	game '1. yellow 5-3-3-3-3-3-3-3-3-3-3: base/5 5/8\n'
	game '1. yellow 5-3: base/5 5/8 8/9 9/10 10/11 11/12 12/13\n'
	game '1. yellow 5-3: base/5 5/8\n2. green 5-2: base/22 22/24\n'
	game '1. yellow 5-3: base/5 5/8\n2. green'
} >"$t/in.txt"
for j in 1 2; do
	echo "validate -j $j:"
	"$PASA" validate -j $j "$t/in.txt" >"$t/out" 2>&1
	echo "exit $?"
	sed "s|$t/||" "$t/out"
done
# The lines read as turns, written again from their tokens.
echo "convert:"
"$PASA" convert --format text -j 1 "$t/in.txt" >"$t/out" 2>&1
echo "exit $?"
sed "s|$t/||" "$t/out" | grep -v '^\[' | grep -v '^$'
