# A NUL byte and bytes that are not UTF-8; those in comments are not read.
printf '[Variant "pachisi-modern"]\nyellow 5-3: a\000b\n\n[Event "caf\303"]\nred 1-1: x\n\n[Variant "pachisi-modern"]\nred 6-4: \355\240\200 # \377\n\n[Variant "pachisi-modern"]\n# \377 comment\nred 6-4: \300\257\n' |
"$PASA" validate -
