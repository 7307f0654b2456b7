# lines of NUL bytes only
printf '\000\000\000\000\n\000\000\n' | "$PASA" validate -v pasang-emas -
