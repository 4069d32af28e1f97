package policy

import (
	"time"

	"tickbox/sim/sched"
)

// ebitengineNext is Ebitengine's newer clock, on its main branch after
// v2.8 (internal/clock/clock.go at commit 907616cf0, Clock.consumeTicks),
// with the TPS set to the tick rate. Time is integer nanoseconds, and
// unconsumedTime the real time not yet consumed by ticks; each frame adds
// the frame's time to it, then:
//
//   - caps it at max(maxCatchUpTicks·tick, minCatchUpTime) with
//     maxCatchUpTicks 5 and minCatchUpTime 5/60 s (83,333,333 ns): the rest
//     of a long frame is forgotten. The tick is 1e9/TPS ns truncated
//     (16,666,666 at 60 TPS), so at 60 TPS the cap is 83,333,333 ns, not
//     5 ticks (83,333,330);
//   - the count is unconsumed time rounded to the nearest tick: half a
//     tick (8,333,333 ns) added, then divided by the tick, none when that is
//     not positive; its ticks are taken from unconsumed time, which goes
//     negative by up to half a tick: the next frames pay it back.
//
// The clock starts when the program does (NewClock at package init), so
// the first frame is simply the time since then, as any other.
//
// Parameters: maxCatchUpTicks 5, minCatchUpTime 83,333,333 ns, the tick
// 1e9/TPS ns, half a tick 1e9/TPS/2 ns.
//
//   - Long frame: at most 83.3 ms (at 60 TPS) is caught up; the rest is cut.
//   - Slow tick: at most 5 ticks a frame; the game settles in slow motion.
//   - Timer noise: owed time rests half a tick from a boundary, so ±1 ms
//     at 60 fps and 60 Hz never changes a count. The tick, ⅔ ns short at
//     60 TPS, runs the game ahead of real time by that much a tick.
//
// UI (the ebitengine-next-ui policy): the UI layer (internal/ui/context.go
// at the same commit) runs one Update on the first frame whose count is 0,
// so that Update runs before the first Draw, and calls SinkTick: the clock
// takes a tick from unconsumed time, but never below 0. The time between
// UpdateFrame and SinkTick in the same frame is taken as 0. The tick sunk
// below 0 is game time from nothing, accepted beyond real time.
//
// Ebitengine draws the newest state; alpha here is unconsumed time over
// the exact tick, in [−½, ½): negative when the latest tick ran early.
type ebitengineNext struct {
	UI bool // run the UI layer's first update and SinkTick

	tps int // ebiten.SetTPS: 0 follows the tick rate, SyncWithFPS (-1) one update a frame

	clock        clock
	settler      settler
	unconsumed   int64 // game ns
	updateCalled bool
}

// Name returns "ebitengine-next", or "ebitengine-next-ui" with the UI.
func (e *ebitengineNext) Name() string {
	if e.UI {
		return "ebitengine-next-ui"
	}
	return "ebitengine-next"
}

// Decide runs consumeTicks on the frame, then the UI's first update.
func (e *ebitengineNext) Decide(d *sched.Decision) {
	read := e.clock.advance(d)
	if e.tps == syncWithFPS { // UpdateFrame: always 1, unconsumed time untouched
		d.Ticks = 1
		e.settler.settle(d, read, 0, gameNs(d, e.unconsumed))
		return
	}
	tick := max(int64(time.Second)/int64(tpsOf(e.tps, d.Rate)), 1)
	e.unconsumed += read
	limit := nextCatchUp(tick)
	cut := max(e.unconsumed-limit, 0)
	e.unconsumed -= cut
	count := int64(0)
	if t := e.unconsumed + tick/2; t > 0 {
		count = t / tick
		e.unconsumed -= count * tick
	}
	if e.UI && !e.updateCalled && count == 0 {
		count, e.updateCalled = 1, true
		e.unconsumed = max(e.unconsumed-tick, 0) // SinkTick
	}
	d.Ticks = count
	owed := gameNs(d, e.unconsumed)
	e.settler.settle(d, read-cut, cut, owed)
	d.OwedCut = d.Cut // its limit is on owed time, not on the frame
	d.Alpha = sched.AlphaOf(owed)
}

// nextCatchUp is the most unconsumed time the clock keeps, ns.
func nextCatchUp(tick int64) int64 {
	const maxCatchUpTicks, minCatchUpTime = 5, int64(5 * time.Second / 60)
	return max(maxCatchUpTicks*tick, minCatchUpTime)
}

// Limits: unconsumed time capped at max(5 ticks, 83,333,333 ns).
func (e *ebitengineNext) Limits(c sched.Config) sched.Limits {
	if e.tps == syncWithFPS {
		return sched.Limits{}
	}
	tick := max(int64(time.Second)/int64(tpsOf(e.tps, rateOf(c))), 1)
	return sched.Limits{Owed: time.Duration(nextCatchUp(tick))}
}

// OwedRange is the owed time the Scheduler keeps under the newer clock:
// unconsumed time, [−½, ½] tick, plus under a tick the settler keeps owed
// (see settler: what a switch from another policy left, which this clock,
// starting afresh, never sees).
func (e *ebitengineNext) OwedRange() (lo, hi int64) {
	return -sched.UnitsPerTick / 2, 3*sched.UnitsPerTick/2 + 1
}

// nextSettings: the TPS.
var nextSettings = []setting{tpsSetting(func(e *ebitengineNext) *int { return &e.tps })}

// step: the TPS, when set to a number.
func (e *ebitengineNext) Step() (hz float64, whole int, set bool) {
	return float64(e.tps), e.tps, e.tps > 0
}
