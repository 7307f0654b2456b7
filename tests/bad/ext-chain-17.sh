# A chain of 17 variants: one past VARIANT_MAX_EXTENDS.
t=$(mktemp -d) && trap 'rm -rf "$t"' EXIT
printf 'name: v0\nextends: pasang-emas\n' >"$t/v0.yaml"
i=1; while [ $i -le 17 ]; do
	printf 'name: v%d\nextends: v%d\n' $i $((i - 1)) >"$t/v$i.yaml"; i=$((i + 1))
done
"$PASA" variants check "$t/v17.yaml" 2>&1 | sed "s|$t|T|g"
