# Sourced by rulings-diff.sh and reader-diff.sh after their options,
# with $name set and the positional parameters OLD NEW:
#	name=NAME; . two-binaries.sh
# sets PASA_VARIANTS (the repository's) and LC_ALL, makes $dir (removed
# on exit), and copies OLD and NEW into it side by side as $old and $new:
# where a binary stands is one of the places it looks for variants, and
# "unknown variant (looked in ...)" names them, which must not differ.
: "${PASA_VARIANTS:=$(realpath "$(dirname "$0")/../../variants")}"
export PASA_VARIANTS LC_ALL=C
dir=$(mktemp -d "${TMPDIR:-/tmp}/$name.XXXXXX")
trap 'rm -rf "$dir"' EXIT INT TERM
cp "$1" "$dir/old-pasa"
cp "$2" "$dir/new-pasa"
old=$dir/old-pasa new=$dir/new-pasa
ncmp=0 ndiff=0
