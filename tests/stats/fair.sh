# 300 fair games of Ludo are not flagged: the whole report, so that a
# change to any figure shows (issue 18).
set -eu
"$PASA" gen -v ludo --seed 1 --games 300 | "$PASA" stats -
