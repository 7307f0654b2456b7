# Input files are only read: same bytes and time stamp after every command.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
printf '[Variant "pasang-emas"]\n\nsouth k\nnorth z\n' >"$t/g.txt"
cp "$ROOT/variants/pasang-emas.yaml" "$t/v.yaml"
chmod a-w "$t/g.txt" "$t/v.yaml"
before=$(cksum "$t/g.txt" "$t/v.yaml"; ls -l --time-style=+%s.%N "$t/g.txt" "$t/v.yaml")
"$PASA" validate "$t/g.txt" 2>/dev/null
"$PASA" validate --strict --explain --format json "$t/g.txt" >/dev/null
"$PASA" variants check "$t/v.yaml"
"$PASA" moves -v "$t/v.yaml" "$t/g.txt" >/dev/null 2>&1
after=$(cksum "$t/g.txt" "$t/v.yaml"; ls -l --time-style=+%s.%N "$t/g.txt" "$t/v.yaml")
[ "$before" = "$after" ] && echo unchanged
