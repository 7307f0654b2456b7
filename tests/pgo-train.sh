#!/bin/sh
# make pgo: the workload a profile-guided build learns from.
#
#   sh tests/pgo-train.sh PASA	(PASA built with -fprofile-generate)
#
# Runs an instrumented pasa over what make bench measures -- validate,
# convert to text and JSON Lines, replay --final, gen -- and a little of
# the rest (json, csv, the sample records with their illegal
# turns), one worker each (-j 1: the counters are not atomic).  The games
# are gen's of every bundled variant from seeds 900001 on, which make
# bench's corpora (seeds 1, 2, ...) never use, so the bench measures
# games the profile has not seen.  Fails only if pasa cannot run; the
# exit status of a command that finds illegal turns is its verdict, not
# a failure.
set -eu
LC_ALL=C
export LC_ALL
pasa=$1
root=$(cd "$(dirname "$0")/.." && pwd)
PASA_VARIANTS=$root/variants
export PASA_VARIANTS
games=${PGO_GAMES:-40}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

variants=$("$pasa" variants | awk '{ print $1 }')
[ -n "$variants" ] || { echo "pgo-train: $pasa lists no variants" >&2; exit 1; }
seed=900001
for v in $variants; do
	f=$tmp/$v.txt
	"$pasa" gen -v "$v" --seed $seed --games "$games" >"$f"
	seed=$((seed + 1))
	"$pasa" validate -j 1 "$f" >/dev/null
	for fmt in text jsonl; do
		"$pasa" convert -j 1 --format $fmt "$f" >/dev/null
	done
	"$pasa" replay --final "$f" >/dev/null
done
# The rest once, on a mix: what it costs is the readers' and writers'.
cat "$tmp"/*.txt >"$tmp/mix"
for fmt in json csv; do
	"$pasa" convert -j 1 --format $fmt "$tmp/mix" >/dev/null
done
"$pasa" validate -j 1 "$tmp/mix" >/dev/null
find "$root/records" -name '*.txt' | sort >"$tmp/records"
while read -r r; do
	"$pasa" validate -j 1 "$r" >/dev/null 2>&1 || true
done <"$tmp/records"
