# No command: the usage (its first line here: the list of commands grows).
"$PASA" >out.tmp.$$ 2>&1; rc=$?
head -n 1 out.tmp.$$; rm -f out.tmp.$$
echo "exit $rc"
