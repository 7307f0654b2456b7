# 1,000 random games of every bundled race variant validate clean, strictly
# (issues 3 and 9): gen and validate agree on every rule.
set -eu
for v in pachisi-dice pachisi-cowrie pachisi-modern pachisi-modern-cowrie \
    ludo ludo-three-sixes ludo-capture-throw ludo-blocks ludo-enter-one \
    ludo-stars parchis parcheesi pachisi-traditional chaupar \
    pachisi-cowrie-h7; do
	"$PASA" gen -v "$v" --seed 1 --games 1000 | "$PASA" validate --strict - ||
	    { echo "$v: generated games do not validate"; exit 1; }
	echo "$v ok"
done
