package policy

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"tickbox/sim/sched"
)

// New returns a fresh policy as spec names it, NAME or NAME:key=value...,
// with its settings, or an error naming the policy, the setting, the
// value and the rule. A step of any rate is taken: where a world ticks,
// use Make, which also checks the step against the world's rate.
func New(spec string) (sched.Policy, error) {
	p, _, err := parse(spec, sched.Config{}, false)
	return p, err
}

// parse returns the policy spec names and c with its settings in force,
// the step checked against c's rate if check. sched.NewPolicy parses the
// name alone, and this package's parser the settings (configure).
func parse(spec string, c sched.Config, check bool) (sched.Policy, sched.Config, error) {
	Register()
	name, settings, set := strings.Cut(spec, ":")
	p, c, err := sched.NewPolicy(name, c)
	if err != nil || !set {
		return p, c, err
	}
	if err := apply(name, p, &c, spec, settings, check); err != nil {
		return nil, c, err
	}
	return p, c, nil
}

// Make returns the policy spec names, for a world ticking at c.Rate (0:
// DefaultRate), and c with the policy's settings that are the
// Scheduler's in force (the clamp and tick cap of Tickbox's policies): a
// step the settings give must be the world's rate; a step that is no
// whole number of Hz is refused with the reason (a world and a recording
// tick at a whole rate, 1 to 1000 Hz), never rounded. It is
// sched.NewPolicy, once Register has run, as fixed.Options.Policy takes.
func Make(spec string, c sched.Config) (sched.Policy, sched.Config, error) {
	Register()
	return sched.NewPolicy(spec, c)
}

// ForFrames is Make for frames that tick no world (tickbox policies): a
// step the settings give runs at its own rate, whole or not. It returns
// the Scheduler's config, at the step's whole rate, or, for a step of no
// whole number of Hz, at the whole rate below it (so the engine's ticks,
// shorter than the Scheduler's, are game time gained, accepted beyond
// real time, never dropped), and the step's rate in Hz, which the rows
// measure ticks in.
func ForFrames(spec string, c sched.Config) (sched.Policy, sched.Config, float64, error) {
	p, c, err := parse(spec, c, false)
	if err != nil {
		return nil, c, 0, err
	}
	hz := float64(rateOf(c))
	if s, ok := p.(stepper); ok {
		if h, whole, set := s.Step(); set {
			hz, c.Rate = h, whole
			if whole == 0 {
				c.Rate = int(math.Floor(h))
			}
		}
	}
	return p, c, hz, nil
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

// stepper is a policy whose settings may set its step (Bevy's timestep,
// MonoGame's TargetElapsedTime, Unity's fixedDeltaTime, Godot's
// physics_ticks_per_second, Ebitengine's TPS): set reports whether they
// do; hz is the step's rate as the engine keeps it, and whole the whole
// rate N it is, as the engine rounds a step of 1/N (0 if it is none).
type stepper interface {
	Step() (hz float64, whole int, set bool)
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
