# SIGTERM and SIGHUP (and SIGINT, unless ignored) while convert -o writes
# remove the temporary file
# (SIGKILL cannot be caught: it leaves .NAME.XXXXXX; see pasa-convert(1)).
set -u
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
for sig in TERM HUP; do
	mkfifo "$t/fifo"
	"$PASA" convert --format jsonl -o "$t/out" "$t/fifo" 2>/dev/null &
	pid=$!
	exec 3<>"$t/fifo"
	printf '[Variant "pasang-emas"]\n\nsouth b\n\n' >&3
	i=0
	while [ -z "$(ls -A "$t" | grep '^\.out\.')" ] && [ $i -lt 500 ]; do
		sleep 0.01; i=$((i + 1))
	done
	echo "$sig: temporary there: $(ls -A "$t" | grep -c '^\.out\.')"
	kill -$sig $pid
	# The input ends too, so that a signal the suite's own caller made
	# ignored (nohup ignores HUP, and convert keeps it ignored) fails the
	# case with exit 0 rather than hanging it.
	exec 3>&-
	{ wait $pid; } 2>/dev/null
	echo "$sig: exit $?, left: $(ls -A "$t" | grep -c '^\.out\.')"
	rm -f "$t/fifo"
done
