package fixed_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// Pause stops the ticks and freezes alpha; one tick runs one tick and
// stays paused; resuming goes on.
func TestPauseAndOneTick(t *testing.T) {
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{Policy: "tickbox"})
	advance(t, l, tick*3/2)
	alpha := l.Latest().Alpha
	l.SetPaused(true)
	if f := advance(t, l, time.Second); f.Ticks != 0 || f.Alpha != alpha || !f.Paused {
		t.Fatalf("paused: %d ticks, alpha %v (was %v), paused %v", f.Ticks, f.Alpha, alpha, f.Paused)
	}
	l.OneTick()
	l.OneTick() // twice before a frame: still one
	if f := advance(t, l, time.Second); f.Ticks != 1 || f.Tick != 2 {
		t.Fatalf("one tick: ran %d, at tick %d; want 1, at 2", f.Ticks, f.Tick)
	}
	if f := advance(t, l, time.Second); f.Ticks != 0 {
		t.Fatalf("after one tick, still paused: ran %d", f.Ticks)
	}
	l.SetPaused(false)
	if f := advance(t, l, 2*tick); f.Ticks != 2 {
		t.Fatalf("resumed: ran %d of 2", f.Ticks)
	}
}

// The time scale runs more ticks of the same step, or fewer.
func TestScale(t *testing.T) {
	l := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{Policy: "tickbox", Scale: 0.5})
	if f := advance(t, l, 4*tick); f.Ticks != 2 || f.Scale != 0.5 {
		t.Fatalf("×½: %d ticks for 4 ticks of time, scale %v", f.Ticks, f.Scale)
	}
	if err := l.SetScale(2); err != nil {
		t.Fatal(err)
	}
	if f := advance(t, l, 2*tick); f.Ticks != 4 {
		t.Fatalf("×2: %d ticks for 2 ticks of time", f.Ticks)
	}
	if err := l.SetScale(0.1); err == nil || !strings.Contains(err.Error(), "0.1") {
		t.Fatalf("SetScale(0.1) = %v, want it refused, named", err)
	}
}

// SetRate tells a game that follows the rate before the next tick, and
// refuses for one that does not.
func TestSetRate(t *testing.T) {
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{Policy: "tickbox"})
	if err := l.SetRate(120); err != nil {
		t.Fatal(err)
	}
	if f := advance(t, l, 2*tick); f.Ticks != 4 || f.Rate != 120 || !slices.Equal(g.Rates, []int{60, 120}) {
		t.Fatalf("at 120 Hz: %d ticks in two 60 Hz ticks' time, rate %d, the game told %v", f.Ticks, f.Rate, g.Rates)
	}
	if err := l.SetRate(0); err == nil {
		t.Fatal("SetRate(0) was taken")
	}
	n := newLoop[fixed.None](t, &still{}, fixed.Options{})
	if err := n.SetRate(30); err == nil || !strings.Contains(err.Error(), "SetRate") {
		t.Fatalf("SetRate on a game without one: %v", err)
	}
}

// still is a game that takes no input and does not follow the rate.
type still struct{ ticks int }

func (s *still) Step(fixed.None) { s.ticks++ }

// Policies and limits change between frames: with the limits off, a
// second's frame runs 60 ticks; with them, 5.
func TestPolicyAndLimits(t *testing.T) {
	l := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{})
	if err := l.SetPolicy("tickbox"); err != nil {
		t.Fatal(err)
	}
	if err := l.SetLimits(fixed.Unlimited, fixed.Unlimited); err != nil {
		t.Fatal(err)
	}
	if f := advance(t, l, time.Second); f.Policy != "tickbox" || f.Ticks != 60 {
		t.Fatalf("tickbox without limits: a second ran %d ticks under %s, want 60", f.Ticks, f.Policy)
	}
	if err := l.SetLimits(0, 0); err != nil {
		t.Fatal(err)
	}
	if f := advance(t, l, time.Second); f.Ticks > 8 || f.Totals.DroppedTicks == 0 {
		t.Fatalf("with the limits back: a second ran %d ticks, %d dropped in all", f.Ticks, f.Totals.DroppedTicks)
	}
	if err := l.SetPolicy("none"); err == nil || !strings.Contains(err.Error(), `"none"`) {
		t.Fatalf("SetPolicy(none) = %v", err)
	}
}

// After Close no tick runs, whatever frames come.
func TestNoTickAfterClose(t *testing.T) {
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{})
	advance(t, l, tick)
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	advance(t, l, time.Second)
	if len(g.Inputs) != 1 {
		t.Fatalf("%d ticks ran, want the one before Close", len(g.Inputs))
	}
}
