# a NUL byte in a comment
printf 'south k # \000 in a comment\nnorth d\n' | "$PASA" validate -v pasang-emas -
