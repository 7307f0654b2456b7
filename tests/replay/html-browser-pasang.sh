# replay --format html in a real browser, Pasang Emas (issue 19): as for
# the race family, and the game chooser's address (#game=2&turn=31) opens
# the second game of a record (whose first turn is numbered 31).
set -eu
. ./browser.inc
rec=$ROOT/records/pasang/suntuk.txt
"$PASA" replay --format html "$rec" >"$t/page.html"
for n in 20 54; do
	check "$rec" 0 "$n"
done
rec=$ROOT/records/pasang/neto-examples.txt
"$PASA" replay --format html "$rec" >"$t/page.html"
check "$rec" 2 31 1
