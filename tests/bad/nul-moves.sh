# a NUL byte after the moves
printf 'south k\000\n' | "$PASA" validate -v pasang-emas -
