package netplay

import (
	"fmt"

	"tickbox/sim/fixed"
)

// eventKeeper is a game that reports what happened in its ticks (a
// fixed.Reporter: a sound, an effect, to happen once) and can set a
// tick's report aside until the tick is confirmed, as fixed.Events can:
// embed one in the game. A peer steps ticks on predictions and runs them
// again when one was wrong, so a report played at its Step plays for a
// tick that never was, or twice. A peer whose state is an eventKeeper resets
// the report before every Step (ResetEvents, the loop's rule), keeps each
// tick's, the latest run's, as it runs it (KeepEvents), and plays it once
// the tick is confirmed (FireKept), every tick once and in order, never
// for a tick run again: in netplay as in a local run of the loop.
type eventKeeper interface {
	fixed.Reporter
	KeepEvents(slot int)
	FireKept(slot int, tick int64)
}

// reporting is what a peer needs to hand its game's reports over: the
// state as an eventKeeper (nil: the game reports nothing), and the ticks whose
// reports it played (0 to fired - 1).
type reporting struct {
	keeper eventKeeper
	slots  int64 // ticks a peer may run past the first not fired, and one more
	fired  int64
}

// newReporting is state's reporting; a state that reports events but
// cannot keep them is refused, its reports having no tick to play at.
func newReporting(state any, o *Options) (reporting, error) {
	k, ok := state.(eventKeeper)
	if !ok {
		if _, reports := state.(fixed.Reporter); reports {
			return reporting{}, fmt.Errorf("netplay: game %T reports events (fixed.Reporter) but cannot keep a tick's report until it is confirmed: embed a fixed.Events, or give it KeepEvents and FireKept", state)
		}
		return reporting{}, nil
	}
	// A peer runs at most Window ticks past base (at or before the
	// confirmed tick, which fired reaches at every confirm), and lockstep
	// one past the confirmed tick.
	return reporting{keeper: k, slots: int64(o.Window) + 2}, nil
}

// before readies the report of a tick about to run.
func (r *reporting) before() {
	if r.keeper != nil {
		r.keeper.ResetEvents()
	}
}

// after keeps tick t's report, its latest run's, unless it was played.
func (r *reporting) after(t int64) {
	if r.keeper != nil && t >= r.fired {
		r.keeper.KeepEvents(int(t % r.slots))
	}
}

// fire plays the report of every tick confirmed (below c) not yet played.
func (r *reporting) fire(c int64) {
	if r.keeper == nil {
		r.fired = c
		return
	}
	for ; r.fired < c; r.fired++ {
		r.keeper.FireKept(int(r.fired%r.slots), r.fired)
	}
}
