# The same with SIGPIPE ignored, as some shells and CI runners leave it:
# the write fails with EPIPE, and pasa still ends without a message.
trap '' PIPE
"$PASA" gen -v pasang-emas --games 100000 | head -n 1
