package main

import (
	"os/exec"
	"strings"
	"testing"
)

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
