package instrument_test

import (
	"testing"
	"time"

	"tickbox/sim/instrument"
)

// Jittery frames stay in 4..40 ms, are the same for a seed, and differ
// between seeds.
func TestJitterSameForASeed(t *testing.T) {
	a, b, c := instrument.NewJitter(5), instrument.NewJitter(5), instrument.NewJitter(6)
	differ := false
	for range 10_000 {
		x, y, z := a.Next(0), b.Next(0), c.Next(0)
		if x < instrument.JitterMin || x > instrument.JitterMax || x != y {
			t.Fatalf("frame %v (same seed: %v): want 4 to 40 ms, the same for the same seed", x, y)
		}
		differ = differ || x != z
	}
	if !differ {
		t.Error("seeds 5 and 6 gave the same frames")
	}
}

// Both ends of the range can be drawn. The two seeds were found by
// inverting SplitMix64: their first output is 36,000,001·k + 36,000,000
// and 36,000,001·k, the last and the first length of a range that includes
// 40 ms (with 40 ms left out, the first seed would give 37.678901 ms).
func TestJitterIncludesBothEnds(t *testing.T) {
	for _, tt := range []struct {
		seed uint64
		want time.Duration
	}{{10107874047012579814, instrument.JitterMax}, {6410546391561182453, instrument.JitterMin}} {
		if got := instrument.NewJitter(tt.seed).Next(0); got != tt.want {
			t.Errorf("seed %d: first frame %v, want %v", tt.seed, got, tt.want)
		}
	}
}
