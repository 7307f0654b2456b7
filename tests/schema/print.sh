# convert --schema prints the schemas of schema/ byte for byte (so
# lib/json_schemas.c is up to date: make schemas), each a JSON Schema that is
# itself valid; an unknown name is bad usage.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
for n in jsonl json validate compare; do
	f=$n
	case $n in jsonl|json) f=convert-$n ;; esac
	"$PASA" convert --schema $n >"$t/$n"
	cmp -s "$t/$n" "$ROOT/schema/$f.schema.json" && echo "$n: as schema/$f.schema.json"
	/usr/bin/python3 -c 'import json, sys, jsonschema
s = json.load(open(sys.argv[1]))
jsonschema.validators.validator_for(s).check_schema(s)' "$t/$n" &&
	    echo "$n: a valid JSON Schema"
done
[ "$(ls "$ROOT"/schema/*.schema.json | wc -l)" -eq 4 ] && echo "four schemas"
rc=0
"$PASA" convert --schema csv 2>"$t/err" >/dev/null || rc=$?
echo "csv: exit $rc"; head -1 "$t/err"
rc=0
"$PASA" convert --schema jsonl --format text 2>"$t/err" >/dev/null || rc=$?
echo "with --format: exit $rc"; head -1 "$t/err"
rc=0
"$PASA" convert --schema jsonl -o "$t/s.json" 2>"$t/err" >/dev/null || rc=$?
echo "with -o: exit $rc"; head -1 "$t/err"; [ -e "$t/s.json" ] || echo "no file written"
