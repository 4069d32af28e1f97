package sandbox

import (
	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
)

// state is what the sandbox's loop ticks, its fixed.Stepper (and
// fixed.Rated: the loop tells it the tick rate; tape.Taper: the loop
// records and plays back its fixed world; instrument.Timed: it says when the
// world is drawn): the worlds, the twin that follows each tick of the
// fixed world, the live input queue and the replay the loop plays.
type state struct {
	worlds worlds
	twin   twin
	replay replay
	queue  fixed.Latch[bounce.Input] // what the keys queue for the next tick (tap)

	landings // what ticks report, which the loop fires: the state is a fixed.Reporter
}

// newState returns the state of fixed.
func newState(w *bounce.World) *state {
	st := &state{}
	st.worlds.fixed = w
	return st
}

// fixed returns the fixed-step world.
func (st *state) fixed() *bounce.World { return st.worlds.fixed }

// Step runs one tick of the fixed world with in, then what follows it:
// the twin, the jumps watched and a landing reported. The variable
// world, if shown, gets a replay's input too. The loop's instruments time
// it and add the load and any stall.
func (st *state) Step(in bounce.Input) {
	w := st.fixed()
	w.Step(in)
	st.twin.step(in)
	if st.replay.on {
		st.worlds.frameInput = st.worlds.frameInput.Merge(in)
	}
	st.worlds.ticked()
	st.landings.observe(&w.Jumper, &st.worlds.peaks[0])
}

// DrawnTime is the world's drawn time (worlds.drawnTime) and the drawing
// mode, for the loop's smoothness.
func (st *state) DrawnTime(alpha float64) (float64, string) {
	return st.worlds.drawnTime(alpha), st.worlds.mode.String()
}

// queueInput queues in for the next tick, and for the variable world's
// next step.
func (st *state) queueInput(in bounce.Input) {
	st.queue.Feed(in)
	st.worlds.frameInput = st.worlds.frameInput.Merge(in)
}

// SetRate brings every world to hz: the loop calls it once the scheduler
// took hz (fixed.Loop.SetRate, a replay's change), and as it starts.
func (st *state) SetRate(hz int) {
	_ = st.fixed().SetRate(hz) // the scheduler's CheckRate took hz: the one rule
	st.worlds.followRate()
	st.twin.setRate(hz)
}

// replace makes w the fixed world: no input is queued, no replay drives
// it, and the variable world and the twin start over as copies of it.
func (st *state) replace(w *bounce.World) {
	st.queue.Reset()
	st.worlds.replace(w)
	st.twin.restart(w)
	st.replay.on = false
}

// cycleTwin is D, on the fixed world.
func (st *state) cycleTwin() { st.twin.cycle(st.fixed()) }
