# Every JSON document pasa writes validates against its published schema
# (schema/*.schema.json) with a real validator, Debian's python3-jsonschema
# (installed by make's deps step): the expected output of every golden case
# that writes JSON (each case compares it with what pasa wrote), and
# JSON written here from every bundled record, every test record, invalid
# games kept, validate's diagnostics for bad records and compare's
# settings and record reports.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
py=/usr/bin/python3
"$py" -c 'import jsonschema' || { echo "python3-jsonschema is missing: make deps"; exit 1; }
s="$ROOT/schema"
: >"$t/jsonl"; : >"$t/json"; : >"$t/validate"; : >"$t/compare"
# Golden cases: the schema by command; validate with several -v reports
# as compare does.
for a in $(find "$ROOT/tests" -name '*.args' | sort); do
	out=${a%.args}.out
	[ -s "$out" ] || continue
	set -- $(sed 's/--format=/--format /g' "$a")
	cmd=$1
	case "$cmd: $* " in
	convert:*" --format jsonl "*) echo "$out" >>"$t/jsonl" ;;
	convert:*" --format json "*) echo "$out" >>"$t/json" ;;
	compare:*" --format json "*) echo "$out" >>"$t/compare" ;;
	validate:*" --format json "*)
		if [ "$(grep -o -- ' -v ' "$a" | wc -l)" -gt 1 ]
		then echo "$out" >>"$t/compare"; else echo "$out" >>"$t/validate"; fi ;;
	esac
done
# Written here.
n=0
for f in $(find "$ROOT/records" "$ROOT/tests/convert" -name '*.txt' | sort); do
	n=$((n + 1))
	"$PASA" convert --format jsonl --keep-invalid "$f" >"$t/g$n.jsonl" 2>/dev/null || true
	"$PASA" convert --format jsonl --canonical "$f" >"$t/c$n.jsonl" 2>/dev/null || true
	"$PASA" convert --format json --keep-invalid "$f" >"$t/g$n.json" 2>/dev/null || true
	"$PASA" validate --format json --summary "$f" >"$t/v$n.jsonl" 2>/dev/null || true
	echo "$t/g$n.jsonl" >>"$t/jsonl"; echo "$t/c$n.jsonl" >>"$t/jsonl"
	echo "$t/g$n.json" >>"$t/json"
	[ -s "$t/v$n.jsonl" ] && echo "$t/v$n.jsonl" >>"$t/validate"
done
for f in $(find "$ROOT/tests/bad" "$ROOT/tests/record" -name '*.in' | sort); do
	n=$((n + 1))
	"$PASA" validate --format json --explain - <"$f" >"$t/v$n.jsonl" 2>/dev/null || true
	[ -s "$t/v$n.jsonl" ] && echo "$t/v$n.jsonl" >>"$t/validate"
done
"$PASA" compare --format json -v pachisi-dice -v pachisi-modern \
    "$ROOT"/records/race/*.txt >"$t/r.jsonl" 2>/dev/null || true
echo "$t/r.jsonl" >>"$t/compare"
set -- ludo parcheesi parchis chaupar pachisi-modern pachisi-cowrie
for a in "$@"; do
	for b in "$@"; do
		[ "$a" = "$b" ] && continue
		"$PASA" compare --format json "$a" "$b" >"$t/s-$a-$b.jsonl" || true
		echo "$t/s-$a-$b.jsonl" >>"$t/compare"
	done
done
check() {
	"$py" "$ROOT/tests/schema/check.py" "$s/$1.schema.json" $2 \
	    $(cat "$t/$3") && echo "$1: $(wc -l <"$t/$3" | tr -d ' ') files valid" |
	    sed 's/: [0-9]* files/: files/'
}
check convert-jsonl --lines jsonl
check convert-json "" json
check validate --lines validate
check compare --lines compare
# The array schema holds the same games as the line schema.
"$py" -c 'import json, sys
a, b = (json.load(open(sys.argv[i])) for i in (1, 2))
sys.exit(a["$defs"] != b["$defs"])' "$s/convert-jsonl.schema.json" \
    "$s/convert-json.schema.json" && echo "convert-json: same games as convert-jsonl"
# A document that breaks the schema is caught.
printf '{"format":2,"game":1}\n' >"$t/bad.jsonl"
"$py" "$ROOT/tests/schema/check.py" "$s/convert-jsonl.schema.json" --lines \
    "$t/bad.jsonl" >/dev/null || echo "format 2: refused"
