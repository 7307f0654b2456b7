# pasa diff: a game only one record has is named with its file, escaped
# like every file name pasa prints (issue 15): no escape sequence from a
# file name reaches the terminal.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
b=$(printf '%s/b\033[2J.txt' "$t")
printf '[Variant "pasang-emas"]\n\nsouth b\n' >"$t/a.txt"
printf '[Variant "pasang-emas"]\n\nsouth b\n\n[Variant "pasang-emas"]\n\nsouth b\n' >"$b"
"$PASA" diff "$t/a.txt" "$b" >"$t/out"
echo "exit $?"
sed "s|$t|T|" "$t/out"
