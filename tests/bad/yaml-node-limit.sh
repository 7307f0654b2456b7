# More than 200000 nodes in under 1 MiB.
awk 'BEGIN { printf "name: nodes\nextends: pasang-emas\nx: ["; for (i = 0; i < 250000; i++) printf "1,"; printf "1]\n" }' >nodes.tmp.$$.yaml
"$PASA" variants check nodes.tmp.$$.yaml 2>&1 | sed "s/nodes.tmp.$$/nodes/"
rm -f nodes.tmp.$$.yaml
