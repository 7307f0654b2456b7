# the start of an ELF binary
printf '\177ELF\002\001\001\000\000\000\000\000\000\000\000\000\002\000>\000' | "$PASA" validate -v pasang-emas -
