# gen -v PATH writes the file's stem as [Variant]; a record may only name
# a variant, so validate finds the games' variant again only when that
# name leads to the same file.  When it does not, gen says so on
# standard error (a note: the games are written and gen exits 0), naming
# the -v that checks them, instead of leaving validate's "unknown
# variant", or a bundled variant of the same name, to be met later.
# Each case: the note, then whether validate without -v finds the
# games' variant and with -v PATH finds them valid.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cd "$t"
sed 's/^title:.*/title: a house Ludo/' "$PASA_VARIANTS/ludo.yaml" > house.yaml
mkdir -p variants sub
cp house.yaml variants/kept.yaml
cp house.yaml sub/ludo.yaml
for v in house.yaml variants/kept.yaml sub/ludo.yaml "$PASA_VARIANTS/ludo.yaml" ludo; do
	shown=$(echo "$v" | sed "s|$PASA_VARIANTS|VARIANTS|")
	echo "== gen -v $shown"
	"$PASA" gen -v "$v" --games 2 --seed 5 > g.txt 2> err || echo "gen: exit $?"
	sed "s|$PASA_VARIANTS|VARIANTS|" err
	set +e
	"$PASA" validate g.txt > /dev/null 2>&1
	echo "validate: exit $?"
	"$PASA" validate -v "$v" g.txt > /dev/null 2>&1
	echo "validate -v: exit $?"
	set -e
done
