# A variant given by -v as a path that is no file says why it cannot be
# loaded (exit 3): a directory, a pipe, a missing file.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
mkdir "$t/dir.yaml" && mkfifo "$t/pipe.yaml"
printf '[Variant "ludo"]\n\n1. red 2: -\n' >"$t/r.txt"
for v in dir.yaml pipe.yaml gone.yaml; do
	"$PASA" validate -v "$t/$v" "$t/r.txt" >"$t/out" 2>&1
	echo "exit $?"
	sed "s|$t/||" "$t/out"
done
