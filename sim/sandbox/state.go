package sandbox

import (
	"tickbox/sim"
	"tickbox/sim/fixed"
)

// state is what the sandbox's loop ticks, its fixed.Stepper and
// fixed.Inputs (and fixed.Rated: the loop tells it the tick rate;
// fixed.Timed: it says when the world is drawn): the worlds, the replay
// part that follows each tick of the fixed world (the recording, the
// replay and its checks, the twin) and the live input. What a frame's
// ticks leave for the Sandbox to do once they have run (follow a replay's
// new tick rate, pause at its end) it notes for the Sandbox to take.
type state struct {
	worlds  worlds
	replays replays
	queue   InputQueue              // what the keys queue for the next tick
	live    fixed.Inputs[sim.Input] // where live input comes from: &queue unless replaced
	clock   fixed.Clock             // what the autosave reads
	newRate bool                    // a replay changed the fixed world's tick rate
	ended   bool                    // a replay reached its last tick

	landings // what ticks report, which the loop fires: the state is a fixed.Reporter
}

// newState returns the state of fixed, timed on clock, with the replay
// part r.
func newState(w *sim.World, clock fixed.Clock, r replays) *state {
	st := &state{replays: r, clock: clock}
	st.worlds.fixed = w
	st.live = &st.queue
	return st
}

// setLive makes ticks take their live input from in; nil is the queue.
func (st *state) setLive(in fixed.Inputs[sim.Input]) {
	if in == nil {
		in = &st.queue
	}
	st.live = in
}

// fixed returns the fixed-step world.
func (st *state) fixed() *sim.World { return st.worlds.fixed }

// Take returns the input of the tick about to run, from the replay or else
// from the live input, recorded. A replay may change the tick rate at this
// tick, which the variable world follows at once and the Sandbox once the
// frame's ticks have run. The variable world, if shown, gets a replay's
// input too.
func (st *state) Take(int64) sim.Input {
	in, rateChanged := st.replays.input(st.fixed(), st.live)
	if rateChanged {
		st.newRate = true
		st.worlds.followRate()
	}
	if st.replays.playing() {
		st.worlds.frameInput = st.worlds.frameInput.Merge(in)
	}
	return in
}

// Step runs one tick of the fixed world with in, then what follows it:
// the replay part (twin, recording, the replay's checks), the jumps
// watched, the recording's autosave when it is due. The loop's
// instruments time it and add the load and any stall.
func (st *state) Step(in sim.Input) {
	w := st.fixed()
	w.Step(in)
	if st.replays.stepped(w, in) {
		st.ended = true
	}
	st.worlds.ticked()
	st.landings.observe(&w.Jumper, &st.worlds.peaks[0])
	st.replays.autosave(st.clock.Now()) // a frame may outlast AutosaveEvery: see autosave
}

// DrawnTime is the world's drawn time (worlds.drawnTime) and the drawing
// mode, for the loop's smoothness.
func (st *state) DrawnTime(alpha float64) (float64, string) {
	return st.worlds.drawnTime(alpha), st.worlds.mode.String()
}

// queueInput queues b for the next tick, and its input for the variable
// world's next step.
func (st *state) queueInput(b Buttons) {
	st.queue.Feed(b)
	st.worlds.frameInput = st.worlds.frameInput.Merge(b.Input())
}

// SetRate brings every world to hz and records the change, which a replay
// must make at the same tick: the loop calls it once the scheduler took hz
// (fixed.Loop.SetRate), and as it starts.
func (st *state) SetRate(hz int) {
	_ = st.fixed().SetRate(hz) // the scheduler's CheckRate took hz: the one rule
	st.worlds.followRate()
	st.replays.rateChanged(st.fixed())
}

// replace makes w the fixed world: no input is queued, the
// variable world and the twin start over as copies of it, and a recording
// goes on in a new file.
func (st *state) replace(w *sim.World) {
	st.queue.Reset()
	st.worlds.replace(w)
	st.replays.restart(w)
}

// toggleRecording is R, on the fixed world.
func (st *state) toggleRecording() { st.replays.toggleRecording(st.fixed()) }

// cycleTwin is D, on the fixed world.
func (st *state) cycleTwin() { st.replays.twin.cycle(st.fixed()) }
