package policy

import (
	"time"

	"tickbox/sim/sched"
)

// BevyMaxDelta is Time<Virtual>'s default max_delta.
const BevyMaxDelta = 250 * time.Millisecond

// Bevy is Bevy's fixed timestep (bevy_time: crates/bevy_time/src/virt.rs
// and fixed.rs). Time<Virtual> advances by the real frame delta, clamped
// to max_delta (250 ms by default) and then scaled by relative_speed;
// Time<Fixed> adds that to its overstep and, in run_fixed_main_schedule,
// runs FixedMain while a whole timestep is owed ("expend"), with no limit
// on the count. overstep_fraction() = overstep / timestep is the alpha a
// game interpolates with.
//
// Parameters: max_delta 250 ms. No tick cap.
//
//   - Long frame: clamped to 250 ms of virtual time; Bevy logs nothing and
//     the rest is lost (Time<Virtual> falls behind Time<Real>).
//   - Slow tick: every owed step runs; the spiral is held only by the
//     clamp, as in the textbook loop.
//   - Timer noise: the overstep sits near a step boundary and frames flip
//     between 0 and 2 steps.
//
// On this exact clock Bevy decides as the textbook loop does; Bevy's own
// timestep is a whole number of nanoseconds (from_hz rounds 1/60 s), which
// drifts from the exact step by under a nanosecond per tick, not modelled.
type Bevy struct{}

// Name returns "bevy".
func (*Bevy) Name() string { return "bevy" }

// OwedRange is [0, one tick): every whole step owed runs.
func (*Bevy) OwedRange() (lo, hi int64) { return wholeTicks() }

// Decide clamps the frame to max_delta and expends every whole step.
func (*Bevy) Decide(d *sched.Decision) {
	clamp(d, BevyMaxDelta)
	runWhole(d, noCap)
}
