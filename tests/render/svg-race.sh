# The SVG of a mid-game race position is well-formed XML and draws.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
"$PASA" render --format svg --labels ../../records/race/modern-opening.txt \
    --ply 12 >"$t/b.svg"
xmllint --noout "$t/b.svg"
rsvg-convert -o "$t/b.png" "$t/b.svg"
test -s "$t/b.png"
# No escape codes in a file format, even when asked for colour.
"$PASA" render --format svg --color=always ../../records/race/modern-opening.txt \
    --ply 12 | grep -c "$(printf '\033')" || true
grep -c '<circle' "$t/b.svg"
grep -o '<title>[^<]*</title>' "$t/b.svg"
