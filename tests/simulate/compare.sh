# Three Ludo house rules side by side, with intervals; ludo-blocks forms
# blocks and ludo-capture-throw shortens the game (issue 18).
set -eu
"$PASA" simulate -v ludo -v ludo-capture-throw -v ludo-blocks --games 300 -j 2
