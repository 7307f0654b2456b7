# --format given twice with two values: the first would be ignored, so
# the command is refused (exit 2) and names both; the same value twice is
# one value.
set -u
"$PASA" render --format html --format svg --ply 1 \
    ../../records/race/modern-opening.txt
echo "exit $?"
"$PASA" render --format svg --format svg --ply 1 \
    ../../records/race/modern-opening.txt | head -n 1
"$PASA" gen -v ludo --bias 6=0.9 --bias 1=0.2 2>&1 | head -n 1
"$PASA" validate -j 1 --jobs 2 ../../records/race/modern-opening.txt 2>&1 |
    head -n 1
