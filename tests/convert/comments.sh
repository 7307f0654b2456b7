# Comments are kept: before a game and after a turn, through canonical
# text, JSON Lines and JSON, so that text -> jsonl -> text and
# text -> json -> text give back the canonical text byte for byte; the
# same when the input is cut into blocks on several threads.  CSV drops
# them with a warning.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
"$PASA" convert --format text comments.txt >"$t/canon"
cat "$t/canon"
"$PASA" convert --format text "$t/canon" | cmp - "$t/canon" && echo "canonical: same"
for fmt in jsonl json; do
	"$PASA" convert --format $fmt "$t/canon" >"$t/out.$fmt"
	"$PASA" convert --format text "$t/out.$fmt" | cmp - "$t/canon" &&
	    echo "$fmt and back: same bytes"
done
"$PASA" convert --format jsonl --canonical comments.txt | head -1
# Over a megabyte: cut into blocks, with -j 1 too.
cp "$t/canon" "$t/many.txt"
i=1
while [ $i -lt 3000 ]; do echo; cat "$t/canon"; i=$((i + 1)); done >>"$t/many.txt"
"$PASA" convert --format text -j 1 "$t/many.txt" | cmp - "$t/many.txt" &&
    "$PASA" convert --format text -j 2 "$t/many.txt" | cmp - "$t/many.txt" &&
    "$PASA" convert --format jsonl -j 2 "$t/many.txt" |
    "$PASA" convert --format text | cmp - "$t/many.txt" && echo "in blocks: same"
"$PASA" convert --format csv comments.txt 2>&1 >/dev/null | head -3
