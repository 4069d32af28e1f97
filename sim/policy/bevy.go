package policy

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"time"

	"tickbox/sim/sched"
)

// bevyMaxDelta is Time<Virtual>'s default max_delta.
const bevyMaxDelta = 250 * time.Millisecond

// bevy is Bevy's fixed timestep (crates/bevy_time: real.rs, virt.rs,
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
type bevy struct {
	// The settings (see bevySettings); the zero value is Bevy's default.
	maxDelta time.Duration // Time<Virtual>::set_max_delta; 0 is 250 ms
	speed    float64       // set_relative_speed_f64, if speedSet
	speedSet bool
	given    int64   // Time<Fixed>'s timestep, ns, if set; 0 is from_hz(rate)
	fromHz   float64 // from_hz as given, if it set step

	clock    clock
	settler  settler
	started  bool  // Time<Real> has its first update
	overstep int64 // ns
	hz       int   // the rate timestep was made for
	timestep int64 // ns
}

// Name returns "bevy".
func (*bevy) Name() string { return "bevy" }

// Decide updates Time<Real> and Time<Virtual>, then runs the fixed main
// schedule.
func (b *bevy) Decide(d *sched.Decision) {
	read := b.clock.advance(d)
	delta := read
	if !b.started { // the first update: no previous instant
		b.started, delta = true, 0
	}
	if b.speedSet && b.speed != 1.0 { // virt.rs advance_with_raw_delta: scaled, then clamped
		delta = mulF64(delta, b.speed)
	}
	delta = min(delta, int64(b.maxDeltaInForce()))
	timestep := b.timestep
	if b.given > 0 {
		timestep = b.given
	} else if b.hz != d.Rate { // from_hz, once for each rate the game sets
		b.hz, b.timestep = d.Rate, bevyTimestep(d.Rate)
		timestep = b.timestep
	}
	b.overstep += delta
	for b.overstep >= timestep {
		b.overstep -= timestep
		d.Ticks++
	}
	b.settler.settle(d, delta, max(read-delta, 0), gameNs(d, b.overstep))
	d.Alpha = float64(float32(secondsF32(b.overstep) / secondsF32(timestep)))
}

// bevyTimestep is Time::<Fixed>::from_hz(hz)'s timestep, ns.
func bevyTimestep(hz int) int64 { return fromSecsF64(1.0 / float64(hz)) }

// fromSecsF64 is Duration::from_secs_f64 for 0 ≤ secs < 2^33 as whole
// ns: the double's exact value times 1e9, rounded to the nearest, ties to
// even.
func fromSecsF64(secs float64) int64 {
	if secs <= 0 {
		return 0
	}
	frac, exp := math.Frexp(secs) // secs = frac·2^exp, frac in [½, 1)
	mant := uint64(frac * (1 << 53))
	// secs·1e9 = mant·1e9 / 2^(53−exp), exactly, in 128 bits.
	hi, lo := bits.Mul64(mant, uint64(time.Second))
	shift := uint(53 - exp) // ≥ 20 for secs < 2^33
	if shift >= 128 {
		return 0 // under 2^-43 ns
	}
	var ns, remHi, remLo, halfHi, halfLo uint64
	if shift >= 64 {
		s := shift - 64
		ns, remHi, remLo = hi>>s, hi&(1<<s-1), lo
		if s == 0 {
			halfLo = 1 << 63
		} else {
			halfHi = 1 << (s - 1)
		}
	} else {
		ns, remLo, halfLo = lo>>shift|hi<<(64-shift), lo&(1<<shift-1), 1<<(shift-1)
	}
	above := remHi > halfHi || remHi == halfHi && remLo > halfLo
	tie := remHi == halfHi && remLo == halfLo
	if above || tie && ns&1 == 1 {
		ns++
	}
	return int64(ns)
}

// mulF64 is Duration::mul_f64 on ns: from_secs_f64(rhs · as_secs_f64()).
func mulF64(ns int64, rhs float64) int64 {
	secs := float64(ns/int64(time.Second)) + float64(ns%int64(time.Second))/1e9
	return fromSecsF64(rhs * secs)
}

