# The README's GNU parallel recipe, run locally: one pasa per file, output
# kept in file order, merged, equals one process over all the files.
set -eu
command -v parallel >/dev/null || { echo "parallel missing: make check installs it"; exit 1; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
mkdir "$t/archive"
for s in 1 2 3 4 5 6; do
	"$PASA" gen -v pasang-emas --seed $s --games 20 >"$t/archive/g$s.txt"
done
cp games.txt "$t/archive/club.txt"
cd "$t"
find archive -name '*.txt' | sort |
    parallel -k --will-cite "$PASA" convert --format jsonl -j 1 {} \
    >parallel.jsonl 2>parallel.err || true
"$PASA" convert --format jsonl $(find archive -name '*.txt' | sort) \
    >single.jsonl 2>single.err || true
cmp parallel.jsonl single.jsonl && echo "merged output equals one process"
sort parallel.err >p.err; sort single.err | cmp - p.err && echo "same diagnostics"
wc -l <single.jsonl
