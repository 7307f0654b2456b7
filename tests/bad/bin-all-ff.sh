# bytes that never occur in UTF-8
printf '\377\377\377\377\377\377\377\377\n\377\377\n' | "$PASA" validate -v pasang-emas -
