package pacing_test

import (
	"math"
	"strings"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/pacing"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// newSched returns a scheduler with the default settings after a few
// ordinary frames, so that hostile input meets one with owed time.
func newSched(t *testing.T) *sched.Scheduler {
	t.Helper()
	s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	if err != nil {
		t.Fatal(err)
	}
	for range 7 {
		if _, err := s.Advance(13 * ms); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// A 24-hour frame is accepted and clamped: the clamp's cut is reported as
// clamp loss, the cap drops the rest in whole ticks, and the accounting
// holds. With no clamp and no cap it runs all its ticks, exactly.
func TestDayLongFrameIsClamped(t *testing.T) {
	s := newSched(t)
	before := s.Totals()
	f, err := s.Advance(24 * time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	want := sched.Frame{Elapsed: 24 * time.Hour, Clamped: true, ClampLoss: 24*time.Hour - sched.DefaultMaxFrame,
		Ticks: 5, Capped: true, DroppedTicks: 10, Dropped: 166_666_667,
		// 7 frames of 13 ms, then the clamp's 250 ms: 15.46 ticks owed, 15 leave.
		Alpha: 0.46}
	if f != want || s.Check() != nil || s.Totals().ClampLoss-before.ClampLoss != want.ClampLoss {
		t.Errorf("24 h frame: %+v, check %v; want %+v", f, s.Check(), want)
	}
	free, err := sched.New(sched.Config{Rate: 60}, &policy.Tickbox{})
	if err != nil {
		t.Fatal(err)
	}
	if f, err := free.Advance(24 * time.Hour); err != nil || f.Ticks != 24*60*60*60 || free.Check() != nil {
		t.Errorf("24 h frame without limits: %+v, %v; want all %d ticks", f, err, 24*60*60*60)
	}
	snap := newSnapper(t, pacing.Config{Refresh: 60})
	if got := snap.Snap(24 * time.Hour); got != 24*time.Hour {
		t.Errorf("Snap(24h) = %v, want it passed as given", got)
	}
}

// A zero or negative tick rate is an error, naming it, wherever a rate is
// set; 0 in sched.Config means the default rate, as documented.
func TestBadTickRatesAreRefused(t *testing.T) {
	for _, hz := range []int{0, -1, -60, math.MinInt} {
		if _, err := sched.New(sched.Config{Rate: hz}, &policy.Tickbox{}); hz != 0 && (err == nil || !strings.Contains(err.Error(), "tick rate")) {
			t.Errorf("sched.New(Rate %d, &policy.Tickbox{}): error %v, want one naming the rate", hz, err)
		}
		s := newSched(t)
		if err := s.SetRate(hz); err == nil || s.Rate() != 60 {
			t.Errorf("SetRate(%d): error %v, rate now %d: want an error and 60 kept", hz, err, s.Rate())
		}
		c := bounce.DefaultConfig()
		c.Rate = hz
		if _, err := bounce.New(c); err == nil || !strings.Contains(err.Error(), "tick rate") {
			t.Errorf("bounce.New(Rate %d): error %v, want one naming the rate", hz, err)
		}
		w, err := bounce.New(bounce.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if err := w.SetRate(hz); err == nil || w.Config.Rate != 60 {
			t.Errorf("World.SetRate(%d): error %v, rate now %d: want an error and 60 kept", hz, err, w.Config.Rate)
		}
	}
	if s, err := sched.New(sched.Config{}, &policy.Tickbox{}); err != nil || s.Rate() != sched.DefaultRate {
		t.Errorf("sched.New(Rate 0, &policy.Tickbox{}) = rate %v, %v; want the default %d", s.Rate(), err, sched.DefaultRate)
	}
}

// A clock that goes backwards, through the whole loop: the Snapper turns the
// negative frame into 0 and pays it back, so the scheduler never sees a bad
// frame, and the game time accepted is exactly the clock's span.
func TestBackwardsClockThroughTheLoop(t *testing.T) {
	readings := []time.Duration{0, 16_666_667, 10 * ms, 33_333_334, 50 * ms, 66_666_667, 83_333_334}
	for _, on := range []bool{false, true} {
		s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
		if err != nil {
			t.Fatal(err)
		}
		snap := newSnapper(t, pacing.Config{Refresh: 60})
		snap.SetEnabled(on)
		for i := 1; i < len(readings); i++ {
			if _, err := s.Advance(snap.Snap(readings[i] - readings[i-1])); err != nil {
				t.Fatalf("snap %v, reading %d: %v", on, i, err)
			}
		}
		tot := s.Totals()
		accepted := time.Duration(tot.AcceptedTicks)*s.Step() + time.Duration(float64(tot.AcceptedUnits)/sched.UnitsPerTick*float64(s.Step()))
		span := readings[len(readings)-1] - readings[0]
		if d := accepted - span + snap.Carry(); d < -time.Microsecond || d > time.Microsecond || s.Check() != nil {
			t.Errorf("snap %v: accepted %v of game time for a clock span of %v, carry %v", on, accepted, span, snap.Carry())
		}
	}
}

// Frames at the very ends of time.Duration neither panic nor wrap: the
// carry saturates, and results stay ≥ 0.
func TestSnapperSurvivesExtremeFrames(t *testing.T) {
	for _, on := range []bool{false, true} {
		s := newSnapper(t, pacing.Config{Refresh: 144})
		s.SetEnabled(on)
		for _, e := range []time.Duration{math.MaxInt64, math.MaxInt64, math.MinInt64, math.MinInt64, math.MinInt64, 16 * ms, math.MaxInt64} {
			if got := s.Snap(e); got < 0 {
				t.Errorf("on %v: Snap(%v) = %v, want ≥ 0", on, e, got)
			}
		}
	}
}
