# C9 (R6): no game gen writes enters a piece with one die's 5 after the
# other die was used: in a line of two dice not adding up to 5, an entry
# ('base/...') is always the first move.
set -eu
"$PASA" gen -v pachisi-modern --seed 1 --games 300 |
awk '/^[0-9]+\. [a-z]+ [0-9]-[0-9]: / {
	split($3, d, "-"); sub(":", "", d[2])
	if (d[1] + d[2] == 5)
		next
	for (i = 5; i <= NF; i++)
		if ($i ~ /^base\//)
			late++
} END { print "late entries: " late + 0 }'
