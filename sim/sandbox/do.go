package sandbox

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
	case s.ticker.replays.playing() && changesWorld(a):
		s.ticker.replays.ignore(a)
	case s.set.change(a):
		s.apply()
	case s.view.change(a):
	case a == Teleport && s.ticker.worlds.fixed.Balls.Len() == 0:
		s.notices.add("teleport: there are no balls (-balls 0)", false)
	default:
		if in, ok := inputOf(a); ok {
			// For the next tick, and for the variable world's next step.
			s.ticker.queue.Queue(in)
			s.ticker.worlds.frameInput = merge(s.ticker.worlds.frameInput, in)
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
		s.ticker.pause(!s.ticker.sched.Paused())
	case OneTick:
		s.ticker.pause(true)
		s.ticker.sched.RequestStep()
	case Reset:
		if s.ticker.replays.replayed != nil {
			s.ticker.replayAgain()
		} else {
			s.ticker.reset()
		}
	case CycleDraw:
		s.ticker.worlds.setMode(next([]Mode{Interpolate, Newest, Extrapolate}, s.ticker.worlds.mode))
	case ToggleVariable:
		s.ticker.worlds.toggleVariable()
	case CycleRate:
		s.ticker.setRate(next(rateChoices, s.ticker.worlds.fixed.Config.Rate))
	default:
		s.actOnce(a)
	}
}

// actOnce carries out the actions that start something once: recording,
// the twin, a screenshot, quitting.
func (s *Sandbox) actOnce(a Action) {
	switch a {
	case Record:
		s.ticker.replays.toggleRecording(s.ticker.worlds.fixed)
	case CycleTwin:
		s.ticker.replays.twin.cycle(s.ticker.worlds.fixed)
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
func (t *ticker) pause(paused bool) {
	t.replays.goLive(t.worlds.fixed.Tick)
	t.sched.SetPaused(paused)
	t.focusPaused = false
}

func less[T cmp.Ordered](a, b T) bool { return a < b }
