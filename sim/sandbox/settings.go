package sandbox

import (
	"time"

	"tickbox/sim/policy"
)

// Settings are every switch the keys change. The Sandbox holds them as a
// value: an action changes the value ([Settings.change]), and the Sandbox
// then applies it to the shaper, the frame-time filter and the scheduler,
// in one place. Rate, Paused, Stall and Policy are the world's, the
// scheduler's and the ticks'; they are filled in when the Settings are read
// ([Scene.Settings]).
type Settings struct {
	Rate       int           // ticks per second
	Scale      int           // time scale in quarters
	Fast       bool          // as fast as possible
	FPSCap     int           // the fps cap, 0 = vsync
	Jitter     bool          // jittery frames
	Load       time.Duration // cost per tick
	Limits     bool          // clamp and cap on
	MaxFrame   time.Duration // the clamp while limits are on; 0 = none
	MaxUpdates int           // the cap while limits are on; 0 = none
	Paused     bool
	Stall      bool   // a stall waits in the next tick
	Snap       bool   // frame times snapped to the display's refresh
	Policy     string // the frame policy deciding the ticks
	// PolicyLimits are the limits the policy keeps (its engine's own, or
	// for Tickbox's policies the clamp and tick cap in force), and
	// OwnLimits whether they are its own, which C does not change.
	PolicyLimits policy.Limits
	OwnLimits    bool
}

// settings returns the switches o starts with.
func (o *Options) settings() Settings {
	return Settings{
		Scale: o.Scale, Fast: o.Fast, FPSCap: o.FPSCap, Jitter: o.Jitter, Load: o.Load,
		Limits: o.Limits, MaxFrame: o.MaxFrame, MaxUpdates: o.MaxUpdates, Snap: o.Snap,
	}
}

// change carries out a, if it only changes a switch, and reports whether
// it did.
func (c *Settings) change(a Action) bool {
	switch a {
	case ToggleJitter:
		c.Jitter = !c.Jitter
	case ToggleSnap:
		c.Snap = !c.Snap
	case LoadUp, LoadDown:
		c.Load = adjacent(loadChoices, c.Load, direction(a == LoadUp), less[time.Duration])
	case CycleFPSCap:
		c.FPSCap = next(fpsCapChoices, c.FPSCap)
	case ScaleUp, ScaleDown:
		c.Scale = adjacent(scaleChoices, c.Scale, direction(a == ScaleUp), less[int])
	case ToggleFast:
		c.Fast = !c.Fast
	case ToggleLimits:
		c.Limits = !c.Limits
	default:
		return false
	}
	return true
}

// limits returns the clamp and the tick cap in force: none while the
// limits are off.
func (c *Settings) limits() (maxFrame time.Duration, maxUpdates int) {
	if !c.Limits {
		return 0, 0
	}
	return c.MaxFrame, c.MaxUpdates
}

// direction is +1 for up, -1 for down.
func direction(up bool) int {
	if up {
		return +1
	}
	return -1
}

// change carries out a, if it only changes what is shown, and reports
// whether it did.
func (v *View) change(a Action) bool {
	switch a {
	case ToggleGhost:
		v.Ghost = !v.Ghost
	case ToggleOverlay:
		v.Overlay = !v.Overlay
	case ToggleTimeline:
		v.Timeline = !v.Timeline
	case ToggleHelp:
		v.Help = !v.Help
	default:
		return false
	}
	return true
}

// apply brings the shaper, the frame-time filter, the scheduler and the
// ticks' load to the settings.
func (s *Sandbox) apply() {
	s.shaper.SetFPSCap(s.set.FPSCap)
	s.shaper.SetJitter(s.set.Jitter)
	s.snap.SetEnabled(s.set.Snap)
	_ = s.sched().SetScale(s.set.Scale)     // one of scaleChoices, or validated in Options
	_ = s.sched().SetLimits(s.set.limits()) // validated in Options
	s.state.load = s.set.Load
}
