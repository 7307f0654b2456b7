# replay --format html in a real browser, race family (issue 19): the
# page opened at several turns by its address draws the pieces pasa
# render draws and names the turn as replay does; its inline script runs
# under its own Content-Security-Policy (else nothing would change); an
# illegal turn shows validate's diagnostic; a screenshot is not blank.
set -eu
. ./browser.inc
rec=$ROOT/records/race/ludo-sample.txt
"$PASA" replay --format html "$rec" >"$t/page.html"
for n in 37 150; do
	check "$rec" 0 "$n"
done

# The illegal turn, shown where it stands with validate's words.
"$PASA" replay --format html illegal.rec >"$t/page.html" 2>/dev/null || true
chrome --dump-dom "file://$t/page.html#turn=3" >"$t/dom"
want=$("$PASA" validate illegal.rec 2>&1 | head -n 1 || true)
[ "$(field "$t/dom" error)" = "$want" ] ||
    echo "illegal turn: page says '$(field "$t/dom" error)', validate '$want'"
echo "#turn=3 of illegal.rec: $(field "$t/dom" head)"

# A screenshot of the page: a blank page is a few kilobytes of one colour.
"$PASA" replay --format html "$ROOT/records/race/modern-opening.txt" \
    >"$t/page.html"
chrome --window-size=960,820 --screenshot="$t/shot.png" \
    "file://$t/page.html#turn=9" >/dev/null
size=$(wc -c <"$t/shot.png")
if [ "$size" -gt 30000 ]; then
	echo "screenshot: not blank"
else
	echo "screenshot: $size bytes, blank?"
fi
[ -z "${PASA_SCREENSHOT:-}" ] || cp "$t/shot.png" "$PASA_SCREENSHOT"
