package main

// The command line's own tests: its help, and the Makefile targets that
// run it (stop_unix_test.go has the stops).

import (
	"bytes"
	"io"
	"os/exec"
	"strings"
	"testing"
)

// tickbox -h names each window and the command that opens it: play the
// sandbox's, peers the peers' (whose headless twin is net).
func TestHelpNamesTheWindows(t *testing.T) {
	var out bytes.Buffer
	if code := dispatch([]string{"-h"}, &out, io.Discard); code != 0 {
		t.Fatalf("tickbox -h: exit %d; want 0", code)
	}
	for _, want := range []string{"\n  play     open the sandbox window", "\n  peers    open the peers window", "\n  net      peers over a simulated link, headless"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("tickbox -h does not say %q:\n%s", want, out.String())
		}
	}
}

// A stage's banner keeps the whole of its text: $(call) splits its
// arguments at commas, and the banner printed only the part before the
// first (the build's lost ", and bin/tickbox-headless"). make -n prints
// the banners' commands without running anything.
func TestMakeBannersKeepTheirCommas(t *testing.T) {
	for target, want := range map[string]string{
		"build":          "build: bin/tickbox with bin/tickbox-window beside it, and bin/tickbox-headless",
		"bench":          "BenchmarkFingerprint in sim, BenchmarkPut in render/raster",
		"soak":           "hours of game time, seed",
		"test-web-short": "in headless Chromium, -short",
	} {
		out, err := exec.Command("make", "-n", target).CombinedOutput()
		if err != nil {
			t.Fatalf("make -n %s: %v\n%s", target, err, out)
		}
		if !strings.Contains(string(out), want) {
			t.Errorf("make -n %s: no banner ending %q in:\n%s", target, want, out)
		}
	}
}

// make run goes through tickbox play, which says in one line that there
// is no display, rather than running the window build, which panics in
// Ebitengine's init with a stack trace before its main can check.
func TestMakeRunChecksTheDisplay(t *testing.T) {
	out, err := exec.Command("make", "-n", "run", "ARGS=-tps 30").CombinedOutput()
	if err != nil {
		t.Fatalf("make -n run: %v\n%s", err, out)
	}
	last := strings.TrimSpace(string(out))
	last = last[strings.LastIndexByte(last, '\n')+1:]
	if last != "bin/tickbox play -tps 30" {
		t.Errorf("make -n run ends %q, want %q:\n%s", last, "bin/tickbox play -tps 30", out)
	}
}
