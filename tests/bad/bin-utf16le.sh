# UTF-16LE with its byte order mark
printf '\377\376[\000V\000a\000r\000]\000\n\000' | "$PASA" validate -v pasang-emas -
