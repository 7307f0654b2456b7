# fuzz-variant: a name with a line break ended variant_emit's "# NAME,
# resolved from ..." comment early, so `variants show` wrote YAML that did
# not load back.  The name's control characters are now escaped in the
# comment, by the escaper diagnostics use (\x0a).
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
printf 'name: |\n  two\n  lines\nextends: pasang-emas\n' >"$t/v.yaml"
"$PASA" variants show "$t/v.yaml" >"$t/shown.yaml" || exit
head -n 2 "$t/shown.yaml" | sed -e "s|$t|T|g" -e "s|$ROOT|ROOT|g"
"$PASA" variants check "$t/shown.yaml" && echo "loads back"
