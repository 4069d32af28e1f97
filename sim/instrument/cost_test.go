package instrument_test

import (
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// A tick's cost is the load after every tick, and a stall inside the
// next tick only (a stall cancelled by StartOver: see
// TestSmoothnessStopsAndStall).
func TestCost(t *testing.T) {
	const load = 5 * time.Millisecond
	l, d, clock := devLoop(t, &counter{}, fixed.Options{}, instrument.DevOptions{Load: load})
	if err := d.Stall(); err != nil {
		t.Fatal(err)
	}
	for i, stall := range []time.Duration{instrument.StallLength, 0, 0} {
		before := clock.Now()
		f, err := l.Advance(tick)
		if err != nil || f.Ticks != 1 {
			t.Fatalf("frame %d: %d ticks, %v; want 1", i, f.Ticks, err)
		}
		if got, want := clock.Now()-before, load+stall; got != want {
			t.Errorf("frame %d: its tick cost %v, want %v", i, got, want)
		}
	}
}
