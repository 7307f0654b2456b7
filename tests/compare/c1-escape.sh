# Text from records and file names reaches the terminal only through the
# one escaper diagnostics use (issue 15): diff's turn lines and compare's
# file names escape a C1 control (U+009B, CSI to many terminals, as UTF-8
# \xc2\x9b) as \u009b, not only C0 and DEL.  (A variant file cannot hold
# one: the loader refuses it, tests/variant/control-strings.)
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
printf '[Variant "ludo"]\n\n1. red 6: base/40\n' >"$t/a.txt"
printf '[Variant "ludo"]\n\n1. r\302\233ed 6: base/40\n' >"$t/b.txt"
"$PASA" diff "$t/a.txt" "$t/b.txt" | sed "s|$t|T|g"
echo "rc=$?"
f=$(printf '%s/c\302\233[2J.txt' "$t")
printf '[Variant "ludo"]\n\n1. red 5: base/40\n' >"$f"
"$PASA" compare -v ludo -v ludo-enter-one "$f" 2>&1 | sed "s|$t|T|g"
