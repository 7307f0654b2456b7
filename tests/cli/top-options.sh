# pasa's own options (cmd/main.c): abbreviated to a unique prefix like a
# command's long options (pasa(1), OPTIONS); nothing after --help or
# --version is ignored unsaid; --completion takes its shell after a
# blank or '='.  Each line: the arguments, the exit status, the first
# line written to standard output, then to standard error.
set -u
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
while read -r args; do
	# shellcheck disable=SC2086
	"$PASA" $args >"$t/out" 2>"$t/err"
	echo "$args: $? [$(head -n 1 "$t/out")] [$(head -n 1 "$t/err")]"
done <<'LIST'
--vers
--v
--he
-h
--version extra
--help extra
--compl bash
--completion=zsh
--completion=
--completion bash extra
--version=2
--x
-x
--
LIST
