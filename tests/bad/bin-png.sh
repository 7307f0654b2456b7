# a PNG header, with its CR LF and ^Z
printf '\211PNG\r\n\032\n\000\000\000\rIHDR' | "$PASA" validate -v pasang-emas -
