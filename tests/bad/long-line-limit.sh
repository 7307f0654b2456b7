# a line of exactly 65536 bytes is read
awk 'BEGIN {
	printf "[Variant \"pasang-emas\"]\nsouth k #"
	for (i = 9; i < 65536; i++) printf "x"
	printf "\nnorth d\n"
}' | "$PASA" validate -
