package sandbox

import (
	"time"

	"tickbox/sim"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// state is what the sandbox's loop ticks, its fixed.Stepper (and
// fixed.Rated: the loop tells it the tick rate; and fixed.Taper: the
// loop records and plays back its fixed world): the worlds, the twin that
// follows each tick of the fixed world, the live input queue, the replay
// the loop plays, and the real time each tick costs (the load, a stall).
type state struct {
	worlds  worlds
	twin    twin
	replay  replay
	queue   InputQueue      // what the keys queue for the next tick
	clock   fixed.Clock     // the load and the stall sleep on it; steps are timed on it
	cost    instrument.Cost // the real time each tick costs: the load, a stall
	simTime time.Duration   // the real time the steps took since the frame began

	landings // what ticks report, which the loop fires: the state is a fixed.Reporter
}

// newState returns the state of fixed, timed on clock.
func newState(w *sim.World, clock fixed.Clock) *state {
	st := &state{clock: clock}
	st.worlds.fixed = w
	return st
}

// fixed returns the fixed-step world.
func (st *state) fixed() *sim.World { return st.worlds.fixed }

// Step runs one tick of the fixed world with in, then what follows it:
// the twin, the jumps watched and a landing reported, the load and any stall, which cost real
// time as a slow tick would. The variable world, if shown, gets a
// replay's input too.
func (st *state) Step(in sim.Input) {
	w := st.fixed()
	start := st.clock.Now()
	w.Step(in)
	st.simTime += st.clock.Now() - start
	st.twin.step(in)
	if st.replay.on {
		st.worlds.frameInput = st.worlds.frameInput.Merge(in)
	}
	st.worlds.ticked()
	st.landings.observe(&w.Jumper, &st.worlds.peaks[0])
	st.cost.Spend(st.clock)
}

// queueInput queues b for the next tick, and its input for the variable
// world's next step.
func (st *state) queueInput(b Buttons) {
	st.queue.Feed(b)
	st.worlds.frameInput = st.worlds.frameInput.Merge(b.Input())
}

// SetRate brings every world to hz: the loop calls it once the scheduler
// took hz (fixed.Loop.SetRate, a replay's change), and as it starts.
func (st *state) SetRate(hz int) {
	_ = st.fixed().SetRate(hz) // the scheduler's CheckRate took hz: the one rule
	st.worlds.followRate()
	st.twin.setRate(hz)
}

// replace makes w the fixed world: no input is queued, no stall waits, no
// replay drives it, and the variable world and the twin start over as
// copies of it.
func (st *state) replace(w *sim.World) {
	st.queue.Reset()
	st.cost.Cancel()
	st.worlds.replace(w)
	st.twin.restart(w)
	st.replay.on = false
}

// cycleTwin is D, on the fixed world.
func (st *state) cycleTwin() { st.twin.cycle(st.fixed()) }
