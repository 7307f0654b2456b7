# The greedy policy captures more than the random one in Ludo.
set -eu
"$PASA" simulate -v ludo --games 300 --policy greedy --format json |
    grep -o '"captures": {"estimate": [0-9.]*'
"$PASA" simulate -v ludo --games 300 --policy random --format json |
    grep -o '"captures": {"estimate": [0-9.]*'
