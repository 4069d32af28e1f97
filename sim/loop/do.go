package loop

import (
	"cmp"
	"time"

	"tickbox/sim"
)

// Do carries out an action, as its key does. Input for the world (jump,
// kicks, teleport) is queued for the next tick; everything else changes a
// setting at once, so the next frame shows it. While a replay plays, the
// actions that would change the world (input and the tick rate) are
// ignored with a notice, and Reset plays the replay again. After Close, Do
// does nothing.
func (s *Sandbox) Do(a Action) {
	if s.closed {
		return
	}
	if s.playing() && changesWorld(a) {
		s.ignore(a)
		return
	}
	switch a {
	case Jump:
		s.intend(sim.Input{Jump: true})
	case Kick:
		s.intend(sim.Input{Kick: sim.KickUp})
	case KickLeft:
		s.intend(sim.Input{Kick: sim.KickLeft})
	case KickRight:
		s.intend(sim.Input{Kick: sim.KickRight})
	case Teleport:
		if s.fixed.Balls.Len() == 0 {
			s.notify("teleport: there are no balls (-balls 0)", false)
			return
		}
		s.intend(sim.Input{Teleport: true})
	case Record:
		s.toggleRecording()
	case CycleTwin:
		s.cycleTwin()
	default:
		if !s.doTiming(a) && !s.doSetting(a) {
			s.doView(a)
		}
	}
}

// intend queues input for the next tick, and for the variable world's
// next step.
func (s *Sandbox) intend(in sim.Input) {
	s.queue.Queue(in)
	s.frameInput = merge(s.frameInput, in)
}

// doTiming carries out the actions that bend time; it reports whether a was one.
func (s *Sandbox) doTiming(a Action) bool {
	switch a {
	case Hitch:
		s.pacer.Hitch(HitchLength)
	case LongHitch:
		s.pacer.Hitch(LongHitchLength)
	case Stall:
		s.stall = true
	case ToggleJitter:
		s.pacer.SetJitter(!s.pacer.Jitter())
	case ToggleSnap:
		s.snap.SetEnabled(!s.snap.Enabled())
	case LoadUp:
		s.load = adjacent(loadChoices, s.load, +1, less[time.Duration])
	case LoadDown:
		s.load = adjacent(loadChoices, s.load, -1, less[time.Duration])
	case CycleFPSCap:
		s.pacer.SetCap(next(capChoices, s.pacer.Cap()))
	case ScaleUp:
		s.setScale(adjacent(scaleChoices, s.scale, +1, less[int]))
	case ScaleDown:
		s.setScale(adjacent(scaleChoices, s.scale, -1, less[int]))
	case ToggleFast:
		s.fast = !s.fast
	case TogglePause:
		s.goLive()
		s.sched.SetPaused(!s.sched.Paused())
		s.focusPaused = false
	case OneTick:
		s.goLive()
		s.sched.SetPaused(true)
		s.sched.RequestStep()
	default:
		return false
	}
	return true
}

// doSetting carries out the actions that change the loop or the world; it
// reports whether a was one.
func (s *Sandbox) doSetting(a Action) bool {
	switch a {
	case Reset:
		if s.replayed != nil {
			s.replayAgain()
		} else {
			s.reset()
		}
	case CycleDraw:
		s.setMode(next([]Mode{Interpolate, Newest, Extrapolate}, s.mode))
	case ToggleVariable:
		if s.mode == Variable {
			s.setMode(s.drawMode)
		} else {
			s.setMode(Variable)
		}
	case ToggleLimits:
		s.setLimits(!s.limits)
	case CycleRate:
		s.setRate(next(rateChoices, s.fixed.Config.Rate))
	default:
		return false
	}
	return true
}

// doView carries out the actions that change only the picture.
func (s *Sandbox) doView(a Action) {
	switch a {
	case ToggleGhost:
		s.view.Ghost = !s.view.Ghost
	case ToggleOverlay:
		s.view.Overlay = !s.view.Overlay
	case ToggleTimeline:
		s.view.Timeline = !s.view.Timeline
	case ToggleHelp:
		s.view.Help = !s.view.Help
	case Screenshot:
		s.shot = true
	case Quit:
		s.closeErr = s.Close() // kept for CloseErr
	}
}

func less[T cmp.Ordered](a, b T) bool { return a < b }
