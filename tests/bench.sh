#!/bin/sh
# make bench: throughput and memory at corpus scale (issue 7).
#
#   sh tests/bench.sh PASA	(PASA built with optimisation)
#
# Builds a fixed-seed corpus once (cached in build-bench/), then times,
# side by side in one run, wc -l, validate, replay --final and
# convert --format jsonl on it, and prints turns/s, MB/s, peak RSS and the
# ratio to wc -l.  Never fails on a timing: the numbers are the result.
#
#   BENCH_MB=N	corpus size in MB (default 200)
#   BENCH_RACE=P	share of the corpus, in percent, that is race games
#		(default 20: the race engine is the slower one)
set -eu
LC_ALL=C
export LC_ALL
pasa=$1
root=$(cd "$(dirname "$0")/.." && pwd)
PASA_VARIANTS=$root/variants
export PASA_VARIANTS
mb=${BENCH_MB:-200}
race=${BENCH_RACE:-20}
dir=$root/build-bench
corpus=$dir/corpus-$mb.txt
small=$dir/corpus-10.txt
mkdir -p "$dir"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# A 10 MB unit of both families, repeated up to the size asked for: the
# engines' speed does not depend on whether a game was seen before.
if [ ! -s "$corpus" ]; then
	echo "bench: generating a ${mb} MB corpus in $corpus (once)"
	unit=$dir/unit.txt
	: >"$unit"
	seed=1
	while [ "$(wc -c <"$unit")" -lt $((10 * 1024 * 1024 * race / 100)) ]; do
		"$pasa" gen -v pachisi-modern --seed $seed --games 200 >>"$unit"
		echo >>"$unit"
		seed=$((seed + 1))
	done
	while [ "$(wc -c <"$unit")" -lt $((10 * 1024 * 1024)) ]; do
		"$pasa" gen -v pasang-emas --seed $seed --games 500 >>"$unit"
		echo >>"$unit"
		seed=$((seed + 1))
	done
	cp "$unit" "$small"
	: >"$corpus.tmp"
	while [ "$(wc -c <"$corpus.tmp")" -lt $((mb * 1024 * 1024)) ]; do
		cat "$unit" >>"$corpus.tmp"
	done
	mv "$corpus.tmp" "$corpus"
fi

bytes=$(wc -c <"$corpus")
turns=$(grep -c '^[0-9]' "$corpus" || true)
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)

# measure NAME CMD...: wall seconds (nanosecond clock) and peak RSS in
# KiB (from /usr/bin/time when there is one) into $tmp/NAME
measure() {
	name=$1
	shift
	s=$(date +%s.%N)
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -f '%M' -o "$tmp/$name.rss" "$@" >/dev/null \
		    2>"$tmp/$name.err" || true
	else
		"$@" >/dev/null 2>"$tmp/$name.err" || true
		echo 0 >"$tmp/$name.rss"
	fi
	e=$(date +%s.%N)
	echo "$(awk -v s="$s" -v e="$e" 'BEGIN { printf "%.3f", e - s }') \
$(tail -n 1 "$tmp/$name.rss")" >"$tmp/$name"
}

measure wc wc -l "$corpus"
measure validate "$pasa" validate -j 1 "$corpus"
measure validate2 "$pasa" validate -j 2 "$corpus"
measure validate10 "$pasa" validate -j 1 "$small"
if "$pasa" help replay >/dev/null 2>&1; then
	measure replay "$pasa" replay --final "$corpus"
else
	echo "(replay does not exist yet)" >"$tmp/replay.missing"
fi
measure convert "$pasa" convert --format jsonl -j 1 "$corpus"
measure convert2 "$pasa" convert --format jsonl -j 2 "$corpus"

wc_s=$(cut -d' ' -f1 "$tmp/wc")
row() {
	label=$1 name=$2 size=${3:-$bytes} nturns=${4:-$turns}
	if [ -f "$tmp/$name.missing" ]; then
		printf '%-26s %s\n' "$label" "$(cat "$tmp/$name.missing")"
		return
	fi
	read -r s rss <"$tmp/$name"
	awk -v l="$label" -v s="$s" -v rss="$rss" -v b="$size" -v t="$nturns" \
	    -v w="$wc_s" 'BEGIN {
		if (s <= 0) s = 0.001
		if (w <= 0) w = 0.001
		printf "%-26s %8.3f %12.0f %9.1f %9.1f %8.1fx\n", l, s,
		    t / s, b / s / 1048576, rss / 1024, s / w
	}'
}
printf 'corpus: %s, %d MB, %d turn lines, %s cores\n\n' "$corpus" \
    $((bytes / 1048576)) "$turns" "$cores"
printf '%-26s %8s %12s %9s %9s %9s\n' command seconds turns/s MB/s \
    'RSS MiB' 'vs wc -l'
row "wc -l" wc
row "validate -j 1" validate
row "validate -j 2" validate2
row "validate -j 1 (10 MB)" validate10 "$(wc -c <"$small")" \
    "$(grep -c '^[0-9]' "$small" || true)"
row "replay --final" replay
row "convert --format jsonl -j 1" convert
row "convert --format jsonl -j 2" convert2
awk -v a="$(cut -d' ' -f1 "$tmp/validate")" \
    -v b="$(cut -d' ' -f1 "$tmp/validate2")" 'BEGIN {
	if (b > 0) printf "\nvalidate speed-up on 2 threads: %.2fx\n", a / b }'
# simulate (issue 18): games per second on one core, and the README's
# comparison on every core; RSS must not grow with --games.
for n in 2000 8000; do
	measure sim$n "$pasa" simulate -v ludo --games $n -j 1
done
measure simall "$pasa" simulate -v ludo -v ludo-capture-throw -v ludo-blocks \
    --games 20000
awk -v a="$(cat "$tmp/sim2000")" -v b="$(cat "$tmp/sim8000")" \
    -v c="$(cat "$tmp/simall")" 'BEGIN {
	split(a, x, " "); split(b, y, " "); split(c, z, " ")
	printf "\nsimulate -v ludo -j 1: %.0f games/s per core; RSS %.1f MiB for 2000 games, %.1f for 8000\n", 8000 / (y[1] > 0 ? y[1] : 0.001), x[2] / 1024, y[2] / 1024
	printf "simulate, three Ludo variants x 20000 games, all cores: %.1f s\n", z[1] }'
echo "targets: validate >= 5M turns/s and within 20x of wc -l; replay and"
echo "convert within 2x of validate; RSS flat (<= 8 MiB) from 10 MB up;"
echo ">= 1.8x on 2 cores.  Timings never fail this target."
