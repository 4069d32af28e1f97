package sandbox

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"time"

	"tickbox/sim"
	"tickbox/sim/fixed"
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
// multiple of ¼), the fast mode and the pause on focus loss. The rest of
// them are the sandbox's to set: the tick rate is World.Rate, the clock
// is New's, and the loop's recording, synctest and dev layer stay off
// (the sandbox records and measures on its own).
type Options struct {
	fixed.Options
	World     sim.Config    // the world: tick rate, balls, seed, sizes
	Limits    bool          // start with the clamp and the cap on (else none until the limits key)
	FPSCap    int           // the fps cap; 0 = vsync, no cap of our own
	Mode      Mode          // the drawing formula
	Jitter    bool          // start with jittery frames
	Load      time.Duration // cost of each tick, real time
	RecordDir string        // where R saves recordings; "" is the working folder

	// FramesOut, if set, records the measured frame times into that file
	// from the start (Shift+R stops and saves).
	FramesOut string

	// Logger, if set, gets one line per second of real time: frame ms,
	// ticks, ball 1's drawn x, the dropped seconds, the frames per second
	// over the last second and the latest frame's drawing time in ms.
	Logger *slog.Logger
}

// DefaultOptions returns the sandbox's defaults: the default world at 60 Hz,
// limits on at 250 ms and 5 ticks, vsync, interpolation, ×1.
func DefaultOptions() Options {
	s := sched.DefaultConfig()
	return Options{
		Options: fixed.Options{MaxFrame: s.MaxFrame, MaxUpdates: s.MaxUpdates, Scale: 1, Policy: policy.Default},
		World:   sim.DefaultConfig(), Limits: true, Mode: Interpolate, RecordDir: "shots",
	}
}

// Bounds of the options that have no natural bound elsewhere.
const (
	MaxFPSCap = 1000        // frames per second
	MaxLoad   = time.Second // per tick
)

// Validate reports the first value that breaks a rule, naming both.
func (o *Options) Validate() error {
	if err := o.World.Validate(); err != nil {
		return err
	}
	switch {
	case o.FPSCap < 0 || o.FPSCap > MaxFPSCap:
		return fmt.Errorf("fps cap %d: must be 0 (vsync) to %d fps", o.FPSCap, MaxFPSCap)
	case !o.Mode.valid():
		return fmt.Errorf("mode %+v: not a drawing formula", o.Mode)
	case o.Load < 0 || o.Load > MaxLoad:
		return fmt.Errorf("load %v: must be 0 to %v per tick", o.Load, MaxLoad)
	case o.Rate != 0 || o.Clock != nil || o.Dev || o.Record != "" || o.Replay != "" || o.SyncTest:
		return errors.New("the loop's Rate, Clock, Dev, Record, Replay and SyncTest: must be zero in a sandbox's options (it sets its own: World.Rate, New's clock, its own instruments and recordings)")
	}
	l := o.loopOptions(o.World.Rate, nil)
	if err := l.Validate(); err != nil {
		return err
	}
	_, err := pacing.New(pacing.Config{Refresh: o.Refresh, Tolerance: o.SnapTolerance})
	return err
}

// loopOptions returns the loop's options the sandbox runs on: its own,
// at rate hz, on clock, quiet, and deaf to the dev layer's variable (the
// sandbox has instruments of its own).
func (o *Options) loopOptions(hz int, clock fixed.Clock) fixed.Options {
	l := o.Options
	l.Rate, l.Clock, l.Log, l.NoDevEnv = hz, clock, io.Discard, true
	return l
}
