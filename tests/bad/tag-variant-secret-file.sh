# The tag names a YAML file beside the record: refused unread, where it
# once quoted the file's family value back (issue 15).
printf '[Variant "secret-family.yaml"]\n\nsouth k\n' | "$PASA" validate - 2>&1
echo "exit $?"
printf '[Variant "secret-family"]\n\nsouth k\n' | "$PASA" validate - 2>&1
echo "exit $?"
