# A member given twice in one object is refused where the second one is:
# a reader that took the first or the last silently would convert a game
# its writer did not mean (RFC 8259 leaves the choice to the reader).
# Tags, turns and the game's own members alike; a game without one passes.
for g in \
    '{"tags":{"Variant":"ludo","Variant":"parchis"},"turns":[{"text":"red 6: base/1"}]}' \
    '{"tags":{"Variant":"ludo"},"turns":[{"text":"red 6: base/1","text":"red 5: -"}]}' \
    '{"tags":{"Variant":"ludo"},"turns":[{"text":"red 6: base/1"}],"valid":true,"valid":false}' \
    '{"tags":{"Variant":"ludo"},"turns":[],"turns":[{"text":"red 6: base/1"}]}' \
    '{"tags":{"Variant":"ludo"},"turns":[{"text":"red 6: base/1"}]}'
do
	printf '%s\n' "$g" | "$PASA" convert --input-format jsonl --format text 2>&1
	echo "exit $?"
done
# The same name in two objects is two members, not one given twice.
printf '%s\n' '{"tags":{"Variant":"ludo"},"turns":[{"text":"red 6: base/1","comments":["a"]},{"text":"red 6: 1/7","comments":["b"]}]}' |
    "$PASA" convert --input-format jsonl --format text 2>&1
echo "exit $?"
