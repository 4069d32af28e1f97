package sched

import (
	"math"
	"time"
)

// Totals are running sums over every frame since [New]. Counts are int64:
// they would wrap only after 2^63 ticks, 292 million years at 1000 Hz.
type Totals struct {
	Frames       int64 // calls to Advance or AdvanceTicks that succeeded
	Ticks        int64 // ticks run
	DroppedTicks int64 // whole ticks dropped by the cap
	NotRun       int64 // ticks decided that a stop kept from running (Scheduler.NotRun): not owed again
	Clamps       int64 // frames clamped to MaxFrame (or by the policy's own clamp); not those only an owed limit cut
	Caps         int64 // frames stopped by the tick cap

	// Dropped is the game time of all dropped ticks, each at the step of the
	// tick rate at the time, rounded to the nearest ns for display. It and
	// ClampLoss saturate at math.MaxInt64 (292 years) instead of wrapping;
	// Check reports a total that has.
	Dropped time.Duration
	// ClampLoss is the total real time cut: by the clamp, or, OwedLoss of
	// it, by the policy's limit on owed time. Unplayed tells them apart.
	ClampLoss time.Duration
	// OwedLoss is the part of ClampLoss that the policy's limit on owed
	// time cut (tickbox-steady's owed limit, an engine's catch-up limit).
	OwedLoss time.Duration

	// AcceptedTicks + AcceptedUnits/UnitsPerTick is the total game time
	// accepted, in ticks, kept normalised (AcceptedUnits < UnitsPerTick) so
	// it never overflows.
	AcceptedTicks int64
	AcceptedUnits int64
}

// Accepted returns the game time the latest frame accepted, in units
// (UnitsPerTick a tick): its real time with the time scale and the
// clamp applied, or its ticks (AdvanceTicks, a tick asked for while
// paused); 0 for a frame refused, and after New and Reset. Totals sum it
// (AcceptedTicks and AcceptedUnits).
func (s *Scheduler) Accepted() int64 { return s.accepted }

// droppedTime sums the game time of dropped ticks exactly, although a tick
// is rarely a whole number of nanoseconds: the sum is ns plus rem/rate of a
// nanosecond, at the current tick rate.
type droppedTime struct {
	ns  int64 // whole nanoseconds
	rem int64 // numerator of the fraction of a nanosecond, in [0, rate)
}

// add adds n ticks at rate hz. n·1e9 must fit in an int64 (n < 9.2e9).
func (d *droppedTime) add(n int64, hz int) {
	r := int64(hz)
	num := n*nsPerSecond + d.rem
	d.ns = addSaturated(d.ns, num/r)
	d.rem = num % r
}

// rescale re-expresses the fraction of a nanosecond over a new rate. This is
// the one place the sum is rounded: by at most half of 1/to ns per change.
func (d *droppedTime) rescale(from, to int) {
	f, t := int64(from), int64(to)
	d.rem = (d.rem*t + f/2) / f
	if d.rem >= t {
		d.ns++
		d.rem -= t
	}
}

// rounded returns the sum rounded to the nearest nanosecond at rate hz.
func (d droppedTime) rounded(hz int) time.Duration {
	if 2*d.rem >= int64(hz) && d.ns < math.MaxInt64 {
		return time.Duration(d.ns + 1)
	}
	return time.Duration(d.ns)
}
