# replay --interactive on an 80x24 terminal: a race frame (31 lines) does
# not fit, so the turn line and its events stay at the top, the status
# line at the bottom, and d/u move through the board and the counts;
# resized, the frame is drawn again for the new size.
set -eu
command -v tmux >/dev/null || { echo "tmux missing: make check installs it"; exit 1; }
t=$(mktemp -d)
sock=$t/sock
trap 'tmux -S "$sock" kill-server 2>/dev/null || true; rm -rf "$t"' EXIT INT TERM
cat >"$t/run.sh" <<EOT
PASA_VARIANTS='$PASA_VARIANTS' NO_COLOR= '$PASA' replay --interactive \
    ../../records/race/modern-opening.txt
echo "exit \$?"
sleep 60
EOT
tmux -S "$sock" -f /dev/null new-session -d -x 80 -y 24 -c "$PWD" \
    "sh $t/run.sh"
screen() {
	i=0
	while ! tmux -S "$sock" capture-pane -p >"$t/pane" 2>/dev/null ||
	    ! grep -q -e "$1" "$t/pane"; do
		i=$((i + 1))
		if [ $i -gt 100 ]; then
			echo "timed out waiting for '$1'; the screen:"
			cat "$t/pane"
			exit 1
		fi
		sleep 0.1
	done
}
# What the user sees: the header, the turn line, the events, the status
# line, and whether the counts below the board are on screen.
show() {
	echo "-- $(wc -l <"$t/pane" | tr -d ' ') lines"
	grep -e '^=== ' -e '^[0-9]*\. ' -e '^  \* ' -e 'frame [0-9]* of' \
	    -e '^  [A-Z] [a-z]* *base' "$t/pane" | sed 's/ *$//'
}
keys() {
	tmux -S "$sock" send-keys "$@"
}
screen 'frame 1 of 13'
keys G
screen 'frame 13 of 13'
keys p p
screen 'frame 11 of 13'
show
keys d
screen 'lines 5-'
show
keys u
screen 'lines 1-'
keys n
screen 'frame 12 of 13'
show
# Made taller, the terminal gets the whole frame at once, with no key.
tmux -S "$sock" resize-window -y 40
screen 'n/right: next'
show
keys q
screen '^exit'
grep '^exit' "$t/pane"
