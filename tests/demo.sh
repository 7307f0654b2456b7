#!/bin/sh
# The tour `make demo` gives: the variants, records checked against them,
# a rule disagreement, a random game.
set -u
pasa=${1:-build/pasa}
# Each command is printed as it can be pasted into a shell at the top of
# the tree, and run as printed.
run() {
	printf '\n$ %s\n' "$1"
	sh -c "$1"
	rc=$?
	if [ "$rc" = 0 ]; then echo "(exit status 0: valid)"; else echo "(exit status $rc)"; fi
}
echo "pasa tour: the bundled rule variants, and records checked against them."
run "$pasa variants"
run "$pasa validate records/race/*.txt records/pasang/*.txt"
echo
echo "One record, two rule books: A lets the other die move any piece after"
echo "entering on a 5; C9 says the entered piece must move on by it."
run "$pasa validate -v pachisi-dice records/compare/enter-five.txt"
run "$pasa validate -v pachisi-modern records/compare/enter-five.txt"
run "$pasa compare -v pachisi-dice -v pachisi-modern records/compare/enter-five.txt"
echo
echo "Random legal games, checked as they are written:"
run "$pasa gen -v pachisi-modern --seed 7 --games 100 | $pasa validate -"
run "$pasa gen -v pasang-emas --seed 7 --max-plies 6"
exit 0
