package fixed

import "tickbox/sim/instrument"

// Do carries out a dev layer's action on the loop and its instruments
// (package sim/instrument's: a hitch, pause, one tick, a stall, jitter, the
// load, the time scale, the fps cap, the next policy, the frame trace), as
// the sandbox's action of the same name does, and returns what to tell
// the player of it ("" for nothing; failed if it went wrong). The actions
// that only a window has (the panels, a screenshot) are the window's: Do
// leaves them, as it does every action while the dev layer is off.
func (dv Dev[I]) Do(a instrument.Action) (notice string, failed bool) {
	l := dv.l
	in := l.inst
	if in == nil {
		return "", false
	}
	switch a {
	case instrument.Hitch:
		in.shaper.Hitch(instrument.HitchLength)
	case instrument.LongHitch:
		in.shaper.Hitch(instrument.LongHitchLength)
	case instrument.TogglePause:
		l.SetPaused(!l.last.Paused)
	case instrument.OneTick:
		l.OneTick()
	case instrument.Stall:
		in.cost.Stall()
	default:
		return l.doSwitch(a)
	}
	return "", false
}

// doSwitch carries out the actions that step a switch through its
// values, or start something once.
func (l *Loop[I]) doSwitch(a instrument.Action) (notice string, failed bool) {
	in := l.inst
	switch a {
	case instrument.ToggleJitter:
		in.jitter = !in.jitter
		in.shaper.SetJitter(in.jitter)
	case instrument.LoadUp, instrument.LoadDown:
		in.cost.Load = instrument.StepLoad(in.cost.Load, instrument.Direction(a == instrument.LoadUp))
	case instrument.ScaleUp, instrument.ScaleDown:
		_ = l.SetScale(instrument.StepScale(l.Dev().Settings().Scale, instrument.Direction(a == instrument.ScaleUp))) // a step's scale is in range
	case instrument.CycleFPSCap:
		in.fpsCap = instrument.NextFPSCap(in.fpsCap)
		in.shaper.SetFPSCap(in.fpsCap)
	case instrument.CyclePolicy:
		next := instrument.NextPolicy(l.last.Policy)
		if err := l.SetPolicy(next); err != nil {
			return err.Error(), true
		}
		return "policy " + next, false
	case instrument.ToggleFrameTrace:
		return in.toggleTrace()
	}
	return "", false
}
