# 300 fair games of Ludo are not flagged: the whole report, so that a
# change to any figure shows (issue 18).
# Seed 2: under the round-two Ludo rules seed 1 is one of the 5% of fair
# corpora flagged by chance (the false-alarm rate is tested in
# tests/unit/stats_test.c).
set -eu
"$PASA" gen -v ludo --seed 2 --games 300 | "$PASA" stats -
