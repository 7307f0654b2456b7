# bash completion for pasa(1): subcommands, their options, and variant
# names found on pasa's own lookup path (it asks `pasa variants`).
_pasa_variants()
{
	"${1:-pasa}" variants 2>/dev/null | awk '{ print $1 }'
}

_pasa()
{
	local cur prev cmd i opts
	COMPREPLY=()
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}
	cmd=
	for ((i = 1; i < COMP_CWORD; i++)); do
		case ${COMP_WORDS[i]} in
		-*) ;;
		*) cmd=${COMP_WORDS[i]}; break ;;
		esac
	done
	if [[ -z $cmd ]]; then
		COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" --help 2>/dev/null |
		    awk '/^  [a-z]/ { print $1 }') help --help --version" -- "$cur"))
		return
	fi
	case $prev in
	-v|--variant)
		COMPREPLY=($(compgen -W "$(_pasa_variants "${COMP_WORDS[0]}")" -- "$cur"))
		return ;;
	--format)
		COMPREPLY=($(compgen -W "text json" -- "$cur"))
		return ;;
	--to)
		COMPREPLY=($(compgen -W "text jsonl json csv" -- "$cur"))
		return ;;
	--color)
		COMPREPLY=($(compgen -W "auto always never" -- "$cur"))
		return ;;
	esac
	if [[ $cmd == help ]]; then
		COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" --help 2>/dev/null |
		    awk '/^  [a-z]/ { print $1 }')" -- "$cur"))
		return
	fi
	if [[ $cmd == variants && $prev == show ]]; then
		COMPREPLY=($(compgen -W "$(_pasa_variants "${COMP_WORDS[0]}")" -- "$cur"))
		return
	fi
	if [[ $cur == -* ]]; then
		# The options are the ones the command's own usage lists.
		opts=$("${COMP_WORDS[0]}" "$cmd" --help 2>/dev/null |
		    grep -o -- '--\{0,1\}-[a-z][a-z-]*' | sort -u)
		COMPREPLY=($(compgen -W "$opts" -- "$cur"))
		return
	fi
	if [[ $cmd == variants ]]; then
		COMPREPLY=($(compgen -W "list show check" -- "$cur"))
		return
	fi
	COMPREPLY=($(compgen -f -- "$cur"))
}
complete -F _pasa pasa
