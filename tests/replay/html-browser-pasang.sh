# replay --format html in a real browser, Pasang Emas (issue 19): as for
# the race family, and the game chooser's address (#game=2&turn=31) opens
# the second game of a record (whose first turn is numbered 31); the
# buttons and arrow keys step, and the address follows the turn shown.
set -eu
. ./browser.inc
rec=$ROOT/records/pasang/suntuk.txt
"$PASA" replay --format html "$rec" >"$t/page.html"
for n in 20 54; do
	check "$rec" 0 "$n"
done
rec=$ROOT/records/pasang/neto-examples.txt
"$PASA" replay --format html "$rec" >"$t/page.html"
check "$rec" 2 31 1

# Keyboard and buttons, and the address following the turn: a driver
# script added to the page (allowed by its own hash, as the page's is)
# presses Next, then the right arrow twice and the left arrow once.
rec=$ROOT/records/pasang/suntuk.txt
"$PASA" replay --format html "$rec" >"$t/page.html"
driver="var s = document.querySelector('section:not([hidden])'), h0 = location.hash;
s.querySelector('button.next').click();
['ArrowRight', 'ArrowRight', 'ArrowLeft'].forEach(function (k) {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: k }));
});
document.body.setAttribute('data-test', h0 + ' then ' + location.hash + ': ' +
  s.querySelector('.head').textContent + ', ' +
  s.querySelector('ol.turns button[aria-current]').textContent);"
dh=$(printf '%s' "$driver" | openssl dgst -sha256 -binary | base64)
{
	sed "s|script-src 'sha256-\([^']*\)'|script-src 'sha256-\1' 'sha256-$dh'|; s|</body>||; s|</html>||" "$t/page.html"
	printf '<script>%s</script>\n</body>\n</html>\n' "$driver"
} >"$t/driven.html"
chrome --dump-dom "file://$t/driven.html#turn=20" >"$t/dom"
sed -n 's/.*data-test="\([^"]*\)".*/\1/p' "$t/dom"
