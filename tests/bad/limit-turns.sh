# a game of 100001 turn lines: one over the limit
awk 'BEGIN {
	printf "[Variant \"pasang-emas\"]\n"
	for (i = 0; i < 100001; i++) printf "south k\n"
}' | "$PASA" validate -
