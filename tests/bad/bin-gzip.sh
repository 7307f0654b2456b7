# a gzip stream
printf '\037\213\010\000\000\000\000\000\000\003\313H\315\311\311\347\002\000' | "$PASA" validate -v pasang-emas -
