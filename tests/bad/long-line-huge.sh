# a megabyte line, then a game that is still read
awk 'BEGIN {
	printf "[Variant \"pasang-emas\"]\nsouth "
	for (i = 0; i < 1000000; i++) printf "k"
	printf "\n\n[Variant \"pasang-emas\"]\nsouth k\nnorth d\n"
}' | "$PASA" validate -
