# An unknown option before the command: named, then the usage.
"$PASA" --frobnicate >out.tmp.$$ 2>&1; rc=$?
head -n 2 out.tmp.$$; rm -f out.tmp.$$
echo "exit $rc"
