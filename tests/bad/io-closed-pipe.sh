# A reader that stops early: no message, and the first line is whole.
"$PASA" gen -v pasang-emas --games 100000 | head -n 1
