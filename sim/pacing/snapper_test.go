package pacing_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"tickbox/sim/pacing"
)

const ms = time.Millisecond

func TestNewRejectsBadConfig(t *testing.T) {
	tests := []struct {
		c    pacing.Config
		want string // in the error; "" for none
	}{
		{pacing.Config{}, ""},
		{pacing.Config{Refresh: 60, Tolerance: time.Millisecond}, ""},
		{pacing.Config{Refresh: 10}, ""},
		{pacing.Config{Refresh: 1000}, ""},
		{pacing.Config{Refresh: 9.99}, "refresh rate 9.99 Hz: must be 10 to 1000 Hz"},
		{pacing.Config{Refresh: 1001}, "refresh rate 1001 Hz"},
		{pacing.Config{Refresh: -60}, "refresh rate -60 Hz"},
		{pacing.Config{Refresh: math.NaN()}, "refresh rate NaN Hz"},
		{pacing.Config{Refresh: math.Inf(1)}, "refresh rate +Inf Hz"},
		{pacing.Config{Tolerance: -time.Nanosecond}, "snap tolerance -1ns: must be ≥ 0"},
	}
	for _, tt := range tests {
		_, err := pacing.New(tt.c)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("New(%+v): %v", tt.c, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("New(%+v) error = %v, want one containing %q", tt.c, err, tt.want)
		}
	}
}

// The zero Snapper is off: it returns every frame as given, and measures.
func TestZeroSnapperReturnsFramesAsGiven(t *testing.T) {
	var s pacing.Snapper
	frames := lengths(readings(60, 1, ms, 1, 600))
	frames = append(frames, 0, 300*ms, 7*ms, 2*time.Second)
	for i, e := range frames {
		if got := s.Snap(e); got != e {
			t.Fatalf("frame %d: Snap(%v) = %v, want it unchanged", i, e, got)
		}
	}
	if s.Enabled() || s.Carry() != 0 || s.Snapped() != 0 {
		t.Errorf("enabled %v, carry %v, %d snapped: want off, 0, none", s.Enabled(), s.Carry(), s.Snapped())
	}
	if got := s.Refresh(); got != 60 {
		t.Errorf("Refresh() = %v after 600 frames of 60 Hz, want it measured as 60 while off", got)
	}
}

// With the rate given, noisy frames of a display come back as the exact
// refresh grid, rounded up to the ns, from the first frame on: a grid point
// on a whole ns may come back 1 ns late (the grid is a float sum), never
// early.
func TestSnapperReturnsTheRefreshGrid(t *testing.T) {
	for _, tt := range []struct {
		num, den int64
	}{{60, 1}, {120, 1}, {144, 1}, {60000, 1001}, {30, 1}} {
		hz := float64(tt.num) / float64(tt.den)
		s := newSnapper(t, pacing.Config{Refresh: hz})
		grid := readings(tt.num, tt.den, 0, 0, 2000)
		var sum time.Duration
		for k, e := range lengths(readings(tt.num, tt.den, ms, 7, 2000)) {
			sum += s.Snap(e)
			if late := sum - grid[k+1]; late < 0 || late > 1 {
				t.Fatalf("%v Hz, frame %d: returned %v in all, want the grid's %v", hz, k+1, sum, grid[k+1])
			}
		}
		if n := s.Snapped(); n != 2000 {
			t.Errorf("%v Hz: %d snapped, want all 2000", hz, n)
		}
	}
}

// A frame that lasts several refreshes snaps to that many; a hitch longer
// than a quarter second, or a frame far off the grid, passes as given.
func TestSnapperWholeRefreshesAndMisses(t *testing.T) {
	r := period(60)
	tests := []struct {
		name  string
		frame time.Duration
		want  time.Duration
	}{
		{"one refresh, 1 ms late", 17_666_667, 16_666_667},
		{"two refreshes, 1.5 ms early", 31_833_333, 33_333_334},
		{"five refreshes", 83_333_334, 83_333_334},
		{"half a refresh: off the grid", 8_333_333, 8_333_333},
		{"300 ms hitch", 300 * ms, 300 * ms},
		{"no time", 0, 0},
	}
	for _, tt := range tests {
		s := newSnapper(t, pacing.Config{Refresh: 60})
		if got := s.Snap(tt.frame); got != tt.want {
			t.Errorf("%s: Snap(%v) = %v, want %v (refresh %.0f ns)", tt.name, tt.frame, got, tt.want, r)
		}
	}
}

