# replay --interactive in a real pseudo-terminal (tmux): keys step through
# the frames, each redrawn in place, and q gives back a sane terminal;
# a file of several games needs --game.
set -eu
command -v tmux >/dev/null || { echo "tmux missing: make check installs it"; exit 1; }
t=$(mktemp -d)
sock=$t/sock
trap 'tmux -S "$sock" kill-server 2>/dev/null || true; rm -rf "$t"' EXIT INT TERM
cat >"$t/run.sh" <<EOT
PASA_VARIANTS='$PASA_VARIANTS' NO_COLOR= '$PASA' replay --interactive \
    ../../records/race/modern-opening.txt
echo "exit \$?"
stty -a | tr ' ' '\n' | grep -x -e icanon -e -icanon -e echo -e -echo
echo first
# Several games: the viewer steps through one, so --game must say which.
PASA_VARIANTS='$PASA_VARIANTS' '$PASA' replay --interactive \
    ../../records/race/dice-edges.txt 2>&1
echo "several \$?"
# Interrupted: the signal must not leave the terminal raw.
trap ':' INT
PASA_VARIANTS='$PASA_VARIANTS' '$PASA' replay --interactive \
    ../../records/pasang/suntuk.txt
echo "interrupted \$?"
stty -a | tr ' ' '\n' | grep -x -e icanon -e -icanon -e echo -e -echo
echo done
sleep 60
EOT
tmux -S "$sock" -f /dev/null new-session -d -x 90 -y 45 -c "$PWD" \
    "sh $t/run.sh"

# screen PATTERN: waits (up to 10 s) until the pane shows PATTERN.
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
# show: the frame's header and position in the list.
show() {
	grep -e '^=== ' -e 'frame [0-9]* of' "$t/pane" | sed 's/ *$//; s/  *n\/right.*//'
	# One frame at a time: drawn in place, not scrolled.
	[ "$(grep -c '^=== ' "$t/pane")" = 1 ] || echo "more than one frame"
}
keys() {
	tmux -S "$sock" send-keys "$@"
}

screen 'frame 1 of 13'
show
keys n n
screen 'frame 3 of 13'
show
keys Right
screen 'frame 4 of 13'
show
keys Left p
screen 'frame 2 of 13'
show
keys G
screen 'frame 13 of 13'
show
keys n
sleep 0.3
screen 'frame 13 of 13'
keys g
screen 'frame 1 of 13'
show
keys q

screen 'frame 1 of 55'
show
keys Right Right
screen 'frame 3 of 55'
show
keys C-c
screen '^done'
grep -e '^exit' -e '^interrupted' -e '^several' -e 'has several' \
    -e '^-*icanon$' -e '^-*echo$' "$t/pane"
