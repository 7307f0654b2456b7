# 3000 move tokens on one line
awk 'BEGIN {
	printf "[Variant \"pasang-emas\"]\nsouth k\nnorth"
	for (i = 0; i < 3000; i++) printf " d"
	printf "\n"
}' | "$PASA" validate -
