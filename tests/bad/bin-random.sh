# Pseudo-random bytes from a fixed seed: never a crash, always a diagnostic.
awk 'BEGIN { srand(42); for (i = 0; i < 4000; i++) printf "%c", int(rand() * 255) + 1 }' |
"$PASA" validate -v pasang-emas - 2>&1 | head -n 3
