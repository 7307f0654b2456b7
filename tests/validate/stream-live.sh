# `tail -f game.txt | pasa validate -`: a pipe is read a line at a time,
# so each turn is answered as it arrives, not when the input ends.  The
# writer keeps the FIFO open and writes nothing more until it has seen
# the answer: a reader that waited for a block, or for the game's end,
# never answers and the wait runs out (a failure).  The error must show
# within a second of its line being written; a run on a loaded machine
# that misses the second is tried again, up to three runs.
set -u
tmp=$(mktemp -d)
pid=
trap '[ -z "$pid" ] || kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# wait_for FILE PATTERN COUNT: until COUNT lines of FILE match (10 s).
wait_for() {
	i=0
	while [ "$(grep -c -- "$2" "$1" 2>/dev/null)" -lt "$3" ]; do
		i=$((i + 1))
		if [ $i -gt 200 ] || ! kill -0 "$pid" 2>/dev/null; then
			return 1
		fi
		sleep 0.05
	done
}

run() {
	rm -f "$tmp/fifo" "$tmp/out" "$tmp/err"
	mkfifo "$tmp/fifo"
	"$PASA" validate --positions - <"$tmp/fifo" \
	    >"$tmp/out" 2>"$tmp/err" &
	pid=$!
	# Read and write, so opening never waits for the other side.
	exec 3<>"$tmp/fifo"
	for l in '[Variant "pachisi-dice"]' '[Players "yellow red"]' '[Setup "yellow:8,40,base,base red:12,base,base,base to=yellow extra=- ply=8 run=0 played=yellow,red entered=yellow,red finished=-"]' ''; do
		printf '%s\n' "$l" >&3
		sleep 0.3
	done
	# Each position as its turn arrives (rule A7: distances match).
	n=0
	for l in 'yellow 4-2: 8/12 40/42' 'red 6-1: 12/18 18/19'; do
		printf '%s\n' "$l" >&3
		n=$((n + 1))
		wait_for "$tmp/out" '^<stdin>:[0-9]*: yellow:' $n || {
			echo "no position for '$l' in 10 s, the input still open"
			cat "$tmp/out" "$tmp/err"
			return 2
		}
		sleep 0.3
	done
	# A line that comes in two pieces is one line.
	printf 'yellow 2-1: ' >&3
	sleep 0.3
	t0=$(now_ms)
	printf '12/14 zz\n' >&3
	if ! wait_for "$tmp/err" "^<stdin>:7:19: error: no square 'zz'" 1; then
		echo "no error for line 7 in 10 s, the input still open"
		cat "$tmp/err"
		return 2
	fi
	ms=$(($(now_ms) - t0))
	printf '\n[Variant "pachisi-dice"]\n[Players "yellow nobody"]\n' >&3
	exec 3>&-
	i=0
	while kill -0 "$pid" 2>/dev/null; do
		i=$((i + 1))
		[ $i -le 200 ] || { echo "validate did not end at EOF"; return 2; }
		sleep 0.05
	done
	wait "$pid"
	rc=$?
	pid=
	[ $rc = 1 ] || { echo "exit status $rc, not 1"; return 2; }
	cat >"$tmp/want" <<-'WANT'
	<stdin>:5: yellow:12,42!,base,base red:12,base,base,base to=red extra=- ply=9 run=0 played=yellow,red entered=yellow,red finished=-
	<stdin>:6: yellow:12,42!,base,base red:19!,base,base,base to=yellow extra=- ply=10 run=0 played=yellow,red entered=yellow,red finished=-
	<stdin>:7:19: error: no square 'zz' on yellow's route (rule N2) [pachisi-dice]
	<stdin>:10:11: error: unknown side 'nobody' in Players tag [pachisi-dice]
	WANT
	# The game without turns is said at the end of the input.
	cat "$tmp/out" "$tmp/err" | diff -u "$tmp/want" - || return 2
	echo "error shown ${ms} ms after its line" >"$tmp/ms"
	[ "$ms" -le 1000 ] || return 1
}

for try in 1 2 3; do
	run
	r=$?
	[ $r = 0 ] && exit 0
	[ $r = 1 ] || exit 1
	cat "$tmp/ms"
done
echo "the error took over a second in three runs"
exit 1
