#!/bin/sh
# Rulings and output of two pasa binaries, compared (issue 20: speed work
# must keep every ruling byte-identical).  Builds, once per seed, a corpus
# per bundled variant with OLD's gen, and one-turn mutants of it (a square,
# a throw or a move dropped, swapped or repeated); then runs both binaries
# on every corpus under every variant: validate --explain --positions,
# convert to jsonl, json, text and csv (the mutants to jsonl with
# --keep-invalid, and that back to text), replay --final of the games and
# the mutants, gen from the same seed, moves
# at sampled positions, and compare --witness between every two variants.
# Prints each differing command and exits 1 when any output, diagnostic
# or exit status differs.  Not a test case (it takes minutes).
#
#	sh tests/helper/rulings-diff.sh [-s SEED] [-g GAMES] [-m MUTANTS] OLD NEW
set -eu
seed=7 games=40 mutants=400
while getopts s:g:m: o; do
	case $o in
	s) seed=$OPTARG ;;
	g) games=$OPTARG ;;
	m) mutants=$OPTARG ;;
	*) echo "usage: $0 [-s SEED] [-g GAMES] [-m MUTANTS] OLD NEW" >&2
	   exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -eq 2 ] || { echo "usage: $0 [-s SEED] [-g GAMES] [-m MUTANTS] OLD NEW" >&2; exit 2; }
name=rulings
. "$(dirname "$0")/two-binaries.sh"
variants=$(ls "$PASA_VARIANTS"/*.yaml | sed 's|.*/||; s|\.yaml$||')

# One-turn mutants: each takes one game's turn line and changes it.
mutate() {
	awk -v seed="$2" -v n="$3" '
	BEGIN { srand(seed) }
	{
		line[NR] = $0
		if ($0 ~ /^\[/ && (NR == 1 || line[NR - 1] !~ /^\[/)) g = NR
		start[NR] = g
		if ($0 ~ /^[0-9]+\. [a-z]+ [^:]*: /) turn[++nt] = NR
	}
	END {
		for (k = 1; k <= n && nt > 0; k++) {
			t = turn[int(rand() * nt) + 1]; s = line[t]
			r = int(rand() * 6)
			if (r == 0) sub(/[0-9]+\/[0-9]+/, int(rand() * 70) + 1 "/" int(rand() * 70) + 1, s)
			else if (r == 1) sub(/ [^ ]+$/, "", s)
			else if (r == 2) sub(/: .*/, ": -", s)
			else if (r == 3) { m = split(s, f, " "); s = s " " f[m] }
			else if (r == 4) sub(/: [0-9]+(-[0-9]+)*/, ": " int(rand() * 6) + 1 "-" int(rand() * 6) + 1, s)
			else { m = split(s, w, " ")
			       if (m > 4) { x = w[m]; w[m] = w[m - 1]; w[m - 1] = x }
			       s = w[1]; for (i = 2; i <= m; i++) s = s " " w[i] }
			# the game up to the mutated turn, its result unknown
			for (i = start[t]; i < t; i++) {
				x = line[i]
				sub(/^\[Result ".*"\]$/, "[Result \"*\"]", x)
				print x
			}
			print s; print ""
		}
	}' "$1"
}

run() {	# run NAME ARGS...: both binaries, output and status compared
	name=$1; shift
	ncmp=$((ncmp + 1))
	"$old" "$@" >"$dir/o.out" 2>"$dir/o.err" && echo 0 >"$dir/o.rc" || echo $? >"$dir/o.rc"
	"$new" "$@" >"$dir/n.out" 2>"$dir/n.err" && echo 0 >"$dir/n.rc" || echo $? >"$dir/n.rc"
	for k in out err rc; do
		if ! cmp -s "$dir/o.$k" "$dir/n.$k"; then
			ndiff=$((ndiff + 1))
			echo "DIFF ($k): $name: pasa $*"
			diff "$dir/o.$k" "$dir/n.$k" | head -8
			break
		fi
	done
}

for v in $variants; do
	"$old" gen -v "$v" --seed "$seed" --games "$games" >"$dir/$v.txt"
	mutate "$dir/$v.txt" "$seed" "$mutants" >"$dir/$v.mut"
done
for v in $variants; do
	for f in "$dir/$v.txt" "$dir/$v.mut"; do
		run "$v $(basename "$f")" validate -j 1 --explain --positions "$f"
		for w in $variants; do
			[ "$w" = "$v" ] && continue
			run "$v under $w" validate -j 1 -v "$w" --explain "$f"
		done
	done
	for fmt in jsonl json text csv; do
		run "$v $fmt" convert -j 1 --format "$fmt" "$dir/$v.txt"
	done
	# Invalid games kept, as read, between valid ones; JSON read back.
	run "$v mutants jsonl" convert -j 1 --format jsonl --keep-invalid \
	    "$dir/$v.mut"
	"$old" convert -j 1 --format jsonl --keep-invalid "$dir/$v.mut" \
	    >"$dir/$v.jsonl" 2>/dev/null || :
	run "$v jsonl back" convert --format text "$dir/$v.jsonl"
	# Every final position, drawn: the games and the mutants.
	run "$v replay --final" replay --final "$dir/$v.txt"
	run "$v mutants replay --final" replay --final "$dir/$v.mut"
	# The corpora are OLD's games: NEW's, from the same seed, must be
	# the same games (its legal turns listed in the same order).
	run "$v gen" gen -v "$v" --seed "$seed" --games "$games"
	for p in 1 7 23 61 150; do
		run "$v moves $p" moves --game 2 --ply "$p" "$dir/$v.txt"
	done
done
# compare's witnesses read turns under hybrid rules, one setting swapped
# into another variant's compiled rules: what the rules derive from their
# settings must follow the swap.
for v in $variants; do
	for w in $variants; do
		[ "$w" = "$v" ] && continue
		run "compare $v $w" compare "$v" "$w" --witness --seed 1
	done
done
for f in "$(dirname "$0")"/../../records/*.txt; do
	run "$(basename "$f")" validate -j 1 --explain --positions "$f"
done
echo "rulings-diff: $ncmp commands compared, $ndiff differ"
[ "$ndiff" -eq 0 ]
