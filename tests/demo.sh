#!/bin/sh
# The tour `make demo` gives: list variants, check records, play a game.
set -u
pasa=${1:-build/pasa}
run() {
	printf '\n$ %s\n' "$*"
	"$@"
	rc=$?
	[ "$rc" = 0 ] || printf '(exit status %d)\n' "$rc"
}
echo "pasa tour: the bundled rule variants, and records checked against them."
run "$pasa" variants
for f in records/race/*.txt records/pasang/*.txt; do
	[ -f "$f" ] || continue
	run "$pasa" validate "$f"
done
run "$pasa" gen -v pachisi-modern --seed 7 --max-plies 6
if [ -f records/race/c9-one-die.txt ]; then
	run "$pasa" validate -v pachisi-dice records/race/c9-one-die.txt
	run "$pasa" validate -v pachisi-modern records/race/c9-one-die.txt
fi
exit 0
