# The picture the README shows is what render draws today.
set -eu
"$PASA" render --format svg --ply 12 "$ROOT/records/race/modern-opening.txt" |
    cmp -s - "$ROOT/records/race/modern-opening.svg" ||
    { echo "records/race/modern-opening.svg is stale: regenerate it"; exit 1; }
echo "README picture up to date"
