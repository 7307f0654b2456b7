# a long last line without a newline
awk 'BEGIN {
	for (i = 0; i < 200000; i++) printf "y"
}' | "$PASA" validate -
