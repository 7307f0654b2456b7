# Every option that takes a number is checked by the option parser
# (lib/opt.c, OPT_NUM) and refused in one wording, with exit status 2 and
# nothing on standard output: a word, a negative number, a number too
# large for a long (99999999999999999999), and the first number outside
# its range.  Each line: the command and option, the value, the exit
# status, the message.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
while read -r cmd opt over; do
	for val in x -1 99999999999999999999 "$over"; do
		set +e
		"$PASA" $cmd "$opt" "$val" >"$t/out" 2>"$t/err"
		rc=$?
		set -e
		[ -s "$t/out" ] && echo "$cmd $opt $val: wrote to stdout"
		echo "$cmd $opt $val: $rc $(head -n 1 "$t/err")"
	done
done <<'LIST'
gen --seed 2000000001
gen --games 0
gen --max-plies 0
gen --max-plies 100001
simulate --games 100000001
simulate --seed 2000000001
simulate -j 257
simulate --jobs 0
simulate --max-plies 100001
compare --seed 2000000001
compare --budget 200001
moves --game 0
moves --ply 1000000001
render --game 0
render --ply 1000000001
replay --game 1000000001
replay --from 1000000001
replay --to 1000000001
validate -j 0
validate --jobs 257
convert -j 257
LIST
# A number in range is taken (the game count of gen is read).
"$PASA" gen -v ludo --games 2 --max-plies 1 --seed 0 | grep -c '^\[Variant '
