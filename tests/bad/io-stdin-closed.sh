# Standard input closed altogether: an I/O error, not a crash.
"$PASA" validate -v pasang-emas - <&-
echo "exit $?"
