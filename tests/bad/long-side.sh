# A side name of 5000 bytes.  Expected: quoted short, with "...", as the
# reader quotes long tokens; it used to be cut at the message's 512 bytes,
# closing quote and all.
awk 'BEGIN { printf "[Variant \"pasang-emas\"]\n"; for (i = 0; i < 5000; i++) printf "s"; printf " k\n" }' |
"$PASA" validate - 2>&1 | awk '{ print (length($0) < 200 && index($0, "...") ? "quoted short" : "quoted long") }'
