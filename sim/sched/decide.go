package sched

import (
	"math"
	"time"
)

// The arithmetic every policy's Decide shares: the recommended one here,
// the engines' in package policy.

// noCap is the tick cap of a policy without one.
const noCap = math.MaxInt64

// Clamp accepts at most max of the frame's real time (0 = no clamp) and
// cuts the rest.
func (d *Decision) Clamp(max time.Duration) {
	d.Accepted = d.Elapsed
	if max > 0 && d.Elapsed > max {
		d.Accepted, d.Cut = max, d.Elapsed-max
	}
}

// OwedAfter is the time owed once the accepted time is added, in units.
func (d *Decision) OwedAfter() int64 { return d.Owed + int64(d.Accepted)*d.UnitsPerNs }

// capOwed limits owed time to limit units by accepting only the real time
// that fits (rounded down to the ns) and cutting the rest, as owed loss:
// the owed limit cut it, not the clamp.
func (d *Decision) capOwed(limit int64) {
	if d.OwedAfter() <= limit {
		return
	}
	fits := time.Duration(max(limit-d.Owed, 0) / d.UnitsPerNs)
	d.Cut += d.Accepted - fits
	d.OwedCut += d.Accepted - fits
	d.Accepted = fits
}

// FloorTicks returns the whole ticks in units, rounded down also when
// units is negative.
func FloorTicks(units int64) int64 {
	// Unsigned division by the constant is a multiply and a shift, the
	// shortest on the chain from one frame's owed time to the next; and
	// the function is small enough to be inlined into a policy's Decide.
	if units >= 0 {
		return int64(uint64(units) / UnitsPerTick)
	}
	return (units+1)/UnitsPerTick - 1
}

// AlphaOf is owed time in units as a fraction of a tick.
func AlphaOf(owed int64) float64 { return float64(owed) / UnitsPerTick }
