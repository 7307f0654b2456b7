# pasa: build, check, demo, bench, install.
#
#   make demo     install what is missing, build, take the tour
#   make check    install what is missing, build, run every test twice
#                 (plain and under ASan+UBSan); ends with "N passed, N failed"

PREFIX	?= /usr/local
BINDIR	?= $(PREFIX)/bin
LIBDIR	?= $(PREFIX)/lib
INCDIR	?= $(PREFIX)/include/pasa
MANDIR	?= $(PREFIX)/share/man
SHAREDIR ?= $(PREFIX)/share/pasa
DESTDIR	?=

VERSION	= 0.1.0
CC	?= cc
PKGS	= yaml-0.1 libpcre2-8
DEBS	= pkg-config libyaml-dev libpcre2-dev
# Tools the tests use: mandoc checks the manual pages.
TOOLS	= mandoc
TOOL_DEBS = mandoc

OPT	?= -O2
WARN	= -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wpointer-arith \
	  -Wno-missing-field-initializers
CFLAGS	?= $(OPT) -g
PKG_CFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   = $(shell pkg-config --libs $(PKGS) 2>/dev/null)
ALL_CFLAGS = -std=c11 $(WARN) -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
	  -DPASA_VERSION='"$(VERSION)"' -DPASA_SHAREDIR='"$(SHAREDIR)/variants"' \
	  -Ilib $(PKG_CFLAGS) $(CFLAGS) $(EXTRA_CFLAGS)

B	?= build
LIB_SRC	= $(sort $(wildcard lib/*.c))
CMD_SRC	= $(sort $(wildcard cmd/*.c))
UNIT_SRC = $(sort $(wildcard tests/unit/*.c))
LIB_OBJ	= $(LIB_SRC:%.c=$(B)/%.o)
CMD_OBJ	= $(CMD_SRC:%.c=$(B)/%.o)
UNITS	= $(UNIT_SRC:tests/unit/%.c=$(B)/tests/%)
SAN	= -fsanitize=address,undefined -fno-omit-frame-pointer \
	  -fno-sanitize-recover=all

.PHONY: all deps demo check check-plain check-san test bench install \
	uninstall clean lint

all: deps
	@$(MAKE) --no-print-directory $(B)/pasa $(UNITS)

# Installs the -dev packages when run as root; otherwise says what to run.
deps:
	@missing=; \
	pkg-config --exists $(PKGS) 2>/dev/null || missing="$(DEBS)"; \
	for t in $(TOOLS); do command -v $$t >/dev/null || \
	    missing="$$missing $(TOOL_DEBS)"; done; \
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

$(B)/libpasa.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $(LIB_OBJ)

$(B)/pasa: $(CMD_OBJ) $(B)/libpasa.a
	$(CC) $(ALL_CFLAGS) -o $@ $(CMD_OBJ) $(B)/libpasa.a $(PKG_LIBS) $(LDFLAGS)

$(B)/tests/%: tests/unit/%.c $(B)/libpasa.a tests/unit/check.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(B)/libpasa.a $(PKG_LIBS) $(LDFLAGS)

$(B)/%.o: %.c $(wildcard lib/*.h) $(wildcard cmd/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# The whole suite, plain and then under the sanitizers.
check: deps
	@$(MAKE) --no-print-directory $(B)/pasa $(UNITS)
	@$(MAKE) --no-print-directory B=build-san OPT=-O1 EXTRA_CFLAGS="$(SAN)" \
	    LDFLAGS="$(SAN)" build-san/pasa \
	    $(UNIT_SRC:tests/unit/%.c=build-san/tests/%)
	@sh tests/run.sh --pasa $(B)/pasa --units $(B)/tests \
	    --san-pasa build-san/pasa --san-units build-san/tests

# One pass, no sanitizers: the quick loop while working.
test: all
	@sh tests/run.sh --pasa $(B)/pasa --units $(B)/tests

demo: all
	@sh tests/demo.sh $(B)/pasa

bench: deps
	@$(MAKE) --no-print-directory B=build-bench OPT="-O3 -DNDEBUG" build-bench/pasa
	@sh tests/bench.sh build-bench/pasa

lint:
	@for m in man/*.[15]; do mandoc -Tlint -W warning $$m || exit 1; done

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR)/pkgconfig \
	    $(DESTDIR)$(INCDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man5 \
	    $(DESTDIR)$(SHAREDIR)/variants/boards
	install -m 755 $(B)/pasa $(DESTDIR)$(BINDIR)/pasa
	install -m 644 $(B)/libpasa.a $(DESTDIR)$(LIBDIR)/libpasa.a
	install -m 644 lib/*.h $(DESTDIR)$(INCDIR)/
	install -m 644 man/*.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 man/*.5 $(DESTDIR)$(MANDIR)/man5/
	install -m 644 variants/*.yaml $(DESTDIR)$(SHAREDIR)/variants/
	install -m 644 variants/boards/*.yaml $(DESTDIR)$(SHAREDIR)/variants/boards/
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	    $(DESTDIR)$(PREFIX)/share/zsh/site-functions
	install -m 644 cmd/completion/pasa.bash \
	    $(DESTDIR)$(PREFIX)/share/bash-completion/completions/pasa
	install -m 644 cmd/completion/_pasa \
	    $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_pasa
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' \
	    -e 's|@INCDIR@|$(INCDIR)|' -e 's|@VERSION@|$(VERSION)|' \
	    pasa.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/pasa.pc

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/pasa $(DESTDIR)$(LIBDIR)/libpasa.a \
	    $(DESTDIR)$(LIBDIR)/pkgconfig/pasa.pc
	rm -rf $(DESTDIR)$(INCDIR) $(DESTDIR)$(SHAREDIR)
	rm -f $(DESTDIR)$(MANDIR)/man1/pasa*.1 $(DESTDIR)$(MANDIR)/man5/pasa*.5
	rm -f $(DESTDIR)$(PREFIX)/share/bash-completion/completions/pasa \
	    $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_pasa

clean:
	rm -rf build build-san build-bench
