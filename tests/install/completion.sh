# The completions are made from the option tables: bash offers
# subcommands, each command's own options, the values of a choice (render's
# --format takes ascii, svg and html, not convert's), files where a file is
# wanted and variant names after -v; the zsh script is valid zsh.
set -eu
command -v bash >/dev/null || { echo "no bash"; exit 1; }
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
ln -s "$PASA" "$d/pasa"
"$PASA" --completion bash >"$d/pasa.bash"
"$PASA" --completion zsh >"$d/_pasa"
cd "$d"
touch game.txt
PATH=$d:$PATH bash -c '
	. ./pasa.bash
	try() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _pasa; echo "${COMPREPLY[*]}"; }
	try pasa val
	try pasa validate --str
	try pasa validate --len
	try pasa validate -v pasang-e
	try pasa variants show pasang-e
	try pasa help ge
	try pasa render --format ""
	try pasa replay --format ""
	try pasa convert --format ""
	try pasa convert --input-format ""
	try pasa convert -o ga
	try pasa render --col
	try pasa rend --lab
'
command -v zsh >/dev/null || { echo "zsh missing: make check installs it"; exit 1; }
zsh -n _pasa && echo "zsh: parses"
# Loaded into zsh, it defines the function compdef will call.
zsh -fc 'autoload -U compinit; compinit -u -d ./zcd; . ./_pasa 2>/dev/null; whence -w _pasa'
