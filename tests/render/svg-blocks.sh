# Blocks, pieces at home and a cowrie game, in SVG.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
"$PASA" render --format svg -v pachisi-modern --position "yellow:12,12,h3,home red:30,base,base,base to=red extra=- ply=8 run=0 played=yellow,red entered=yellow,red finished=-" >"$t/a.svg"
"$PASA" render --format svg ../../records/race/cowrie-opening.txt >"$t/b.svg"
for f in a b; do
	xmllint --noout "$t/$f.svg"
	rsvg-convert -o "$t/$f.png" "$t/$f.svg"
done
grep -c 'stroke-width="3"' "$t/a.svg"
