package sandbox

import (
	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
)

// landingWorld is a world whose ticks report its jumper's landings as the
// sandbox's ticks do, for the loop's synctest and playback, which need a
// state they can snapshot.
type landingWorld struct {
	*bounce.World
	landings
	watch jumpWatch
}

// newLandingWorld returns w reporting its landings to play.
func newLandingWorld(w *bounce.World, play func(tick int64, l jumpLanding)) *landingWorld {
	lw := &landingWorld{World: w}
	lw.Play = play
	return lw
}

// Step steps the world, then watches the jump and reports a landing as
// the sandbox's state does after a tick.
func (w *landingWorld) Step(in bounce.Input) {
	w.World.Step(in)
	w.watch.observe(&w.Jumper)
	w.landings.observe(&w.Jumper, &w.watch)
}

// timeline returns the recent frames (the loop's), for reading only: the
// next frame changes it.
func (c Scene) readout(r *instrument.Readout) { c.s.dev.Readout(r) }
