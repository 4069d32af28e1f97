# Tickbox: build, test and CI entry points. `make help` lists the targets.
# CI runs .ci/run, which runs `make test`; everything CI needs is installed by
# the targets themselves (system packages via .ci/deps.sh, staticcheck via
# `go install` into .bin/), so a brand-new machine needs nothing done by hand.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
# Stages print long logs and share the 2 cores; run them one at a time, in the
# order listed, even under `make -j`.
.NOTPARALLEL:
MAKEFLAGS += --no-print-directory

GO ?= go
export GO
# Arguments for `make run`, e.g. make run ARGS='-tps 30'.
ARGS ?=

# Pinned linters live here (git-ignored), not in the user's GOPATH.
BIN_DIR := $(CURDIR)/.bin
# staticcheck 2026.2.2 (v0.8.2): newest release, built and checked here with Go 1.26.
STATICCHECK_VERSION := v0.8.2
STATICCHECK := $(BIN_DIR)/staticcheck-$(STATICCHECK_VERSION)

# Fuzz targets as package:FuzzName, e.g. sim/oldtape:FuzzConvert sim/tape:FuzzDecode.
FUZZ_TARGETS := sim/oldtape:FuzzConvert sim/capture:FuzzFrameFile sim/tape:FuzzDecode sim/autosave:FuzzDecode sim/tape:FuzzReadDelta sim/capture:FuzzParseNs sim/netplay:FuzzDecode
FUZZ_TIME_SHORT := 10s
FUZZ_TIME_LONG := 60s

# Per test binary; the whole of `make test` must stay well under 15 minutes.
TEST_TIMEOUT := 8m

# Wall-clock start, read once when make parses this file (for test's summary).
START := $(shell date +%s)

# banner TEXT: a line that makes each stage easy to find in a CI log.
# $(call) splits its arguments at commas, so a TEXT with commas arrives in
# pieces: they are put back together here (up to four commas).
comma := ,
banner = @printf '\n==== %s ====\n' "$(1)$(if $(2),$(comma)$(2))$(if $(3),$(comma)$(3))$(if $(4),$(comma)$(4))$(if $(5),$(comma)$(5))"

# Without a display, a binary that links Ebitengine panics at start-up: run
# such commands under a private Xvfb unless the user already has a display.
WITH_DISPLAY := $(if $(DISPLAY),,bash .ci/xvfb.sh)

.PHONY: help deps deps-manual run build test fmt-check vet lint headless-check \
	test-race stops physics determinism fuzz-short bench memory fuzz soak clean distclean shots shots-update traces charts \
	web serve test-web test-web-short web-screenshot bench-web

# help: the targets and what they are for, read from the `##` notes below.
help: ## list the targets
	@echo "Targets (make TARGET):"
	@awk 'BEGIN {FS = ":.*## "} /^[a-z][a-z-]*:.*## / {printf "  %-15s %s\n", $$1, $$2}' $(MAKEFILE_LIST)
	@echo "Variables: ARGS='$(ARGS)' FUZZ_TARGETS='$(FUZZ_TARGETS)' FUZZ_TIME_SHORT=$(FUZZ_TIME_SHORT)" \
		"FUZZ_TIME_LONG=$(FUZZ_TIME_LONG) STATICCHECK_VERSION=$(STATICCHECK_VERSION)"

# deps: the cgo build of Ebitengine needs X11/GL headers, tests need Xvfb, the
# determinism check needs qemu. Installs only what is missing (see .ci/deps.sh).
deps: ## ensure the system packages (apt) and every module in go.mod
	$(call banner,deps: system packages and Go modules)
	@bash .ci/deps.sh
	@# Every module go.mod names, not only those this build compiles: TestREADME
	@# builds a module outside the repository offline (GOPROXY=off), and on a new
	@# machine a build leaves some of them (ebitengine/gomobile) as a go.mod alone.
	$(GO) mod download

# deps-manual: tools for poking at the window by hand; make test does not need them.
deps-manual: ## also install xdotool, imagemagick, x11-utils (manual testing)
	$(call banner,deps-manual: system packages for testing by hand)
	@bash .ci/deps.sh xdotool imagemagick x11-utils

# run: the quickest way to see the sandbox; needs a real display (or DISPLAY set).
# It builds what build builds and runs tickbox play, which checks for a
# display and says in one line if there is none, before it starts the window
# build: that build would panic in Ebitengine's init, before its main runs.
run: deps ## play the sandbox window: build, then bin/tickbox play ARGS (make run ARGS='...')
	$(call banner,run: bin/tickbox play $(ARGS))
	$(BUILD_TICKBOX)
	@bin/tickbox play $(ARGS)

