# The SVG charts are well-formed XML and draw (rsvg-convert), for dice,
# cowries and Pasang Emas (no throws).
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
"$PASA" gen -v ludo --games 50 >"$t/a.txt"
"$PASA" gen -v pachisi-cowrie --games 20 >>"$t/a.txt"
"$PASA" gen -v pasang-emas --games 5 >>"$t/a.txt"
"$PASA" stats --format svg "$t/a.txt" >"$t/a.svg"
xmllint --noout "$t/a.svg"
rsvg-convert -o "$t/a.png" "$t/a.svg"
test -s "$t/a.png"
echo "$(grep -c '<rect' "$t/a.svg") rects, $(grep -c '<text' "$t/a.svg") texts"
