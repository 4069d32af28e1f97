package loop

import (
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

// toggleVariable switches variable step on, or off to the draw mode that
// was on before.
func (s *Sandbox) toggleVariable() {
	if s.mode == Variable {
		s.setMode(s.drawMode)
	} else {
		s.setMode(Variable)
	}
}

// setRate changes the tick rate of the scheduler and of every world, and
// records the change, which a replay must make at the same tick.
func (s *Sandbox) setRate(hz int) {
	if s.sched.SetRate(hz) != nil {
		return
	}
	_ = s.fixed.SetRate(hz) // the same rule as the scheduler's
	s.followRate()
	s.replays.rateChanged(s.fixed)
}

// followRate brings the variable world to the fixed world's tick rate.
func (s *Sandbox) followRate() {
	if s.variable != nil {
		_ = s.variable.SetRate(s.fixed.Config.Rate)
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
	_ = s.replaceWorld(w) // w's rate is valid
}

// replaceWorld makes w the fixed world, with a new scheduler at its rate
// (totals at zero) but every setting kept. The variable world and the twin
// start over as copies of it; a recording goes on in a new file.
func (s *Sandbox) replaceWorld(w *sim.World) error {
	old := s.fixed
	s.fixed = w
	sc, err := s.newScheduler() // at w's rate
	if err != nil {
		s.fixed = old
		return err
	}
	sc.SetPaused(s.sched.Paused())
	s.sched = sc
	s.queue = InputQueue{}
	s.peaks = [2]jumpWatch{}
	s.set.Stall = false
	if s.mode == Variable {
		s.variable.CopyFrom(s.fixed)
	}
	s.replays.restart(s.fixed)
	return nil
}