// The tolerance is capped at a third of a refresh, so a frame is never
// near two whole numbers of refreshes.
func TestToleranceIsCapped(t *testing.T) {
	s := newSnapper(t, pacing.Config{Refresh: 144, Tolerance: 5 * ms})
	third := time.Duration(period(144) / 3)
	off := time.Duration(period(144)) + third + ms/10 // past the cap, within 5 ms
	if got := s.Snap(off); got != off {
		t.Errorf("Snap(%v) = %v at 144 Hz, want it passed: %v off the grid is past the cap of %v",
			off, got, third+ms/10, third)
	}
	s = newSnapper(t, pacing.Config{Refresh: 144, Tolerance: 5 * ms})
	near := time.Duration(period(144)) + third - ms/10
	if got, want := s.Snap(near), time.Duration(math.Ceil(period(144))); got != want {
		t.Errorf("Snap(%v) = %v at 144 Hz, want it snapped to %v", near, got, want)
	}
}

// Whatever frames come, with none negative: the frames returned add up to
// the frames given minus the carry, exactly, every result is ≥ 0, and the
// carry stays under one refresh interval.
func TestSnapperLosesNoTime(t *testing.T) {
	for _, refresh := range []float64{0, 60, 144, 60000.0 / 1001} {
		s := newSnapper(t, pacing.Config{Refresh: refresh})
		r := rand.New(rand.NewPCG(3, uint64(refresh)))
		var given, returned time.Duration
		for i := range 200_000 {
			e := mixedFrame(r)
			if i%5000 == 0 {
				s.SetEnabled(!s.Enabled())
			}
			out := s.Snap(e)
			given, returned = given+e, returned+out
			if out < 0 || given-returned != s.Carry() {
				t.Fatalf("refresh %v, frame %d: Snap(%v) = %v; given %v, returned %v, carry %v",
					refresh, i, e, out, given, returned, s.Carry())
			}
			if c := s.Carry(); math.Abs(float64(c)) >= period(60000.0/1001) {
				t.Fatalf("refresh %v, frame %d: carry %v, want under one refresh", refresh, i, c)
			}
		}
		t.Logf("refresh %v: %d snapped, refresh now %.4g Hz", refresh, s.Snapped(), s.Refresh())
	}
}

// mixedFrame draws a frame of a 60 Hz display that misbehaves now and then:
// mostly one refresh with ±1 ms of noise on each reading, sometimes two or
// three, sometimes a hitch, a frame off the grid, or no time at all.
func mixedFrame(r *rand.Rand) time.Duration {
	refresh := time.Duration(period(60))
	noise := func() time.Duration { return time.Duration(r.Int64N(int64(4*ms+1))) - 2*ms }
	switch p := r.IntN(1000); {
	case p < 900:
		return refresh + noise()
	case p < 960:
		return time.Duration(2+r.IntN(2))*refresh + noise()
	case p < 975:
		return time.Duration(r.Int64N(int64(10 * time.Second)))
	case p < 995:
		return refresh/2 + noise()
	}
	return 0
}

// A clock reading that went backwards gives a negative frame: it returns 0,
// and the frames after it return less until the time is paid back.
func TestSnapperPaysBackABackwardsClock(t *testing.T) {
	for _, on := range []bool{false, true} {
		s := newSnapper(t, pacing.Config{Refresh: 60})
		s.SetEnabled(on)
		frames := []time.Duration{16_666_667, -5 * ms, 16_666_667, 16_666_666, 16_666_667, 16_666_667}
		var given, returned time.Duration
		for i, e := range frames {
			out := s.Snap(e)
			given, returned = given+e, returned+out
			if out < 0 {
				t.Fatalf("on %v, frame %d: Snap(%v) = %v, want ≥ 0", on, i, e, out)
			}
			if i == 1 && out != 0 {
				t.Errorf("on %v: the backwards frame returned %v, want 0", on, out)
			}
		}
		if given-returned != s.Carry() || s.Carry() != 0 {
			t.Errorf("on %v: given %v, returned %v, carry %v: want it all paid back", on, given, returned, s.Carry())
		}
	}
}

// While off, the Snapper keeps its grid: switched on mid-run, the next
// frame lands on the grid laid from the first one.
func TestSwitchingOnSnapsAtOnce(t *testing.T) {
	s := newSnapper(t, pacing.Config{Refresh: 60})
	s.SetEnabled(false)
	grid := readings(60, 1, 0, 0, 100)
	noisy := lengths(readings(60, 1, ms, 5, 100))
	var sum time.Duration
	for k, e := range noisy {
		if k == 50 {
			s.SetEnabled(true)
		}
		sum += s.Snap(e)
		if late := sum - grid[k+1]; k >= 50 && (late < 0 || late > 1) {
			t.Fatalf("frame %d, snapping since frame 51: returned %v in all, want the grid's %v", k+1, sum, grid[k+1])
		}
	}
}

func TestSnapDoesNotAllocate(t *testing.T) {
	s := newSnapper(t, pacing.Config{})
	frames := lengths(readings(144, 1, ms, 1, 1000))
	i := 0
	allocs := testing.AllocsPerRun(5000, func() {
		s.Snap(frames[i%len(frames)])
		i++
	})
	if allocs != 0 {
		t.Errorf("Snap allocates %v times a frame, want 0", allocs)
	}
}
