# a NUL byte before anything else
printf '\000[Variant "pasang-emas"]\nsouth k\n' | "$PASA" validate -
