package pacing_test

import (
	"fmt"
	"math"
	"testing"
	"time"

	"tickbox/sim/pacing"
	"tickbox/sim/refresh"
	"tickbox/sim/rng"
)

// The Snapper measures the refresh rate from the frames: exactly a common
// rate once only that one fits, the measured mean for any other rate. It
// measures with package refresh's Meter, the dev layer's: a Meter alone
// (as the dev layer attaches it, as a Length hook) knows the same rate
// after every frame.
func TestMeasuresTheRefreshRate(t *testing.T) {
	tests := []struct {
		num, den  int64
		noise     time.Duration
		want      float64 // Hz; the exact common rate, or the true rate for others
		within    int     // frames it may take
		precision float64 // relative error allowed (0: exactly want)
	}{
		{60, 1, 0, 60, 200, 0},
		{60000, 1001, 0, 60000.0 / 1001, 200, 0},
		{144, 1, 0, 144, 20, 0},
		{165, 1, 0, 165, 20, 0},
		{75, 1, 0, 75, 20, 0},
		{240, 1, 0, 240, 20, 0},
		{24000, 1001, 0, 24000.0 / 1001, 200, 0},
		{60, 1, ms, 60, 300, 0},
		{120, 1, ms, 120, 600, 0},
		{144, 1, ms, 144, 40, 0},
		{60000, 1001, ms, 60000.0 / 1001, 300, 0},
		{4750, 100, 0, 47.5, 20, 1e-6},   // no common rate near
		{4750, 100, ms, 47.5, 100, 5e-4}, // noisy: the mean sharpens with time
		{59951, 1000, 0, 59.951, 300, 1e-6},
	}
	for _, tt := range tests {
		var s pacing.Snapper
		var m refresh.Meter
		frames := lengths(readings(tt.num, tt.den, tt.noise, 11, 3*tt.within))
		known := -1
		for k, e := range frames {
			s.Snap(e)
			if got := m.Length(e); got != e {
				t.Fatalf("Meter.Length(%v) = %v: want it as given", e, got)
			}
			if known < 0 && s.Refresh() != 0 {
				known = k + 1
			}
			if m.Refresh() != s.Refresh() {
				t.Fatalf("frame %d: the Meter knows %v Hz, the Snapper %v", k+1, m.Refresh(), s.Refresh())
			}
		}
		name := fmt.Sprintf("%.4g Hz ±%v", float64(tt.num)/float64(tt.den), tt.noise)
		got := s.Refresh()
		switch {
		case known < 0 || known > tt.within:
			t.Errorf("%s: refresh known after %d frames, want within %d", name, known, tt.within)
		case tt.precision == 0 && got != tt.want:
			t.Errorf("%s: Refresh() = %v, want exactly %v", name, got, tt.want)
		case math.Abs(got-tt.want) > tt.precision*tt.want:
			t.Errorf("%s: Refresh() = %v, want %v within %g", name, got, tt.want, tt.precision)
		}
		t.Logf("%-22s known after %3d frames: %.6f Hz", name, known, got)
	}
}

// Moved to another display, the Snapper misses its grid, forgets the rate
// and measures the new one.
func TestMeasuresAgainOnAnotherDisplay(t *testing.T) {
	s := newSnapper(t, pacing.Config{})
	for _, e := range lengths(readings(60, 1, ms, 1, 600)) {
		s.Snap(e)
	}
	if got := s.Refresh(); got != 60 {
		t.Fatalf("Refresh() = %v after 10 s at 60 Hz, want 60", got)
	}
	var given, returned time.Duration
	for _, e := range lengths(readings(144, 1, ms, 2, 200)) {
		given, returned = given+e, returned+s.Snap(e)
	}
	if got := s.Refresh(); got != 144 {
		t.Errorf("Refresh() = %v after 200 frames at 144 Hz, want 144", got)
	}
	if d := given - returned; d < -2*ms || d > 2*ms {
		t.Errorf("given %v, returned %v across the change: want them within the tolerance", given, returned)
	}
}

// A given rate is never forgotten: frames off its grid just pass.
func TestGivenRateIsKept(t *testing.T) {
	s := newSnapper(t, pacing.Config{Refresh: 60})
	for _, e := range lengths(readings(144, 1, 0, 0, 500)) {
		s.Snap(e)
	}
	if got := s.Refresh(); got != 60 {
		t.Errorf("Refresh() = %v after 144 Hz frames, want the given 60", got)
	}
}

// Irregular frames are no display: jittery frames of 4 to 40 ms fit a
// short interval such as 4.5 ms well enough, but a display shows most
// frames at the next refresh, so the Snapper must go on measuring instead
// of snapping to a made-up rate.
func TestIrregularFramesHaveNoRefresh(t *testing.T) {
	s, err := pacing.New(pacing.Config{})
	if err != nil {
		t.Fatal(err)
	}
	s.SetEnabled(true)
	gen := rng.RNG{State: 9}
	for i := range 10_000 {
		d := time.Duration(gen.Range(4e6, 40e6))
		s.Snap(d)
		if hz := s.Refresh(); hz != 0 {
			t.Fatalf("after %d irregular frames the refresh is %.2f Hz, want 0 (still measuring)", i+1, hz)
		}
	}
}
