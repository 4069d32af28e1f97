package sandbox

import "tickbox/sim/bounce"

// setRate changes the tick rate of the scheduler and of every world, and
// records the change, which a replay must make at the same tick
// (state.SetRate, which the loop calls). A rate the scheduler refuses
// changes nothing.
func (s *Sandbox) setRate(hz int) { _ = s.loop.SetRate(hz) }

// reset starts the world again from its config, at the current tick rate,
// with the scheduler started over (totals at zero) but every setting kept.
func (s *Sandbox) reset() {
	c := s.opts.World
	c.Rate = s.state.fixed().Config.Rate
	w, err := bounce.New(c)
	if err != nil {
		return // cannot happen: c is the validated config at a valid rate
	}
	_ = s.replaceWorld(w) // w's rate is valid
}

// replaceWorld makes w the fixed world, with the scheduler started over at
// its rate (totals at zero) but every setting kept, its policy and pause
// included, and no stop. The variable world and the twin start over as
// copies of it; a recording goes on in a new file.
func (s *Sandbox) replaceWorld(w *bounce.World) error {
	s.state.replace(w)
	return s.loop.StartOver(w.Tick, w.Config.Rate) // after: a recording goes on from w; its rate is no change to record
}
