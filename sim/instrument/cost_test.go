package instrument_test

import (
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// A tick's cost is the load after every tick, and a stall inside the
// next tick only; a stall cancelled costs nothing.
func TestCost(t *testing.T) {
	var clock fixed.VirtualClock
	c := instrument.Cost{Load: 5 * time.Millisecond}
	spend := func() time.Duration {
		before := clock.Now()
		c.Spend(&clock)
		return clock.Now() - before
	}
	c.Stall()
	if !c.Stalling() {
		t.Fatal("Stall: not stalling")
	}
	for i, want := range []time.Duration{5*time.Millisecond + instrument.StallLength, 5 * time.Millisecond} {
		if got := spend(); got != want {
			t.Errorf("tick %d cost %v, want %v", i, got, want)
		}
	}
	c.Stall()
	c.Cancel()
	if got := spend(); got != 5*time.Millisecond || c.Stalling() {
		t.Errorf("a cancelled stall: the tick cost %v (stalling %v), want the load alone", got, c.Stalling())
	}
}
