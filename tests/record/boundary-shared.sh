# One definition of a game boundary for the block splitter (validate,
# convert) and the record reader (render, replay, moves, diff, compare):
# a byte-order mark counts only at the start of input, and a line too long
# to read is judged by its head, so a tag far to the right of 300 blanks
# starts no game (issue 15).  Both sides must count the same games.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
g='[Variant "pasang-emas"]\n\nsouth b\n'
{
	printf "\357\273\277$g\n"
	printf "\357\273\277$g\n"
	printf "$g\n"
	awk 'BEGIN { for (i = 0; i < 300; i++) printf " ";
	    printf "[Variant \"pasang-emas\"]";
	    for (i = 0; i < 70000; i++) printf " "; printf "\n\nsouth b\n\n" }'
	printf "$g"
} >"$t/in.txt"
for j in 1 2; do
	echo "convert -j $j: $("$PASA" convert --format jsonl --keep-invalid -j $j "$t/in.txt" 2>/dev/null |
	    sed 's/^{"format":1,"game":\([0-9]*\),.*/\1/' | tr '\n' ' ')"
done
n=1
while "$PASA" render --game $n "$t/in.txt" >/dev/null 2>&1 ||
    [ $? = 1 ]; do
	n=$((n + 1))
done
echo "render sees $((n - 1)) games"
"$PASA" validate "$t/in.txt" 2>&1 | sed "s|$t/||" | cut -c 1-100
