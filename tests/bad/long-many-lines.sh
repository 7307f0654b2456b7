# twenty over-long lines: one diagnostic each, no more
awk 'BEGIN {
	printf "[Variant \"pasang-emas\"]\n"
	for (j = 0; j < 20; j++) { for (i = 0; i < 70000; i++) printf "z"; printf "\n" }
}' | "$PASA" validate -
