# -o naming the file that standard input is (`-o a.txt < a.txt`, or
# `-` among the inputs) is refused like -o naming an input: the output
# replaced the input it was still reading, and filtered games were lost.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cp games.txt "$t/a.txt"
rc=0
"$PASA" convert --format text -o "$t/a.txt" <"$t/a.txt" 2>&1 | sed "s|$t/||" || rc=$?
cmp games.txt "$t/a.txt" && echo "stdin: input kept"
"$PASA" convert --format text -o "$t/a.txt" - <"$t/a.txt" 2>&1 | sed "s|$t/||"
cmp games.txt "$t/a.txt" && echo "-: input kept"
"$PASA" convert --format text -o "$t/b.txt" <"$t/a.txt" && [ -s "$t/b.txt" ] &&
    echo "another file: written"
"$PASA" convert --format text -o "$t/a.txt" <"$t/a.txt" >/dev/null 2>&1 || echo "exit $?"
