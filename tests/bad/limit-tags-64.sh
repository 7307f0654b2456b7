# 64 tags: the limit, accepted
awk 'BEGIN {
	for (i = 1; i < 64; i++) printf "[T%d \"v\"]\n", i
	printf "[Variant \"pasang-emas\"]\n\nsouth k\nnorth d\n"
}' | "$PASA" validate -
