package policy

import "tickbox/sim/sched"

// EbitengineNext is Ebitengine's newer clock, on its main branch after
// v2.8 (internal/clock/clock.go: Clock.consumeTicks). Time is integer
// nanoseconds passed in, kept as unconsumedTime:
//
//   - unconsumed time is capped at max(maxCatchUpTicks·tick, 5/60 s),
//     maxCatchUpTicks = 5: the rest of a long frame is forgotten;
//   - the tick count is unconsumed time rounded to the nearest tick (half
//     a tick added, then divided down), so a frame that ends a little
//     before its tick is due runs it anyway;
//   - the count's ticks are taken from unconsumed time, which goes
//     negative by up to half a tick after rounding up: nothing is lost,
//     the next frames pay it back.
//
// Parameters: maxCatchUpTicks 5, minCatchUpTime 5/60 s.
//
//   - Long frame: catches up at most 5 ticks (or 5/60 s at high rates);
//     the rest is cut.
//   - Slow tick: at most 5 ticks a frame; the game settles in slow motion.
//   - Timer noise: owed time rests half a tick from a boundary, so ±1 ms
//     at 60 fps and 60 Hz never changes a count.
//
// Ebitengine draws the newest state; alpha here is owed time over a tick,
// in [−½, ½): negative when the latest tick ran early.
type EbitengineNext struct{}

// Name returns "ebitengine-next".
func (*EbitengineNext) Name() string { return "ebitengine-next" }

// OwedRange is [−½ tick, ½ tick): owed time rounded to the nearest tick.
func (*EbitengineNext) OwedRange() (lo, hi int64) {
	return -sched.UnitsPerTick / 2, sched.UnitsPerTick / 2
}

// Decide caps unconsumed time and rounds it to the nearest tick.
func (*EbitengineNext) Decide(d *sched.Decision) {
	d.Accepted = d.Elapsed
	capUnits(d, max(5*sched.UnitsPerTick, sixtieths(5, d.Rate)))
	roundNearest(d)
}

// roundNearest runs owed time rounded to the nearest tick (halves up),
// none while that is not positive, and sets alpha to what is left.
func roundNearest(d *sched.Decision) {
	owed := owedAfter(d)
	d.Ticks = max(floorTicks(owed+sched.UnitsPerTick/2), 0)
	d.Alpha = alpha(owed - d.Ticks*sched.UnitsPerTick)
}
