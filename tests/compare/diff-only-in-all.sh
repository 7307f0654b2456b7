# pasa diff: where one record ends, every game past its end is named
# ("games 3-5"), not only the first of them; and a syntax error among
# them is said.  Standard input is named <stdin>.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
g='[Variant "pasang-emas"]\n\nsouth b\n\n'
printf "$g$g" >"$t/two.txt"
printf "$g$g$g$g$g" >"$t/five.txt"
printf "$g$g$g"'[Variant "pasang-emas"]\n[Bad x]\n' >"$t/bad.txt"
cd "$t"
"$PASA" diff five.txt two.txt; echo "exit $?"
"$PASA" diff two.txt - <five.txt; echo "exit $?"
"$PASA" diff bad.txt two.txt 2>err; echo "exit $?"; cat err
printf "$g$g$g" | "$PASA" diff two.txt -; echo "exit $?"
