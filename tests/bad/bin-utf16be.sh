# UTF-16BE with its byte order mark
printf '\376\377\000[\000V\000a\000r\000]\000\n' | "$PASA" validate -v pasang-emas -
