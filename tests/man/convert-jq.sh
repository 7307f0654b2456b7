# The jq examples of pasa-convert(1) run as written, in order, in one
# directory, and print what the page shows: every "$ " line (with the
# indented lines after it) is a command, the lines up to the next command
# are its output.
set -eu
command -v jq >/dev/null || { echo "jq missing: make check installs it"; exit 1; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
mkdir "$t/bin" "$t/run"
ln -s "$(cd "$(dirname "$PASA")" && pwd)/$(basename "$PASA")" "$t/bin/pasa"
# Blocks between the two marks, without mdoc's escapes.
sed -n '/^\.\\" The jq examples/,/^\.\\" End of the jq examples/p' \
    "$ROOT/man/pasa-convert.1" |
    awk '/^\.Bd/ { inb = 1; next } /^\.Ed/ { inb = 0; print "@@end"; next }
	inb { gsub(/\\e/, "\\"); gsub(/\\&/, ""); print }' >"$t/blocks"
n=0 bad=0 cont=0
run() {
	[ -s "$t/cmd" ] || return 0
	n=$((n + 1))
	(cd "$t/run" && PATH="$t/bin:$PATH" sh "$t/cmd") >"$t/got" 2>&1 ||
	    true
	if cmp -s "$t/got" "$t/want"; then
		echo "ok: $(head -1 "$t/cmd" | cut -c1-60)"
	else
		echo "FAIL: $(head -1 "$t/cmd")"; diff "$t/want" "$t/got" || true
		bad=1
	fi
	: >"$t/cmd"; : >"$t/want"
}
: >"$t/cmd"; : >"$t/want"
while IFS= read -r l; do
	case $l in
	'@@end') run ;;
	'$ '*) run; printf '%s\n' "${l#\$ }" >"$t/cmd"; : >"$t/want"; cont=1 ;;
	'    '*) if [ "$cont" = 1 ]; then printf '%s\n' "$l" >>"$t/cmd";
		else printf '%s\n' "$l" >>"$t/want"; fi ;;
	*) cont=0; printf '%s\n' "$l" >>"$t/want" ;;
	esac
done <"$t/blocks"
[ "$n" -ge 10 ] && [ "$bad" = 0 ] && echo "$n commands as shown"
