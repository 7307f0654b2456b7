# No escape sequence from a file reaches the terminal: a variant title
# with ESC and U+009B is refused at load, and a file name with ESC is
# escaped in --positions output and in "cannot open" (issue 15).
"$PASA" variants check control-title.yaml 2>&1
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
f=$(printf '%s/a\033[2Jb.txt' "$t")
printf '[Variant "pasang-emas"]\n\nsouth b\n' >"$f"
"$PASA" validate --positions "$f" | sed "s|$t|T|" | cut -c 1-20
"$PASA" convert --format text -o "$t/no/such/dir/$(printf 'x\033]0;y')" "$f" 2>&1 | sed "s|$t|T|"
