package sandbox

import (
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/sched"
)

// measureSmoothness adds the frame, which really lasted measured and made
// f, to the judder and animation error (instrument.Smoothness), measured
// as the drawing mode draws, or stops measuring them while the sandbox is
// paused or runs as fast as possible, where no body moves with real time.
func (s *Sandbox) measureSmoothness(measured time.Duration, f sched.Frame) {
	if f.Paused || s.set.Fast {
		s.figures.StopSmooth()
		return
	}
	w := &s.state.worlds
	u := instrument.Conditions{Mode: w.mode.String(), Scale: s.sched().Scale(), Rate: w.fixed.Config.Rate}
	s.figures.Smooth(measured, s.loop.Snapper().Refresh(), u, w.drawnTime(f.Alpha))
}

// drawnTime returns the game time, in seconds, at which the world shown
// is drawn after a frame that left alpha: the fixed world's previous tick
// plus the drawing mode's weight of alpha (package blend's formula), or,
// in variable mode, the time the variable world has been stepped.
func (w *worlds) drawnTime(alpha float64) float64 {
	if w.mode.VariableStep {
		return w.variableTime
	}
	f := w.fixed
	return instrument.DrawnTime(f.Tick, w.mode.Draw.Weight(alpha), f.Config.Rate)
}
