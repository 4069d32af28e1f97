//go:build !headless

package fixed

// latch holds the input frames read until ticks take it, as Input says:
// a frame's input, merged with those before it that no tick took, goes
// to the next tick; the ticks after take its Held part. It is the loop's
// live Inputs.
type latch[I Input[I]] struct {
	pending I    // the input read since the last tick took one
	fresh   bool // pending holds input no tick has taken
	held    I    // what a tick takes when no new input came
}

// feed adds a frame's input.
func (l *latch[I]) feed(in I) {
	if l.fresh {
		in = l.pending.Merge(in)
	}
	l.pending, l.fresh = in, true
}

// Take returns the input of the tick about to run.
func (l *latch[I]) Take(int64) I {
	if !l.fresh {
		return l.held
	}
	in := l.pending
	l.held, l.fresh = in.Held(), false
	var zero I
	l.pending = zero
	return in
}

// reset forgets every input read: a replay ended, and what was pressed
// while it played was not the player's to the game.
func (l *latch[I]) reset() { *l = latch[I]{} }
