# Every pachisi-cowrie game of gen stalls: no cowrie throw is worth 1
# (rule B3) and home needs the exact count (rule B11), so a piece on the
# last square before home stays there.  stats counts these games stalled
# and says why; pachisi-cowrie-h7 (finish: from_last) ends with winners
# and says nothing of stalls.
set -eu
"$PASA" gen -v pachisi-cowrie --games 5 --seed 3 | "$PASA" stats - | sed -n 1,5p
"$PASA" gen -v pachisi-cowrie-h7 --games 5 --seed 3 | "$PASA" stats - | sed -n 1,2p
