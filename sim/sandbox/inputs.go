package sandbox

import "tickbox/sim"

// InputQueue holds what the player did for the next tick to run: the
// live input the loop's ticks take (a loop.Inputs). The
// window reads keys once per frame, but ticks run zero, one or several
// times per frame, so input cannot be handed to "this frame's tick": it
// waits here until a tick takes it. Everything queued before a tick runs
// is merged into that tick's input (a jump and a kick in the same frame
// both happen; a second kick replaces the first), and the ticks after it
// get nothing until more is queued.
type InputQueue struct {
	pending sim.Input
}

// Queue merges in into the input for the next tick.
func (q *InputQueue) Queue(in sim.Input) { q.pending = merge(q.pending, in) }

// Pending returns the input the next tick will take.
func (q *InputQueue) Pending() sim.Input { return q.pending }

// Take returns the input queued for the next tick and empties the queue.
// The live queue serves whichever tick runs next, so tick is not consulted.
func (q *InputQueue) Take(tick int64) sim.Input {
	in := q.pending
	q.pending = sim.Input{}
	return in
}

// merge combines two inputs for one tick: either jump or teleport counts,
// and b's kick, if any, replaces a's.
func merge(a, b sim.Input) sim.Input {
	a.Jump = a.Jump || b.Jump
	a.Teleport = a.Teleport || b.Teleport
	if b.Kick != sim.KickNone {
		a.Kick = b.Kick
	}
	return a
}
