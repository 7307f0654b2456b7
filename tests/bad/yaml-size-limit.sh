# A variant file of exactly 1 MiB loads; one byte more does not.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
pad() { printf 'name: big\nextends: pasang-emas\n# '; awk "BEGIN { for (i = 0; i < $1 - 34; i++) printf \"x\" }"; printf '\n'; }
pad 1048576 >"$t/ok.yaml"
pad 1048577 >"$t/big.yaml"
wc -c <"$t/big.yaml" | tr -d ' '
"$PASA" variants check "$t/ok.yaml" && echo "1 MiB: loads"
"$PASA" variants check "$t/big.yaml" 2>&1 | sed "s|$t/||"
