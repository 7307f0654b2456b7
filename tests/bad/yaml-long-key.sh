# An unknown key of 100000 bytes: quoted short in the message.
awk 'BEGIN { printf "name: longkey\nextends: pasang-emas\n"; for (i = 0; i < 100000; i++) printf "k"; printf ": 1\n" }' >lk.tmp.$$.yaml
"$PASA" variants check lk.tmp.$$.yaml 2>&1 | sed "s/lk.tmp.$$/lk/" | cut -c 1-200
rm -f lk.tmp.$$.yaml
