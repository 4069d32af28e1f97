package fixedtest

import (
	"testing"
	"time"

	"tickbox/sim/instrument"
)

// Every Every-th frame is a hitch; the others are the source's.
func TestHitches(t *testing.T) {
	base := instrument.SteadyRate(100, 1, "100 fps")
	h := &hitches{Source: base, Every: 3, Length: time.Second}
	want := []time.Duration{10 * time.Millisecond, 10 * time.Millisecond, time.Second, 10 * time.Millisecond}
	for i, w := range want {
		if got := h.Next(0); got != w {
			t.Fatalf("frame %d: %v, want %v", i+1, got, w)
		}
	}
}
