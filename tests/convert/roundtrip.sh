# Canonical text converts to itself, and text -> jsonl -> text and
# text -> json -> text give the canonical text, for every bundled record
# and for generated games of both families.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
for v in pasang-emas pachisi-modern pachisi-cowrie; do
	"$PASA" gen -v "$v" --seed 11 --games 3 --max-plies 120 >"$t/gen-$v.txt"
done
bad=0 n=0
for f in $(find "$ROOT/records" -name '*.txt' | sort) "$t"/gen-*.txt; do
	n=$((n + 1))
	"$PASA" convert --format text "$f" >"$t/canon" 2>/dev/null || true
	"$PASA" convert --format text "$t/canon" >"$t/again" 2>/dev/null || true
	cmp -s "$t/canon" "$t/again" || { echo "not idempotent: $f"; bad=1; }
	for fmt in jsonl json; do
		"$PASA" convert --format $fmt "$f" 2>/dev/null |
		    "$PASA" convert --input-format $fmt --format text >"$t/back" 2>/dev/null ||
		    true
		cmp -s "$t/canon" "$t/back" || { echo "$fmt round trip: $f"; bad=1; }
	done
done
[ "$bad" = 0 ] && [ "$n" -gt 3 ] && echo "round trips ok"
