package fixed_test

import (
	"strings"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// A stop at a tick ends a run on exactly that tick, whatever a frame owes;
// Never removes it.
func TestStopAt(t *testing.T) {
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{Policy: "tickbox"})
	l.StopAt(3)
	if f := advance(t, l, 5*tick); f.Ticks != 3 || f.Decided != 5 || l.Tick() != 3 {
		t.Fatalf("stop at 3: ran %d of %d decided, at tick %d", f.Ticks, f.Decided, l.Tick())
	}
	if f := advance(t, l, tick); f.Ticks != 0 {
		t.Fatalf("at the stop: ran %d", f.Ticks)
	}
	l.StopAt(fixed.Never)
	if f := advance(t, l, tick); f.Ticks != 1 || l.Tick() != 4 {
		t.Fatalf("no stop: ran %d, at tick %d", f.Ticks, l.Tick())
	}
}

// A loop set to a tick counts from it: its inputs take that tick, and a
// frame reports it.
func TestSetTick(t *testing.T) {
	var took []int64
	l := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{Policy: "tickbox"})
	l.SetInputs(fixed.InputFunc[fixedtest.Press](func(tick int64) fixedtest.Press { took = append(took, tick); return fixedtest.Press{} }))
	l.SetTick(100)
	if f := advance(t, l, 2*tick); f.Tick != 102 || len(took) != 2 || took[0] != 100 || took[1] != 101 {
		t.Fatalf("from tick 100: at %d, inputs taken for %v", f.Tick, took)
	}
}

// Starting over puts the totals and alpha at zero and removes the stop,
// and keeps the pause.
func TestStartOver(t *testing.T) {
	l := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{Policy: "tickbox"})
	l.StopAt(1)
	advance(t, l, 3*tick/2)
	l.SetPaused(true)
	if err := l.StartOver(50, 60); err != nil {
		t.Fatal(err)
	}
	if s := l.Scheduler(); s.Totals().Ticks != 0 || s.Alpha() != 0 || l.Tick() != 50 || !s.Paused() {
		t.Fatalf("started over: %d ticks in the totals, alpha %v, at tick %d, paused %v", s.Totals().Ticks, s.Alpha(), l.Tick(), s.Paused())
	}
	l.SetPaused(false)
	if f := advance(t, l, 2*tick); f.Ticks != 2 || f.Tick != 52 {
		t.Fatalf("after starting over: ran %d, at tick %d; want 2, at 52 (no stop)", f.Ticks, f.Tick)
	}
}

// Accepted is the frame's game time: its real time at the time scale,
// within the clamp.
func TestAccepted(t *testing.T) {
	l := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{Policy: "tickbox", Scale: 0.5, MaxFrame: 100 * time.Millisecond})
	if f := advance(t, l, 40*time.Millisecond); f.Accepted() != 0.02 {
		t.Fatalf("40 ms at ×½: accepted %v s, want 0.02", f.Accepted())
	}
	if f := advance(t, l, time.Second); f.Accepted() != 0.05 {
		t.Fatalf("1 s clamped to 100 ms at ×½: accepted %v s, want 0.05", f.Accepted())
	}
}

// A game that does not follow the rate cannot start over at another, and
// nothing changes.
func TestStartOverAtAnotherRateRefused(t *testing.T) {
	c := &counter{}
	m := newLoop[fixed.None](t, c, fixed.Options{})
	if err := m.StartOver(10, 30); err == nil || !strings.Contains(err.Error(), "30 Hz") || m.Tick() != 0 {
		t.Errorf("a game with no SetRate started over at 30 Hz: %v, at tick %d; want an error naming 30 Hz, and tick 0", err, m.Tick())
	}
}
