# A game that cannot be read still has its place on the page, with the
# error as validate prints it; the exit status says the record is bad.
set -eu
rc=0
"$PASA" replay --format html html-syntax.rec >page.tmp.$$ 2>err.tmp.$$ || rc=$?
echo "exit $rc"
sed -n 's/.*<p class="error">\([^<]*\)<\/p>.*/\1/p' page.tmp.$$ | sed 's/&quot;/"/g'
"$PASA" validate html-syntax.rec 2>&1 || true
rm -f page.tmp.$$ err.tmp.$$
