package pacing_test

import (
	"fmt"
	"time"

	"tickbox/sim/pacing"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// Frames of a 60 Hz display, measured by a clock that is up to a
// millisecond off at each reading: raw, they run 1, 0, 2, 1 ticks; snapped
// to the refresh, exactly one each, and the time the noise moved between
// frames is carried, not lost.
func ExampleSnapper() {
	raw, _ := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	snapped, _ := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	snap, _ := pacing.New(pacing.Config{Refresh: 60})
	snap.SetEnabled(true)
	for _, measured := range []time.Duration{17_100_000, 15_900_000, 17_400_000, 16_266_668} {
		f, _ := raw.Advance(measured)
		e := snap.Snap(measured)
		g, _ := snapped.Advance(e)
		fmt.Printf("measured %v: raw %d tick(s); snapped to %v, %d tick(s), carry %v\n",
			measured, f.Ticks, e, g.Ticks, snap.Carry())
	}
	// Output:
	// measured 17.1ms: raw 1 tick(s); snapped to 16.666667ms, 1 tick(s), carry 433.333µs
	// measured 15.9ms: raw 0 tick(s); snapped to 16.666667ms, 1 tick(s), carry -333.334µs
	// measured 17.4ms: raw 2 tick(s); snapped to 16.666666ms, 1 tick(s), carry 400µs
	// measured 16.266668ms: raw 1 tick(s); snapped to 16.666667ms, 1 tick(s), carry 1ns
}
