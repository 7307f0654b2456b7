# 5000 tags: reported once, and the next game is read
awk 'BEGIN {
	for (i = 1; i < 5000; i++) printf "[T%d \"v\"]\n", i
	printf "\nsouth k\n\n[Variant \"pasang-emas\"]\nsouth k\n"
}' | "$PASA" validate -
