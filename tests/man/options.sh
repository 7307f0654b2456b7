# Each command's options, as its --help lists them (the help is made from
# the table the parser uses), are the ones the OPTIONS list of pasa(1)
# gives for that command, with the same short form and argument; and each
# appears in the command's usage, so in its SYNOPSIS (tests/man/synopsis).
set -eu
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
# From pasa(1): "command option-spec" lines, e.g. "render --color[=]".
# An option is "--name", "--name ARG" or "--name[=]", with "-x," before
# it when it has a short form.
awk '
/^\.Sh OPTIONS/ { on = 1; next }
on && /^\.El/ { exit }
on && /^\.It / {
	line = $0; short = ""; long = ""; arg = ""
	if (match(line, /Fl [a-zA-Z] /)) short = "-" substr(line, RSTART + 3, 1) ", "
	if (match(line, /Fl -[a-z-]+/)) long = "-" substr(line, RSTART + 3, RLENGTH - 3)
	rest = substr(line, RSTART + RLENGTH)
	sub(/ , Fl -.*/, "", rest)
	if (rest ~ /^ Ns Op =/) arg = "[=]"
	else if (rest ~ /Ar|Cm/) arg = " ARG"
	spec = short long arg
	next
}
on && /^\.Pq Cm / {
	s = substr($0, 8); gsub(/ , /, " ", s); n = split(s, c, " ")
	for (i = 1; i <= n; i++) print c[i], spec
}' "$ROOT/man/pasa.1" | sort >"$t/man"
for cmd in $("$PASA" --help | sed -n 's/^  \([a-z]*\) .*/\1/p'); do
	"$PASA" "$cmd" --help >"$t/help"
	sed -n '/^options:/,$p' "$t/help" | awk -v cmd="$cmd" '
	/^ +-/ {
		line = $0; sub(/^  /, "", line); short = ""
		if (line ~ /^-[a-zA-Z], /) { short = substr(line, 1, 4); line = substr(line, 5) }
		else sub(/^ +/, "", line)
		split(line, w, " "); long = w[1]; arg = ""
		if (long ~ /\[=/) { sub(/\[=.*/, "", long); arg = "[=]" }
		else if (w[2] != "" && substr(line, length(long) + 2, 1) != " ") arg = " ARG"
		print cmd, short long arg
	}' >>"$t/help-all"
	# Every option is in the usage line, by its short or long name.
	usage=$(sed '/^$/,$d' "$t/help")
	sed -n '/^options:/,$p' "$t/help" | sed -n 's/^  \(-[a-zA-Z]\)\{0,1\},\{0,1\} *\(--[a-z-]*\).*/\1 \2/p' |
	while read -r a b; do
		[ "$b" = --help ] && continue
		[ -z "$b" ] && { b=$a; a=; }
		case $usage in
		*"$b"*) ;;
		*) if [ -n "$a" ] && case $usage in *"$a "*) true ;; *) false ;; esac
		   then :; else echo "$cmd: $a $b is not in the usage"; fi ;;
		esac
	done
done
sort "$t/help-all" >"$t/help"
if diff "$t/man" "$t/help" >"$t/diff"; then
	echo "options match pasa(1)"
else
	echo "pasa(1) OPTIONS (<) and the commands' --help (>) differ:"
	grep '^[<>]' "$t/diff"
fi