# build: the tickbox command, which links no Ebitengine (a binary that does
# panics at start-up with no display), so it builds without cgo and runs the
# lab anywhere; beside it the window build it starts for play and shots; and
# the headless build, which has no window at all.
BUILD_TICKBOX = CGO_ENABLED=0 $(GO) build -o bin/tickbox . && $(GO) build -o bin/tickbox-window ./game/tickbox-window
build: deps ## build bin/tickbox, bin/tickbox-window (play and shots) and bin/tickbox-headless (no cgo)
	$(call banner,build: bin/tickbox with bin/tickbox-window beside it, and bin/tickbox-headless)
	$(BUILD_TICKBOX)
	CGO_ENABLED=0 $(GO) build -tags headless -o bin/tickbox-headless .
	@echo "build: bin/tickbox, bin/tickbox-window and bin/tickbox-headless built"

# test: the one command that says the tree is good; CI runs exactly this.
test: deps fmt-check vet lint build headless-check test-race stops physics determinism fuzz-short test-web-short ## everything CI checks, in order
	@printf '\n==== make test: all stages passed in %ss ====\n' "$$(( $$(date +%s) - $(START) ))"

# fmt-check: unformatted code is rejected rather than rewritten, so CI never
# changes the tree. gofmt's own errors (syntax errors) fail the stage too.
fmt-check: ## gofmt -l must list nothing
	$(call banner,fmt-check: gofmt -l .)
	@out=$$(gofmt -l . 2>&1) || true; \
	if [[ -n $$out ]]; then \
		echo "fmt-check: FAIL: run 'gofmt -w' on:"; echo "$$out" | sed 's/^/    /'; exit 1; \
	fi; \
	echo "fmt-check: all Go files are gofmt-formatted"

# vet: both build configurations, since -tags headless compiles different files.
vet: deps ## go vet, default and headless tags
	$(call banner,vet: go vet ./... and go vet -tags headless ./...)
	$(GO) vet ./...
	$(GO) vet -tags headless ./...
	$(GO) vet -tags browser ./game/web
	GOOS=js GOARCH=wasm $(GO) vet . ./game/...
	@echo "vet: clean"

# lint: staticcheck at a pinned version, so a new release cannot break CI overnight.
lint: deps $(STATICCHECK) ## staticcheck (pinned), default and headless tags
	$(call banner,lint: staticcheck $(STATICCHECK_VERSION) with default and headless tags)
	$(STATICCHECK) ./...
	$(STATICCHECK) -tags headless ./...
	@echo "lint: staticcheck clean"

# The pinned staticcheck, built once into .bin/ (versioned name: bumping the pin rebuilds).
# GOFLAGS is cleared so a user's -mod=vendor or similar cannot break the install.
$(STATICCHECK):
	$(call banner,installing staticcheck $(STATICCHECK_VERSION) into $(BIN_DIR))
	@mkdir -p $(BIN_DIR)/tmp
	GOFLAGS= GOBIN=$(BIN_DIR)/tmp $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	@mv $(BIN_DIR)/tmp/staticcheck $@

