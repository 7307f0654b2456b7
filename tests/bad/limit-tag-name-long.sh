# a tag name of 5000 bytes
awk 'BEGIN {
	printf "[Variant \"pasang-emas\"]\n["
	for (i = 0; i < 5000; i++) printf "N"
	printf " \"v\"]\n\nsouth k\n"
}' | "$PASA" validate -
