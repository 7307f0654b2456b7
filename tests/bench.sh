#!/bin/sh
# make bench: throughput and memory at corpus scale (issues 7 and 20).
#
#   sh tests/bench.sh PASA	(PASA built with optimisation)
#
# Builds fixed-seed corpora once (cached in build-bench/): one per bundled
# variant, made of `pasa gen` chunks, and two mixes that take those chunks
# in turn, so every variant is in every part of a mix.  Then, for each
# corpus, times side by side in one run wc -l, validate, convert --format
# text and convert --format jsonl (each at -j 1 and -j 2), the reader
# alone (replay --final --game LAST: every game is read, the last one
# replayed) and replay --final (every game replayed and its final position
# drawn), and prints turns/s, MB/s, the ratio to wc -l and to validate,
# peak RSS and the -j 2 speed-up.  Each command runs BENCH_RUNS times and
# its fastest run counts (the machine may be shared: the fastest run is
# the one least disturbed), with the largest RSS of its runs.  A corpus's
# commands take turns, one run each per round, so that a machine whose
# speed drifts over minutes slows every command of a ratio alike rather
# than the ones that happened to run late.  Never fails on a timing: the
# numbers are the result.
#
#   BENCH_VARIANT_MB=N	size of each variant's corpus in MB (default 10:
#			start-up, ~7 ms, stays a few per cent of a run)
#   BENCH_MB=N		size of the large mix in MB (default 100)
#   BENCH_SMALL_MB=N	size of the small mix in MB (default 10): RSS must
#			not grow from one to the other
#   BENCH_GEN_GAMES=N	games per gen chunk (default 20)
#   BENCH_GEN_ROW=N	games in the gen row (default 200: the issue's
#			parcheesi case)
#   BENCH_RUNS=N		runs of each command, the fastest counting (default 3)
#   BENCH_BUILD=TEXT	how PASA was built, for the report (make bench says)
set -eu
LC_ALL=C
export LC_ALL
pasa=$1
root=$(cd "$(dirname "$0")/.." && pwd)
PASA_VARIANTS=$root/variants
export PASA_VARIANTS
vmb=${BENCH_VARIANT_MB:-10}
mb=${BENCH_MB:-100}
smb=${BENCH_SMALL_MB:-10}
ggames=${BENCH_GEN_GAMES:-20}
runs=${BENCH_RUNS:-3}
genrow=${BENCH_GEN_ROW:-200}
dir=$root/build-bench
mkdir -p "$dir"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

variants=$("$pasa" variants | awk '{ print $1 }')
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)

# measure NAME CMD...: $runs runs of CMD, as measure_once
measure() {
	rm -f "$tmp/$1"
	k=0
	while [ $k -lt "$runs" ]; do
		k=$((k + 1))
		measure_once "$@"
	done
}

# measure_once NAME CMD...: one run of CMD, merged into $tmp/NAME: the
# fastest wall seconds (nanosecond clock) so far, the largest peak RSS in
# KiB so far (from /usr/bin/time when there is one) and the first failing
# exit status (0: none)
measure_once() {
	name=$1
	shift
	best= rss=0 frc=0
	[ ! -f "$tmp/$name" ] || read -r best rss frc <"$tmp/$name"
	s=$(date +%s.%N)
	rc=0
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -f '%M' -o "$tmp/$name.rss" "$@" \
		    >/dev/null 2>"$tmp/$name.err" || rc=$?
	else
		"$@" >/dev/null 2>"$tmp/$name.err" || rc=$?
		echo 0 >"$tmp/$name.rss"
	fi
	e=$(date +%s.%N)
	best=$(awk -v s="$s" -v e="$e" -v b="$best" 'BEGIN {
		t = e - s; if (b != "" && b + 0 < t) t = b
		printf "%.3f", t }')
	m=$(tail -n 1 "$tmp/$name.rss")
	[ "$m" -le "$rss" ] 2>/dev/null || rss=$m
	[ $rc -eq 0 ] || [ "$frc" -ne 0 ] || frc=$rc
	echo "$best $rss $frc" >"$tmp/$name"
}

