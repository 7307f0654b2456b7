# A side that turns where it starts (issue 13): pasa gen's games on such a
# board are read back and found valid, and they take green's pieces the
# whole loop round: some position has a green piece come round ('1+') and
# some green move turns from 1 into the home column.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
"$PASA" gen -v ./board-start-turn.yaml --seed 4 --games 20 >"$t/g.txt"
"$PASA" validate -j 1 -v ./board-start-turn.yaml --summary "$t/g.txt" 2>&1 |
    head -1
"$PASA" validate -j 1 -v ./board-start-turn.yaml --positions "$t/g.txt" |
    grep -c 'green:[^ ]*1+' | sed 's/^[1-9][0-9]*$/some/'
grep -c '^[0-9]*\. green [0-9]: .*1/h' "$t/g.txt" | sed 's/^[1-9][0-9]*$/some/'
