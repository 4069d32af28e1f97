package sandbox

import "tickbox/sim"

// Die lets go of the files the sandbox holds open, its recording's
// autosave, without saving anything, as the death of its process would:
// for tests of what a crash leaves behind.
func (s *Sandbox) Die() {
	if r := s.state.replays.rec; r != nil {
		r.rec.Stop()
		r.lock.Unlock()
	}
}

// LandingWorld is a world whose ticks report its jumper's landings as the
// sandbox's ticks do, for the loop's synctest and playback, which need a
// state they can snapshot.
type LandingWorld struct {
	*sim.World
	landings
	watch jumpWatch
}

// NewLandingWorld returns w reporting its landings to play.
func NewLandingWorld(w *sim.World, play func(tick int64, l Landing)) *LandingWorld {
	lw := &LandingWorld{World: w}
	lw.Play = play
	return lw
}

// Step steps the world, then watches the jump and reports a landing as
// the sandbox's state does after a tick.
func (w *LandingWorld) Step(in sim.Input) {
	w.World.Step(in)
	w.watch.observe(&w.Jumper)
	w.landings.observe(&w.Jumper, &w.watch)
}
