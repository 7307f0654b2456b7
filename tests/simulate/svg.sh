# The comparison SVG is well-formed and draws.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
"$PASA" simulate -v ludo -v ludo-blocks -v pasang-emas --games 40 \
    --format svg >"$t/c.svg"
xmllint --noout "$t/c.svg"
rsvg-convert -o "$t/c.png" "$t/c.svg"
test -s "$t/c.png"
grep -c 'mean turns per game' "$t/c.svg"
