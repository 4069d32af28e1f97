package fixed_test

import (
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// Run runs the frame Advance would, and Latest holds the rest of it.
func TestRun(t *testing.T) {
	a := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{Policy: "tickbox"})
	b := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{Policy: "tickbox"})
	for _, d := range []time.Duration{tick / 2, 3 * tick, 40 * time.Millisecond} {
		want := advance(t, a, d)
		ticks, err := b.Run(d)
		if got := b.Latest(); err != nil || ticks != want.Ticks || got != want {
			t.Fatalf("a frame of %v: Run gave %d ticks, %v, and Latest %+v; Advance %+v", d, ticks, err, got, want)
		}
	}
}

// Latest, after StartOver, still has the game time Run's frame accepted,
// although the totals it is worked out from went back to zero.
func TestRunThenStartOver(t *testing.T) {
	l := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{Policy: "tickbox"})
	if _, err := l.Run(40 * time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if err := l.StartOver(0, 60); err != nil {
		t.Fatal(err)
	}
	if f := l.Latest(); f.Accepted() != 0.04 {
		t.Fatalf("Run's frame of 40 ms, then StartOver: Latest accepted %v s, want 0.04", f.Accepted())
	}
}
