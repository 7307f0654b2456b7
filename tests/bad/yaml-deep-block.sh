# 40 levels of block mappings: the depth limit holds for block style too.
awk 'BEGIN { printf "name: deep\nextends: pasang-emas\n"
  for (i = 0; i < 40; i++) { for (j = 0; j < i; j++) printf " "; printf "k%d:\n", i }
  for (j = 0; j < 40; j++) printf " "; printf "v\n" }' >deepb.tmp.$$.yaml
"$PASA" variants check deepb.tmp.$$.yaml 2>&1 | sed "s/deepb.tmp.$$/deep/"
rm -f deepb.tmp.$$.yaml
