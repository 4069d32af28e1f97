package sandbox

import (
	"tickbox/sim/instrument"
)

// Do carries out an action, as its key does. Input for the world (jump,
// kicks, teleport) is queued for the next tick; everything else changes a
// setting at once, so the next frame shows it. While a replay plays, the
// actions that would change the world (input and the tick rate) are
// ignored with a notice, and Reset plays the replay again. After Close, Do
// does nothing.
func (s *Sandbox) Do(a instrument.Action) {
	switch {
	case s.closed:
	case s.state.replay.on && changesWorld(a):
		s.ignore(a)
	case s.change(a):
	case s.view.change(a):
	case a == Teleport && s.state.fixed().Balls.Len() == 0:
		s.notices.add("teleport: there are no balls (-balls 0)", false)
	default:
		if b, ok := tap(a); ok {
			s.state.queueInput(b)
		} else {
			s.act(a)
		}
	}
}

// act carries out the actions that need more than a switch: pausing and
// single steps, the world and its modes, recording, the twin, a
// screenshot, quitting.
func (s *Sandbox) act(a instrument.Action) {
	switch a {
	case instrument.TogglePause:
		s.pause(!s.loop.Scheduler().Paused())
	case instrument.OneTick:
		s.pause(true)
		s.loop.OneTick()
	case Reset:
		if s.state.replay.rec != nil {
			s.replayAgain()
		} else {
			s.reset()
		}
	case CycleDraw:
		s.state.worlds.setMode(instrument.Next([]Mode{Interpolate, Newest, Extrapolate}, s.state.worlds.mode))
	case ToggleVariable:
		s.state.worlds.toggleVariable()
	case CycleRate:
		s.setRate(instrument.Next(rateChoices, s.state.fixed().Config.Rate))
	default:
		s.actOnce(a)
	}
}

// actOnce carries out the actions that start something once: recording,
// the twin, a screenshot, quitting.
func (s *Sandbox) actOnce(a instrument.Action) {
	switch a {
	case Record:
		s.toggleRecording()
	case CycleTwin:
		s.state.cycleTwin()
	case instrument.CyclePolicy:
		s.cyclePolicy()
	case instrument.ToggleFrameTrace:
		s.toggleFrameTrace()
	case instrument.Screenshot:
		s.shot = true
	case Quit:
		s.closeErr = s.Close() // kept for CloseErr
	}
}

// pause pauses or resumes as the player asks (P, N): a replay that had
// ended goes live, ticking on from its last tick, and the pause no longer
// belongs to the window's focus.
func (s *Sandbox) pause(paused bool) {
	s.goLive()
	s.loop.SetPaused(paused) // the player's pause, no longer the focus's
}
