package loop

import (
	"tickbox/sim"
)

// setRate changes the tick rate of the scheduler and of every world, and
// records the change, which a replay must make at the same tick.
func (s *Sandbox) setRate(hz int) {
	if s.sched.SetRate(hz) != nil {
		return
	}
	_ = s.worlds.fixed.SetRate(hz) // the same rule as the scheduler's
	s.worlds.followRate()
	s.replays.rateChanged(s.worlds.fixed)
}

// reset starts the world again from its config, at the current tick rate,
// with a new scheduler (totals at zero) but every setting kept.
func (s *Sandbox) reset() {
	c := s.opts.World
	c.Rate = s.worlds.fixed.Config.Rate
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
	sc, err := s.newScheduler(w.Config.Rate)
	if err != nil {
		return err
	}
	sc.SetPaused(s.sched.Paused())
	s.sched = sc
	s.queue = InputQueue{}
	s.set.Stall = false
	s.worlds.replace(w)
	s.replays.restart(w)
	return nil
}