# headless-check: the command line links no Ebitengine at all, with -tags
# headless and without (tickbox starts the window build for play and shots):
# a binary that links it panics with no display (sim/README.md, "Where things
# live"). A CGO_ENABLED=0 build plus the dependency list prove it.
headless-check: ## tickbox and the headless build have no cgo and no Ebitengine, and run with no display
	$(call banner,headless-check: tickbox and -tags headless link no Ebitengine and run with no display)
	CGO_ENABLED=0 $(GO) build -o bin/tickbox .
	CGO_ENABLED=0 $(GO) build -tags headless -o bin/tickbox-headless .
	@for tags in "" headless; do \
		deps=$$(CGO_ENABLED=0 $(GO) list -deps -tags "$$tags" .); \
		n=$$(grep -c -E 'hajimehoshi|ebitengine' <<<"$$deps" || true); \
		if [[ $$n != 0 ]]; then \
			echo "headless-check: FAIL: $$n Ebitengine packages in the build with tags '$$tags':"; \
			grep -E 'hajimehoshi|ebitengine' <<<"$$deps" | sed 's/^/    /'; exit 1; \
		fi; \
		echo "headless-check: tags '$$tags': 0 Ebitengine packages among $$(wc -l <<<"$$deps") dependencies"; \
	done
	@# And both run with no display: -h and a lab command work, play says in one line why not (exit 2).
	@for b in bin/tickbox bin/tickbox-headless; do \
		env -u DISPLAY $$b -h >/dev/null; \
		env -u DISPLAY $$b run -ticks 600 -frames jitter >/dev/null; \
		code=0; msg=$$(env -u DISPLAY $$b play 2>&1) || code=$$?; \
		if [[ $$code != 2 || $$(wc -l <<<"$$msg") != 1 ]]; then \
			echo "headless-check: FAIL: $$b play with no display: exit $$code, want 2 and one line:"; \
			echo "$$msg" | sed 's/^/    /'; exit 1; \
		fi; \
	done
	@echo "headless-check: tickbox and the headless build answer -h and run the lab with no display; play says why not"
	@# A game on the public loop links nothing of the sandbox, and its world's ticks test with no display
	@# (game/shell/README.md, "A whole game").
	@sandbox=$$($(GO) list -deps ./game/dash | grep -x -E 'tickbox/sim/bounce|tickbox/sim/sandbox|tickbox/sim/replay' || true); \
	if [[ -n $$sandbox ]]; then echo "headless-check: FAIL: game/dash links the sandbox:"; echo "$$sandbox" | sed 's/^/    /'; exit 1; fi
	env -u DISPLAY $(GO) test -count=1 ./sim/fixed/ ./game/dash/world/
	@echo "headless-check: game/dash links none of the sandbox; sim/fixed and dash's world test with no display"

# test-race: the unit tests with the race detector, under a private Xvfb
# (always, even when DISPLAY is set, so results do not depend on the desktop).
test-race: deps ## go test -race ./... under Xvfb
	$(call banner,test-race: go test -race -count=1 ./... under Xvfb)
	bash .ci/xvfb.sh $(GO) test -race -count=1 -timeout $(TEST_TIMEOUT) ./...

# stops: the tests that a stop (Ctrl+C, SIGTERM, an interrupt) ends the loop,
# the lab, the window and shots within a second, run again without the race
# detector: under it they allow four times as long (simtest.StopLimit), since
# it slows the code it times; here they hold to the second the README states.
# The window's and shots' tests allow simtest.WindowEndLimit (5 s): they
# time a process's whole end (a frame drawn, the recording synced, Ebitengine
# closed), which a loaded machine slows past a second, against a frame with
# seconds or hours still to run.
STOP_TESTS = 'Stop|Interrupt'
stops: deps ## the stop tests without -race, held to one second
	$(call banner,stops: go test -run $(STOP_TESTS) without -race under Xvfb)
	bash .ci/xvfb.sh $(GO) test -count=1 -timeout $(TEST_TIMEOUT) -run $(STOP_TESTS) . ./game ./game/shots ./sim/lab ./sim/fixed

# physics: the long physics tests (energy kept for an hour of game time, the
# 1,000-ball world included; every corner of the config's ranges stepped for
# ten minutes), which are pure arithmetic on one goroutine: the race detector
# finds nothing there and makes them ten times slower, so they run without it.
physics: ## energy and config-range tests of sim without the race detector (1 h of game time)
	$(call banner,physics: go test ./sim/bounce -run 'Energy|Rest|Kicks|Corners' without -race)
	$(GO) test -count=1 -timeout $(TEST_TIMEOUT) -run 'Energy|Rest|Kicks|Corners' -v ./sim/bounce | grep -E '^(---|ok|FAIL|PASS|\s+energy_test)'

# determinism: the simulation must be bit-identical for GOAMD64=v1, GOAMD64=v3,
# arm64 (FMA fusion differs), 386 and wasm (under Node); see .ci/determinism.sh
# and sim/DETERMINISM.md.
determinism: deps ## sim fingerprints identical on amd64 v1, v3, arm64 (qemu), 386 and wasm (Node)
	$(call banner,determinism: TestGoldenFingerprints on GOAMD64=v1 / v3 / arm64 / 386 / wasm)
	bash .ci/determinism.sh

# fuzz-short: a quick pass over every fuzz target so a fresh crasher shows up in CI.
fuzz-short: ## fuzz each FUZZ_TARGETS entry briefly (FUZZ_TIME_SHORT)
	$(call banner,fuzz-short: $(FUZZ_TIME_SHORT) per target in FUZZ_TARGETS)
	bash .ci/fuzz.sh $(FUZZ_TIME_SHORT) $(FUZZ_TARGETS)

