package capture_test

import (
	"strings"
	"testing"
	"time"

	"tickbox/sim/capture"
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
		f, err := capture.NewSteady(tt.spec)
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
	f, _ := capture.NewSteady("59.94")
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
		if _, err := capture.NewSteady(spec); err == nil || !strings.Contains(err.Error(), "frame rate") {
			t.Errorf("NewSteady(%q): %v, want an error naming the frame rate", spec, err)
		}
	}
}
