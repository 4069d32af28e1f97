package policy_test

import (
	"fmt"
	"testing"
	"time"

	"tickbox/sim/sched"
)

// frameOf returns the length of a frame at fps (rounded up to the ns).
func frameOf(fps float64) time.Duration {
	return time.Duration(float64(time.Second)/fps + 0.999)
}

// The criteria for the recommended policy (issue 12, "A policy to
// recommend"), on jittered timelines of our own: noise on each clock
// reading (the display's frames are even, the readings are not) and noise
// in each frame's length (a random walk in time).
func TestSteadyKeepsTheExpectedCount(t *testing.T) {
	for _, c := range []struct {
		hz, fps int
		noise   time.Duration
	}{
		{60, 60, 2 * time.Millisecond}, {60, 30, 2 * time.Millisecond},
		{60, 20, 2 * time.Millisecond}, {60, 15, 2 * time.Millisecond},
		{300, 60, 200 * time.Microsecond}, {300, 30, 200 * time.Microsecond},
	} {
		want := c.hz / c.fps
		for _, model := range []string{"reading", "length"} {
			name := fmt.Sprintf("%d Hz at %d fps ±%v in the %s", c.hz, c.fps, c.noise, model)
			for seed := uint64(1); seed <= 3; seed++ {
				frames := display(int64(c.fps), 1, c.noise/2, 20000, seed) // each reading ±half: frames ±noise
				if model == "length" {
					frames = wobble(frameOf(float64(c.fps)), c.noise, 20000, seed)
				}
				fs := play(t, newScheduler(t, "tickbox-steady", c.hz), frames)
				off := 0
				for i, f := range fs {
					switch d := f.Ticks - want; {
					case d == 1 || d == -1:
						off++
					case d != 0:
						t.Fatalf("%s, seed %d: frame %d ran %d ticks, want %d, never off by two", name, seed, i+1, f.Ticks, want)
					}
				}
				if off*20 > len(fs) {
					t.Errorf("%s, seed %d: %d of %d frames off by one, more than 5 %%", name, seed, off, len(fs))
				}
			}
		}
	}
}

// Over 10 minutes game time stays within 2 ticks of real time.
func TestSteadyNeverDrifts(t *testing.T) {
	for _, fps := range []float64{59.94, 61, 75, 100} {
		mean := frameOf(fps)
		frames := wobble(mean, 2*time.Millisecond, int(600*fps), 5)
		s := newScheduler(t, "tickbox-steady", 60)
		var real time.Duration
		var ticks, worst int64
		for i, e := range frames {
			f, err := s.Advance(e)
			if err != nil || s.Check() != nil {
				t.Fatalf("%v fps frame %d: %v %v", fps, i, err, s.Check())
			}
			real += e
			ticks += int64(f.Ticks)
			// Drift in 1/1e9 ticks: real·60 − ticks·1e9.
			drift := int64(real)*60 - ticks*int64(time.Second)
			worst = max(worst, drift, -drift)
		}
		if worst > 2*int64(time.Second) {
			t.Errorf("%v fps: game time drifted %.3f ticks from real time", fps, float64(worst)/1e9)
		}
	}
}

// After a 10 s gap: at most 5 ticks, then exactly one a frame at 60 fps.
func TestSteadyAfterAGap(t *testing.T) {
	for _, noise := range []time.Duration{0, time.Millisecond} {
		frames := append(display(60, 1, noise, 100, 3), 10*time.Second)
		frames = append(frames, display(60, 1, noise, 600, 4)...)
		fs := play(t, newScheduler(t, "tickbox-steady", 60), frames)
		if got := fs[100].Ticks; got > 5 {
			t.Errorf("±%v: the 10 s frame ran %d ticks, want at most 5", noise, got)
		}
		for i, f := range fs[101:] {
			if f.Ticks != 1 {
				t.Fatalf("±%v: frame %d after the gap ran %d ticks, want 1", noise, i+1, f.Ticks)
			}
		}
	}
}

// At 1 to 1000 fps the tick rate stays within 5 % of 60 Hz, or of the 5
// ticks a frame the cap allows.
func TestSteadyKeepsTheRate(t *testing.T) {
	for _, fps := range []float64{1, 5, 11, 12, 24, 30, 59.94, 60, 90, 144, 240, 500, 1000} {
		frames := wobble(frameOf(fps), time.Duration(float64(frameOf(fps))/20), int(60*fps)+1, 9)
		s := newScheduler(t, "tickbox-steady", 60)
		var real time.Duration
		for _, f := range play(t, s, frames) {
			real += f.Elapsed
		}
		rate := float64(s.Totals().Ticks) / real.Seconds()
		want := min(60, 5*fps)
		if rate < want*0.95 || rate > want*1.05 {
			t.Errorf("%v fps: %.2f ticks a second, want %.2f ± 5 %%", fps, rate, want)
		}
	}
}

// The mean frame length is trusted once it has held for 16 frames: until
// then alpha is real owed time over a tick, from then on the smooth
// clock's, which on a display whose readings swing ±1 ms is never where
// real time is. The first frame sets the mean; frame k has held it k − 1
// frames, so frames 1 to 16 draw at real owed time, 17 on do not.
func TestSteadyTrustsTheMeanAfter16Frames(t *testing.T) {
	s := newScheduler(t, "tickbox-steady", 60)
	for i, e := range seesaw(60, 40) {
		f := advanceChecked(t, s, e)
		real := f.Alpha == float64(owed(s))/sched.UnitsPerTick
		if real != (i+1 <= 16) {
			t.Errorf("frame %d: alpha %v, real owed time %v over a tick: drawn at real time %v, want %v",
				i+1, f.Alpha, float64(owed(s))/sched.UnitsPerTick, real, i+1 <= 16)
		}
	}
}
