package policy

import (
	"math"
	"math/bits"
	"time"

	"tickbox/sim/sched"
)

// BevyMaxDelta is Time<Virtual>'s default max_delta.
const BevyMaxDelta = 250 * time.Millisecond

// Bevy is Bevy's fixed timestep (crates/bevy_time: real.rs, virt.rs,
// fixed.rs and run_fixed_main_schedule in fixed.rs), with the step set the
// way a Bevy game sets it, Time::<Fixed>::from_hz(rate). Time is
// core::time::Duration, whole nanoseconds:
//
//   - Time<Real> measures each update from the previous one (Instant); the
//     first update has no previous one, so its delta is zero: the time
//     since start-up is thrown away and the first frame runs no tick;
//   - Time<Virtual> takes the real delta, clamped to max_delta (250 ms),
//     the rest skipped;
//   - Time<Fixed> adds it to its overstep, then runs FixedMain while a
//     whole timestep can be taken from the overstep (checked_sub: an
//     overstep of exactly a step runs it, a nanosecond less does not),
//     with no limit on the count;
//   - from_hz(hz) is Duration::from_secs_f64(1.0 / hz): the double's exact
//     value rounded to the nearest nanosecond, ties to even. At 60 Hz that
//     is 16,666,667 ns, a third of a nanosecond longer than the exact step,
//     so the game runs 20 ppb slower than real time, and a frame that ends
//     exactly on a tick boundary of real time runs that tick a frame later.
//
// A game that sets no timestep runs at Time<Fixed>'s default, 15,625 µs
// (64 Hz): that is -rate 64 here, where from_hz(64) gives the same
// Duration exactly.
//
// Parameters: max_delta 250 ms, the timestep from_hz(rate). No tick cap.
//
//   - Long frame: counts as 250 ms (15 ticks at 60 Hz, all at once).
//   - Slow tick: every owed step runs; the spiral is held only by the
//     clamp, as in the textbook loop.
//   - Timer noise: the overstep sits near a step boundary and frames flip
//     between 0 and 2 steps.
//
// Alpha is overstep_fraction(), as a game interpolates with it: the
// overstep over the timestep, each as f32 seconds.
type Bevy struct {
	clock    clock
	settler  settler
	started  bool  // Time<Real> has its first update
	overstep int64 // ns
	hz       int   // the rate timestep was made for
	timestep int64 // ns
}

// Name returns "bevy".
func (*Bevy) Name() string { return "bevy" }

// Decide updates Time<Real> and Time<Virtual>, then runs the fixed main
// schedule.
func (b *Bevy) Decide(d *sched.Decision) {
	read := b.clock.advance(d)
	delta := read
	if !b.started { // the first update: no previous instant
		b.started, delta = true, 0
	}
	delta = min(delta, int64(BevyMaxDelta))
	if b.hz != d.Rate { // from_hz, once for each rate the game sets
		b.hz, b.timestep = d.Rate, bevyTimestep(d.Rate)
	}
	timestep := b.timestep
	b.overstep += delta
	for b.overstep >= timestep {
		b.overstep -= timestep
		d.Ticks++
	}
	b.settler.settle(d, delta, read-delta, gameNs(d, b.overstep))
	d.Alpha = float64(float32(secondsF32(b.overstep) / secondsF32(timestep)))
}

// bevyTimestep is Time::<Fixed>::from_hz(hz)'s timestep, ns.
func bevyTimestep(hz int) int64 { return fromSecsF64(1.0 / float64(hz)) }

// fromSecsF64 is Duration::from_secs_f64 for 0 < secs ≤ 1 as whole ns: the
// double's exact value times 1e9, rounded to the nearest, ties to even.
func fromSecsF64(secs float64) int64 {
	frac, exp := math.Frexp(secs) // secs = frac·2^exp, frac in [½, 1)
	mant := uint64(frac * (1 << 53))
	// secs·1e9 = mant·1e9 / 2^(53−exp), exactly, in 128 bits.
	hi, lo := bits.Mul64(mant, uint64(time.Second))
	shift := uint(53 - exp)
	ns := lo>>shift | hi<<(64-shift)
	rem := lo & (1<<shift - 1)
	half := uint64(1) << (shift - 1)
	if rem > half || (rem == half && ns&1 == 1) {
		ns++
	}
	return int64(ns)
}

// secondsF32 is Duration::as_secs_f32: whole seconds plus nanoseconds over
// 1e9, each as f32.
func secondsF32(ns int64) float32 {
	return float32(ns/int64(time.Second)) + float32(ns%int64(time.Second))/1e9
}

// Limits: Time<Virtual>'s max_delta.
func (*Bevy) Limits(sched.Config) Limits { return Limits{Clamp: BevyMaxDelta} }

// OwedRange is the owed time the Scheduler keeps under Bevy: the overstep,
// under one timestep, and under a tick its longer step lost.
func (*Bevy) OwedRange() (lo, hi int64) { return 0, 2*sched.UnitsPerTick + sched.UnitsPerTick/1000 + 1 }
