# a tag value of 4096 bytes: the limit
awk 'BEGIN {
	printf "[Variant \"pasang-emas\"]\n[Event \""
	for (i = 0; i < 4096; i++) printf "e"
	printf "\"]\n\nsouth k\n"
}' | "$PASA" validate -
