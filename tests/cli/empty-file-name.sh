# An empty word where a file name is wanted is refused (exit
# 2) before anything runs: '-o ""' used to write a temporary file and fail
# to rename it to '' (exit 4).
set -u
"$PASA" convert --format text -o '' ../../records/race/modern-opening.txt \
    2>&1 | head -n 1
"$PASA" convert --format text -o '' ../../records/race/modern-opening.txt \
    >/dev/null 2>&1
echo "exit $?"
