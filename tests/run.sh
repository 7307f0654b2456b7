#!/bin/sh
# The test runner: golden cases and unit programs (see tests/README).
#
#   tests/run.sh --pasa build/pasa --units build/tests \
#       [--san-pasa build-san/pasa --san-units build-san/tests] \
#       [--port-pasa build-port/pasa --port-units build-port/tests] [PATTERN]
#   tests/run.sh --pasa build/pasa --update CASE...	rewrite golden files
#   --skip PATTERN leaves out the cases whose path contains PATTERN
#
# Prints a line per failure (with the diff), then "N passed, N failed".
set -eu
LC_ALL=C
export LC_ALL
unset NO_COLOR PASA_VARIANTS 2>/dev/null || true

root=$(cd "$(dirname "$0")/.." && pwd)
pasa= units= sanpasa= sanunits= portpasa= portunits= update=0 pattern= skip=
while [ $# -gt 0 ]; do
	case $1 in
	--pasa) pasa=$2; shift 2 ;;
	--units) units=$2; shift 2 ;;
	--san-pasa) sanpasa=$2; shift 2 ;;
	--san-units) sanunits=$2; shift 2 ;;
	--port-pasa) portpasa=$2; shift 2 ;;
	--port-units) portunits=$2; shift 2 ;;
	--update) update=1; shift ;;
	--skip) skip=$2; shift 2 ;;
	*) pattern=$1; shift ;;
	esac
done
abs() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
[ -n "$pasa" ] || { echo "usage: tests/run.sh --pasa PASA [--units DIR]" >&2; exit 2; }
pasa=$(abs "$pasa")
[ -z "$units" ] || units=$(abs "$units")
[ -z "$sanpasa" ] || sanpasa=$(abs "$sanpasa")
[ -z "$sanunits" ] || sanunits=$(abs "$sanunits")
[ -z "$portpasa" ] || portpasa=$(abs "$portpasa")
[ -z "$portunits" ] || portunits=$(abs "$portunits")

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
passed=0 failed=0 skipped=0

fail() {
	failed=$((failed + 1))
	echo "FAIL: $*"
}

# run_case BIN LABEL DIR NAME
run_case() {
	bin=$1 label=$2 dir=$3 name=$4
	in=/dev/null
	[ -f "$dir/$name.in" ] && in=$dir/$name.in
	want_rc=0
	[ -f "$dir/$name.rc" ] && want_rc=$(cat "$dir/$name.rc")
	set +e
	if [ -f "$dir/$name.sh" ]; then
		(cd "$dir" && PASA=$bin PASA_VARIANTS=$root/variants \
		    ROOT=$root sh "./$name.sh" <"$in" >"$tmp/out" 2>"$tmp/err")
	else
		args=$(cat "$dir/$name.args")
		(cd "$dir" && eval "set -- $args" && \
		    PASA_VARIANTS=$root/variants "$bin" "$@" <"$in" \
		    >"$tmp/out" 2>"$tmp/err")
	fi
	rc=$?
	set -e
	# A .sh case that exits 77 cannot run here (a tool that cannot be
	# installed): counted as skipped, with its reason, never as passed.
	if [ -f "$dir/$name.sh" ] && [ "$rc" = 77 ] && [ "$update" = 0 ]; then
		skipped=$((skipped + 1))
		echo "SKIP: $label $dir/$name: $(head -n 1 "$tmp/out")"
		return 0
	fi
	# Messages that say where pasa looked name the checkout: any checkout.
	for s in out err; do
		if grep -q "$root" "$tmp/$s" 2>/dev/null; then
			sed "s|$root|\$ROOT|g" "$tmp/$s" >"$tmp/$s.r"
			mv "$tmp/$s.r" "$tmp/$s"
		fi
	done
	if [ "$update" = 1 ]; then
		cp "$tmp/out" "$dir/$name.out"; [ -s "$dir/$name.out" ] || rm -f "$dir/$name.out"
		cp "$tmp/err" "$dir/$name.err"; [ -s "$dir/$name.err" ] || rm -f "$dir/$name.err"
		if [ "$rc" != 0 ]; then echo "$rc" >"$dir/$name.rc"; else rm -f "$dir/$name.rc"; fi
		echo "updated $dir/$name"
		return
	fi
	ok=1
	for s in out err; do
		exp=/dev/null
		[ -f "$dir/$name.$s" ] && exp=$dir/$name.$s
		if ! cmp -s "$exp" "$tmp/$s"; then
			ok=0
			fail "$label $dir/$name: std$s differs"
			diff -u "$exp" "$tmp/$s" | head -n 40 || true
		fi
	done
	if [ "$rc" != "$want_rc" ]; then
		ok=0
		fail "$label $dir/$name: exit status $rc, expected $want_rc"
		head -n 5 "$tmp/err"
	fi
	[ $ok = 1 ] && passed=$((passed + 1))
	return 0
}

run_golden() {
	bin=$1 label=$2
	for f in $(cd "$root" && find tests -name '*.args' -o -name '*.sh' \
	    | grep -v -e '^tests/run.sh$' -e '^tests/demo.sh$' \
	    -e '^tests/bench.sh$' -e '^tests/pgo-train.sh$' -e '/helper/' | sort); do
		case $f in *"$pattern"*) ;; *) continue ;; esac
		if [ -n "$skip" ]; then
			case $f in *"$skip"*) continue ;; esac
		fi
		dir=$root/$(dirname "$f")
		name=$(basename "$f"); name=${name%.*}
		run_case "$bin" "$label" "$dir" "$name"
	done
}

run_units() {
	dir=$1 label=$2
	[ -d "$dir" ] || return 0
	for t in "$dir"/*; do
		[ -x "$t" ] || continue
		case $t in *"$pattern"*) ;; *) [ -z "$pattern" ] || continue ;; esac
		set +e
		(cd "$root" && "$t" >"$tmp/uout" 2>"$tmp/uerr")
		rc=$?
		set -e
		p=$(grep -c '^PASS' "$tmp/uout" || true)
		f=$(grep -c '^FAIL' "$tmp/uout" || true)
		passed=$((passed + p))
		failed=$((failed + f))
		grep '^FAIL' "$tmp/uout" | sed "s|^|$label $(basename "$t"): |" || true
		if [ "$rc" != 0 ] && [ "$f" = 0 ]; then
			fail "$label $(basename "$t"): exit status $rc"
			tail -n 20 "$tmp/uerr"
		fi
	done
}

if [ "$update" = 1 ]; then
	run_golden "$pasa" plain
	exit 0
fi
run_units "$units" unit
run_golden "$pasa" plain
# The build without SSE2 and PCRE2's JIT (make check's build-port): the
# same cases, so that each SIMD branch and its plain C fallback, and the
# JIT and the interpreter, give the same output.
if [ -n "$portpasa" ]; then
	run_units "$portunits" port-unit
	run_golden "$portpasa" port
fi
if [ -n "$sanpasa" ]; then
	export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=99
	# 99, which no case expects: undefined behaviour cannot pass for
	# "invalid" (1) in a case that expects 1.
	export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=99
	run_units "$sanunits" san-unit
	run_golden "$sanpasa" san
fi
[ "$skipped" = 0 ] || echo "$skipped skipped (see the SKIP lines above)"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
