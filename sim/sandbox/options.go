package sandbox

import (
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

// Options are what a Sandbox starts with. Every field has a flag in the
// window's command line.
type Options struct {
	World      sim.Config    // the world: tick rate, balls, seed, sizes
	MaxFrame   time.Duration // the clamp when limits are on; 0 = none, as in the lab
	MaxUpdates int           // the tick cap when limits are on; 0 = none, as in the lab
	Limits     bool          // start with the clamp and the cap on
	FPSCap     int           // the fps cap; 0 = vsync, no cap of our own
	Mode       Mode
	Scale      int           // time scale in quarters (4 = ×1)
	Fast       bool          // start as fast as possible
	Jitter     bool          // start with jittery frames
	Load       time.Duration // cost of each tick, real time
	RecordDir  string        // where R saves recordings; "" is the working folder

	// Policy names the frame policy that decides each frame's ticks,
	// dropped time and alpha (package policy's New): policy.Default, or
	// another engine's loop.
	Policy string

	// Snap starts with the frame-time filter on (key S): frame times near
	// a whole number of display refreshes are snapped to it, see package
	// pacing. Refresh is the display's refresh rate in Hz for it, or 0 to
	// measure it from the frames.
	Snap    bool
	Refresh float64
	// SnapTolerance is how far a frame may end from the refresh grid and
	// still be snapped; 0 is pacing.DefaultTolerance.
	SnapTolerance time.Duration

	// FramesOut, if set, records the measured frame times into that file
	// from the start (Shift+R stops and saves).
	FramesOut string

	// PauseUnfocused pauses the game while the window has no focus; by
	// default it keeps running, which is what a sandbox beside an editor
	// wants.
	PauseUnfocused bool

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
		World:    sim.DefaultConfig(),
		MaxFrame: s.MaxFrame, MaxUpdates: s.MaxUpdates, Limits: true,
		Mode: Interpolate, Scale: sched.NormalScale,
		Policy: policy.Default, RecordDir: "shots",
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
	case o.MaxFrame < 0 || o.MaxFrame > sched.MaxElapsed:
		return fmt.Errorf("max frame %v: must be 0 (no clamp) to %v", o.MaxFrame, sched.MaxElapsed)
	case o.MaxUpdates < 0:
		return fmt.Errorf("max updates %d: must be 0 (no tick cap) or more", o.MaxUpdates)
	case o.FPSCap < 0 || o.FPSCap > MaxFPSCap:
		return fmt.Errorf("fps cap %d: must be 0 (vsync) to %d fps", o.FPSCap, MaxFPSCap)
	case !o.Mode.valid():
		return fmt.Errorf("mode %+v: not a drawing formula", o.Mode)
	case o.Load < 0 || o.Load > MaxLoad:
		return fmt.Errorf("load %v: must be 0 to %v per tick", o.Load, MaxLoad)
	case o.Scale < sched.MinScale || o.Scale > sched.MaxScale:
		return fmt.Errorf("scale %d quarters: must be %d to %d (×¼ to ×16)", o.Scale, sched.MinScale, sched.MaxScale)
	}
	if _, _, err := policy.Make(o.Policy, sched.Config{Rate: o.World.Rate}); err != nil {
		return err
	}
	_, err := pacing.New(pacing.Config{Refresh: o.Refresh, Tolerance: o.SnapTolerance})
	return err
}

// loopOptions returns the headless loop's options for the sandbox's, at
// rate hz, on clock. The scale in quarters becomes the loop's ×, once,
// here; the limits, where 0 is none, become the loop's, where 0 is the
// default and Unlimited none.
func (o *Options) loopOptions(hz int, clock fixed.Clock) fixed.Options {
	set := o.settings()
	mf, mu := fixed.OffIsUnlimited(set.InForce())
	return fixed.Options{
		Rate: hz, Policy: o.Policy, MaxFrame: mf, MaxUpdates: mu, Scale: float64(o.Scale) / 4,
		Snap: o.Snap, Refresh: o.Refresh, SnapTolerance: o.SnapTolerance,
		Fast: o.Fast, PauseUnfocused: o.PauseUnfocused, Clock: clock, Log: io.Discard, NoDevEnv: true,
	}
}
