# -o writes through a temporary file: an error leaves the old file as it
# was and no temporary behind; a full disk is exit 4; a closed pipe is
# quiet.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cp games.txt "$t/in.txt"
echo old >"$t/out.txt"
"$PASA" convert --format text -o "$t/out.txt" "$t/in.txt" 2>/dev/null
cmp -s "$t/out.txt" to-text.out && echo "written"
echo old >"$t/out.txt"
rc=0
"$PASA" convert --format text -o "$t/out.txt" "$t/in.txt" "$t/missing.txt" \
    2>/dev/null || rc=$?
echo "missing input: exit $rc, $(cat "$t/out.txt"), $(ls -A "$t" | wc -l) files"
rc=0
"$PASA" convert --format jsonl "$t/in.txt" >/dev/full 2>"$t/err" || rc=$?
echo "full disk: exit $rc"
rc=0
"$PASA" convert --format jsonl -o /dev/full "$t/in.txt" 2>"$t/err" || rc=$?
echo "-o /dev/full: exit $rc"
sed 's/^pasa: cannot write .*/pasa: cannot write .../' "$t/err" | grep -v warning
for i in 1 2 3 4 5 6 7 8; do cat "$t/in.txt"; done >"$t/many.txt"
"$PASA" convert --format jsonl "$t/many.txt" "$t/many.txt" 2>"$t/err" | head -c 10 >/dev/null
grep -v warning "$t/err" || echo "closed pipe: quiet"
