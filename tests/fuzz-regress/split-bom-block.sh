# fuzz-split: a block that started with a line led by a byte-order mark
# lost the mark to the reader (which drops one from its first line, as at
# the start of a file), so a turn line became a tag line.  Here 16380
# bytes of comments fill convert --format jsonl's first 16 KiB block
# exactly; the line after them, "<BOM>[Variant ...]", is a turn line to
# render, replay and moves (the mark is only dropped at the start of the
# input), and so game 1 has no Variant tag.  convert read it as a tag and
# wrote game 1 as valid.  The splitter no longer cuts just before such a
# line (lead_cut).
{
	awk 'BEGIN { for (i = 0; i < 1365; i++) print "# a comment" }'
	printf '\357\273\277[Variant "pasang-emas"]\n'
	printf '[Variant "pasang-emas"]\n\nsouth b\n'
} >bom.tmp
"$PASA" convert --format jsonl bom.tmp 2>&1 | grep -v 'comment not kept' |
    cut -c 1-100
"$PASA" replay --game 1 bom.tmp 2>&1
rm -f bom.tmp
