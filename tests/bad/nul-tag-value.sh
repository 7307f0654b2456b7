# a NUL byte inside a tag value
printf '[Variant "pasang\000-emas"]\nsouth k\n' | "$PASA" validate -
