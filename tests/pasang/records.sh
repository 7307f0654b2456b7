# The bundled Pasang records are valid.
set -eu
for f in "$ROOT"/records/pasang/*.txt; do
	"$PASA" validate "$f"
	echo "$(basename "$f"): valid"
done
