# JSON Lines and JSON are told from text by their content on standard
# input and for names without .jsonl, .json or .txt: a piped round trip
# works, and a JSON game line of about 100000 bytes is not held to the text
# line limit (65536 bytes).
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
rec="$ROOT/records/race/chaupar-sample.txt"
"$PASA" convert --format text "$rec" >"$t/canon"
"$PASA" convert --format jsonl "$rec" >"$t/games"
awk 'length($0) > 65536 { print "a jsonl line over 65536 bytes" }' "$t/games"
"$PASA" convert --format jsonl "$rec" | "$PASA" convert --format text |
    cmp - "$t/canon" && echo "jsonl on stdin: text"
"$PASA" convert --format json "$rec" | "$PASA" convert --format text |
    cmp - "$t/canon" && echo "json on stdin: text"
"$PASA" convert --format text "$t/games" | cmp - "$t/canon" &&
    echo "jsonl in a file without extension: text"
"$PASA" convert --format text - <"$t/canon" | cmp - "$t/canon" &&
    echo "text on stdin: text"
printf '\n\n  [ ]\n' | "$PASA" convert --format text && echo "empty array: nothing"
rc=0
"$PASA" convert --format csv <"$t/games" 2>"$t/err" || rc=$?
echo "jsonl on stdin to csv: exit $rc"
head -1 "$t/err"
