# Every example in README.md and the man pages runs, and its output is
# the one shown (tests/doc/README says how examples are marked).
set -eu
command -v perl >/dev/null || { echo "perl missing"; exit 1; }
perl "$ROOT/tests/doc/examples.pl" "$ROOT" "$PASA" 2>/dev/null
