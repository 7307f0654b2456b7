# a tag value of 4097 bytes
awk 'BEGIN {
	printf "[Variant \"pasang-emas\"]\n[Event \""
	for (i = 0; i < 4097; i++) printf "e"
	printf "\"]\n\nsouth k\n"
}' | "$PASA" validate -
