# Garbage after a phase-1 file.
# Expected: the error is at the offending token (column 9); it used to
# quote the file 'k', which is fine.
printf '[Variant "pasang-emas"]\n\nsouth k )(\n' | "$PASA" validate - 2>&1 | cut -d: -f1-4
