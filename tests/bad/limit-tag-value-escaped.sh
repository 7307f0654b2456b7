# 4000 escaped backslashes: 8000 bytes written, 4000 in the value
awk 'BEGIN {
	printf "[Variant \"pasang-emas\"]\n[Event \""
	for (i = 0; i < 4000; i++) printf "\\\\"
	printf "\"]\n\nsouth k\n"
}' | "$PASA" validate -
