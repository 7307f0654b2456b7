# 20000 keys in one mapping: refused at the 1025th (the duplicate check is linear).
awk 'BEGIN { printf "name: many\nextends: pasang-emas\n"; for (i = 0; i < 20000; i++) printf "k%d: 1\n", i }' >mk.tmp.$$.yaml
"$PASA" variants check mk.tmp.$$.yaml 2>&1 | sed "s/mk.tmp.$$/mk/" | tail -n 2
rm -f mk.tmp.$$.yaml
