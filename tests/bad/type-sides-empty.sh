# an empty list of sides, over a base that has two.
# Expected: the error points into this file (type-sides-empty.yaml:4:3), not
# at the base variant's 'sides', which is not where the mistake is.
{ "$PASA" variants check type-sides-empty.yaml 2>&1; echo "exit $?"; } | sed -e "s|$ROOT|ROOT|g" | cut -d: -f1-3
