package sandbox

import (
	"errors"
	"fmt"
	"io"
	"log/slog"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/pacing"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// Options are what a Sandbox starts with. Every field it takes has a flag
// in the window's command line.
//
// What the sandbox has in common with any game on the loop is the
// loop's own options: the policy, the clamp and the tick cap (0 the
// default, fixed.Unlimited none), the snapping, the time scale (a
// multiple of ¼), the fast mode, the pause on focus loss and the dev
// layer's fps cap, jitter, load and frame log (whose lines name ball 1's
// drawn x after the ticks). The rest of them are the sandbox's to set:
// the tick rate is World.Rate, the clock is New's, the jitter is seeded
// by the world's seed, the dev layer is on, and the loop's recording and
// synctest stay off (the sandbox records on its own).
type Options struct {
	fixed.Options
	instrument.DevOptions               // On, JitterSeed, Name and Log are the sandbox's to set
	Snap                  pacing.Config // the snapping at the start
	// Logger, if set, gets the dev layer's frame log (package
	// tickbox/sim/framelog), a line a second.
	Logger *slog.Logger

	World     bounce.Config // the world: tick rate, balls, seed, sizes
	Limits    bool          // start with the clamp and the cap on (else none until the limits key)
	Mode      Mode          // the drawing formula
	RecordDir string        // where R saves recordings; "" is the working folder

	// FramesOut, if set, records the measured frame times into that file
	// from the start (Shift+R stops and saves).
	FramesOut string
}

// DefaultOptions returns the sandbox's defaults: the default world at 60 Hz,
// limits on at 250 ms and 5 ticks, vsync, interpolation, ×1.
func DefaultOptions() Options {
	s := sched.DefaultConfig()
	return Options{
		Options: fixed.Options{MaxFrame: s.MaxFrame, MaxUpdates: s.MaxUpdates, Scale: 1, Policy: policy.Default},
		World:   bounce.DefaultConfig(), Limits: true, Mode: Interpolate, RecordDir: "shots",
	}
}

// Validate reports the first value that breaks a rule, naming both. It
// registers the engines' policies first: the sandbox names every one.
func (o *Options) Validate() error {
	policy.Register()
	if err := o.World.Validate(); err != nil {
		return err
	}
	switch {
	case !o.Mode.valid():
		return fmt.Errorf("mode %+v: not a drawing formula", o.Mode)
	case o.Rate != 0 || o.Clock != nil || o.DevOptions.On || o.JitterSeed != 0:
		return errors.New("the loop's Rate, Clock, DevOptions.On and JitterSeed: must be zero in a sandbox's options (it sets its own: World.Rate, New's clock, the dev layer on, World.Seed)")
	}
	l := o.loopOptions(o.World.Rate, nil)
	if err := l.Validate(); err != nil {
		return err
	}
	if err := o.DevOptions.Validate(); err != nil {
		return err
	}
	if o.Snap.Refresh == pacing.NoRefresh { // a window has a display to measure
		return fmt.Errorf("refresh rate %v Hz: must be %v to %v Hz (0 = measure it)", o.Snap.Refresh, pacing.MinRefresh, pacing.MaxRefresh)
	}
	_, err := pacing.New(o.Snap)
	return err
}

// loopOptions returns the loop's options the sandbox runs on: its own,
// at rate hz, on clock, quiet.
func (o *Options) loopOptions(hz int, clock fixed.Clock) fixed.Options {
	l := o.Options
	l.Rate, l.Clock, l.Log = hz, clock, io.Discard
	if l.Name == "" {
		l.Name = "tickbox" // the frame trace's header names it
	}
	return l
}

// dev returns the dev layer's settings the sandbox runs with: the jitter
// seeded by the world's seed, the files named as the loop is, quiet (the
// sandbox tells what it saves itself).
func (o *Options) dev(name string) instrument.DevOptions {
	d := o.DevOptions
	d.On, d.JitterSeed, d.Name, d.Log = true, o.World.Seed, name, io.Discard
	return d
}
