# Every byte value 1-255 on one line, then a line of each.
awk 'BEGIN { for (i = 1; i < 256; i++) if (i != 10) printf "%c", i; printf "\n" }' |
"$PASA" validate -v pasang-emas -
