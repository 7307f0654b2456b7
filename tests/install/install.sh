# make install into a scratch DESTDIR gives a tree that runs from anywhere
# (finding its variants without PASA_VARIANTS) and a library that another
# C program builds against with pkg-config.
set -eu
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
cd "$ROOT"
make -s install DESTDIR="$d/root" PREFIX=/opt/pasa B="$d/build" >/dev/null 2>"$d/log" ||
    { cat "$d/log"; exit 1; }
unset PASA_VARIANTS
cd "$d"
"$d/root/opt/pasa/bin/pasa" variants | awk '{ print $1 }' | grep -x pasang-emas
"$d/root/opt/pasa/bin/pasa" gen -v pasang-emas --seed 3 | "$d/root/opt/pasa/bin/pasa" validate -
test -f "$d/root/opt/pasa/share/man/man1/pasa.1"
test -f "$d/root/opt/pasa/share/man/man5/pasa-variant.5"
test -f "$d/root/opt/pasa/share/man/man7/pasa-rules.7"
test -f "$d/root/opt/pasa/share/pasa/schema/convert-jsonl.schema.json"
cat >"$d/embed.c" <<'C'
#include <stdio.h>
#include "variant.h"
#include "engine.h"

int
main(int argc, char **argv)
{
	struct vpath	 p;
	struct diags	 d;
	struct variant	*v;
	struct position	 pos;
	struct game_opts o = { 0 };
	struct diag_ctx	 c = { 0 };
	struct buf	 b;

	(void)argc;
	vpath_init(&p);
	vpath_add(&p, argv[1]);
	diags_init(&d);
	if (variant_load(&v, "pasang-emas", &p, &d) != 0)
		return 1;
	c.diags = &d;
	if (v->family->setup(v->rules, &pos, &o, &c) != 0)
		return 1;
	buf_init(&b);
	v->family->pos_format(v->rules, &pos, &b);
	printf("%s side to move: %s\n", v->name,
	    v->family->side_name(v->rules, v->family->side_to_move(v->rules, &pos)));
	buf_free(&b);
	variant_free(v);
	diags_free(&d);
	vpath_free(&p);
	return 0;
}
C
export PKG_CONFIG_PATH="$d/root/opt/pasa/lib/pkgconfig"
# The .pc names the final prefix; point it at the staged tree.
cc -std=c11 -o embed embed.c \
    $(pkg-config --define-prefix --cflags pasa 2>/dev/null || pkg-config --cflags pasa | sed "s|/opt/pasa|$d/root/opt/pasa|g") \
    -I"$d/root/opt/pasa/include/pasa" -L"$d/root/opt/pasa/lib" -lpasa \
    $(pkg-config --libs yaml-0.1 libpcre2-8)
./embed "$d/root/opt/pasa/share/pasa/variants"
make -s -C "$ROOT" uninstall DESTDIR="$d/root" PREFIX=/opt/pasa >/dev/null
test ! -e "$d/root/opt/pasa/bin/pasa"
echo "uninstalled"
