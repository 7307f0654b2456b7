# a turn number of 3000 digits
awk 'BEGIN {
	printf "[Variant \"pasang-emas\"]\n"
	for (i = 0; i < 3000; i++) printf "9"
	printf ". south k\n"
}' | "$PASA" validate -
