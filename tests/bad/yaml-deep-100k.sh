# 100000 open brackets: refused at depth 33, without recursion.
awk 'BEGIN { printf "x: "; for (i = 0; i < 100000; i++) printf "["; printf "\n" }' >deepc.tmp.$$.yaml
"$PASA" variants check deepc.tmp.$$.yaml 2>&1 | sed "s/deepc.tmp.$$/deep/"
rm -f deepc.tmp.$$.yaml
