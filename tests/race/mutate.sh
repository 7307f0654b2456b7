# Mutated race records: a differential test of the turn check (issue 7).
#
# Each mutated game starts, through a Setup tag, from the position before
# one turn line of a generated game; that line is changed at random (a die,
# a square, a move dropped, swapped, doubled or reversed, the wrong side,
# a '*' added or removed, a bonus or a pair mark, '-' or 'pass', a chain,
# the turn number) and the next lines follow unchanged.  Validating the
# corpus gives one diagnostic per broken line; its text, column and rule id
# are the engine's rulings.
#
#	sh tests/race/mutate.sh corpus PASA VARIANT GAMES SEED PER-GAME
#		writes the mutated games of `gen --seed SEED` to stdout
#	sh tests/race/mutate.sh run PASA CORPUS
#		validates CORPUS every way the differential test compares
#
# As a golden case (no arguments, PASA set) it checks a small corpus of
# every bundled race variant and prints the count and a checksum of the
# diagnostics: to see a changed ruling, run both binaries through `run`
# on the same corpus and diff.  The random numbers are our own (an LCG), so
# every awk gives the same corpus.
set -eu
LC_ALL=C
export LC_ALL

variants="pachisi-dice pachisi-cowrie pachisi-modern pachisi-modern-cowrie
    ludo ludo-three-sixes ludo-capture-throw ludo-blocks ludo-enter-one
    ludo-stars parchis parcheesi pachisi-traditional chaupar
    pachisi-cowrie-h7"

