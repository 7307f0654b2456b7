# A --where pattern of 100000 bytes.  Expected: a usage error (exit 2)
# whose message keeps PCRE2's reason and offset, quoting the pattern short;
# the quote used to fill the message and cut the reason off.
p=$(awk 'BEGIN { for (i = 0; i < 100000; i++) printf "a" }')
printf '[Variant "pasang-emas"]\n[Event "a"]\n\nsouth k\n' >in.tmp.$$
"$PASA" validate --where "Event=~/$p/" in.tmp.$$ 2>&1 | head -n 1 |
awk '{ print (length($0) < 300 && index($0, "offset") ? "short, with the reason" : "long, or the reason lost") }'
"$PASA" validate --where "Event=~/$p/" in.tmp.$$ >/dev/null 2>&1
echo "exit $?"
rm -f in.tmp.$$
