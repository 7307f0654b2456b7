# --valid-only never hides a game whose variant cannot be loaded: that
# game was not checked, so it was never invalid; its error is said and
# the exit status is 3, as without the selection.
"$PASA" validate --valid-only valid-only-unknown-variant.txt 2>&1 | sed 's/ (looked in.*//'
"$PASA" validate --valid-only valid-only-unknown-variant.txt >/dev/null 2>&1; echo "validate exit $?"
"$PASA" convert --format jsonl --valid-only valid-only-unknown-variant.txt 2>&1 >/dev/null | sed 's/ (looked in.*//'
"$PASA" convert --format jsonl --valid-only valid-only-unknown-variant.txt >/dev/null 2>&1; echo "convert exit $?"