# A variant's corpus: chunks of gen output, seeds 1, 2, ... until the
# variant has $vmb MB.
cdir=$dir/chunks-$ggames-$vmb
if [ ! -f "$cdir/done" ]; then
	echo "bench: generating ${vmb} MB per variant in $cdir (once)"
	rm -rf "$cdir"
	mkdir -p "$cdir"
	for v in $variants; do
		mkdir "$cdir/$v"
		seed=1
		size=0
		while [ "$size" -lt $((vmb * 1024 * 1024)) ]; do
			f=$cdir/$v/$(printf '%05d' $seed).txt
			"$pasa" gen -v "$v" --seed $seed --games "$ggames" >"$f"
			echo >>"$f"
			size=$((size + $(wc -c <"$f")))
			seed=$((seed + 1))
		done
		cat "$cdir/$v"/*.txt >"$cdir/$v.txt"
	done
	: >"$cdir/done"
fi

# mix MB: every variant's chunks in turn, again from the start when all
# are used, until MB megabytes.
mix() {
	out=$dir/mix-$ggames-$vmb-$1.txt
	[ -s "$out" ] && return 0
	echo "bench: building a $1 MB mix in $out (once)" >&2
	: >"$out.tmp"
	while :; do
		for f in $(cd "$cdir" && printf '%s\n' ./*/*.txt | awk -F/ '{
			n[$2]++; print n[$2] "\t" $0 }' | sort -n -s -k1,1 |
		    cut -f2); do
			cat "$cdir/$f" >>"$out.tmp"
			[ "$(wc -c <"$out.tmp")" -lt $(($1 * 1024 * 1024)) ] ||
			    break 2
		done
	done
	mv "$out.tmp" "$out"
}
mix "$smb"
mix "$mb"

corpora=
for v in $variants; do
	corpora="$corpora $v:$cdir/$v.txt"
done
corpora="$corpora mix-${smb}MB:$dir/mix-$ggames-$vmb-$smb.txt"
corpora="$corpora mix-${mb}MB:$dir/mix-$ggames-$vmb-$mb.txt"

echo "bench: measuring $pasa (${BENCH_BUILD:-build flags not given}; $cores cores; load: $(uptime | sed 's/.*load/load/'))"
for c in $corpora; do
	n=${c%%:*}
	f=${c#*:}
	wc -c <"$f" >"$tmp/$n.bytes"
	grep -c '^[0-9]' "$f" >"$tmp/$n.turns" || true
	grep -c '^\[Event ' "$f" >"$tmp/$n.games" || true
	k=0
	while [ $k -lt "$runs" ]; do
		k=$((k + 1))
		measure_once "$n.wc" wc -l "$f"
		for j in 1 2; do
			measure_once "$n.validate$j" "$pasa" validate -j $j "$f"
			measure_once "$n.text$j" "$pasa" convert --format text \
			    -j $j "$f"
			measure_once "$n.jsonl$j" "$pasa" convert --format jsonl \
			    -j $j "$f"
		done
		measure_once "$n.read1" "$pasa" replay --final --game \
		    "$(cat "$tmp/$n.games")" "$f"
		measure_once "$n.replay1" "$pasa" replay --final "$f"
	done
done

# table CMD TITLE: one row per corpus
table() {
	printf '\n%s\n' "$2"
	printf '%-22s %6s %8s %8s %8s %7s %7s %7s %7s %7s %7s\n' corpus MB \
	    turns 'turns/s' 'MB/s' 'x wc' 'x val' 'RSS' '-j 2' 'RSS -j2' exit
	for c in $corpora; do
		n=${c%%:*}
		read -r w _ _ <"$tmp/$n.wc"
		read -r v _ _ <"$tmp/$n.validate1"
		read -r s1 r1 rc1 <"$tmp/$n.${1}1"
		if [ -f "$tmp/$n.${1}2" ]; then
			read -r s2 r2 rc2 <"$tmp/$n.${1}2"
		else
			s2=0 r2=0 rc2=0
		fi
		awk -v n="$n" -v b="$(cat "$tmp/$n.bytes")" \
		    -v t="$(cat "$tmp/$n.turns")" -v w="$w" -v v="$v" \
		    -v s1="$s1" -v r1="$r1" -v s2="$s2" -v r2="$r2" \
		    -v rc="$rc1/$rc2" 'BEGIN {
			if (s1 <= 0) s1 = 0.001
			if (w <= 0) w = 0.001
			if (v <= 0) v = 0.001
			printf "%-22s %6.1f %8d %7.2fM %8.1f %6.0fx %6.2fx " \
			    "%6.1fM", n, b / 1048576, t, t / s1 / 1e6,
			    b / s1 / 1048576, s1 / w, s1 / v, r1 / 1024
			if (s2 > 0)
				printf " %6.2fx %6.1fM", s1 / s2, r2 / 1024
			else
				printf " %7s %7s", "-", "-"
			printf " %7s\n", rc
		}'
	done
}
table validate "validate (x val: time over validate -j 1's; RSS in MiB)"
table text "convert --format text"
table jsonl "convert --format jsonl"
table read "reader alone: replay --final --game LAST (reads every game, \
replays the last)"
table replay "replay --final (every game replayed, its final position drawn)"

