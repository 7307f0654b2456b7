# Shells that fall mouth up with chance 0.6 (throws.mouth_up, issue 18):
# gen throws them so, stats finds them fair under that variant and biased
# under pachisi-cowrie's even shells.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
"$PASA" gen -v ./pachisi-cowrie-up6.yaml --seed 1 --games 10 >"$t/up6.txt"
"$PASA" stats -v ./pachisi-cowrie-up6.yaml "$t/up6.txt" |
    sed -n '/^throws/,/cowries  all/p;/^verdict/p'
"$PASA" stats -v pachisi-cowrie "$t/up6.txt" | sed -n '/^throws/,/cowries  all/p;/^verdict/,/^warning/p'
