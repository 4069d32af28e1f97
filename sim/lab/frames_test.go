package lab_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tickbox/sim/lab"
)

// Steady frame rates: n frames last exactly n/fps seconds, rounded up to
// the nanosecond, and every length is within a nanosecond of the others.
func TestSteadyFrames(t *testing.T) {
	tests := []struct {
		spec   string
		frames int
		total  time.Duration
	}{
		{"30", 30, time.Second},
		{"60", 60, time.Second},
		{"144", 144, time.Second},
		{"144", 7, 48_611_112}, // 7/144 s = 48,611,111.1 ns
		{"59.94", 5994, 100 * time.Second},
		{"0.5", 3, 6 * time.Second},
	}
	for _, tt := range tests {
		f, err := lab.ParseFrames(tt.spec, 1)
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

// Irregular frames stay in 4..40 ms, are the same for a seed, and differ
// between seeds.
func TestIrregularFrames(t *testing.T) {
	a, _ := lab.ParseFrames("irregular", 5)
	b, _ := lab.ParseFrames("irregular", 5)
	c, _ := lab.ParseFrames("irregular", 6)
	differ := false
	for range 10_000 {
		x, y, z := a.Next(0), b.Next(0), c.Next(0)
		if x < 4*time.Millisecond || x > 40*time.Millisecond || x != y {
			t.Fatalf("frame %v (same seed: %v): want 4 to 40 ms, the same for the same seed", x, y)
		}
		differ = differ || x != z
	}
	if !differ {
		t.Error("seeds 5 and 6 gave the same frames")
	}
}

// A frame file is played in order and again from its start when it ends.
func TestFrameFileCycles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.txt")
	os.WriteFile(path, []byte("# comment\n5\n\n  7 \n0\n"), 0o644)
	f, err := lab.ParseFrames(path, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := []time.Duration{5, 7, 0, 5, 7, 0, 5}
	for i, w := range want {
		if got := f.Next(0); got != w {
			t.Fatalf("frame %d: %v, want %v", i, got, w)
		}
	}
}

// A 60 fps display and a 60 Hz tick rate: exactly one tick every frame.
func TestSixtyFramesRunOneTickEach(t *testing.T) {
	out := mustCall(t, lab.Run, "-ticks", "3600", "-json")
	if r := decodeResult(t, out); r.Frames != 3600 {
		t.Fatalf("3600 ticks took %d frames at 60 fps, want 3600", r.Frames)
	}
}

// A frame file whose lengths add up to exactly 2^64 ns has frames longer
// than 0: a sum kept in an int64 wraps to 0 and called it empty.
func TestFrameFileSumDoesNotWrap(t *testing.T) {
	const day = uint64(24 * time.Hour)
	n := ^uint64(0) / day          // whole days in 2^64-1 ns
	rest := ^uint64(0) - n*day + 1 // and what is left of 2^64 after them
	var b strings.Builder
	for range n {
		b.WriteString("86400000000000\n")
	}
	fmt.Fprintf(&b, "%d\n", rest)
	path := filepath.Join(t.TempDir(), "wrap.txt")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := lab.ParseFrames(path, 1); err != nil {
		t.Errorf("%d frames of 24 h and one of %d ns, 2^64 ns in all: %v", n, rest, err)
	}
}
