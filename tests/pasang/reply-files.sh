# North's legal phase-1 files after each of south's 11 choices, under each
# setting of reply.second_file (rule D6).
set -eu
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for v in pasang-emas pasang-emas-not-mirror pasang-emas-any; do
	for f in a b c d e f g h i j k; do
		printf '[Variant "%s"]\n\nsouth %s\n' "$v" "$f" >"$tmp"
		files=$("$PASA" moves -v "$v" "$tmp" --ply 1 | sed 's/^north //' |
		    tr '\n' ' ')
		echo "$v: south $f, north ${files% }"
	done
done
