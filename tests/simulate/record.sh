# --record keeps games that validate strictly under their variant, for
# both policies and for Pasang Emas.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
for p in random greedy; do
	"$PASA" simulate -v ludo-blocks -v parchis -v pasang-emas -v chaupar \
	    --games 100 --policy $p --record "$t/$p.txt" >/dev/null
	"$PASA" validate --strict "$t/$p.txt"
	echo "$p: $(grep -c '^\[Event' "$t/$p.txt") games validate"
done
