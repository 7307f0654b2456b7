# a line that is one NUL byte
printf 'south k\n\000\nnorth d\n' | "$PASA" validate -v pasang-emas -
