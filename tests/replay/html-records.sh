# replay --format html on every bundled record, both families and every
# board file (issue 19): each page is one file that fetches nothing, whose
# Content-Security-Policy allows exactly its inline script and style by
# their SHA-256 (computed here by openssl, not by pasa), with one game
# section per game of the record and a frame per turn (plus the start).
set -eu
command -v openssl >/dev/null || { echo "openssl missing: make check installs it"; exit 1; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT INT TERM

# inline TAG FILE: what stands between <TAG> and </TAG>.
inline() {
	awk -v tag="$1" 'BEGIN { RS = "\001" } {
		i = index($0, "<" tag ">"); rest = substr($0, i + length(tag) + 2)
		printf "%s", substr(rest, 1, index(rest, "</" tag ">") - 1) }' "$2"
}
hash() {
	printf "'sha256-%s'" "$(inline "$1" "$2" | openssl dgst -sha256 -binary |
	    base64)"
}

cd "$ROOT"
for rec in records/race/*.txt records/pasang/*.txt; do
	"$PASA" replay --format html "$rec" >"$t/p.html"
	games=$(grep -c '^<section class="game"' "$t/p.html")
	frames=$(grep -c '^<li><button' "$t/p.html" || true)
	csp=$(grep -o 'content="default-src[^"]*"' "$t/p.html")
	want="content=\"default-src 'none'; script-src $(hash script "$t/p.html"); style-src $(hash style "$t/p.html"); base-uri 'none'; form-action 'none'\""
	[ "$csp" = "$want" ] || echo "$rec: CSP does not match: $csp"
	# Nothing from elsewhere: no src, href, url() or @import; the one
	# address is SVG's namespace name, which is never fetched.
	if grep -q -i -e ' src=' -e ' href=' -e 'url(' -e '@import' "$t/p.html" ||
	    [ "$(grep -o 'https\{0,1\}://[^"]*' "$t/p.html" | sort -u)" != \
	    "http://www.w3.org/2000/svg" ]; then
		echo "$rec: refers to something outside the page"
	fi
	# The board is drawn once a game, whatever the number of turns.
	[ "$(grep -c '^<svg ' "$t/p.html")" = "$games" ] ||
	    echo "$rec: not one board per game"
	echo "$rec: $games game(s), $frames turn-list entries"
done

# The longest record (870 turns): the page stays small.
"$PASA" replay --format html records/race/pachisi-traditional-sample.txt \
    >"$t/p.html"
size=$(wc -c <"$t/p.html")
[ "$size" -lt 300000 ] && echo "870 turns: under 300 KB" ||
    echo "870 turns: $size bytes"

# One position as a page: one frame, no controls, no turn list.
"$PASA" render --format html --ply 12 records/race/modern-opening.txt \
    >"$t/p.html"
echo "render --format html: $(grep -c '^<svg ' "$t/p.html") board," \
    "$(grep -c 'class="controls"' "$t/p.html" || true) controls," \
    "$(grep -c '<g class="m[^"]* on"' "$t/p.html") marks shown"
