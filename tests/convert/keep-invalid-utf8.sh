# --keep-invalid passes an invalid game unchanged: as text, byte for byte;
# in JSON its raw text is a string, which holds text only, so a byte that
# is no UTF-8 becomes U+FFFD there, and a warning says so at the first
# such byte (line 3, column 11: the line counted from the game's first).
# With --strict the warning is an error.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
printf '[Variant "ludo"]\n[Event "ok"]\n[Site "caf\351 \377"]\n\n1. red 2: -\n' >"$t/u.txt"
"$PASA" convert --format text --keep-invalid "$t/u.txt" 2>/dev/null |
    cmp - "$t/u.txt" &&
    echo "text: same bytes"
for args in "" "--strict"; do
	echo "== jsonl --keep-invalid $args"
	"$PASA" convert --format jsonl --keep-invalid $args "$t/u.txt" \
	    >"$t/j" 2>"$t/err"
	echo "exit $?"
	sed "s|$t/||" "$t/err"
	grep -o '"raw":"[^}]*Site[^,]*' "$t/j"
done
