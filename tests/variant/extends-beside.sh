# extends names base, found beside house.yaml, not on the lookup path.
"$PASA" variants show beside/house.yaml | head -n 3
