package sandbox

import (
	"tickbox/sim"
)

// setRate changes the tick rate of the scheduler and of every world, and
// records the change, which a replay must make at the same tick.
func (t *ticker) setRate(hz int) {
	if t.sched.SetRate(hz) != nil {
		return
	}
	_ = t.worlds.fixed.SetRate(hz) // the same rule as the scheduler's
	t.worlds.followRate()
	t.replays.rateChanged(t.worlds.fixed)
}

// reset starts the world again from its config, at the current tick rate,
// with a new scheduler (totals at zero) but every setting kept.
func (t *ticker) reset() {
	c := t.opts.World
	c.Rate = t.worlds.fixed.Config.Rate
	w, err := sim.New(c)
	if err != nil {
		return // cannot happen: c is the validated config at a valid rate
	}
	_ = t.replaceWorld(w) // w's rate is valid
}

// replaceWorld makes w the fixed world, with a new scheduler at its rate
// (totals at zero) but every setting kept. The variable world and the twin
// start over as copies of it; a recording goes on in a new file.
func (t *ticker) replaceWorld(w *sim.World) error {
	sc, err := t.newScheduler(w.Config.Rate, t.sched.Policy()) // the same policy, its state kept
	if err != nil {
		return err
	}
	sc.SetPaused(t.sched.Paused())
	t.sched = sc
	t.queue = InputQueue{}
	t.set.Stall = false
	t.worlds.replace(w)
	t.replays.restart(w)
	return nil
}
