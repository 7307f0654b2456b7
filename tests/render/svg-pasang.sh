# The SVG of a Pasang position is well-formed XML and draws; so is the
# start, and a Setup game's.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
for ply in 0 20; do
	"$PASA" render --format svg ../../records/pasang/pattern1-sliding.txt \
	    --ply $ply >"$t/b.svg"
	xmllint --noout "$t/b.svg"
	rsvg-convert -o "$t/b.png" "$t/b.svg"
	test -s "$t/b.png"
	echo "ply $ply: $(grep -c '<circle' "$t/b.svg") circles"
done
"$PASA" render --format svg ../../records/pasang/last-stones.txt >"$t/c.svg"
xmllint --noout "$t/c.svg"
rsvg-convert -o "$t/c.png" "$t/c.svg"
grep -o '<title>[^<]*</title>' "$t/c.svg"
