package policy

import "tickbox/sim/sched"

// Ebitengine is the clock of Ebitengine v2.8.8, the version Tickbox builds
// with (internal/clock/clock.go, calcCountFromTPS, in the module cache),
// with a fixed TPS. It keeps lastSystemTime, the game time, and each frame
// looks at diff = now − lastSystemTime, the time owed:
//
//   - if diff is more than max(5 ticks, 5/60 s), the previous time is "too
//     old": the game time is set to now, dropping the whole backlog,
//     fraction and all;
//   - otherwise count = floor(diff / tick);
//   - a count of 0 becomes 1 when diff is over half a tick, to stop
//     0, 2, 0, 2 at FPS = TPS. (A second fix, 2 → 1 when diff is under 1½
//     ticks, cannot fire as written: a count of 2 means diff ≥ 2 ticks.)
//   - the game time advances by count ticks, or jumps to now.
//
// Parameters: the 5-tick / 5/60 s resync threshold, the half-tick fix.
//
//   - Long frame: anything over 5 ticks owed runs one tick (the 0 → 1 fix
//     applies after the resync) and drops the rest, fraction included.
//   - Slow tick: at most 5 ticks a frame; more owed resyncs to one tick, so
//     a game that cannot keep up runs one tick a frame in slow motion.
//   - Timer noise: the half-tick fix runs a tick early, leaving owed time
//     negative (down to −½ tick), which steadies 60 fps at 60 Hz.
//
// Ebitengine draws the newest state; alpha here is owed time over a tick,
// negative after an early tick. A TPS change also resyncs; not modelled.
// Ebitengine's tick is 1e9/TPS ns rounded down, 2/3 ns short at 60 Hz.
type Ebitengine struct{}

// Name returns "ebitengine".
func (*Ebitengine) Name() string { return "ebitengine" }

// OwedRange is [−½ tick, one tick): the half-tick fix runs a tick early,
// down to half a tick before it is due.
func (*Ebitengine) OwedRange() (lo, hi int64) { return -sched.UnitsPerTick / 2, sched.UnitsPerTick }

// Decide applies calcCountFromTPS to the time owed.
func (*Ebitengine) Decide(d *sched.Decision) {
	d.Accepted = d.Elapsed
	diff := owedAfter(d)
	limit := max(5*sched.UnitsPerTick, sixtieths(5, d.Rate))
	sync := diff > limit
	count := int64(0)
	if !sync {
		count = max(floorTicks(diff), 0) // "if diff < 0, return 0"
	}
	if count == 0 && diff > sched.UnitsPerTick/2 {
		count = 1
	}
	d.Ticks = count
	if sync {
		resync(d, count)
	}
	d.Alpha = alpha(owedAfter(d) - d.Ticks*sched.UnitsPerTick)
}

// resync sets the game time to now after running count ticks: it accepts
// only the real time those ticks need (to the ns above) and cuts the rest.
func resync(d *sched.Decision, count int64) {
	need := max(count*sched.UnitsPerTick-d.Owed, 0)
	fits := min((need+d.UnitsPerNs-1)/d.UnitsPerNs, int64(d.Elapsed))
	d.Cut = d.Elapsed - timeOf(fits)
	d.Accepted = timeOf(fits)
}
