#!/bin/sh
# The false-alarm rate of pasa stats (issue 18): fair corpora made by
# pasa gen from seeds 1..SEEDS, each judged by pasa stats; prints, per
# variant, how often the verdict calls fair throws biased (it corrects for
# the number of tests, so at most about 5%), how often the pooled
# faces/cowries test alone is below 0.05 (about 5%), and the share of all
# single tests below 0.05.  Not a test case (it takes minutes, and
# tests/run.sh leaves tests/helper/ alone); tests/unit/stats_test.c checks
# the same rates on throws alone, from fixed seeds.
#
#	sh tests/helper/false-alarms.sh [-p PASA] [-s SEEDS] [-g GAMES] VARIANT...
set -eu
pasa=build/pasa seeds=200 games=100
while getopts p:s:g: o; do
	case $o in
	p) pasa=$OPTARG ;;
	s) seeds=$OPTARG ;;
	g) games=$OPTARG ;;
	*) echo "usage: $0 [-p PASA] [-s SEEDS] [-g GAMES] VARIANT..." >&2
	   exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || set -- ludo pachisi-cowrie
: "${PASA_VARIANTS:=$(dirname "$0")/../../variants}"
export PASA_VARIANTS LC_ALL=C
for v in "$@"; do
	s=1
	while [ "$s" -le "$seeds" ]; do
		"$pasa" gen -v "$v" --seed "$s" --games "$games" |
		    "$pasa" stats --format json - |
		    awk -v seed="$s" '
			/"test": / {
				p = $0; sub(/.*"p": /, "", p); sub(/,.*/, "", p)
				if (!n++) first = p + 0 < 0.05
				below += p + 0 < 0.05
				if ($0 ~ /"biased": true/) verdict = 1
			}
			END { print seed, verdict + 0, first + 0, below + 0, n + 0 }'
		s=$((s + 1))
	done | awk -v v="$v" -v games="$games" '
		{ k++; verdict += $2; first += $3; below += $4; tests += $5 }
		END {
			printf "%s: %d corpora of %d games: verdict biased %d " \
			    "(%.1f%%), pooled test < 0.05 %d (%.1f%%), single " \
			    "tests < 0.05 %d of %d (%.2f%%)\n", v, k, games,
			    verdict, 100 * verdict / k, first, 100 * first / k,
			    below, tests, 100 * below / tests
		}'
done
