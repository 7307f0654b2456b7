# A user never sees the team's notes: nothing in the tree points at
# ../shared, its rules.md or records.md, or the rows of its disagreement
# matrix.  Rule ids are explained in pasa-rules(7) and the variant files.
set -eu
cd "$ROOT"
pat='\.\./shared|shared/spec|rules\.md|records\.md|matrix row'
found=$(find README.md Makefile man cmd lib variants records tests -type f \
    ! -name no-outside-refs.sh ! -path 'tests/fuzz-regress/*' \
    -exec grep -lE "$pat" {} + 2>/dev/null || true)
if [ -n "$found" ]; then
	echo "references outside the repository in:"
	echo "$found"
	exit 1
fi
echo "no reference outside the repository"
