package fixed_test

import (
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// The fast mode runs ticks whatever real time says (on a virtual clock,
// which stands still while they run, MaxFastTicks of them), leaves alpha
// as it was, and runs none while paused.
func TestFast(t *testing.T) {
	l := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{Policy: "tickbox", Fast: true})
	f := advance(t, l, time.Millisecond)
	if f.Ticks != fixed.MaxFastTicks || !f.Fast || f.Alpha != 0 || f.Snapped != time.Millisecond {
		t.Fatalf("fast: %d ticks (fast %v), alpha %v, snapped %v; want %d, alpha 0", f.Ticks, f.Fast, f.Alpha, f.Snapped, fixed.MaxFastTicks)
	}
	if want := float64(fixed.MaxFastTicks) / 60; f.Accepted() != want {
		t.Fatalf("fast: accepted %v s, want %v", f.Accepted(), want)
	}
	l.SetPaused(true)
	if f := advance(t, l, time.Second); f.Ticks != 0 || f.Fast {
		t.Fatalf("fast, paused: %d ticks, fast %v", f.Ticks, f.Fast)
	}
	l.SetPaused(false)
	l.SetFast(false)
	if f := advance(t, l, 2*tick); f.Ticks != 2 || f.Fast || l.Fast() {
		t.Fatalf("fast off: %d ticks for 2 ticks of time, fast %v", f.Ticks, f.Fast)
	}
}
