# A turn's "text" in JSON input must read back as a turn line: one that
# starts with '[' (blanks or a byte-order mark before it too) would be a
# tag line and start another game, a blank one would be no line at all,
# so the game would come out changed with exit 0 (issue 15).  Such a game
# is refused; the games around it still convert.
{
	g='{"format":1,"tags":{"Variant":"pasang-emas"},"turns":[{"number":null,"text":'
	printf '%s"south b"}]}\n' "$g"
	printf '%s"[Event \\"x\\"]"}]}\n' "$g"
	printf '%s" \\t[Round \\"2\\"]"}]}\n' "$g"
	printf '%s"   "}]}\n' "$g"
	printf '%s"\\ufeff[Event \\"x\\"]"}]}\n' "$g"
	printf '%s"north k"}]}\n' "$g"
} >turns.jsonl
"$PASA" convert --format text turns.jsonl
echo "exit $?"
rm -f turns.jsonl
