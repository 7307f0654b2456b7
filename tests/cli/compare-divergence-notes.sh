# A divergence note only where the two positions differ in something
# that can change a later ruling: not the doubles run of a variant without
# a doubles penalty (R17), not the same pieces listed in another order.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
"$PASA" compare --witness pachisi-dice pachisi-modern >"$t/w.txt" 2>/dev/null || true
"$PASA" compare -v pachisi-dice -v pachisi-modern "$t/w.txt" 2>&1 |
    sed "s|$t/||" | grep -e ': note: ' -e ' games, '
