# one byte more than the limit, in a comment
awk 'BEGIN {
	printf "[Variant \"pasang-emas\"]\nsouth k #"
	for (i = 9; i < 65537; i++) printf "x"
	printf "\nnorth d\n"
}' | "$PASA" validate -
