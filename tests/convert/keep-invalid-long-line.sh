# --keep-invalid passes a game whole or not at all: a game with a line
# over the reader's 65536 bytes is refused with an error, never cut
# (issue 15).  The valid game after it still converts.
{
	printf '[Variant "pasang-emas"]\n\nsouth '
	awk 'BEGIN { for (i = 0; i < 70000; i++) printf "k"; printf "\n" }'
	printf '\n[Variant "pasang-emas"]\n\nsouth b\n'
} >long.tmp
for to in text jsonl; do
	{ "$PASA" convert --format $to --keep-invalid long.tmp 2>&1
	echo "exit $?"; } | cut -c 1-200
done
rm -f long.tmp
