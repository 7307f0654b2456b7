# min above max, over a base whose players are fine.
# Expected: the error points into this file (type-min-over-max.yaml:4:3), not
# at the base variant's 'sides', which is not where the mistake is.
{ "$PASA" variants check type-min-over-max.yaml 2>&1; echo "exit $?"; } | sed -e "s|$ROOT|ROOT|g" | cut -d: -f1-3
