# Every byte of a JSON game counts, and each value kept: a game whose
# turns are a million bare numbers is refused at its first turn (its
# turns are read one at a time), where it once took 70 bytes of memory
# per 2 bytes of input (issue 15) and then was refused after a million
# values kept, 96 MB (issue 20; from-json-memory.sh bounds it).
awk 'BEGIN { printf "{\"turns\":[0"; for (i = 0; i < 1000001; i++)
    printf ",0"; print "]}" }' | "$PASA" convert --input-format json --format text 2>&1
echo "exit $?"
# Members no conversion reads back (events, position) are checked, not
# kept: a long events list costs no memory per value.
awk 'BEGIN { printf "{\"tags\":{\"Variant\":\"pasang-emas\"},\"turns\":[{\"text\":\"south b\",\"events\":[0";
    for (i = 0; i < 1200000; i++) printf ",0"; print "]}]}" }' |
    "$PASA" convert --input-format json --format text 2>&1
echo "exit $?"