// maxDeltaInForce is max_delta: the setting, or 250 ms.
func (b *bevy) maxDeltaInForce() time.Duration {
	if b.maxDelta == 0 {
		return bevyMaxDelta
	}
	return b.maxDelta
}

// bevySettings are Time<Virtual>'s and Time<Fixed>'s, as their setters
// take them (virt.rs, fixed.rs).
var bevySettings = []setting{
	newSetting("max_delta", "250ms", fmt.Sprintf("a duration above 0 (Bevy: \"tried to set max delta to zero\") up to %v", sched.MaxElapsed),
		func(b *bevy, v string) (err error) {
			b.maxDelta, err = parseDuration(v, 1, sched.MaxElapsed)
			return err
		},
		func(b *bevy, _ sched.Config) string { return showDuration(b.maxDeltaInForce()) }),
	newSetting("relative_speed", "1", "a number, 0 to 16 (Bevy: not below 0, \"tried to go back in time\"; Tickbox's fastest scale is ×16)",
		func(b *bevy, v string) (err error) {
			b.speed, err = parseFloat(v, 64)
			if err == nil && !(b.speed >= 0 && b.speed <= sched.MaxScale/sched.NormalScale) {
				err = errors.New("out of range")
			}
			b.speedSet = err == nil
			return err
		},
		func(b *bevy, _ sched.Config) string {
			if !b.speedSet {
				return "1"
			}
			return showFloat(b.speed)
		}),
	newSetting("from_hz", "the tick rate (Bevy's own: 64)", "a number of Hz, 1 to 1000 (Bevy: above 0 and finite); the timestep is Duration::from_secs_f64(1.0/hz)",
		func(b *bevy, v string) error {
			hz, err := parseFloat(v, 64)
			if err == nil && !(hz >= sched.MinRate && hz <= sched.MaxRate) {
				err = errors.New(stepRange)
			} else if err == nil && b.given != 0 {
				err = errors.New("timestep sets the timestep too: give one or the other")
			}
			b.fromHz, b.given = hz, fromSecsF64(1.0/hz)
			return err
		},
		func(b *bevy, c sched.Config) string {
			if b.fromHz == 0 {
				return showFloat(float64(rateOf(c)))
			}
			return showFloat(b.fromHz)
		}),
	newSetting("timestep", "from_hz's", "a duration, 1ms to 1s (Bevy: not zero): set_timestep",
		func(b *bevy, v string) error {
			d, err := parseDuration(v, time.Millisecond, time.Second)
			if err == nil && b.fromHz != 0 {
				err = errors.New("from_hz sets the timestep too: give one or the other")
			}
			b.given = int64(d)
			return err
		},
		func(b *bevy, c sched.Config) string {
			if b.given == 0 {
				return showDuration(time.Duration(bevyTimestep(rateOf(c))))
			}
			return showDuration(time.Duration(b.given))
		}),
}

// step: the timestep, when from_hz or timestep set it.
func (b *bevy) Step() (hz float64, whole int, set bool) {
	if b.given == 0 {
		return 0, 0, false
	}
	return float64(time.Second) / float64(b.given), wholeHz(b.given, int64(time.Second)), true
}

// secondsF32 is Duration::as_secs_f32: whole seconds plus nanoseconds over
// 1e9, each as f32.
func secondsF32(ns int64) float32 {
	return float32(ns/int64(time.Second)) + float32(ns%int64(time.Second))/1e9
}

// Limits: Time<Virtual>'s max_delta.
func (b *bevy) Limits(sched.Config) sched.Limits { return sched.Limits{Clamp: b.maxDeltaInForce()} }

// OwedRange is the owed time the Scheduler keeps under Bevy: the overstep,
// under one timestep, and under a tick its longer step lost.
func (*bevy) OwedRange() (lo, hi int64) { return 0, 2*sched.UnitsPerTick + sched.UnitsPerTick/1000 + 1 }
