# gen's Variant tag is the name the variant was loaded by (the file's
# base name for a path) and is escaped when it must fall back to a name:
# field holding a quote and a line break (issue 15).
"$PASA" gen -v gen.inject.yaml --games 1 --max-plies 1 | sed -n '3,4p'
"$PASA" gen -v beside/house.yaml --games 1 --max-plies 1 | sed -n 3p
"$PASA" gen -v pasang-emas --games 1 --max-plies 1 | sed -n 3p