# gen: games per second and memory, BENCH_GEN_ROW games per variant
printf '\ngen --games %s\n%-22s %9s %7s\n' "$genrow" variant 'games/s' RSS
for v in $variants; do
	measure "gen.$v" "$pasa" gen -v "$v" --seed 1 --games "$genrow"
	read -r s r _ <"$tmp/gen.$v"
	awk -v n="$v" -v s="$s" -v r="$r" -v g="$genrow" 'BEGIN {
		if (s <= 0) s = 0.001
		printf "%-22s %9.0f %6.1fM\n", n, g / s, r / 1024 }'
done

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

# The goals of issue 20, against the worst row of each kind.
{
	for c in $corpora; do
		n=${c%%:*}
		for k in validate text jsonl replay; do
			read -r s1 r1 _ <"$tmp/$n.${k}1"
			# replay has no -j: "-" for its -j 2 columns.
			s2=- r2=-
			[ ! -f "$tmp/$n.${k}2" ] || read -r s2 r2 _ <"$tmp/$n.${k}2"
			echo "$n $k $s1 $r1 $s2 $r2 $(cat "$tmp/$n.turns")"
		done
	done
} | awk '
	{ if ($3 <= 0) $3 = 0.001; if ($5 != "-" && $5 <= 0) $5 = 0.001 }
	$2 == "validate" { v[$1] = $3
		tps = $7 / $3; if (minv == "" || tps < minv) { minv = tps; mvn = $1 } }
	$2 != "validate" { q = $3 / v[$1]; if (q > maxq) { maxq = q; mq = $1 " " $2 } }
	{ if ($4 > maxr) { maxr = $4; mr = $1 " " $2 } }
	$5 != "-" { sp = $3 / $5; if (minsp == "" || sp < minsp) { minsp = sp; msp = $1 " " $2 }
	  if ($6 - $4 > maxw) { maxw = $6 - $4; mw = $1 " " $2 } }
	END {
		printf "\ngoals (issue 20), worst row of each:\n"
		printf "  validate -j 1 >= 5M turns/s:       %.2fM (%s)\n", minv / 1e6, mvn
		printf "  convert, replay <= 2x validate:     %.2fx (%s)\n", maxq, mq
		printf "  -j 2 >= 1.8x faster than -j 1:     %.2fx (%s)\n", minsp, msp
		printf "  peak RSS at -j 1 <= 8 MiB:         %.1f MiB (%s)\n", maxr / 1024, mr
		printf "  RSS per extra worker <= 8 MiB:     %.1f MiB (%s)\n", maxw / 1024, mw
	}'
echo "Timings never fail this target; exit is each run's status (-j 1/-j 2)."
