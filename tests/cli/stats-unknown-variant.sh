# pasa-stats(1), EXIT STATUS: a game whose Variant tag names no variant is
# left out, said so, and the exit is 3 (a variant that cannot be loaded).
set -u
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
printf '[Variant "nosuch"]\n[Players "red green"]\n\n1. red 6: -\n' \
    >"$t/nv.txt"
"$PASA" stats "$t/nv.txt" 2>&1 | sed "s|$t/||; s|(looked in .*)|(looked in ...)|"
"$PASA" stats "$t/nv.txt" >/dev/null 2>&1
echo "exit $?"
