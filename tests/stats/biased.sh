# A die loaded to show 6 a quarter of the time (gen --bias) is flagged,
# the 6 named, at p < 0.001; a die loaded on 1 in a two-dice variant too.
set -eu
"$PASA" gen -v ludo --seed 1 --games 100 --bias 6=0.25 | "$PASA" stats - |
    sed -n '/^verdict/,/^warning/p'
"$PASA" gen -v parcheesi --seed 1 --games 100 --bias 1=0.25 |
    "$PASA" stats --format json - | tr '{' '\n' |
    grep '"test": "faces", "side": "all"' | grep -o '"p": [^,]*, .*"worst": "[0-9]*"'
