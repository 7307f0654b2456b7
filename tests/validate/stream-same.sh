# A pipe is read a line at a time, a file in blocks: every record of the
# tests says the same both ways (stdout, stderr, exit status), with each
# option that streams.  Both read standard input, so both name it <stdin>.
set -u
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ROOT"
find tests -type f \( -name '*.in' -o -name '*.rec' -o -name '*.txt' \) |
    LC_ALL=C sort >"$tmp/files"
[ "$(wc -l <"$tmp/files")" -gt 200 ] || { echo "corpus not found"; exit 1; }
# And what the corpus may lack: the order of a game's diagnostics.
x=$tmp/x
mkdir "$x"
tags='[Variant "pachisi-dice"]
[Players "yellow red"]
[Setup "yellow:8,40,base,base red:12,base,base,base to=yellow extra=- ply=8 run=0 played=yellow,red entered=yellow,red finished=-"]
'
# A warning (rule A9), a legal turn, a refused one, a syntax error.
printf '%s\nyellow 4-2: 8/12* 40/42\nred 6-1: 12/18 18/19\nyellow 2-1: zz\nred 1:\n' \
    "$tags" >"$x/order.rec"
# Syntax errors in tags, selected or not by --where; a game of tags only.
printf '[Variant "pachisi-dice"]\n[Bad "x\nyellow 3-2: 8/14\n\n[Event "e"]\n\n[Variant "x"]\n[Bad x]\n' \
    >"$x/tags.rec"
# An unknown variant in three games: said of each.
printf '[Variant "nosuch"]\nnorth k\n\n[Variant "nosuch"]\nnorth k\n[Variant "nosuch"]\n' \
    >"$x/unknown.rec"
# CR LF, a byte-order mark, no newline at the end.
printf '\357\273\277%s\r\nyellow 4-2: 8/12 40/42\r\nred 6-1: 12/18 18/19' \
    "$tags" >"$x/crlf.rec"
# Lines over the limit (64 KiB) and over the reader's block (256 KiB),
# a NUL byte, invalid UTF-8.
{
	printf '%s' "$tags"
	awk 'BEGIN { s = "yellow 4-2: "; for (i = 0; i < 70000; i++) s = s "x"; print s }'
	printf '[Variant "pachisi-dice"]\n# '
	awk 'BEGIN { s = ""; for (i = 0; i < 300000; i++) s = s "#"; print s }'
	printf 'yellow 1-1: 8/9\n\n[Variant "pachisi-dice"]\nyel\000low\n'
	printf '[Variant "pachisi-dice"]\nyellow 1-1: \377\n'
} >"$x/long.rec"
ls "$x"/*.rec >>"$tmp/files"
fail=0 runs=0
# One line an option set; the second column marks the sets run on every
# record (the rest on the records that name their variant).
# Under the sanitizers (make check's second pass, several times slower)
# the first two sets: they hold every option that streams.
nsets=5
case $PASA in *-san/*) nsets=2 ;; esac
head -n $nsets >"$tmp/sets" <<'SETS'
all|
all|--format json --positions --explain --summary
some|--strict --positions --summary
some|--format json --strict --where Variant=~/pachisi/ -j 1
some|-v pachisi-modern --explain
SETS
while IFS='|' read -r all opts; do
	while read -r f; do
		if [ "$all" = some ] && ! grep -q '^\[Variant' "$f"; then
			continue
		fi
		# shellcheck disable=SC2086
		"$PASA" validate $opts - <"$f" >"$tmp/fo" 2>"$tmp/fe"
		frc=$?
		# shellcheck disable=SC2086
		cat "$f" | "$PASA" validate $opts - >"$tmp/po" 2>"$tmp/pe"
		prc=$?
		runs=$((runs + 1))
		if [ $frc != $prc ] || ! cmp -s "$tmp/fo" "$tmp/po" ||
		    ! cmp -s "$tmp/fe" "$tmp/pe"; then
			echo "differs: validate $opts $f (exit $frc, $prc)"
			diff "$tmp/fe" "$tmp/pe" | head -5
			diff "$tmp/fo" "$tmp/po" | head -5
			fail=1
		fi
	done <"$tmp/files"
done <"$tmp/sets"
[ $runs -gt 600 ] || { echo "only $runs comparisons"; exit 1; }
exit $fail
