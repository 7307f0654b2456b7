# gen into /dev/full on the race family too.
"$PASA" gen -v race.yaml --games 20 >/dev/full
echo "exit $?" >&2
