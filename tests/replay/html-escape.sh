# A record's tags come from strangers: on the web page, markup in them is
# shown as text.  The page has exactly its two scripts (the frames as
# JSON data, the code), and no element a tag tried to add.
set -eu
"$PASA" replay --format html html-escape.rec >page.tmp.$$ || { rm -f page.tmp.$$; exit 1; }
echo "script elements: $(grep -o -i '<script' page.tmp.$$ | wc -l)"
echo "img elements: $(grep -o -i '<img' page.tmp.$$ | wc -l)"
echo "comments: $(grep -c '<!--' page.tmp.$$ || true)"
grep -o '<dd>[^<]*</dd>' page.tmp.$$
rm -f page.tmp.$$
