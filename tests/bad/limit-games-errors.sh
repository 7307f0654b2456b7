# 3000 broken games: every one reported
awk 'BEGIN {
	for (i = 0; i < 3000; i++) printf "[Variant \"pasang-emas\"]\nsouth\n"
}' | "$PASA" validate - 2>&1 | wc -l | tr -d " "
