package policy

import (
	"errors"
	"math"
	"strconv"
	"time"

	"tickbox/sim/sched"
)

// unityMaximumDeltaTime is Time.maximumDeltaTime's default, 1/3 s.
const unityMaximumDeltaTime = time.Second / 3

// unity is Unity's fixed update loop as its manual describes it (Scripting
// API: Time.maximumDeltaTime, Time.fixedDeltaTime; Manual: "Time and
// framerate management"): each frame, Time.time advances by the frame's
// real time, but by no more than maximumDeltaTime; FixedUpdate then runs
// as many times as it takes Time.fixedTime to catch up with Time.time.
// Rigidbody interpolation draws (time − fixedTime) / fixedDeltaTime of the
// way from the previous physics pose.
//
// Parameters: maximumDeltaTime 1/3 s; fixedDeltaTime the tick. No
// separate cap: the clamp is the cap (20 ticks at 60 Hz).
//
//   - Long frame: counts as 1/3 s; the rest is lost.
//   - Slow tick: every owed tick runs, up to 1/3 s of them a frame, so
//     under load frames settle near 1/3 s (3 fps) rather than grow.
//   - Timer noise: flips frames between 0 and 2 fixed updates.
//
// Unity's source is not public, so its arithmetic is not known: on a step
// of a whole number of Hz (fixedDeltaTime a float nearest 1/N) it runs on
// the Scheduler's exact ticks; a step of no whole number of Hz (0.0166),
// which only tickbox policies runs, is the float's value in whole ns on a
// clock of game ns, fixedTime catching up with time while a whole step
// fits.
type unity struct {
	// The settings (see unitySettings); 0 is the default for each.
	maxDelta   time.Duration // maximumDeltaTime, the float's value rounded to the ns
	maxDeltaF  float32       // as given
	fixedDelta float32       // fixedDeltaTime as given; 0 is 1/rate

	ns      int64 // the step in ns, for a step of no whole number of Hz
	clock   clock
	settler settler
	time    int64 // Time.time - Time.fixedTime, game ns
}

// Name returns "unity".
func (*unity) Name() string { return "unity" }

// OwedRange is [0, one tick): every whole tick owed runs; on a step of no
// whole number of Hz, the step (under a tick) and under a tick of the
// settler's.
func (u *unity) OwedRange() (lo, hi int64) {
	if u.ns > 0 {
		return 0, 2 * sched.UnitsPerTick
	}
	return wholeTicks()
}

// Decide clamps the frame to maximumDeltaTime and runs every whole tick.
func (u *unity) Decide(d *sched.Decision) {
	if u.ns > 0 {
		u.decideNs(d)
		return
	}
	d.Clamp(u.maximum())
	runWhole(d, noCap)
}

// decideNs is Decide on a step of u.ns game ns.
func (u *unity) decideNs(d *sched.Decision) {
	read := u.clock.advance(d)
	kept := min(read, int64(u.maximum()))
	u.time += kept
	d.Ticks = u.time / u.ns
	u.time -= d.Ticks * u.ns
	u.settler.settle(d, kept, read-kept, gameNs(d, u.time))
	d.Alpha = float64(u.time) / float64(u.ns)
}

// maximum is maximumDeltaTime in force.
func (u *unity) maximum() time.Duration {
	if u.maxDelta == 0 {
		return unityMaximumDeltaTime
	}
	return u.maxDelta
}

// Limits: maximumDeltaTime, no tick cap.
func (u *unity) Limits(sched.Config) sched.Limits { return sched.Limits{Clamp: u.maximum()} }

// unitySettings are Time's, floats of seconds.
var unitySettings = []setting{
	newSetting("fixed_delta_time", "1/rate (Unity's own: 0.02)", "a float of seconds, 0.001 to 1 ("+stepRange+")",
		func(u *unity, v string) error {
			f, err := parseFloat(v, 32)
			u.fixedDelta = float32(f)
			if err == nil && !(u.fixedDelta >= 0.001 && u.fixedDelta <= 1) {
				return errors.New("out of range")
			}
			if _, whole, _ := u.Step(); whole == 0 {
				u.ns = floatNs(u.fixedDelta)
			}
			return err
		},
		func(u *unity, c sched.Config) string {
			if u.fixedDelta == 0 {
				return strconv.FormatFloat(float64(float32(1.0/float64(rateOf(c)))), 'g', -1, 32)
			}
			return strconv.FormatFloat(float64(u.fixedDelta), 'g', -1, 32)
		}),
	newSetting("maximum_delta_time", "1/3 s exactly (the inspector's 0.3333333)", "a float of seconds, above 0 to 86400",
		func(u *unity, v string) error {
			f, err := parseFloat(v, 32)
			u.maxDeltaF = float32(f)
			if err == nil && !(u.maxDeltaF > 0 && u.maxDeltaF <= 86400) {
				return errors.New("out of range")
			}
			u.maxDelta = time.Duration(floatNs(u.maxDeltaF))
			return err
		},
		func(u *unity, _ sched.Config) string {
			if u.maxDelta == 0 {
				return "0.3333333 (exactly 1/3 s)"
			}
			return strconv.FormatFloat(float64(u.maxDeltaF), 'g', -1, 32)
		}),
}

// floatNs is a float's value in seconds rounded to the nearest ns.
func floatNs(f float32) int64 { return int64(math.Round(float64(f) * 1e9)) }

// step: fixedDeltaTime, when set; whole when it is the float nearest 1/N.
func (u *unity) Step() (hz float64, whole int, set bool) {
	if u.fixedDelta == 0 {
		return 0, 0, false
	}
	hz = 1 / float64(u.fixedDelta)
	n := math.Round(hz)
	if n >= sched.MinRate && n <= sched.MaxRate && float32(1/n) == u.fixedDelta {
		whole = int(n)
	}
	return hz, whole, true
}
