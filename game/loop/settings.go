package loop

import (
	"time"

	"tickbox/sim"
)

// setMode switches to m. Entering variable mode starts the variable world
// as an exact copy of the fixed one, so that the drift shown is what
// variable stepping adds from then on; leaving it returns to the draw mode
// that was on before.
func (s *Sandbox) setMode(m Mode) {
	if m == Variable && s.mode != Variable {
		if s.variable == nil {
			s.variable = new(sim.World)
		}
		s.variable.CopyFrom(s.fixed)
		s.peaks[1] = s.peaks[0]
	}
	if m != Variable {
		s.drawMode = m
	}
	s.mode = m
}

// setLimits switches the clamp and the tick cap on or off together.
func (s *Sandbox) setLimits(on bool) {
	s.limits = on
	maxFrame, maxUpdates := time.Duration(0), 0
	if on {
		maxFrame, maxUpdates = s.opts.MaxFrame, s.opts.MaxUpdates
	}
	_ = s.sched.SetLimits(maxFrame, maxUpdates) // validated in Options
}

// setScale sets the time scale in quarters, one of scaleChoices.
func (s *Sandbox) setScale(quarters int) {
	if s.sched.SetScale(quarters) == nil {
		s.scale = quarters
	}
}

// setRate changes the tick rate of the scheduler and of both worlds.
func (s *Sandbox) setRate(hz int) {
	if s.sched.SetRate(hz) != nil {
		return
	}
	_ = s.fixed.SetRate(hz) // the same rule as the scheduler's
	if s.variable != nil {
		_ = s.variable.SetRate(hz)
	}
}

// reset starts the world again from its config, at the current tick rate,
// with a new scheduler (totals at zero) but every setting kept.
func (s *Sandbox) reset() {
	c := s.opts.World
	c.Rate = s.fixed.Config.Rate
	w, err := sim.New(c)
	if err != nil {
		return // cannot happen: c is the validated config at a valid rate
	}
	paused := s.sched.Paused()
	sc, err := s.newScheduler()
	if err != nil {
		return
	}
	s.fixed, s.sched = w, sc
	s.sched.SetPaused(paused)
	s.queue = InputQueue{}
	s.peaks = [2]jumpWatch{}
	s.stall = false
	if s.mode == Variable {
		s.variable.CopyFrom(s.fixed)
	}
}
