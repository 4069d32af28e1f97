package instrument_test

import (
	"strings"
	"testing"
	"time"

	"tickbox/sim/instrument"
)

// Steady frames follow the rule exactly: frame i of F fps ends at
// floor(i·10⁹/F) ns, so n frames last floor(n·10⁹/F) ns in all.
func TestSteadyEndsOnTheFloor(t *testing.T) {
	tests := []struct {
		spec   string
		frames int64
		total  time.Duration
	}{
		{"30", 30, time.Second},
		{"60", 60, time.Second},
		{"60", 1, 16_666_666},
		{"60", 2, 33_333_333},
		{"144", 144, time.Second},
		{"144", 7, 48_611_111}, // 7/144 s = 48,611,111.1 ns
		{"59.94", 1, 16_683_350},
		{"59.94", 5994, 100 * time.Second},
		{"0.5", 3, 6 * time.Second},
		{"10000", 3, 300_000},
	}
	for _, tt := range tests {
		f, err := instrument.NewSteady(tt.spec)
		if err != nil {
			t.Fatal(err)
		}
		var total, lo, hi time.Duration
		lo = time.Hour
		for range tt.frames {
			d := f.Next(0)
			total += d
			lo, hi = min(lo, d), max(hi, d)
		}
		if total != tt.total || hi-lo > 1 {
			t.Errorf("%s fps: %d frames last %v (%v to %v each), want %v within 1 ns of each other",
				tt.spec, tt.frames, total, lo, hi, tt.total)
		}
	}
}

// A long run at a fractional rate loses nothing: a million frames at 59.94
// fps end where the rule says, floor(10⁶·10⁹·100/5994) ns.
func TestSteadyLongRunIsExact(t *testing.T) {
	f, _ := instrument.NewSteady("59.94")
	var total time.Duration
	for range 1_000_000 {
		total += f.Next(0)
	}
	if want := time.Duration(16_683_350_016_683); total != want {
		t.Fatalf("a million frames at 59.94 fps last %d ns, want %d", total, want)
	}
}

func TestSteadyRefusesBadRates(t *testing.T) {
	for _, spec := range []string{"0", "0.0", "10000.5", "1e3", "-5", "60.1234567"} {
		if _, err := instrument.NewSteady(spec); err == nil || !strings.Contains(err.Error(), "frame rate") {
			t.Errorf("NewSteady(%q): %v, want an error naming the frame rate", spec, err)
		}
	}
}

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
