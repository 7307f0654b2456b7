# R14's block ages where no rule limits them (parcheesi: block_limit.turns
# 0).  validate alone checks such a game for its rulings only and leaves
# the ages as they were (lib/race_line_end.c), but --positions and
# --explain show positions, and the ages in them must be the game's
# (h7~3 by the end): the golden file is what pasa printed before validate
# left them out.  The last turn of bad.rec moves a bonus of 20 by 19.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
sed 's|^86\. red 2-1: 8/10 3/4\* +20 11/31$|86. red 2-1: 8/10 3/4* +20 11/30|' \
    r14-ages-shown.rec >"$t/bad.rec"
for j in 1 2; do
	echo "validate -j $j:"
	"$PASA" validate -j $j r14-ages-shown.rec 2>&1
	echo "exit $?"
	echo "validate -j $j --positions (the last three):"
	"$PASA" validate -j $j --positions r14-ages-shown.rec 2>&1 | tail -n 3
	echo "validate -j $j bad.rec:"
	"$PASA" validate -j $j "$t/bad.rec" >"$t/out" 2>&1
	echo "exit $?"
	sed "s|$t/||" "$t/out"
	echo "validate -j $j --explain bad.rec (the first two):"
	"$PASA" validate -j $j --explain "$t/bad.rec" 2>&1 | sed "s|$t/||" |
	    head -n 2
done
