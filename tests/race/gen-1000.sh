# 1,000 random games of every bundled race variant validate clean, strictly
# (issue 3): gen and validate agree on every rule.
set -eu
for v in pachisi-dice pachisi-cowrie pachisi-modern pachisi-modern-cowrie; do
	"$PASA" gen -v "$v" --seed 1 --games 1000 | "$PASA" validate --strict - ||
	    { echo "$v: generated games do not validate"; exit 1; }
	echo "$v ok"
done
