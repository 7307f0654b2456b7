# --strict makes every warning convert gives of a game an error, and the
# game is left out as an invalid one is (or passed as it is with
# --keep-invalid): a tag the JSON keeps once, a comment CSV cannot hold.
# Without --strict the same games are written, with warnings, and
# convert exits 0.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
printf '[Variant "ludo"]\n[Event "A"]\n[Event "B"]\n\n1. red 2: -\n\n[Variant "ludo"]\n[Event "C"]\n\n1. red 3: -\n' >"$t/r.txt"
printf '[Variant "ludo"]\n\n1. red 2: - # a comment\n' >"$t/c.txt"
for args in "--format jsonl" "--format jsonl --strict" \
    "--format jsonl --strict --keep-invalid"; do
	echo "== convert $args r.txt"
	"$PASA" convert $args "$t/r.txt" >"$t/out" 2>"$t/err"
	echo "exit $?"
	sed "s|$t/||" "$t/err"
	grep -o '"tags":{[^}]*}\|"raw":"[^"]*"' "$t/out"
done
for args in "--format csv" "--format csv --strict"; do
	echo "== convert $args c.txt"
	"$PASA" convert $args "$t/c.txt" >"$t/out" 2>"$t/err"
	echo "exit $?"
	sed "s|$t/||" "$t/err"
	wc -l <"$t/out"
done
