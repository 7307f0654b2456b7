# The base file is named by its path in the repository: shown as ROOT.
{ "$PASA" variants check ext-family-change.yaml 2>&1; echo "exit $?"; } | sed "s|$ROOT|ROOT|g"
