# validate --positions into a reader that stops after one line.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
"$PASA" gen -v pasang-emas --games 200 >"$t/g.txt"
cd "$t" && "$PASA" validate --positions g.txt | head -n 1 | cut -c 1-20
