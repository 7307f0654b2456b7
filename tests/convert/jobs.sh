# --jobs: one file cut into blocks at game boundaries, and several files,
# give the same output and diagnostics as one thread.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
"$PASA" gen -v pasang-emas --seed 3 --games 1500 >"$t/a.txt"
printf '\n[Variant "pasang-emas"]\n\n1. south b\n2. north zz\n' >>"$t/a.txt"
"$PASA" gen -v pasang-emas --seed 4 --games 700 >>"$t/a.txt"
cp "$t/a.txt" "$t/b.txt"
for j in 1 2 3; do
	"$PASA" convert --format jsonl -j $j "$t/a.txt" "$t/b.txt" >"$t/c$j" \
	    2>"$t/e$j" || true
	"$PASA" validate --positions -j $j "$t/a.txt" >"$t/v$j" 2>"$t/w$j" ||
	    true
done
for j in 2 3; do
	cmp -s "$t/c1" "$t/c$j" && cmp -s "$t/e1" "$t/e$j" &&
	    cmp -s "$t/v1" "$t/v$j" && cmp -s "$t/w1" "$t/w$j" ||
	    { echo "-j $j differs from -j 1"; exit 1; }
done
[ "$(wc -c <"$t/a.txt")" -gt 1000000 ] || { echo "input too small"; exit 1; }
grep -c '"valid":true' "$t/c1"
sed "s|$t/||" "$t/e1"
grep -n "north zz" "$t/a.txt"
