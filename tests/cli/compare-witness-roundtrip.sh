# compare --witness writes only records on stdout (the settings table goes
# to stderr), so its output can be checked again under the two variants:
# every witness is then a disagreement (pasa-compare(1)).
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
rc=0
"$PASA" compare --witness ludo ludo-capture-throw >"$t/w.txt" 2>"$t/table" || rc=$?
echo "witness: exit $rc"
head -1 "$t/table"
rc=0
"$PASA" compare -v ludo -v ludo-capture-throw "$t/w.txt" >"$t/out" 2>"$t/err" || rc=$?
echo "compare: exit $rc"
sed "s|$t/||" "$t/out" "$t/err" | grep -v ': note: '
