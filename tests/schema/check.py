"""Validates pasa's JSON output against a schema of schema/.

usage: check.py SCHEMA [--lines] FILE...

With --lines each non-empty line of a FILE is one document (JSON Lines);
otherwise each FILE is one document.  Prints one line per invalid
document and exits 1 if there is any; 2 on bad usage.  Run by
tests/schema/outputs.sh with Debian's python3-jsonschema (make deps).
"""
import json
import sys

import jsonschema


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    with open(argv[1]) as f:
        schema = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema)
    lines = argv[2] == "--lines"
    bad = n = 0
    for path in argv[3 if lines else 2:]:
        with open(path) as f:
            text = f.read()
        docs = ([(i + 1, l) for i, l in enumerate(text.split("\n")) if l]
                if lines else [(1, text)])
        for line, doc in docs:
            n += 1
            try:
                value = json.loads(doc)
            except ValueError as e:
                print(f"{path}:{line}: not JSON: {e}")
                bad += 1
                continue
            errors = sorted(validator.iter_errors(value), key=str)
            if errors:
                e = errors[0]
                where = "/".join(str(p) for p in e.absolute_path)
                print(f"{path}:{line}: /{where}: {e.message[:200]}")
                bad += 1
    if n == 0:
        print("no document to check")
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
