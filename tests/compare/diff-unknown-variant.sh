# pasa diff: a game whose Variant tag names no variant is said once, at
# the tag's value, as validate says it; the next pair of games still
# compares, and the exit status is the loader's (3).
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
g='[Variant "pasang-emas"]\n\nsouth b\n'
printf '[Variant "nosuch"]\n\nsouth b\n\n'"$g" >"$t/a.txt"
printf "$g\n$g" >"$t/b.txt"
"$PASA" diff "$t/a.txt" "$t/b.txt" >"$t/out" 2>"$t/err"
echo "exit $?"
sed "s|$t/||; s|(looked in .*)|(looked in ...)|" "$t/out" "$t/err"
