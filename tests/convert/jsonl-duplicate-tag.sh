# A tag given twice in a text record is one JSON member, with the first
# value (pasa-record(5): the first counts), and a warning says the other
# was dropped; so pasa's own JSON reads back, as it refuses a member
# given twice.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
printf '[Variant "ludo"]\n[Event "A"]\n[Event "B"]\n\n1. red 2: -\n' >"$t/r.txt"
"$PASA" convert --format jsonl "$t/r.txt" >"$t/j" 2>"$t/err"
echo "exit $?"
sed "s|$t/||" "$t/err"
grep -o '"tags":{[^}]*}' "$t/j"
"$PASA" convert --input-format jsonl --format text "$t/j"
echo "exit $?"
