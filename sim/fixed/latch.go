package fixed

// Input is what a game's input type does so that every frame's input
// reaches exactly one tick, the next, however many ticks the frame runs
// ([Latch] keeps it).
//
// Frames and ticks do not line up: at 144 fps and 60 Hz ticks most frames
// run no tick, at 20 fps each runs three. So the loop keeps each frame's
// input until a tick takes it. Inputs of several frames before one tick
// combine with Merge, in the order they were read: in.Merge(next) is what
// a tick takes when in, read first, and next, read a frame later, both
// came before it, presses kept from either (jump: in.Jump || next.Jump),
// what is held from next. Of a frame's ticks, the first takes the input;
// the others take its Held part: what lasts (keys and buttons held, the
// pointer), without what happens once (a press). So a jump pressed during
// a frame of 3 ticks jumps once, and a key held runs all three. A tick
// that no frame's input reached (a frame of many ticks, a headless run)
// takes the Held part of the latest input.
type Input[I any] interface {
	Merge(next I) I
	Held() I
}

// Latch holds the input frames read until ticks take it: a frame's input,
// merged with those before it that no tick took, goes to the next tick;
// the ticks after take its Held part; a tick that no new input reached
// takes the Held part of the latest. Frames and ticks do not line up (at
// 144 fps most frames run no tick, at 20 fps each runs three), so input
// read once per frame cannot go to "this frame's tick": it waits here. A
// Latch is the live [Inputs] of a window: Feed once a frame (or once per
// action: feeds before one tick merge), Take once a tick. The zero Latch
// is empty.
type Latch[I Input[I]] struct {
	pending I    // the input read since the last tick took one
	fresh   bool // pending holds input no tick has taken
	held    I    // what a tick takes when no new input came
}

// Feed adds input read for the next tick.
func (l *Latch[I]) Feed(in I) {
	if l.fresh {
		in = l.pending.Merge(in)
	}
	l.pending, l.fresh = in, true
}

// Take returns the input of the tick about to run.
func (l *Latch[I]) Take(int64) I {
	if !l.fresh {
		return l.held
	}
	in := l.pending
	l.held, l.fresh, l.pending = in.Held(), false, *new(I)
	return in
}

// Reset forgets every input fed: what was pressed before (while a replay
// played, say) is not the player's to the game.
func (l *Latch[I]) Reset() { *l = Latch[I]{} }
