# Two Variant tags that disagree.
# Expected: an error at the second tag (exit 1); the reader used to keep
# one of the two without a word.
printf '[Variant "pasang-emas"]\n[Variant "pachisi-modern"]\n\nsouth k\n' | "$PASA" validate - 2>&1 | cut -d: -f1-4
