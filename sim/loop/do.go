package loop

import (
	"cmp"

	"tickbox/sim"
)

// Do carries out an action, as its key does. Input for the world (jump,
// kicks, teleport) is queued for the next tick; everything else changes a
// setting at once, so the next frame shows it. While a replay plays, the
// actions that would change the world (input and the tick rate) are
// ignored with a notice, and Reset plays the replay again. After Close, Do
// does nothing.
func (s *Sandbox) Do(a Action) {
	switch {
	case s.closed:
	case s.replays.playing() && changesWorld(a):
		s.replays.ignore(a)
	case s.set.change(a):
		s.apply()
	case s.view.change(a):
	default:
		if in, ok := inputOf(a); ok {
			// For the next tick, and for the variable world's next step.
			s.queue.Queue(in)
			s.worlds.frameInput = merge(s.worlds.frameInput, in)
		} else {
			s.act(a)
		}
	}
}

// inputOf returns the world input a gives, if a is input.
func inputOf(a Action) (sim.Input, bool) {
	switch a {
	case Jump:
		return sim.Input{Jump: true}, true
	case Kick:
		return sim.Input{Kick: sim.KickUp}, true
	case KickLeft:
		return sim.Input{Kick: sim.KickLeft}, true
	case KickRight:
		return sim.Input{Kick: sim.KickRight}, true
	case Teleport:
		return sim.Input{Teleport: true}, true
	}
	return sim.Input{}, false
}

// act carries out the actions that need more than a switch: the pacer's
// hitches, pausing and single steps, the world and its modes, recording,
// the twin, a screenshot, quitting.
func (s *Sandbox) act(a Action) {
	switch a {
	case Hitch:
		s.pacer.Hitch(HitchLength)
	case LongHitch:
		s.pacer.Hitch(LongHitchLength)
	case TogglePause:
		s.pause(!s.sched.Paused())
	case StepTick:
		s.pause(true)
		s.sched.RequestStep()
	case Reset:
		if s.replays.replayed != nil {
			s.replayAgain()
		} else {
			s.reset()
		}
	case CycleDraw:
		s.worlds.setMode(next([]Mode{Interpolate, Newest, Extrapolate}, s.worlds.mode))
	case ToggleVariable:
		s.worlds.toggleVariable()
	case CycleRate:
		s.setRate(next(rateChoices, s.worlds.fixed.Config.Rate))
	default:
		s.actOnce(a)
	}
}

// actOnce carries out the actions that start something once: recording,
// the twin, a screenshot, quitting.
func (s *Sandbox) actOnce(a Action) {
	switch a {
	case Record:
		s.replays.toggleRecording(s.worlds.fixed)
	case CycleTwin:
		s.replays.twin.cycle(s.worlds.fixed)
	case CyclePolicy:
		s.cyclePolicy()
	case ToggleFrameTrace:
		s.toggleFrameTrace()
	case Screenshot:
		s.shot = true
	case Quit:
		s.closeErr = s.Close() // kept for CloseErr
	}
}

// pause pauses or resumes as the player asks (P, N): a replay that had
// ended goes live, and the pause no longer belongs to the window's focus.
func (s *Sandbox) pause(paused bool) {
	s.replays.goLive(s.worlds.fixed.Tick)
	s.sched.SetPaused(paused)
	s.focusPaused = false
}

func less[T cmp.Ordered](a, b T) bool { return a < b }
