# A game over the turn limit (R-limits in pasa(1) LIMITS) is skipped,
# unbuffered, from its 100,002nd turn line to the next game (issue 15):
# the limit's error is the same, the rest of the game (a long line, more
# turns, its comments) is not read, and the next game's line numbers,
# comments and errors come out as if the whole game had been read, from
# a file and from standard input, at -j 1 and -j 2, for validate and
# convert.  The same for a game over the tag limit.
over() {
	printf '[Variant "chaupar"]\n[Players "yellow green blue red"]\n\n'
	printf 'y 6: o6 # a comment\n'
	yes 'y 6: o6' | head -n "$1"
	awk 'BEGIN { printf "y 6: "; for (i = 0; i < 70000; i++) printf "x"
		printf "\n" }'
	printf 'y 6: o6\n# the last turn'"'"'s comment\n\n# for the next game\n'
}
game() {
	printf '[Variant "chaupar"]\n[Players "yellow green blue red"]\n\n'
	printf '1. yellow 6-6-1: o6/5 5/6 16/%s # kept in text\n' "$1"
}
{
	over 100003
	game 22
	printf '\n'
	awk 'BEGIN { for (i = 0; i < 70; i++) printf "[T%d \"v\"]\n", i }'
	printf 'y 6: o6\n\n# before game four\n'
	game 99
	over 100001
} >over.tmp
for j in 1 2; do
	echo "== validate -j $j"
	"$PASA" validate -j $j over.tmp 2>&1; echo "exit $?"
	"$PASA" validate -j $j <over.tmp >stdin.tmp 2>&1; echo "exit $?" >>stdin.tmp
	"$PASA" validate -j $j over.tmp 2>&1 | sed 's/^over\.tmp:/<stdin>:/' |
	    { cat; echo "exit 1"; } | cmp -s - stdin.tmp ||
	    echo "standard input differs"
	echo "== convert --format text -j $j"
	"$PASA" convert --format text -j $j over.tmp 2>&1; echo "exit $?"
	echo "== convert --format jsonl --keep-invalid -j $j"
	"$PASA" convert --format jsonl --keep-invalid -j $j over.tmp \
	    >out.tmp 2>&1; echo "exit $?" >>out.tmp
	cut -c 1-120 out.tmp
done
rm -f over.tmp stdin.tmp out.tmp
