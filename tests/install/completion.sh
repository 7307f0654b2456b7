# The bash completion offers subcommands, options and variant names.
set -eu
command -v bash >/dev/null || { echo "no bash"; exit 1; }
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
ln -s "$PASA" "$d/pasa"
PATH=$d:$PATH bash -c '
	. "$ROOT/cmd/completion/pasa.bash"
	try() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _pasa; echo "${COMPREPLY[*]}"; }
	try pasa val
	try pasa validate --str
	try pasa validate -v pasang-e
	try pasa variants show pasang-e
	try pasa help ge
'
