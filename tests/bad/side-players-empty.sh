# An empty Players tag names no side.  Expected: an error at the tag
# (exit 1); it used to be read as if the tag were absent.
printf '[Variant "pasang-emas"]\n[Players ""]\n\nsouth k\n' |
"$PASA" validate - 2>&1 | cut -d: -f1-4
