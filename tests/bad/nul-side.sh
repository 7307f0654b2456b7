# a NUL byte inside a side name
printf 'sou\000th k\n' | "$PASA" validate -v pasang-emas -
