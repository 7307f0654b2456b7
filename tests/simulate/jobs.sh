# Short games (--max-plies 60): two rounds of threads, quick under the sanitizers.
# The figures and the records do not depend on -j; under the random
# policy game i of a seed is gen's game i, and simulate's figures are
# those stats gives for gen's records.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
for j in 1 2 3; do
	"$PASA" simulate -v parcheesi -v pachisi-cowrie --games 2100 --seed 5 \
	    -j $j --max-plies 60 --format json --record "$t/r$j.txt" >"$t/o$j.json"
done
cmp "$t/o1.json" "$t/o2.json"
cmp "$t/o1.json" "$t/o3.json"
cmp "$t/r1.txt" "$t/r2.txt"
cmp "$t/r1.txt" "$t/r3.txt"
"$PASA" gen -v parcheesi --games 2100 --seed 5 --max-plies 60 >"$t/gen.txt"
grep -v '^\[Event' "$t/gen.txt" >"$t/gen2.txt"
grep -v '^\[Event' "$t/r1.txt" | head -n "$(wc -l <"$t/gen2.txt")" >"$t/sim2.txt"
cmp "$t/gen2.txt" "$t/sim2.txt"
# and its statistics are those of stats on gen's records
"$PASA" gen -v parcheesi --games 300 --seed 4 | "$PASA" stats --format json - \
    >"$t/stats.json"
"$PASA" simulate -v parcheesi --games 300 --seed 4 --format json >"$t/sim.json"
cmp "$t/stats.json" "$t/sim.json"
echo "same for -j 1, 2, 3 and as gen | stats"
