package instrument_test

import (
	"testing"
	"time"

	"tickbox/sim/capture"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// lateClock is a virtual clock whose sleeps overshoot, as real ones do.
type lateClock struct {
	fixed.VirtualClock
	late time.Duration
}

func (c *lateClock) Sleep(d time.Duration) { c.VirtualClock.Sleep(d + c.late) }

// frames runs n frames of a shaper, each doing work of real time before
// the next begins, and returns the elapsed time of each after the first.
func shaped(p *instrument.Shaper, clock interface{ Advance(time.Duration) }, work time.Duration, n int) []time.Duration {
	p.Begin()
	out := make([]time.Duration, n)
	for i := range out {
		clock.Advance(work)
		out[i] = p.Begin()
	}
	return out
}

// A cap of F fps gives the frames -frames F gives in the lab: frame i ends
// floor(i·10⁹/F) ns after the first began.
func TestShaperCap(t *testing.T) {
	steady := func(fps string) func() time.Duration {
		s, err := capture.NewSteady(fps)
		if err != nil {
			t.Fatal(err)
		}
		return func() time.Duration { return s.Next(0) }
	}
	constant := func(d time.Duration) func() time.Duration { return func() time.Duration { return d } }
	for _, tc := range []struct {
		name string
		cap  int
		work time.Duration
		want func() time.Duration // each frame's length, in turn
	}{
		{"144 fps, light frames", 144, time.Millisecond, steady("144")},
		{"60 fps, light frames", 60, 3 * time.Millisecond, steady("60")},
		{"30 fps, heavy frames", 30, 30 * time.Millisecond, steady("30")},
		{"uncapped: the work sets the pace", 0, 7 * time.Millisecond, constant(7 * time.Millisecond)},
		{"frames longer than the cap are not stretched", 60, 20 * time.Millisecond, constant(20 * time.Millisecond)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			clock := &fixed.VirtualClock{}
			p := instrument.NewShaper(clock, 1)
			p.SetFPSCap(tc.cap)
			for i, got := range shaped(p, clock, tc.work, 200) {
				if want := tc.want(); got != want {
					t.Fatalf("frame %d lasted %v, want %v", i, got, want)
				}
			}
		})
	}
}

// A sleep that overshoots by 0.2 ms a frame must not slow a 144 fps cap
// down: the deadlines keep to their schedule, so over a second of frames
// the total is a second plus one overshoot, not 144 of them (and exactly
// a second: 144 frames of floor(i·10⁹/144) ns).
func TestShaperCapKeepsScheduleDespiteLateWakeups(t *testing.T) {
	clock := &lateClock{late: 200 * time.Microsecond}
	p := instrument.NewShaper(clock, 1)
	p.SetFPSCap(144)
	var total time.Duration
	for _, d := range shaped(p, clock, time.Millisecond, 144) {
		total += d
	}
	if want := time.Second; total < want || total > want+clock.late {
		t.Fatalf("144 frames took %v, want %v to %v", total, want, want+clock.late)
	}
}

func TestShaperHitchLastsOneFrame(t *testing.T) {
	clock := &fixed.VirtualClock{}
	p := instrument.NewShaper(clock, 1)
	p.SetFPSCap(60)
	p.Begin()
	// A frame whose work overran the cap by less than a frame: the
	// schedule keeps its deadline, 3.3 ms before this frame began. The
	// hitch must still last 250 ms from when this frame began.
	clock.Advance(20 * time.Millisecond)
	p.Begin()
	p.Hitch(250 * time.Millisecond)
	got := []time.Duration{p.Begin(), p.Begin(), p.Begin()}
	// The 60 fps frames go on where they were: the one before the hitch was
	// frame 1 (16666666 ns), these are frames 2 and 3 (16666667 ns each).
	want := []time.Duration{250 * time.Millisecond, 16666667, 16666667}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("frames after a hitch lasted %v, want %v", got, want)
		}
	}
}

func TestJitterRangeAndSeed(t *testing.T) {
	run := func(seed uint64) []time.Duration {
		clock := &fixed.VirtualClock{}
		p := instrument.NewShaper(clock, seed)
		p.SetFPSCap(144) // jitter replaces the cap
		p.SetJitter(true)
		return shaped(p, clock, 2*time.Millisecond, 500)
	}
	a, b, c := run(7), run(7), run(8)
	var lo, hi time.Duration = time.Hour, 0
	differ := false
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("frame %d: seed 7 gave %v then %v; a seed must give one sequence", i, a[i], b[i])
		}
		lo, hi = min(lo, a[i]), max(hi, a[i])
		differ = differ || a[i] != c[i]
	}
	// The window's jitter is the lab's: the same seed, the same frames.
	lab := instrument.NewJitter(7)
	for i := range a {
		if want := lab.Next(0); a[i] != want {
			t.Fatalf("frame %d: the shaper's jitter gave %v, the pattern %v for the same seed", i, a[i], want)
		}
	}
	// 500 uniform draws cover most of the 36 ms range.
	if hi-lo < 30*time.Millisecond {
		t.Fatalf("jittery frames spanned only %v to %v", lo, hi)
	}
	if !differ {
		t.Fatal("seeds 7 and 8 gave the same frames")
	}
}

func TestVirtualClockNeverGoesBack(t *testing.T) {
	var c fixed.VirtualClock
	c.Advance(5)
	c.Sleep(-3)
	c.Advance(-9)
	if c.Now() != 5 {
		t.Fatalf("Now() = %v after +5, -3, -9; want 5ns", c.Now())
	}
}
