# A game's header shows its Event tag, text from strangers: a control
# character in it is written as \xNN, never sent to the terminal.
set -eu
printf '[Event "a\033[31mred\007"]\n[Variant "pachisi-modern"]\n[Players "yellow red"]\n\n1. yellow 5-3: base/5 5/8\n' >control.tmp.$$
"$PASA" replay --final control.tmp.$$ | grep '^###' || true
rm -f control.tmp.$$
