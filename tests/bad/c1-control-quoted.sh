# A C1 control (U+009B, a CSI to many terminals) and a byte that is not
# UTF-8, quoted from a record, reach the terminal escaped (issue 15).
printf '[Variant "a\302\233[2Jb"]\n\nsouth b\n' | "$PASA" validate - 2>&1
printf '[Variant "a\233[2Jb"]\n\nsouth b\n' | "$PASA" validate - 2>&1
