# 33 nested flow sequences: one past YTREE_MAX_DEPTH.
{ printf 'name: deep\nextends: pasang-emas\nx: '
  awk 'BEGIN { for (i = 0; i < 33; i++) printf "["; for (i = 0; i < 33; i++) printf "]"; printf "\n" }'
} >deep.tmp.$$.yaml
"$PASA" variants check deep.tmp.$$.yaml 2>&1 | sed "s/deep.tmp.$$/deep/"
rm -f deep.tmp.$$.yaml
