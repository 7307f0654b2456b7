# Dice without faces: no throw could ever be read.
# Expected: the loader refuses it with a positioned error (exit 3); it
# used to be accepted.  Checked loosely so the wording is the owner's.
"$PASA" variants check race-faces-empty.yaml 2>err.tmp.$$
rc=$?
grep -q '^[^:]*race-faces-empty.yaml:[0-9]*:[0-9]*: error: ' err.tmp.$$ && echo "error with a position"
rm -f err.tmp.$$
echo "exit $rc"
