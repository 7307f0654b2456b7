# The same for validate's JSON output.
printf '[Variant "pasang-emas"]\nsouth z\n' >in.tmp.$$
"$PASA" validate --format json in.tmp.$$ >/dev/full
rc=$?
rm -f in.tmp.$$
echo "exit $rc" >&2
