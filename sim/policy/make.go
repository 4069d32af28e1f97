package policy

import (
	"fmt"
	"math"

	"tickbox/sim/sched"
)

// New returns a fresh policy as spec names it, NAME or NAME:key=value...,
// with its settings, or an error naming the policy, the setting, the
// value and the rule (sched.NewPolicy, once Register has run). A step of
// any rate is taken: where a world ticks, use Make, which also checks the
// step against the world's rate.
func New(spec string) (sched.Policy, error) {
	Register()
	p, _, err := sched.NewPolicy(spec, sched.Config{})
	return p, err
}

// Make returns the policy spec names, for a world ticking at c.Rate (0:
// DefaultRate), and c with the policy's settings that are the
// Scheduler's in force (the clamp and tick cap of Tickbox's policies):
// sched.MakePolicy, once Register has run.
func Make(spec string, c sched.Config) (sched.Policy, sched.Config, error) {
	Register()
	return sched.MakePolicy(spec, c)
}

// ForFrames is Make for frames that tick no world (tickbox policies): a
// step the settings give runs at its own rate, whole or not. It returns
// the Scheduler's config, at the step's whole rate, or, for a step of no
// whole number of Hz, at the whole rate below it (so the engine's ticks,
// shorter than the Scheduler's, are game time gained, accepted beyond
// real time, never dropped), and the step's rate in Hz, which the rows
// measure ticks in.
func ForFrames(spec string, c sched.Config) (sched.Policy, sched.Config, float64, error) {
	Register()
	p, c, err := sched.NewPolicy(spec, c)
	if err != nil {
		return nil, c, 0, err
	}
	hz := float64(rateOf(c))
	if s, ok := p.(sched.Stepper); ok {
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
