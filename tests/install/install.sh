# make install into a scratch DESTDIR gives a tree that runs from anywhere
# (finding its variants without PASA_VARIANTS), and a library that other C
# programs build against with pkg-config and pasa.h alone: the example
# programs of pasa(3), static and shared, and embed.c, which checks a
# record game by game and referees a live game one turn line at a time.
# The shared library exports the public API only.
set -eu
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
here=$(pwd)
cd "$ROOT"
make -s install DESTDIR="$d/root" PREFIX=/opt/pasa B="$d/build" >/dev/null 2>"$d/log" ||
    { cat "$d/log"; exit 1; }
unset PASA_VARIANTS
top=$d/root/opt/pasa
cd "$d"
"$top/bin/pasa" variants | awk '{ print $1 }' | grep -x pasang-emas
"$top/bin/pasa" gen -v pasang-emas --seed 3 | "$top/bin/pasa" validate -
test -f "$top/share/man/man1/pasa.1"
test -f "$top/share/man/man3/pasa.3"
test -f "$top/share/man/man5/pasa-variant.5"
test -f "$top/share/man/man7/pasa-rules.7"
test -f "$top/share/pasa/schema/convert-jsonl.schema.json"

echo "-- headers and libraries installed"
(cd "$top" && find include lib -maxdepth 1 ! -type d | sort |
    while read -r f; do
	if [ -L "$f" ]; then echo "$f -> $(readlink "$f")"; else echo "$f"; fi
    done)
readelf -d "$top/lib/libpasa.so.0.1.0" | sed -n 's/.*(SONAME).*\[\(.*\)\]/soname \1/p'

# What the shared library exports is what pasa.h declares, nothing more.
nm -D --defined-only "$top/lib/libpasa.so" | awk '{ print $NF }' | sort >exported
sed -n 's/^PASA_API.*[ *]\(pasa_[a-z0-9_]*\)(.*/\1/p' "$top/include/pasa.h" | sort >declared
if grep -v '^pasa_' exported; then
	echo "FAIL: libpasa.so exports the names above"
	exit 1
fi
diff -u declared exported || { echo "FAIL: exports differ from pasa.h"; exit 1; }
echo "exports: $(wc -l <exported) functions, each declared in pasa.h"

# Built as a user builds: flags from the installed pasa.pc, which names
# the final prefix; the sysroot points it at the staged tree.
export PKG_CONFIG_PATH="$top/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$d/root"
cflags=$(pkg-config --cflags pasa)
libs=$(pkg-config --libs pasa)
slibs=$(pkg-config --static --libs pasa | sed 's/-lpasa/-l:libpasa.a/')
for p in check referee; do
	awk -v tag="($p.c)" 'index($0, tag) && /doc-skip/ { f = 1; next }
	    f && /^\.Bd/ { next } f && /^\.Ed/ { exit } f' \
	    "$top/share/man/man3/pasa.3" | sed -e 's/\\e/\\/g' -e 's/\\&//g' >$p.c
	test -s $p.c
	cc -std=c11 -Wall -Wextra -Werror -o $p $p.c $cflags $libs
	cc -std=c11 -Wall -Wextra -Werror -o $p-static $p.c $cflags $slibs
done
readelf -d check | grep -q 'NEEDED.*\[libpasa\.so\.0\]' ||
    { echo "FAIL: check is not linked with libpasa.so.0"; exit 1; }
if readelf -d check-static | grep -q 'NEEDED.*libpasa'; then
	echo "FAIL: check-static needs libpasa.so"; exit 1
fi
cp "$here/embed-games.txt" games.txt
export LD_LIBRARY_PATH="$top/lib"
echo "-- pasa(3): check, shared and static"
set +e
PASA_VARIANTS=$top/share/pasa/variants ./check games.txt >check.out
echo "exit $?"
PASA_VARIANTS=$top/share/pasa/variants ./check-static games.txt >check-static.out
echo "exit $?"
set -e
cmp check.out check-static.out
sed "s|$d|\$TMP|g" check.out
echo "-- pasa(3): referee, as its EXAMPLES show it"
for p in referee referee-static; do
	printf '1. north d\n2. south k\n3. north e11-d11 xf11\n4. south j2-k2 xk5\n' |
	    PASA_VARIANTS=$top/share/pasa/variants ./$p pasang-emas 'north south' >$p.out
done
cmp referee.out referee-static.out
cat referee.out

# embed.c uses pasa.h and nothing else from the tree: only that header is
# on its include path.  C99 and pedantic, as an embedding program may be.
cc -std=c99 -pedantic -Wall -Wextra -Werror -o embed "$here/embed.c" $cflags $libs
{
	./embed "$top/share/pasa/variants" games games.txt || echo "exit $?"
	./embed "$top/share/pasa/variants" live pasang-emas \
	    "Players=north south" KaMethod=sliding <"$here/embed-live.txt"
} >embed.out
sed "s|$d|\$TMP|g" embed.out | diff -u "$here/embed.out" - ||
    { echo "FAIL: embed output differs from embed.out"; exit 1; }
echo "embed: as embed.out"

make -s -C "$ROOT" uninstall DESTDIR="$d/root" PREFIX=/opt/pasa >/dev/null
left=$(find "$d/root" ! -type d)
[ -z "$left" ] || { echo "FAIL: uninstall left:"; echo "$left"; exit 1; }
echo "uninstalled: nothing left"
