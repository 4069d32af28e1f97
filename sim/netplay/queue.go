package netplay

// queueSize is the ticks of one player's inputs a peer holds: the real
// ones from the oldest it may still need (to run a tick again, or to send
// to a peer that has not acknowledged it) to the newest. A peer stops
// running ahead before its own would fill it; a remote input that does
// not fit yet is dropped, and comes again in a later packet.
const queueSize = 1024 // a power of two: a tick, never negative, is masked to its place

// queue is one player's inputs, as one peer has them: real ones for every
// tick below known, and for each tick run on a prediction, the input it
// was run with. The prediction is the last real input repeated (GGRS's
// PredictRepeatLast), the zero input before any.
type queue[I comparable] struct {
	real  [queueSize]I
	used  [queueSize]I
	known int64 // real inputs are known for every tick below this
}

// input is the input tick t runs with: the real one, or the prediction,
// which it notes as used.
func (q *queue[I]) input(t int64) I {
	if t < q.known {
		return q.real[t&(queueSize-1)]
	}
	var in I
	if q.known > 0 {
		in = q.real[(q.known-1)&(queueSize-1)]
	}
	q.used[t&(queueSize-1)] = in
	return in
}

// add sets the real input of tick known, the next one, if it fits above
// floor (the oldest tick still needed). ran is how many ticks have run:
// for a tick that ran on a prediction, add reports whether the prediction
// was wrong.
func (q *queue[I]) add(in I, floor, ran int64) (added, wrong bool) {
	t := q.known
	if t-floor >= queueSize {
		return false, false
	}
	q.real[t&(queueSize-1)] = in
	q.known++
	return true, t < ran && q.used[t&(queueSize-1)] != in
}

// at is the real input of tick t, known and still held.
func (q *queue[I]) at(t int64) I { return q.real[t&(queueSize-1)] }
