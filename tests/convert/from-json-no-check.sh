# JSON input is turned back into text, not replayed: an option that asks
# for a check or a selection (-v, --strict, --keep-invalid, --where,
# --length, --valid-only, --invalid-only, -j) is refused with it (exit 2),
# not silently ignored.
printf '%s\n' '{"format":1,"tags":{"Variant":"ludo","Event":"A"},"turns":[{"number":1,"text":"red 2: -"}]}' >"${TMPDIR:-/tmp}/pasa-fj.$$.jsonl"
f="${TMPDIR:-/tmp}/pasa-fj.$$.jsonl"
for o in "-v parchis" --strict --keep-invalid "--where Event=Z" "--length 5-" \
    --valid-only --invalid-only "-j 2"; do
	"$PASA" convert --format text $o "$f" >/dev/null 2>"$f.err"
	echo "$o: exit $? $(head -1 "$f.err")"
done
"$PASA" convert --format text "$f"; echo "plain: exit $?"
rm -f "$f" "$f.err"
