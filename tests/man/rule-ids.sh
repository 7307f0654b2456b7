# Every rule id a user can see is explained in pasa-rules(7): each
# `source:` of a bundled variant, and the notation ids N1-N3 the race
# turn check cites (issue 13).
set -eu
page=$ROOT/man/pasa-rules.7
[ -f "$page" ] || { echo "no pasa-rules(7)"; exit 1; }
bad=0
for id in $(sed -n 's/^ *source: *\([A-Z][0-9]*\).*/\1/p' \
    "$ROOT"/variants/*.yaml | sort -u) N1 N2 N3; do
	grep -Eq "^\.It (\\\\&)?$id\$" "$page" ||
	    { echo "rule $id is not in pasa-rules(7)"; bad=1; }
done
echo "rule ids: $( [ $bad = 0 ] && echo all explained || echo missing)"
exit $bad
