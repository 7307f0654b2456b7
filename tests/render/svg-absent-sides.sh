# Sides not in the game have no base drawn (issue 14): empty circles
# there would read as "all pieces out".  The text board leaves them
# blank, and so does the SVG.  Stacked pieces and pieces at home carry
# their side's letter with the count, as on the text board ("Y2"), so
# colour is not the only way to tell them apart.
set -eu
pos="yellow:12,12,h3,home red:30,base,base,base to=red extra=- ply=8 run=0 played=yellow,red entered=yellow,red finished=-"
"$PASA" render --format svg -v pachisi-modern --position "$pos" >svg.tmp.$$ ||
    { rm -f svg.tmp.$$; exit 1; }
echo "base slots drawn: $(grep -c 'r="12"' svg.tmp.$$)"
echo "side names under bases:"
grep 'font-size="14.0"' svg.tmp.$$ | sed 's/.*>\([^<]*\)<\/text>/  \1/'
echo "two-character piece labels:"
grep -o '>[A-Z][0-9+]*<' svg.tmp.$$ | grep '[0-9]' | sort | uniq -c
rm -f svg.tmp.$$
