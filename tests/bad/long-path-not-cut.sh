# Messages shorten quoted input, never a file name (issue 15).
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
d="$t/a-directory-with-a-rather-long-name/and-another-one-below-it"
mkdir -p "$d"
printf '[Variant "pasang-emas"]\n\nsouth b\n' >"$d/game.txt"
"$PASA" render --game 2 "$d/game.txt" 2>&1 | sed "s|$t|T|"
