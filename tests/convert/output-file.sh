# -o FILE keeps the old file's mode, writes through a symbolic link to
# its target, takes "-" as standard output, works for a name of 250 bytes,
# and never receives the diagnostics when stderr is closed (issue 15).
set -u
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
in=$ROOT/tests/convert/mixed.txt
echo old >"$t/private"
chmod 600 "$t/private"
"$PASA" convert --format jsonl -o "$t/private" "$in" 2>/dev/null
echo "mode $(stat -c %a "$t/private"), games $(wc -l <"$t/private")"
echo old >"$t/target"
ln -s target "$t/link"
"$PASA" convert --format jsonl -o "$t/link" "$in" 2>/dev/null
[ -L "$t/link" ] && echo "link still a link"
echo "target games $(wc -l <"$t/target")"
(cd "$t" && "$PASA" convert --format jsonl -o - "$in" 2>/dev/null | wc -l)
[ -e "$t/-" ] && echo "a file named - was created"
long=$(printf '%0250d' 0)
"$PASA" convert --format jsonl -o "$t/$long" "$in" 2>/dev/null
echo "long name: $(wc -l <"$t/$long") games"
"$PASA" convert --format jsonl -o "$t/closed" "$in" 2>&-
echo "exit $?, diagnostics in the output: $(grep -c error "$t/closed")"
ls -A "$t" | grep -c '^\.' || true
