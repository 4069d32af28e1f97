package sandbox

import (
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/sched"
)

// Settings are every switch the keys change (instrument.Settings, the
// switches of any loop's instruments). The Sandbox holds them as a value:
// an action changes the value ([changeSetting]), and the Sandbox then
// applies it to the shaper, the frame-time filter and the scheduler, in
// one place. Rate, Paused, Stall and Policy are the world's, the
// scheduler's and the ticks'; they are filled in when the Settings are
// read ([Scene.Settings]).
type Settings = instrument.Settings

// settings returns the switches o starts with. The time scale and the
// limits are the loop's as it starts, in the scheduler's terms (the scale
// in quarters, 0 for a limit that is off): the policy's own settings
// (tickbox:clamp=...) become the limits the limits key switches on and off.
func (o *Options) settings(s *sched.Scheduler) Settings {
	mf, mu := s.Limits()
	return Settings{
		Scale: s.Scale(), Fast: o.Fast, FPSCap: o.FPSCap, Jitter: o.Jitter, Load: o.Load,
		Limits: o.Limits, MaxFrame: mf, MaxUpdates: mu, Snap: o.Snap,
	}
}

// changeSetting carries out a on c, if it only changes a switch, and
// reports whether it did.
func changeSetting(c *Settings, a instrument.Action) bool {
	switch a {
	case instrument.ToggleJitter:
		c.Jitter = !c.Jitter
	case ToggleSnap:
		c.Snap = !c.Snap
	case instrument.LoadUp, instrument.LoadDown:
		c.Load = instrument.StepLoad(c.Load, instrument.Direction(a == instrument.LoadUp))
	case instrument.CycleFPSCap:
		c.FPSCap = instrument.NextFPSCap(c.FPSCap)
	case instrument.ScaleUp, instrument.ScaleDown:
		c.Scale = instrument.StepScale(c.Scale, instrument.Direction(a == instrument.ScaleUp))
	case ToggleFast:
		c.Fast = !c.Fast
	case ToggleLimits:
		c.Limits = !c.Limits
	default:
		return false
	}
	return true
}

// change carries out a, if it only changes what is shown, and reports
// whether it did.
func (v *View) change(a instrument.Action) bool {
	switch a {
	case ToggleGhost:
		v.Ghost = !v.Ghost
	case instrument.ToggleOverlay:
		v.Overlay = !v.Overlay
	case instrument.ToggleTimeline:
		v.Timeline = !v.Timeline
	case instrument.ToggleHelp:
		v.Help = !v.Help
	default:
		return false
	}
	return true
}

// apply brings the shaper, the loop (the frame-time filter, the fast
// mode, the scale, the limits) and the ticks' load to the settings.
func (s *Sandbox) apply() {
	s.shaper.SetFPSCap(s.set.FPSCap)
	s.shaper.SetJitter(s.set.Jitter)
	s.loop.SetSnap(s.set.Snap)
	s.loop.SetFast(s.set.Fast)
	_ = s.loop.SetScale(float64(s.set.Scale) / 4)               // one of scaleChoices, or validated in Options
	_ = s.loop.SetLimits(fixed.OffIsUnlimited(s.set.InForce())) // validated in Options
	s.state.cost.Load = s.set.Load
}
