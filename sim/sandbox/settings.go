package sandbox

import (
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// limits are the limits key's switch: the clamp and the tick cap it
// switches on and off, in the scheduler's terms (0 for a limit that is
// off), kept while they are off.
type limits struct {
	on         bool
	maxFrame   time.Duration
	maxUpdates int
}

// limits returns the limits o starts with: the loop's as it starts, so
// that the policy's own settings (tickbox:clamp=...) become the limits the
// key switches on and off.
func (o *Options) limits(l *fixed.Loop[bounce.Input]) limits {
	mf, mu := l.Scheduler().Limits()
	return limits{on: o.Limits, maxFrame: mf, maxUpdates: mu}
}

// fill puts the switch in set, whose limits in force it leaves.
func (c limits) fill(set *instrument.Settings) {
	set.Limits, set.MaxFrame, set.MaxUpdates = c.on, c.maxFrame, c.maxUpdates
}

// applyLimits brings the loop's clamp and tick cap to the switch.
func (s *Sandbox) applyLimits() {
	set := instrument.Settings{}
	s.limits.fill(&set)
	_ = s.loop.SetLimits(OffIsUnlimited(set.InForce())) // validated in Options
}

// change carries out a, if it only changes a switch: the loop's (its
// instruments', the snapping, the fast mode) or the limits', and reports
// whether it did.
func (s *Sandbox) change(a instrument.Action) bool {
	switch a {
	case instrument.Hitch, instrument.LongHitch, instrument.Stall, instrument.ToggleJitter,
		instrument.LoadUp, instrument.LoadDown, instrument.ScaleUp, instrument.ScaleDown, instrument.CycleFPSCap:
		_, _ = s.dev.Do(a) // none of these has anything to tell
	case ToggleSnap:
		s.snap.SetEnabled(!s.snap.Enabled())
	case ToggleFast:
		s.loop.SetFast(!s.loop.Fast())
	case ToggleLimits:
		s.limits.on = !s.limits.on
		s.applyLimits()
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

// OffIsUnlimited returns a clamp and a tick cap in which 0 is off (the
// scheduler's way, sched.Config's, and a command line's) as fixed.Options
// and Loop.SetLimits take them, where 0 is the default: 0 becomes
// fixed.Unlimited. The window's and the lab's flags take them so.
func OffIsUnlimited(maxFrame time.Duration, maxUpdates int) (time.Duration, int) {
	if maxFrame == 0 {
		maxFrame = fixed.Unlimited
	}
	if maxUpdates == 0 {
		maxUpdates = fixed.Unlimited
	}
	return maxFrame, maxUpdates
}
