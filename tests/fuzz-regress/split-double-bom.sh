# fuzz-split: a file that starts with two byte-order marks.  The reader
# drops the first, at the start of input, and the second then leads the
# first line, which so is a turn line, not a tag line: replay finds no
# Variant tag.  The splitter dropped the first mark from the first block
# and the block's reader dropped the second, so validate read a tag
# line and called the game valid (exit 0).  The first block now gets its
# mark back, and validate says what replay says.
printf '\357\273\277\357\273\277[Variant "pasang-emas"]\n\nsouth b\n' >bom.tmp
"$PASA" validate bom.tmp 2>&1; echo "validate: exit $?"
"$PASA" validate -j 2 <bom.tmp 2>&1; echo "validate stdin: exit $?"
"$PASA" convert --format jsonl bom.tmp 2>&1; echo "convert: exit $?"
"$PASA" replay bom.tmp 2>&1 >/dev/null; echo "replay: exit $?"
rm -f bom.tmp
