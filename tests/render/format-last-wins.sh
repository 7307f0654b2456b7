# --format given twice: the last one counts, html included.
set -eu
"$PASA" render --format html --format svg --ply 1 \
    ../../records/race/modern-opening.txt | head -n 1
"$PASA" render --format svg --format html --ply 1 \
    ../../records/race/modern-opening.txt | head -n 1
