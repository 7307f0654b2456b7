# --players '' names no side.  Expected: a usage error (exit 2); gen used
# to write games with an empty Players tag.
"$PASA" gen -v pasang-emas --players '' >/dev/null 2>&1
echo "exit $?"
