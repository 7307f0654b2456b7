# Every byte of a JSON game counts, and each value kept: a game of a
# million bare numbers is refused, where it once took 70 bytes of memory
# per 2 bytes of input (issue 15).
awk 'BEGIN { printf "{\"turns\":[0"; for (i = 0; i < 1000001; i++)
    printf ",0"; print "]}" }' | "$PASA" convert --input-format json --format text 2>&1
echo "exit $?"
# Members no conversion reads back (events, position) are checked, not
# kept: a long events list costs no memory per value.
awk 'BEGIN { printf "{\"tags\":{\"Variant\":\"pasang-emas\"},\"turns\":[{\"text\":\"south b\",\"events\":[0";
    for (i = 0; i < 1200000; i++) printf ",0"; print "]}]}" }' |
    "$PASA" convert --input-format json --format text 2>&1
echo "exit $?"
