package capture_test

import (
	"strings"
	"testing"
	"tickbox/sim/capture"

	"tickbox/sim/instrument"
)

// "jitter" names the jittery frames everywhere; "irregular", their old
// name, still reads (old scripts and commands) but prints as jitter, and
// both give the same frames from the same seed.
func TestJitterName(t *testing.T) {
	a, err := capture.Parse("jitter", 7)
	if err != nil {
		t.Fatal(err)
	}
	b, err := capture.Parse("irregular", 7)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []instrument.Source{a, b} {
		if !strings.HasPrefix(s.String(), "jitter (4 to 40 ms") {
			t.Errorf("String() = %q, want it to say jitter", s.String())
		}
	}
	for i := range 100 {
		if x, y := a.Next(0), b.Next(0); x != y {
			t.Fatalf("frame %d: jitter %v, irregular %v; want the same", i, x, y)
		}
	}
}
