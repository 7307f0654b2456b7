# A record names its variant; a path in the tag is never opened, so
# nothing of the file reaches the output (issue 15).
for v in /etc/passwd ../../../../../../../../etc/passwd passwd.yaml; do
	printf '[Variant "%s"]\n\nsouth k\n' "$v" | "$PASA" validate - 2>&1
	echo "exit $?"
done
