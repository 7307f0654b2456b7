# pasa: build, check, demo, bench, install.
#
#   make demo     install what is missing, build, take the tour
#   make check    install what is missing, build, run every test three
#                 times (plain, under ASan+UBSan, and built without the
#                 SSE2 code); ends with "N passed, N failed"

PREFIX	?= /usr/local
BINDIR	?= $(PREFIX)/bin
LIBDIR	?= $(PREFIX)/lib
INCDIR	?= $(PREFIX)/include
MANDIR	?= $(PREFIX)/share/man
SHAREDIR ?= $(PREFIX)/share/pasa
DESTDIR	?=

VERSION	= 0.1.0
CC	?= cc
PKGS	= yaml-0.1 libpcre2-8
DEBS	= pkg-config libyaml-dev libpcre2-dev
# Tools the tests use: mandoc checks the manual pages; GNU parallel runs
# the README's recipe for large corpora; xmllint and rsvg-convert check
# render's SVG; tmux drives replay --interactive in a pseudo-terminal;
# zsh checks the zsh completion script; openssl checks the SHA-256 in
# the web page's Content-Security-Policy; jq runs the JSON examples of
# pasa-convert(1); Debian's python3-jsonschema validates every JSON output
# of the tests against schema/.  Headless chromium opens replay's web page
# (browser-deps, for check).
TOOLS	= mandoc parallel xmllint rsvg-convert tmux zsh openssl jq
TOOL_DEBS = mandoc parallel libxml2-utils librsvg2-bin tmux zsh openssl jq
SCHEMA_PY = /usr/bin/python3

OPT	?= -O2
WARN	= -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wpointer-arith \
	  -Wno-missing-field-initializers
CFLAGS	?= $(OPT) -g
PKG_CFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   = $(shell pkg-config --libs $(PKGS) 2>/dev/null) -lm
# What every compile of the sources has: the build's, check-warnings'
# and the fuzzers'.
BASE_CFLAGS = -std=c11 $(WARN) -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
	  -DPASA_VERSION='"$(VERSION)"' -DPASA_SHAREDIR='"$(SHAREDIR)/variants"'
ALL_CFLAGS = $(BASE_CFLAGS) -Ilib $(PKG_CFLAGS) $(CPPFLAGS) $(CFLAGS) \
	  $(EXTRA_CFLAGS)

