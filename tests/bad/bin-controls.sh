# control characters, an escape sequence among them
printf '\001\002\003\004\005\006\007\010\013\014\016\017\n\033[31mred\033[0m 5-3: x\n' | "$PASA" validate -v pasang-emas -
