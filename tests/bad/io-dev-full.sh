# A write error on standard output is exit 4 with a message.
"$PASA" gen -v pasang-emas --games 50 >/dev/full
echo "exit $?" >&2
