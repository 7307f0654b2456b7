# a DEL byte inside a side name
printf 'south\177 k\n' | "$PASA" validate -v pasang-emas -
