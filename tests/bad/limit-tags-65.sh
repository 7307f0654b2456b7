# 65 tags: one over the limit
awk 'BEGIN {
	for (i = 1; i < 65; i++) printf "[T%d \"v\"]\n", i
	printf "[Variant \"pasang-emas\"]\n\nsouth k\nnorth d\n"
}' | "$PASA" validate -
