# Each command's usage text and its man page SYNOPSIS say the same thing
# (white space aside), and every page is mandoc -Tlint clean.
set -eu
command -v mandoc >/dev/null || { echo "mandoc missing: make check installs it"; exit 1; }
bad=0
for cmd in $("$PASA" --help | sed -n 's/^  \([a-z]*\) .*/\1/p'); do
	page=$ROOT/man/pasa-$cmd.1
	[ -f "$page" ] || { echo "no man page for $cmd"; bad=1; continue; }
	usage=$("$PASA" "$cmd" --help | sed '/^$/,$d; s/^usage: //' | tr -d ' \n\t')
	man=$(mandoc -Tascii -Owidth=400 "$page" | sed 's/.\x08//g' |
	    sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' | sed '1d;$d' | tr -d ' \n\t')
	if [ "$usage" != "$man" ]; then
		echo "$cmd: usage and SYNOPSIS differ:"
		echo "  usage: $usage"
		echo "  man:   $man"
		bad=1
	fi
done
for page in "$ROOT"/man/*.[1357]; do
	mandoc -Tlint -W warning "$page" || bad=1
done
[ "$bad" = 0 ] && echo "synopses match"
