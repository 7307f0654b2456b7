# An empty board file.  Expected: the error names the board file (it used
# to be a whole-run "pasa: error: board: the file must be a mapping").
"$PASA" variants check board-empty-file.yaml 2>&1 | cut -d: -f1