# fuzz: the longer run, for a developer with time to spare; not part of CI.
fuzz: ## fuzz each FUZZ_TARGETS entry longer (FUZZ_TIME_LONG)
	$(call banner,fuzz: $(FUZZ_TIME_LONG) per target in FUZZ_TARGETS)
	bash .ci/fuzz.sh $(FUZZ_TIME_LONG) $(FUZZ_TARGETS)

# bench: benchmarks only (-run '^$$'); under Xvfb when there is no display,
# since packages that link Ebitengine cannot start without one. Then the
# browser's per-frame costs that run without Ebitengine (which needs a page)
# again as WebAssembly under Node, as the browser runs them.
bench: deps ## go test -bench . -benchmem ./... (no tests), and the wasm ones under Node
	$(call banner,bench: go test -run '^$$' -bench . -benchmem ./...)
	$(WITH_DISPLAY) $(GO) test -run '^$$' -bench . -benchmem ./...
	$(call banner,bench: the same under GOOS=js GOARCH=wasm with Node: BenchmarkFingerprint in sim, BenchmarkPut in render/raster)
	GOOS=js GOARCH=wasm $(GO) test -exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" -run '^$$' -bench Fingerprint -benchmem ./sim/bounce
	GOOS=js GOARCH=wasm $(GO) test -exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" -run '^$$' -bench Put -benchmem ./render/raster

# memory: the peak memory of each command at the limits sim/lab/README.md's
# "Limits and memory" table states, measured again (a few minutes).
memory: deps ## peak memory (RSS) of each command at its limits, for sim/lab/README.md's table
	$(call banner,memory: peak RSS of each command at its limits)
	bash .ci/memory.sh

# soak: the long version of the soak test make test runs for 10 hours of game
# time: hours of random frames, hitches, pauses, scale and rate changes through
# the whole headless loop, checking the scheduler's accounting every frame.
SOAK_HOURS ?= 1000
SOAK_SEED ?= 1
soak: ## soak test: SOAK_HOURS of game time with faults (default 1000, about 2 min)
	$(call banner,soak: $(SOAK_HOURS) hours of game time, seed $(SOAK_SEED))
	$(GO) test ./sim/pacing -run Soak -v -count=1 -timeout 0 -soak.hours=$(SOAK_HOURS) -soak.seed=$(SOAK_SEED)
	$(call banner,soak: energy of the default and the 1000-ball world over 10 hours of game time)
	$(GO) test ./sim/bounce -run TestEnergyKept -v -count=1 -timeout 0 -energy.hours=10

# shots: the gallery a person reviews a build with, in a minute: every
# scenario's shots and an index.html, each shot compared with its golden in
# game/shots/testdata/shots (the same check as make test's TestShots). Always under
# a private Xvfb with software GL, where the goldens were drawn.
shots: deps ## play the scenario scripts: shots/gallery/index.html, checked against the goldens
	$(call banner,shots: bin/tickbox shots -out shots/gallery)
	$(BUILD_TICKBOX)
	bash .ci/xvfb.sh bin/tickbox shots -out shots/gallery

# shots-update: after a change to the picture that is meant, rewrite the goldens.
shots-update: deps ## rewrite the golden shots in game/shots/testdata/shots (review them with git diff)
	$(call banner,shots-update: bin/tickbox shots -update)
	$(BUILD_TICKBOX)
	bash .ci/xvfb.sh bin/tickbox shots -update -out shots/gallery

# web: the browser build (issue 13): the module, stripped, and gzipped beside
# it for tickbox serve, Go's loader for it, the page with its key table, and
# the README the page links to, as a page of its own (README.html) with its
# pictures. Everything lands in WEB_DIR (git-ignored).
WEB_DIR := build/web
SERVE_ADDR ?= 127.0.0.1:8080
web: ## build the browser version into build/web (module, page, wasm_exec.js)
	$(call banner,web: GOOS=js GOARCH=wasm into $(WEB_DIR))
	$(GO) run ./game/web/mkpage $(WEB_DIR) README.md
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='-s -w' -o $(WEB_DIR)/tickbox.wasm .
	gzip -9 -k -f $(WEB_DIR)/tickbox.wasm
	@root=$$($(GO) env GOROOT); \
	for f in "$$root/lib/wasm/wasm_exec.js" "$$root/misc/wasm/wasm_exec.js"; do \
		if [[ -f $$f ]]; then cp "$$f" $(WEB_DIR)/; break; fi; \
	done; \
	[[ -f $(WEB_DIR)/wasm_exec.js ]] || { echo "web: FAIL: no wasm_exec.js in $$root/lib/wasm or misc/wasm"; exit 1; }
	@mb() { awk '{ printf "%.1f MB", $$1 / 1e6 }' <<<"$$(wc -c <"$$1")"; }; \
	echo "web: $$(mb $(WEB_DIR)/tickbox.wasm) module, $$(mb $(WEB_DIR)/tickbox.wasm.gz) gzipped, in $(WEB_DIR)"

