# `make demo` prints its commands so that they can be pasted: each "$ "
# line of the tour, run by sh at the top of the tree, ends with the exit
# status the tour printed after it.
set -eu
cd "$ROOT"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
sh tests/demo.sh "$PASA" >"$t/tour" 2>&1
n=0
awk '/^\$ / { cmd = substr($0, 3) } /^\(exit status / { sub(/^\(exit status /, ""); sub(/[:)].*/, ""); print $0 "\t" cmd }' "$t/tour" >"$t/cmds"
while IFS='	' read -r want cmd; do
	n=$((n + 1))
	case $cmd in "sh -c"*) echo "not pasteable: $cmd" ;; esac
	rc=0
	sh -c "$cmd" >/dev/null 2>&1 </dev/null || rc=$?
	[ "$rc" = "$want" ] || echo "pasted, '$cmd' exits $rc, not $want"
done <"$t/cmds"
echo "$n commands, each pasteable"