B	?= build
LIB_SRC	= $(sort $(wildcard lib/*.c))
CMD_SRC	= $(sort $(wildcard cmd/*.c))
UNIT_SRC = $(sort $(wildcard tests/unit/*.c))
LIB_OBJ	= $(LIB_SRC:%.c=$(B)/%.o)
# The shared library's objects: position-independent, and every symbol
# hidden but the public API (PASA_API in lib/pasa.h).
PIC_OBJ	= $(LIB_SRC:%.c=$(B)/pic/%.o)
SOMAJOR	= 0
SONAME	= libpasa.so.$(SOMAJOR)
SHLIB	= libpasa.so.$(VERSION)
CMD_OBJ	= $(CMD_SRC:%.c=$(B)/%.o)
UNITS	= $(UNIT_SRC:tests/unit/%.c=$(B)/tests/%)
SAN	= -fsanitize=address,undefined -fno-omit-frame-pointer \
	  -fno-sanitize-recover=all

.PHONY: all deps browser-deps demo check check-warnings check-plain check-san test bench pgo install \
	uninstall clean lint schemas

all: deps
	@$(MAKE) --no-print-directory $(B)/pasa $(B)/libpasa.so $(UNITS)

# Installs the -dev packages when run as root; otherwise says what to run.
deps:
	@missing=; \
	pkg-config --exists $(PKGS) 2>/dev/null || missing="$(DEBS)"; \
	for t in $(TOOLS); do command -v $$t >/dev/null || \
	    missing="$$missing $(TOOL_DEBS)"; done; \
	$(SCHEMA_PY) -c 'import jsonschema' 2>/dev/null || \
	    missing="$$missing python3-jsonschema"; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "pasa: installing$$missing"; \
			DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			    $$missing >/dev/null || exit 4; \
		else \
			echo "pasa: missing packages; run:" >&2; \
			echo "  sudo apt-get install$$missing" >&2; \
			exit 1; \
		fi; \
	fi

# The browser tests' chromium: installed when root; where it cannot be,
# those tests are skipped (and say so), the rest of check runs.
browser-deps:
	@command -v chromium >/dev/null || command -v chromium-browser \
	    >/dev/null || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "pasa: installing chromium"; \
			DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			    chromium >/dev/null 2>&1 || \
			echo "pasa: chromium cannot be installed: the browser tests will be skipped"; \
		else \
			echo "pasa: no chromium, the browser tests will be skipped; run:"; \
			echo "  sudo apt-get install chromium"; \
		fi; }

$(B)/libpasa.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $(LIB_OBJ)

$(B)/$(SHLIB): $(PIC_OBJ)
	$(CC) $(ALL_CFLAGS) -shared -Wl,-soname,$(SONAME) -Wl,--no-undefined \
	    -o $@ $(PIC_OBJ) $(PKG_LIBS) -pthread $(LDFLAGS)

$(B)/libpasa.so: $(B)/$(SHLIB)
	ln -sf $(SHLIB) $(B)/$(SONAME)
	ln -sf $(SONAME) $@

$(B)/pasa: $(CMD_OBJ) $(B)/libpasa.a
	$(CC) $(ALL_CFLAGS) -o $@ $(CMD_OBJ) $(B)/libpasa.a $(PKG_LIBS) $(LDFLAGS)

$(B)/tests/%: tests/unit/%.c $(B)/libpasa.a tests/unit/check.h \
    tests/fuzz/split_read.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(B)/libpasa.a $(PKG_LIBS) $(LDFLAGS)

$(B)/%.o: %.c $(wildcard lib/*.h) $(wildcard cmd/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(B)/pic/%.o: %.c $(wildcard lib/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -fPIC -fvisibility=hidden -c -o $@ $<

# The whole suite, plain, under the sanitizers, and once more built as
# for a processor without SSE2 and a PCRE2 without JIT (PORT_B): the
# plain C that each SSE2 branch of lib/ falls back to, and PCRE2's
# interpreter with its limits, run in no other pass.  That build has
# _FORTIFY_SOURCE's checks of the sizes of copies, as distributions build.
PORT_B	= build-port
PORT_CFLAGS = -U__SSE2__ -DPASA_NO_JIT
PORT_FORTIFY = -U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=3

check: deps browser-deps
	@$(MAKE) --no-print-directory $(B)/pasa $(B)/libpasa.so $(UNITS)
	@$(MAKE) --no-print-directory B=build-san OPT=-O1 EXTRA_CFLAGS="$(SAN)" \
	    LDFLAGS="$(SAN)" build-san/pasa \
	    $(UNIT_SRC:tests/unit/%.c=build-san/tests/%)
	@$(MAKE) --no-print-directory B=$(PORT_B) OPT=-O2 \
	    EXTRA_CFLAGS="$(PORT_CFLAGS) $(PORT_FORTIFY)" $(PORT_B)/pasa \
	    $(UNIT_SRC:tests/unit/%.c=$(PORT_B)/tests/%)
	@$(MAKE) --no-print-directory check-warnings
	@sh tests/run.sh --pasa $(B)/pasa --units $(B)/tests \
	    --san-pasa build-san/pasa --san-units build-san/tests \
	    --port-pasa $(PORT_B)/pasa --port-units $(PORT_B)/tests

# Warnings that the builds above do not meet, which stop a build under
# -Werror elsewhere: gcc's at -O0 (a snprintf() it cannot bound), and
# clang's (a static inline function no branch of an #ifdef uses: make
# fuzz builds with clang), clang's with _FORTIFY_SOURCE as the port
# build has it (an unused result).  gcc's -O0 build (build-O0) is not
# run; clang compiles every source for its warnings only, with SSE2 and
# without; without clang, it says so.
CLANG	?= clang
WARN_SRC = $(LIB_SRC) $(CMD_SRC) $(UNIT_SRC)
WARN_CFLAGS = $(BASE_CFLAGS) -Ilib -Icmd -Itests/unit $(PKG_CFLAGS)
check-warnings:
	@$(MAKE) --no-print-directory B=build-O0 OPT=-O0 build-O0/pasa \
	    $(UNIT_SRC:tests/unit/%.c=build-O0/tests/%)
	@if ! command -v $(CLANG) >/dev/null; then \
		echo "pasa: no $(CLANG): its warnings are not checked; run:"; \
		echo "  sudo apt-get install clang"; \
	else \
		for x in "" "$(PORT_CFLAGS)"; do \
			printf '%s\n' $(WARN_SRC) | xargs -P 2 -n 8 \
			    $(CLANG) $(WARN_CFLAGS) -O2 $(PORT_FORTIFY) $$x \
			    -fsyntax-only || \
			    exit 1; \
		done; \
	fi

# One pass, no sanitizers: the quick loop while working.
test: all
	@sh tests/run.sh --pasa $(B)/pasa --units $(B)/tests

demo: all
	@sh tests/demo.sh $(B)/pasa

# Corpus sizes in MB (tests/bench.sh): each variant's, the large and the
# small mix; the games per gen chunk and in the gen row; runs per command.
BENCH_VARIANT_MB = 10
BENCH_MB	= 100
BENCH_SMALL_MB	= 10
BENCH_GEN_GAMES	= 20
BENCH_GEN_ROW	= 200
BENCH_RUNS	= 3
# 1: measure make pgo's build; 0: the plain -O3 one (any compiler).
BENCH_PGO	= 1
BENCH_OPT	= -O3 -DNDEBUG

# Built afresh each time, so that the binary is the one BENCH_PGO names
# (pgo starts from no objects by itself).
bench: deps
	@if [ "$(BENCH_PGO)" = 1 ]; then \
		$(MAKE) --no-print-directory B=build-bench OPT="$(BENCH_OPT)" pgo; \
	else \
		rm -f build-bench/lib/*.o build-bench/cmd/*.o \
		    build-bench/pasa build-bench/libpasa.a; \
		$(MAKE) --no-print-directory B=build-bench OPT="$(BENCH_OPT)" \
		    build-bench/pasa; \
	fi
	@BENCH_VARIANT_MB=$(BENCH_VARIANT_MB) BENCH_MB=$(BENCH_MB) \
	    BENCH_SMALL_MB=$(BENCH_SMALL_MB) BENCH_GEN_GAMES=$(BENCH_GEN_GAMES) \
	    BENCH_GEN_ROW=$(BENCH_GEN_ROW) BENCH_RUNS=$(BENCH_RUNS) \
	    BENCH_BUILD="$(BENCH_OPT)$$([ "$(BENCH_PGO)" = 1 ] && echo ', profile-guided (make pgo)')" \
	    sh tests/bench.sh build-bench/pasa

# make pgo: $(B)/pasa built twice by GCC, first instrumented, then
# optimised with what tests/pgo-train.sh's workload measured of it: the
# hot paths laid out together and the cold ones out of their way (convert
# runs more code a turn than the instruction cache holds; this build
# misses it a sixth as often).  The workload's games are none of make
# bench's.  make install installs it when it is the newest build in $(B).
PGO_GEN	= -fprofile-generate -fprofile-update=single
PGO_USE	= -fprofile-use -fprofile-partial-training -Wno-missing-profile
PGO_OBJ	= $(LIB_OBJ) $(CMD_OBJ)

pgo: deps
	@$(CC) -v 2>&1 | grep -q '^gcc version' || { \
		echo "make pgo: needs GCC, and $(CC) is not (make bench BENCH_PGO=0 measures a plain build)" >&2; \
		exit 2; }
	@rm -f $(PGO_OBJ) $(PGO_OBJ:.o=.gcda) $(B)/pasa $(B)/libpasa.a
	@$(MAKE) --no-print-directory \
	    EXTRA_CFLAGS="$(EXTRA_CFLAGS) $(PGO_GEN)" $(B)/pasa
	@echo "make pgo: training $(B)/pasa (tests/pgo-train.sh)"
	@sh tests/pgo-train.sh $(B)/pasa
	@rm -f $(PGO_OBJ) $(B)/pasa $(B)/libpasa.a
	@$(MAKE) --no-print-directory \
	    EXTRA_CFLAGS="$(EXTRA_CFLAGS) $(PGO_USE)" $(B)/pasa
	@rm -f $(PGO_OBJ:.o=.gcda)

lint:
	@for m in man/*.[1357]; do mandoc -Tlint -W warning $$m || exit 1; done

# lib/json_schemas.c holds schema/ for `pasa convert --schema`; rewrite it
# after changing a schema (tests/schema/print.sh fails until then).
schemas:
	sh lib/json_schemas.sh schema/*.schema.json >lib/json_schemas.c

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR)/pkgconfig \
	    $(DESTDIR)$(INCDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3 \
	    $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7 \
	    $(DESTDIR)$(SHAREDIR)/variants/boards
	install -m 755 $(B)/pasa $(DESTDIR)$(BINDIR)/pasa
	install -m 644 $(B)/libpasa.a $(DESTDIR)$(LIBDIR)/libpasa.a
	install -m 755 $(B)/$(SHLIB) $(DESTDIR)$(LIBDIR)/$(SHLIB)
	ln -sf $(SHLIB) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libpasa.so
	# The one public header; lib/*.h are the library's insides.
	install -m 644 lib/pasa.h $(DESTDIR)$(INCDIR)/pasa.h
	install -m 644 man/*.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 man/*.3 $(DESTDIR)$(MANDIR)/man3/
	install -m 644 man/*.5 $(DESTDIR)$(MANDIR)/man5/
	install -m 644 man/*.7 $(DESTDIR)$(MANDIR)/man7/
	install -d $(DESTDIR)$(SHAREDIR)/schema
	install -m 644 schema/*.schema.json $(DESTDIR)$(SHAREDIR)/schema/
	install -m 644 variants/*.yaml $(DESTDIR)$(SHAREDIR)/variants/
	install -m 644 variants/boards/*.yaml $(DESTDIR)$(SHAREDIR)/variants/boards/
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	    $(DESTDIR)$(PREFIX)/share/zsh/site-functions
	$(B)/pasa --completion bash >$(DESTDIR)$(PREFIX)/share/bash-completion/completions/pasa
	$(B)/pasa --completion zsh >$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_pasa
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' \
	    -e 's|@INCDIR@|$(INCDIR)|' -e 's|@VERSION@|$(VERSION)|' \
	    pasa.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/pasa.pc

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/pasa $(DESTDIR)$(LIBDIR)/libpasa.a \
	    $(DESTDIR)$(LIBDIR)/$(SHLIB) $(DESTDIR)$(LIBDIR)/$(SONAME) \
	    $(DESTDIR)$(LIBDIR)/libpasa.so $(DESTDIR)$(LIBDIR)/pkgconfig/pasa.pc
	rm -f $(DESTDIR)$(INCDIR)/pasa.h
	rm -rf $(DESTDIR)$(SHAREDIR)
	rm -f $(DESTDIR)$(MANDIR)/man1/pasa*.1 $(DESTDIR)$(MANDIR)/man3/pasa.3 \
	    $(DESTDIR)$(MANDIR)/man5/pasa*.5 $(DESTDIR)$(MANDIR)/man7/pasa*.7
	rm -f $(DESTDIR)$(PREFIX)/share/bash-completion/completions/pasa \
	    $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_pasa

clean:
	rm -rf build build-san build-port build-O0 build-be build-bench build-vg

# ---- fuzzing and valgrind (issue 8) ---------------------------------
#
#   make fuzz [FUZZ_SECONDS=N] [FUZZ_ONLY="record variant"]
#	builds each libFuzzer harness in tests/fuzz/ with clang against the
#	lib/ sources, seeds its corpus from records/ and variants/, and runs
#	the harnesses one after another (one core), N seconds each.  Crashes
#	land in build-fuzz/artifacts/; the corpus grows in build-fuzz/corpus/.
#   make check-valgrind
#	the golden tests once more, every pasa run under valgrind (the
#	thousand-game gen runs are left out: hours under valgrind).

FUZZ_CC		?= clang
FUZZ_SECONDS	?= 60
FUZZ_ONLY	?= record variant variant_chain pos_pasang pos_race validate \
		   convert jsonin api filter split
FUZZ_B		 = build-fuzz
FUZZ_SAN	 = -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_CFLAGS	 = $(BASE_CFLAGS) \
	  -DFUZZ_VARIANTS='"$(CURDIR)/variants"' -Ilib -Icmd -Itests/fuzz \
	  $(PKG_CFLAGS) -O1 -g -fno-omit-frame-pointer $(FUZZ_SAN)
FUZZ_LIB_OBJ	 = $(LIB_SRC:%.c=$(FUZZ_B)/%.o)
# The validate and convert harnesses drive the real subcommands: cmd/
# without main().
FUZZ_CMD_OBJ	 = $(filter-out $(FUZZ_B)/cmd/main.o,$(CMD_SRC:%.c=$(FUZZ_B)/%.o))
FUZZ_RT_DEBS	 = libclang-rt-14-dev

.PHONY: fuzz fuzz-deps fuzz-build check-valgrind clean-fuzz
.SECONDARY: $(FUZZ_LIB_OBJ) $(FUZZ_CMD_OBJ)

# clang links -fsanitize=fuzzer only with its runtime, which Debian ships
# apart from the compiler.
fuzz-deps: deps
	@command -v $(FUZZ_CC) >/dev/null || missing="clang"; \
	t=$$(mktemp -d); \
	printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n)\n{ (void)d; (void)n; return 0; }\n' >$$t/t.c; \
	if [ -n "$$missing" ] || ! $(FUZZ_CC) -fsanitize=fuzzer,address \
	    -o $$t/t $$t/t.c >/dev/null 2>&1; then \
		missing="$$missing $(FUZZ_RT_DEBS)"; fi; \
	rm -rf $$t; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "pasa: installing$$missing"; \
			DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			    $$missing >/dev/null || exit 4; \
		else \
			echo "pasa: fuzzing needs clang's fuzzer runtime; run:" >&2; \
			echo "  sudo apt-get install$$missing" >&2; \
			exit 1; \
		fi; \
	fi

$(FUZZ_B)/%.o: %.c $(wildcard lib/*.h) $(wildcard cmd/*.h)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<

$(FUZZ_B)/fuzz-%: tests/fuzz/%.c $(wildcard tests/fuzz/*.h) \
    $(FUZZ_LIB_OBJ) $(FUZZ_CMD_OBJ)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_LIB_OBJ) \
	    $(if $(filter validate convert,$*),$(FUZZ_CMD_OBJ)) $(PKG_LIBS)

# The split harness holds the splitter to the reader at limits small
# inputs reach: its own build of lib/ with them lowered.
FUZZ_SMALL	 = -DRECORD_MAX_LINE=600 -DRECORD_MAX_TAGS=6 -DRECORD_MAX_TURNS=40
FUZZ_SMALL_OBJ	 = $(LIB_SRC:%.c=$(FUZZ_B)/small/%.o)
.SECONDARY: $(FUZZ_SMALL_OBJ)

$(FUZZ_B)/small/%.o: %.c $(wildcard lib/*.h)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(FUZZ_SMALL) -fsanitize=fuzzer-no-link \
	    -c -o $@ $<

$(FUZZ_B)/fuzz-split: tests/fuzz/split.c tests/fuzz/fuzz.h \
    tests/fuzz/split_read.h $(FUZZ_SMALL_OBJ)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(FUZZ_SMALL) -fsanitize=fuzzer -o $@ $< \
	    $(FUZZ_SMALL_OBJ) $(PKG_LIBS)

fuzz-build: fuzz-deps
	@$(MAKE) --no-print-directory $(FUZZ_ONLY:%=$(FUZZ_B)/fuzz-%)

# Seeds: the bundled records and variants, the golden inputs, and the
# positions in tests/fuzz/seeds/; validate's inputs start with an option
# byte.  One harness at a time, so a shared machine keeps a free core.
fuzz: fuzz-build
	@set -e; mkdir -p $(FUZZ_B)/artifacts; \
	recs=$$(find records tests -name '*.txt' -o -name '*.rec' \
	    -o -name '*.in' 2>/dev/null | grep -v '^tests/fuzz/' | sort); \
	for h in $(FUZZ_ONLY); do \
		c=$(FUZZ_B)/corpus/$$h; mkdir -p $$c; \
		case $$h in \
		record) for f in $$recs; do cp "$$f" $$c/; done ;; \
		variant) for f in variants/*.yaml variants/boards/*.yaml \
		    tests/variant/*.yaml tests/bad/*.yaml \
		    tests/fuzz-regress/*.yaml; do if [ -f "$$f" ]; then \
		    cp "$$f" $$c/$$(echo "$$f" | tr / _); fi; done ;; \
		validate) i=0; for f in $$recs; do i=$$((i + 1)); \
		    { printf '\000'; cat "$$f"; } >$$c/seed-$$i; \
		    { printf '\005'; cat "$$f"; } >$$c/seed-$$i-se; \
		    { printf '\022'; cat "$$f"; } >$$c/seed-$$i-j; done ;; \
		api) i=0; for f in $$recs; do i=$$((i + 1)); \
		    { printf '\000'; cat "$$f"; } >$$c/seed-$$i; \
		    { printf '\023'; cat "$$f"; } >$$c/seed-$$i-t; done ;; \
		convert) i=0; for f in $$recs; do i=$$((i + 1)); \
		    { printf '\000'; cat "$$f"; } >$$c/seed-$$i; \
		    { printf '\013'; cat "$$f"; } >$$c/seed-$$i-k; \
		    { printf '\065'; cat "$$f"; } >$$c/seed-$$i-j; done ;; \
		jsonin) for f in $$(find tests -name '*.json' -o \
		    -name '*.jsonl' -o -name '*.out' | grep -v fuzz | \
		    xargs grep -l '^[[{]' 2>/dev/null); do \
		    cp "$$f" $$c/$$(echo "$$f" | tr / _); done ;; \
		split) i=0; for f in $$recs; do i=$$((i + 1)); \
		    { printf '\040'; cat "$$f"; } >$$c/seed-$$i; done; \
		    cp tests/fuzz/seeds/$$h/* $$c/ 2>/dev/null || true ;; \
		pos_*|variant_chain|filter) cp tests/fuzz/seeds/$$h/* $$c/ \
		    2>/dev/null || true ;; \
		esac; \
		echo "fuzz: $$h for $(FUZZ_SECONDS)s"; \
		$(FUZZ_B)/fuzz-$$h -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
		    -rss_limit_mb=2048 -max_len=65536 -close_fd_mask=3 \
		    -print_final_stats=1 -artifact_prefix=$(FUZZ_B)/artifacts/$$h- \
		    $$c 2>$(FUZZ_B)/$$h.log || { tail -n 40 $(FUZZ_B)/$$h.log; \
		    echo "fuzz: $$h FAILED; see $(FUZZ_B)/$$h.log"; exit 1; }; \
		grep -h '^stat::number_of_executed_units' $(FUZZ_B)/$$h.log | \
		    sed "s/^stat::number_of_executed_units: */fuzz: $$h: /; s/$$/ executions, no finding/"; \
	done

# Every pasa the golden tests start runs under valgrind; a memory error or
# a leak turns into exit 99, which no golden case expects.
# JIT code is opaque to valgrind (false reports), so this build has none.
VG_B	= build-vg
check-valgrind: deps
	@$(MAKE) --no-print-directory B=$(VG_B) OPT=-O1 \
	    EXTRA_CFLAGS=-DPASA_NO_JIT $(VG_B)/pasa
	@command -v valgrind >/dev/null || { \
	    if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		    valgrind >/dev/null || exit 4; \
	    else echo "pasa: run: sudo apt-get install valgrind" >&2; \
		exit 1; fi; }
	@mkdir -p $(VG_B)/valgrind
	@printf '#!/bin/sh\nexec valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect "%s" "$$@"\n' \
	    "$(abspath $(VG_B)/pasa)" >$(VG_B)/valgrind/pasa
	@chmod +x $(VG_B)/valgrind/pasa
	@sh tests/run.sh --pasa $(VG_B)/valgrind/pasa --skip gen-1000

clean-fuzz:
	rm -rf $(FUZZ_B)

# ---- big-endian (issue 20's word-at-a-time code) ---------------------
#
#   make check-bigendian
#	the golden cases and unit tests once more, built for s390x (a
#	big-endian machine) with Debian's cross compiler, statically
#	against Debian's s390x libyaml and PCRE2 (unpacked in
#	$(BE_B)/sysroot), and run under qemu-user.  Not part of check: it
#	installs a cross compiler and an emulator (when root; otherwise it
#	says what to run) and fetches the two libraries' packages.
BE_ARCH	= s390x
BE_B	= build-be
BE_CC	= $(BE_ARCH)-linux-gnu-gcc
BE_SYS	= $(CURDIR)/$(BE_B)/sysroot
BE_LIB	= $(BE_SYS)/usr/lib/$(BE_ARCH)-linux-gnu
BE_DEBS	= libyaml-dev libyaml-0-2 libpcre2-dev libpcre2-8-0
BE_UNITS = $(UNIT_SRC:tests/unit/%.c=$(BE_B)/tests/%)

.PHONY: check-bigendian be-deps

be-deps:
	@command -v $(BE_CC) >/dev/null && command -v qemu-$(BE_ARCH) \
	    >/dev/null || { \
	    if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "pasa: installing gcc-$(BE_ARCH)-linux-gnu qemu-user"; \
		DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		    gcc-$(BE_ARCH)-linux-gnu qemu-user >/dev/null || exit 4; \
	    else echo "pasa: run: sudo apt-get install gcc-$(BE_ARCH)-linux-gnu qemu-user" >&2; \
		exit 1; fi; }
	@[ -f $(BE_LIB)/libyaml.a ] && [ -f $(BE_LIB)/libpcre2-8.a ] || { \
	    if ! dpkg --print-foreign-architectures | grep -qx $(BE_ARCH); then \
		if [ "$$(id -u)" != 0 ]; then \
		    echo "pasa: run: sudo dpkg --add-architecture $(BE_ARCH) && sudo apt-get update" >&2; \
		    exit 1; fi; \
		dpkg --add-architecture $(BE_ARCH) && \
		    apt-get update -qq || exit 4; \
	    fi; \
	    mkdir -p $(BE_B)/debs && cd $(BE_B)/debs && \
	    apt-get download -qq $(BE_DEBS:%=%:$(BE_ARCH)) && \
	    for d in *.deb; do dpkg -x "$$d" $(BE_SYS) || exit 4; done; }

check-bigendian: be-deps
	@$(MAKE) --no-print-directory B=$(BE_B) CC=$(BE_CC) OPT=-O2 \
	    PKG_CFLAGS="-I$(BE_SYS)/usr/include -I$(BE_SYS)/usr/include/$(BE_ARCH)-linux-gnu" \
	    PKG_LIBS="$(BE_LIB)/libyaml.a $(BE_LIB)/libpcre2-8.a -lm -pthread" \
	    LDFLAGS=-static $(BE_B)/pasa $(BE_UNITS)
	@mkdir -p $(BE_B)/qemu/tests
	@printf '#!/bin/sh\nexec qemu-$(BE_ARCH) "%s" "$$@"\n' \
	    "$(abspath $(BE_B)/pasa)" >$(BE_B)/qemu/pasa
	@for t in $(BE_UNITS); do \
		printf '#!/bin/sh\nexec qemu-$(BE_ARCH) "%s" "$$@"\n' \
		    "$(CURDIR)/$$t" >$(BE_B)/qemu/tests/$${t##*/}; done
	@chmod +x $(BE_B)/qemu/pasa $(BE_B)/qemu/tests/*
	@sh tests/run.sh --pasa $(BE_B)/qemu/pasa --units $(BE_B)/qemu/tests