# serve: the newcomer's way in: build, then serve on this machine only.
serve: web ## build the browser version and serve it (SERVE_ADDR=127.0.0.1:8080)
	$(call banner,serve: tickbox serve -addr $(SERVE_ADDR) -dir $(WEB_DIR))
	CGO_ENABLED=0 $(GO) build -tags headless -o bin/tickbox-headless .
	@echo "serve: open http://$(SERVE_ADDR)/ in a browser; Ctrl+C stops"
	bin/tickbox-headless serve -addr $(SERVE_ADDR) -dir $(WEB_DIR)

# test-web: the browser test (game/web/browser_test.go, -tags browser): it
# builds the module, serves it with tickbox serve and plays it in headless
# Chromium (installed by deps) through the DevTools protocol. make test runs
# its -short part (about 2 minutes: rate, keys, options, screenshot, hidden
# tab, a replay verified natively); this adds the scenario goldens and the
# replay picker (about 4 minutes in all).
BROWSER_TEST := $(GO) test -tags browser -count=1 -timeout $(TEST_TIMEOUT) -run '^TestBrowser' -v ./game/web
test-web: deps ## the browser test in headless Chromium, all of it
	$(call banner,test-web: the WebAssembly build in headless Chromium)
	$(BROWSER_TEST)

test-web-short: deps ## the browser test's short part (make test runs it)
	$(call banner,test-web-short: the WebAssembly build in headless Chromium, -short)
	$(BROWSER_TEST) -short

# bench-web: the browser's frame rate and Draw time beside the native window's.
bench-web: deps ## browser fps and frame CPU time next to the native window's (3 and 10,000 balls)
	$(call banner,bench-web: headless Chromium against the native window under Xvfb)
	bash .ci/bench-web.sh

# web-screenshot: the README's picture of the page, taken in headless Chromium.
web-screenshot: deps ## rewrite assets/web/screenshot.png (the README's browser picture)
	$(call banner,web-screenshot: TestBrowserScreenshot into assets/web/screenshot.png)
	$(GO) test -tags browser -count=1 -run '^TestBrowserScreenshot$$' -v ./game/web -web.screenshot=$(CURDIR)/assets/web/screenshot.png

# clean: build outputs only; the pinned tools in .bin/ are slow to rebuild and kept.
clean: ## remove bin/, build/, shots/
	rm -rf bin build shots

# distclean: also the pinned tools, e.g. to check a fresh-machine install.
distclean: clean ## clean, and remove .bin/ (pinned tools)
	rm -rf $(BIN_DIR)

# traces: the generated frame-time traces shipped in assets/traces, each made
# by the command in its first lines (TestShippedTraces checks they still are).
traces: ## regenerate the generated traces in assets/traces
	$(call banner,traces: tickbox policies -frames-out / -presentmon into assets/traces)
	CGO_ENABLED=0 $(GO) build -tags headless -o bin/tickbox-headless .
	bin/tickbox-headless policies -frames 60 -noise 1ms -seconds 20 -frames-out assets/traces/60fps-noise1ms.txt >/dev/null
	bin/tickbox-headless policies -frames 144 -noise 1ms -seconds 10 -frames-out assets/traces/144fps-noise1ms.txt >/dev/null
	bin/tickbox-headless policies -frames jitter -seconds 10 -frames-out assets/traces/jitter.txt >/dev/null
	bin/tickbox-headless policies -frames 60 -noise 2ms -seconds 10 -policy tickbox -presentmon assets/traces/presentmon >/dev/null

# charts: the charts of every policy (README.md, sim/policy/README.md), made by tickbox policies -svg.
charts: ## redraw the policy charts in assets/charts (README.md, sim/policy/README.md)
	$(call banner,charts: tickbox policies -svg into assets/charts)
	CGO_ENABLED=0 $(GO) build -tags headless -o bin/tickbox-headless .
	@mkdir -p assets/charts
	bin/tickbox-headless policies -frames 60 -noise 1ms -seconds 10 -svg assets/charts/noisy-60.svg
	bin/tickbox-headless policies -frames 60 -noise 0 -seconds 10 -load 20ms -svg assets/charts/load-20ms.svg
