# Two dice (pairs, doubles, runs of doubles) and six cowries, fair: no
# bias found by the corrected verdict (JSON "bias_found").
set -eu
for v in parcheesi pachisi-cowrie chaupar; do
	"$PASA" gen -v $v --seed 2 --games 200 | "$PASA" stats --format json - |
	    grep -o '"bias_found": [a-z]*' | sed "s/^/$v: /"
done
