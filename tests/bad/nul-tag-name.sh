# a NUL byte inside a tag name
printf '[Vari\000ant "pasang-emas"]\nsouth k\n' | "$PASA" validate -
