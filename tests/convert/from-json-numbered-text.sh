# A turn "text" that carries its own turn number is written as it is, not
# numbered again ("1. 1. red 6: base/1" would not read back); a 'number'
# that agrees with it is no contradiction (leading zeros aside), one that
# disagrees is refused where it stands.
for t in '"text":"1. red 6: base/1"' '"number":1,"text":"1. red 6: base/1"' \
    '"number":null,"text":"  01.red 6: base/1"' '"number":2,"text":"1. red 6: base/1"' \
    '"number":7,"text":"red 6: base/1"'
do
	printf '{"tags":{"Variant":"ludo"},"turns":[{%s}]}\n' "$t" |
	    "$PASA" convert --input-format jsonl --format text 2>&1
	echo "exit $?"
done
