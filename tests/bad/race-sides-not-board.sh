# sides that are not the board's, over a base that has four.
# Expected: the error points into this file (race-sides-not-board.yaml:4:3), not
# at the base variant's 'sides', which is not where the mistake is.
{ "$PASA" variants check race-sides-not-board.yaml 2>&1; echo "exit $?"; } | sed -e "s|$ROOT|ROOT|g" | cut -d: -f1-3
