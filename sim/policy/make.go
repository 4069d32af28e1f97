package policy

import (
	"fmt"
	"math"
	"strconv"
	"time"

	"tickbox/sim/sched"
)

// stepper is a policy whose settings may set its step (Bevy's timestep,
// MonoGame's TargetElapsedTime, Unity's fixedDeltaTime, Godot's
// physics_ticks_per_second, Ebitengine's TPS): set reports whether they
// do; hz is the step's rate as the engine keeps it, and whole the whole
// rate N it is, as the engine rounds a step of 1/N (0 if it is none).
type stepper interface {
	step() (hz float64, whole int, set bool)
}

// Make returns the policy spec names, for a world ticking at c.Rate (0:
// DefaultRate), and c with the policy's settings that are the
// Scheduler's in force (the clamp and tick cap of Tickbox's policies). A
// step the settings give must be the world's rate: a step that is no
// whole number of Hz is refused with the reason (a world and a recording
// tick at a whole rate, 1 to 1000 Hz), never rounded.
func Make(spec string, c sched.Config) (sched.Policy, sched.Config, error) {
	p, err := New(spec)
	if err != nil {
		return nil, c, err
	}
	c = configWith(p, c)
	if s, ok := p.(stepper); ok {
		if hz, whole, set := s.step(); set {
			if err := checkStep(spec, hz, whole, rateOf(c)); err != nil {
				return nil, c, err
			}
		}
	}
	return p, c, nil
}

// checkStep refuses a step of hz (whole Hz, or 0) for a world at rate.
func checkStep(spec string, hz float64, whole, rate int) error {
	if whole == 0 {
		return fmt.Errorf("policy %q: a step of %s (%s Hz) is not a whole number of Hz: a world and a recording tick at a whole rate, 1 to 1000 Hz;"+
			" tickbox policies, which ticks no world, runs it as the engine does", spec, time.Duration(math.Round(1e9/hz)), strconv.FormatFloat(hz, 'g', 6, 64))
	}
	if whole != rate {
		return fmt.Errorf("policy %q: its step is %d Hz and the world ticks at %d Hz: give the world's rate, or leave the step to it", spec, whole, rate)
	}
	return nil
}

// ForFrames is Make for frames that tick no world (tickbox policies): a
// step the settings give runs at its own rate, whole or not. It returns
// the Scheduler's config, at the step's whole rate, or, for a step of no
// whole number of Hz, at the whole rate below it (so the engine's ticks,
// shorter than the Scheduler's, are game time gained, accepted beyond
// real time, never dropped), and the step's rate in Hz, which the rows
// measure ticks in.
func ForFrames(spec string, c sched.Config) (sched.Policy, sched.Config, float64, error) {
	p, err := New(spec)
	if err != nil {
		return nil, c, 0, err
	}
	c = configWith(p, c)
	hz := float64(rateOf(c))
	if s, ok := p.(stepper); ok {
		if h, whole, set := s.step(); set {
			hz, c.Rate = h, whole
			if whole == 0 {
				c.Rate = int(math.Floor(h))
			}
		}
	}
	return p, c, hz, nil
}

// configWith returns c with p's Scheduler settings in force.
func configWith(p sched.Policy, c sched.Config) sched.Config {
	if l, ok := p.(interface{ limitSettings() *limitSettings }); ok {
		return l.limitSettings().config(c)
	}
	return c
}

// stepRange is the rule of a step Tickbox runs: 1 to 1000 Hz, as its
// scheduler's rate.
var stepRange = fmt.Sprintf("Tickbox runs steps of %d to %d Hz", sched.MinRate, sched.MaxRate)

// wholeHz returns the whole rate N a step of units (of unitsPerSecond a
// second) is, as an engine rounds 1/N to its units (either way), or 0.
func wholeHz(units, unitsPerSecond int64) int {
	n := (unitsPerSecond + units/2) / units
	if n < sched.MinRate || n > sched.MaxRate {
		return 0
	}
	if d := units*n - unitsPerSecond; d > -n && d < n {
		return int(n)
	}
	return 0
}
