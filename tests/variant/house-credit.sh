# A house file that changes a group without a source of its own is credited
# for it (issue 14): its diagnostics, compare's settings table and JSON, and
# variants show name the house file, not the base's rule id (here Ludo's
# L5, "no reward").  A house source of its own is kept, and a layer that
# only adds a note takes no credit.
"$PASA" validate -v ./credit-throw.yaml credit-throw.txt 2>&1
echo "rc=$?"
"$PASA" compare ludo ./credit-throw.yaml
"$PASA" compare --format json ludo ./credit-throw.yaml
echo
for v in credit-throw credit-cited credit-note; do
	"$PASA" variants show ./$v.yaml | grep -A 2 '^capture:'
done
"$PASA" compare ./credit-throw.yaml ./credit-cited.yaml
echo "rc=$?"
"$PASA" variants show ./credit-default.yaml | grep -A 3 '^forced_entry:'
