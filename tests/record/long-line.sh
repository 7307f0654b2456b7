# A line one byte over the limit, then a game that must still be read.
awk 'BEGIN {
	printf "[Variant \"pachisi-modern\"]\nyellow 5-3: "
	for (i = 12; i < 65537; i++) printf "x"
	printf "\n[Event \"next game\"]\nred\n"
}' | "$PASA" validate -