# corpus PASA VARIANT GAMES SEED PER-GAME
corpus() {
	t=$(mktemp -d)
	"$1" gen -v "$2" --seed "$4" --games "$3" >"$t/rec"
	"$1" validate -j 1 --positions "$t/rec" >"$t/pos"
	awk -v seed="$4" -v per="$5" -v posfile="$t/pos" '
	function rnd(n) {	# 0 .. n-1, Park-Miller
		rs = (rs * 48271) % 2147483647
		return int(rs / 2147483647 * n)
	}
	function pick(s, sep,   a, n) {
		n = split(s, a, sep)
		return a[rnd(n) + 1]
	}
	function sqmut(s,   v) {
		if (s ~ /^[0-9]+$/) {
			v = s + (rnd(2) ? 1 : -1) * (1 + rnd(6))
			if (rnd(8) == 0)
				v = 1 + rnd(70)
			return v < 1 ? s + 1 : v
		}
		if (s ~ /^h[0-9]+$/)
			return "h" (substr(s, 2) + (rnd(2) ? 1 : -1))
		return pick("base home h1 h7 1 5 22 39 56 68 h3", " ")
	}
	# Splits a move token into its squares and suffix marks.
	function mvmut(tok,   a, n, k, i, out, mark) {
		mark = ""
		if (match(tok, /[*(].*$/)) {
			mark = substr(tok, RSTART)
			tok = substr(tok, 1, RSTART - 1)
		}
		n = split(tok, a, "/")
		k = rnd(n) + 1
		a[k] = sqmut(a[k])
		out = a[1]
		for (i = 2; i <= n; i++)
			out = out "/" a[i]
		return out mark
	}
	# A square of one of side'"'"'s pieces on the loop in position ps.
	function piece_sq(ps, side,   f, nf, i, a, na, c, nc, q) {
		nf = split(ps, f, " ")
		for (i = 1; i <= nf; i++)
			if (index(f[i], side ":") == 1) {
				na = split(substr(f[i], length(side) + 2), a,
				    ",")
				nc = 0
				for (q = 1; q <= na; q++) {
					sub(/[~!].*$/, "", a[q])
					if (a[q] ~ /^[0-9]+$/)
						c[++nc] = a[q]
				}
				return nc ? c[rnd(nc) + 1] : ""
			}
		return ""
	}
	function mutate(line, ps,   pre, th, mv, m, n, i, j, k, t, kind, d,
	    nd, side, a, b) {
		# "N. side THROW: MOVES"
		match(line, /^[0-9]+\. /)
		pre = substr(line, 1, RLENGTH)
		line = substr(line, RLENGTH + 1)
		side = substr(line, 1, index(line, " ") - 1)
		line = substr(line, index(line, " ") + 1)
		th = substr(line, 1, index(line, ":") - 1)
		mv = substr(line, index(line, ":") + 2)
		n = split(mv, m, " ")
		kind = rnd(20)
		if (kind == 0) {		# a die
			nd = split(th, d, "-")
			k = rnd(nd) + 1
			if (nd == 1)
				d[k] = pick("2 3 4 5 6 10 25 1 7", " ")
			else
				d[k] = 1 + rnd(6)
			th = d[1]
			for (i = 2; i <= nd; i++)
				th = th "-" d[i]
		} else if (kind == 1) {		# a double
			nd = split(th, d, "-")
			th = d[1]
			for (i = 2; i <= nd; i++)
				th = th "-" d[1]
		} else if (kind <= 3 && n > 0 && m[1] !~ /^[-p]/) {	# a square
			do { k = rnd(n) + 1 } while (m[k] ~ /^\+/ && n > 1)
			if (m[k] !~ /^\+/)
				m[k] = mvmut(m[k])
		} else if (kind == 4 && n > 1) {	# drop a move
			k = rnd(n) + 1
			for (i = k; i < n; i++)
				m[i] = m[i + 1]
			n--
		} else if (kind == 5 && n > 1) {	# swap two moves
			i = rnd(n) + 1
			j = rnd(n) + 1
			t = m[i]; m[i] = m[j]; m[j] = t
		} else if (kind == 6) {		# the wrong side
			side = pick(players, " ")
			if (rnd(4) == 0)
				side = toupper(substr(side, 1, 1))
		} else if (kind == 7 && n > 0) {	# a capture mark
			k = rnd(n) + 1
			if (m[k] ~ /\*/)
				sub(/\*/, "", m[k])
			else if (m[k] !~ /^[-+p]/)
				m[k] = m[k] "*"
		} else if (kind == 8) {		# no move, or a pass
			n = 1
			m[1] = rnd(2) ? "-" : "pass"
		} else if (kind == 9 && n > 0) {	# double a move
			k = rnd(n) + 1
			m[++n] = m[k]
		} else if (kind == 10 && n > 0 && m[1] !~ /^[-p]/) {	# bonus
			k = rnd(n) + 1
			m[k] = (rnd(3) ? "+20 " : "+" pick("10 21 5", " ") " ") m[k]
		} else if (kind == 11 && n > 0 && m[1] !~ /^[-p+]/) {	# a pair
			k = rnd(n) + 1
			if (m[k] !~ /^\+/)
				m[k] = m[k] "(2)"
		} else if (kind == 12 && n > 1) {	# a chain
			i = rnd(n - 1) + 1
			t = m[i]
			sub(/[*(].*$/, "", t)
			if (m[i + 1] ~ /^[^+]/ && index(m[i + 1], "/") &&
			    substr(t, length(t) - index(m[i + 1], "/") + 2) \
			    "/" == substr(m[i + 1], 1, index(m[i + 1], "/"))) {
				m[i] = t substr(m[i + 1], index(m[i + 1], "/"))
				for (j = i + 1; j < n; j++)
					m[j] = m[j + 1]
				n--
			} else
				m[i] = m[i + 1] " " m[i]
		} else if (kind == 13) {		# the turn number
			if (pre != "" && rnd(2))
				pre = (pre + 1) ". "
			else
				pre = ""
		} else if (kind == 14 && n > 0 && m[1] !~ /^[-p+]/) {	# reverse
			k = rnd(n) + 1
			t = m[k]
			sub(/[*(].*$/, "", t)
			if (index(t, "/"))
				m[k] = substr(t, index(t, "/") + 1) "/" \
				    substr(t, 1, index(t, "/") - 1)
		} else if (kind >= 17 && n > 0 && m[1] !~ /^[-p+]/) {
			# another piece by the same distance: C11, R14, R15
			k = rnd(n) + 1
			t = m[k]
			sub(/[*(].*$/, "", t)
			split(t, a, "/")
			split(th, d, "-")
			b = a[2] ~ /^[0-9]+$/ && a[1] ~ /^[0-9]+$/ &&
			    a[2] > a[1] ? a[2] - a[1] : d[1]
			t = piece_sq(ps, side)
			if (t != "" && m[k] !~ /^\+/)
				m[k] = t "/" (t + b > 68 ? t + b - 68 : t + b)
		} else if (kind == 15) {	# another move by the throw
			m[++n] = pick("base/5 base/22 base/39 base/56 5/10 " \
			    "h1/h4 h5/home 60/66 66/h3", " ")
			if (rnd(2)) {
				t = m[1]; m[1] = m[n]; m[n] = t
			}
		} else {			# moves left out at the end
			if (n > 0 && m[1] !~ /^[-p]/)
				n--
			if (n == 0)
				m[++n] = "-"
		}
		mv = m[1]
		for (i = 2; i <= n; i++)
			mv = mv " " m[i]
		return pre side " " th ": " mv
	}
	function flush(   i, j, k, c) {
		if (nl == 0)
			return
		for (c = 0; c < per; c++) {
			k = rnd(nl) + 1
			print "[Variant \"" variant "\"]"
			print "[Players \"" players "\"]"
			if (k > 1 && pos[k - 1] != "")
				print "[Setup \"" pos[k - 1] "\"]"
			print ""
			print mutate(ln[k], k > 1 ? pos[k - 1] : "")
			for (j = k + 1; j <= nl && j <= k + 3; j++)
				print ln[j]
			print ""
		}
		nl = 0
	}
	BEGIN {
		rs = seed * 7919 + 12345
		while ((getline l < posfile) > 0) {
			# FILE:LINE: POSITION
			sub(/^[^:]*:/, "", l)
			at[substr(l, 1, index(l, ":") - 1) + 0] = \
			    substr(l, index(l, ":") + 2)
		}
	}
	/^\[Variant / { flush(); variant = $2; gsub(/[]"]/, "", variant) }
	/^\[Players / {
		players = substr($0, index($0, "\"") + 1)
		sub(/"\]$/, "", players)
	}
	/^[0-9]+\. / { ln[++nl] = $0; pos[nl] = at[NR] }
	END { flush() }
	' "$t/rec"
	rm -rf "$t"
}

# run PASA CORPUS: plain, strict, positions, explain (legal turn lists).
run() {
	for o in "" --strict --positions "--strict --explain"; do
		echo "== validate $o"
		# Standard output, then the diagnostics: where the two meet
		# in one file depends on block sizes, which are not rulings.
		# shellcheck disable=SC2086
		"$1" validate -j 1 $o "$2" 2>"$2.err" || echo "exit $?"
		cat "$2.err"
		rm -f "$2.err"
	done
}

case ${1:-} in
corpus) shift; corpus "$@"; exit ;;
run) shift; run "$@"; exit ;;
esac

t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT INT TERM
cd "$t"
for v in $variants; do
	corpus "$PASA" "$v" 4 7 30 >c
	run "$PASA" c >o
	echo "$v $(grep -c ': error: ' o) $(cksum <o)"
done
