# 1,000 random games for each pattern and Ka method validate clean, and
# none is longer than 118 plies (120 stones less the two Kas).
set -eu
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for v in pasang-emas pasang-emas-p1-jumping pasang-emas-p1-either \
    pasang-emas-p2-sliding pasang-emas-p2-jumping pasang-emas-p2-either; do
	"$PASA" gen -v "$v" --seed 1 --games 1000 >"$tmp"
	"$PASA" validate "$tmp"
	games=$(grep -c '^\[Result ' "$tmp")
	longest=$(awk '/^[0-9]+\./ { n = $1 + 0; if (n > m) m = n }
	    END { print m + 0 }' "$tmp")
	[ "$longest" -le 118 ] && ok=yes || ok=no
	echo "$v: $games games valid, none over 118 plies: $ok"
done
