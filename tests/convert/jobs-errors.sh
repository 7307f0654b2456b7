# -j 4 says byte for byte what -j 1 says, on a corpus of several blocks
# with every kind of error: syntax, illegal turns, unknown and unloadable
# variants, a path in a Variant tag, over-long lines, too many tags, a
# byte-order mark, comments and CRLF (issue 15).  A variant that cannot
# be loaded is reported to each game that names it, however the input is
# cut and whatever the number of workers.
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
mkdir "$t/variants"
printf 'name: broken\nfamily: pasang\nplayers: {sides: [north]}\nzz: 1\n' \
    >"$t/variants/broken.yaml"
awk 'BEGIN {
	long = ""; for (i = 0; i < 66000; i++) long = long "k"
	for (r = 0; r < 1800; r++) {
		if (r % 600 == 0)
			printf "south %s\n\n", long
		print "# a comment before the game"
		print "[Variant \"pasang-emas\"]\n\n1. south b\n2. north k\n"
		print "[Variant \"pasang-emas\"]\n\n1. south b\n2. north z9-z8\n"
		print "[Variant \"pasang-emas\"]\n\n1. south b\nnorth\n"
		print "[Variant \"no-such\"]\n\nsouth b\n"
		print "[Variant \"broken\"]\n\nsouth b\n"
		print "[Variant \"/etc/passwd\"]\n\nsouth b\n"
		printf "\357\273\277[Variant \"pasang-emas\"]\r\n\r\nsouth b\r\n\n"
		for (i = 0; i < 65; i++) printf "[T%d \"x\"]\n", i
		print "\nsouth b\n"
	}
}' >"$t/in.txt"
[ "$(wc -c <"$t/in.txt")" -gt 1200000 ] || { echo "input too small"; exit 1; }
cd "$t"
for j in 1 4; do
	"$PASA" validate -j $j in.txt >v$j.out 2>v$j.err || echo "validate $?" >>v$j.out
	"$PASA" validate -f json -j $j in.txt >w$j.out 2>w$j.err || echo "json $?" >>w$j.out
	"$PASA" convert --format jsonl -j $j in.txt >c$j.out 2>c$j.err || echo "convert $?" >>c$j.out
	"$PASA" convert --format text --keep-invalid -j $j in.txt >k$j.out 2>k$j.err || echo "keep $?" >>k$j.out
	"$PASA" convert --format csv --keep-invalid -j $j in.txt >s$j.out 2>s$j.err || echo "csv $?" >>s$j.out
done
for f in v w c k s; do
	for x in out err; do
		cmp -s ${f}1.$x ${f}4.$x || { echo "$f.$x: -j 4 differs from -j 1"; exit 1; }
	done
done
# What was said, once per kind, with the numbers left out.
# The checkout's path first: it may hold digits.
cat v1.err c1.err k1.err s1.err | sed "s|$ROOT|\$ROOT|g" |
    sed 's/^[^ ]*: //; s/[0-9][0-9]*/N/g' | sort | uniq -c | sort -k2
tail -n 1 v1.out c1.out k1.out s1.out
