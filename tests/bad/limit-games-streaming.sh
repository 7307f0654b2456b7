# 30000 valid games, read one at a time, then a bad one: all are read
awk 'BEGIN {
	for (i = 0; i < 30000; i++) printf "[Variant \"pasang-emas\"]\n[Round \"%d\"]\nsouth k\nnorth d\n\n", i
	printf "[Variant \"pasang-emas\"]\nsouth z\n"
}' | "$PASA" validate -
