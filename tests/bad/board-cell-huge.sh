# A board whose centre row does not fit in a long.
# Expected: the loader refuses it with a positioned error (exit 3); it
# used to be accepted.  Checked loosely so the wording is the owner's.
"$PASA" variants check board-cell-huge.yaml 2>err.tmp.$$
rc=$?
grep -q '^[^:]*board-cell-huge.yaml:[0-9]*:[0-9]*: error: ' err.tmp.$$ && echo "error with a position"
rm -f err.tmp.$$
echo "exit $rc"
