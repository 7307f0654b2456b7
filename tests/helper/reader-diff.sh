#!/bin/sh
# The record reader of two pasa binaries, compared on hostile bytes
# (issue 20: a faster reader must give every diagnostic, line and column
# as before).  rulings-diff.sh mutates moves; this mutates the notation:
# each file is OLD's gen output for a few variants with bytes inserted,
# replaced, repeated or dropped here and there (blanks, ':', '.', '#',
# '[', quotes, backslashes, digits, NUL, CR, stray and valid UTF-8, a
# number too large), and in turn written with CR LF, without its final
# newline, after a byte-order mark, or with a line over the limit.  Both
# binaries validate each file (also with --explain, and from a pipe, which
# is read a line at a time) and convert it to jsonl; every differing
# command is printed, and the exit status is 1 when any output,
# diagnostic or exit status differs.  Not a test case (it takes minutes).
#
#	sh tests/helper/reader-diff.sh [-s SEED] [-n FILES] OLD NEW
set -eu
seed=7 files=40
while getopts s:n: o; do
	case $o in
	s) seed=$OPTARG ;;
	n) files=$OPTARG ;;
	*) echo "usage: $0 [-s SEED] [-n FILES] OLD NEW" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -eq 2 ] || { echo "usage: $0 [-s SEED] [-n FILES] OLD NEW" >&2; exit 2; }
name=reader-diff
. "$(dirname "$0")/two-binaries.sh"

for v in parcheesi chaupar pachisi-dice ludo pasang-emas; do
	"$old" gen -v "$v" --seed "$seed" --games 15
done >"$dir/base.txt"

# mutate SEED RATE SHAPE: the base corpus with bytes changed.  awk cannot
# write NUL everywhere, so \001-\005 stand for NUL, CR, the lead byte of
# 'é' (alone, a stray byte), its second byte and 0xff, and tr puts them in.
mutate() {
	awk -v seed="$1" -v rate="$2" -v shape="$3" '
	BEGIN {
		srand(seed)
		n = split(" |\t|:|.|#|[|]|\"|\\|1|9|0|-|/|a|\001|\002|\003|" \
		    "\003\004|\004|\005|99999999999999999999|  |\t\t", tok, "|")
		long = "x"
		while (length(long) < 70000)
			long = long long
	}
	{
		s = $0
		if (rand() < rate) {
			p = int(rand() * (length(s) + 1))
			t = tok[int(rand() * n) + 1]
			r = int(rand() * 4)
			if (r == 0)
				s = substr(s, 1, p) t substr(s, p + 1)
			else if (r == 1)
				s = substr(s, 1, p) t substr(s, p + 2)
			else if (r == 2)
				s = substr(s, 1, p) substr(s, p + 2)
			else
				s = substr(s, 1, p) t t t substr(s, p + 1)
		}
		if (shape == 4 && NR == 40)
			s = s " " long
		line[NR] = s
	}
	END {
		if (shape == 3)
			printf "\357\273\277"
		for (i = 1; i <= NR; i++)
			printf "%s%s%s", line[i], shape == 1 ? "\002" : "",
			    i < NR || shape != 2 ? "\n" : ""
	}' "$dir/base.txt" | tr '\001\002\003\004\005' '\000\015\303\251\377'
}

# run NAME INPUT ARGS...: both binaries, INPUT (or nothing: /dev/null)
# through a pipe, output and status compared
run() {
	name=$1 in=$2; shift 2
	ncmp=$((ncmp + 1))
	for b in o n; do
		[ $b = o ] && bin=$old || bin=$new
		cat "$in" | "$bin" "$@" >"$dir/$b.out" 2>"$dir/$b.err" &&
		    echo 0 >"$dir/$b.rc" || echo $? >"$dir/$b.rc"
	done
	for k in out err rc; do
		if ! cmp -s "$dir/o.$k" "$dir/n.$k"; then
			ndiff=$((ndiff + 1))
			echo "DIFF ($k): $name: pasa $*"
			diff "$dir/o.$k" "$dir/n.$k" | head -8
			break
		fi
	done
}

i=0
while [ $i -lt "$files" ]; do
	f=$dir/m$i.txt
	case $((i % 3)) in 0) rate=0.005 ;; 1) rate=0.03 ;; *) rate=0.15 ;; esac
	mutate $((seed * 1000 + i)) $rate $((i % 5)) >"$f"
	run "file $i" /dev/null validate -j 1 "$f"
	run "file $i" /dev/null validate -j 1 --explain "$f"
	run "file $i" /dev/null convert -j 1 --format jsonl "$f"
	run "file $i (pipe)" "$f" validate -
	i=$((i + 1))
done
echo "reader-diff: $ncmp commands compared, $ndiff differ"
[ "$ndiff" -eq 0 ]
