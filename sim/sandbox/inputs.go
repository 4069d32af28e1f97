package sandbox

import (
	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
)

// InputQueue holds what the player did for the next tick to run: the
// sandbox's Buttons in a fixed.Latch, as any game's window on package
// game/shell keeps its input. The window reads keys once per frame, but
// ticks run zero, one or several times per frame, so input cannot be
// handed to "this frame's tick": it waits here until a tick takes it.
// Everything fed before a tick runs is merged into that tick's input
// (Buttons.Merge: a jump and a kick in the same frame both happen, two
// presses count two, a second kick replaces the first), and the ticks
// after it get the buttons held, no press (Buttons.Held), until more is
// fed. A tick takes the world input its buttons give (Buttons.Input).
type InputQueue struct {
	fixed.Latch[Buttons]
}

// Take returns the world input of the tick about to run: what the buttons
// the latch gives it say.
func (q *InputQueue) Take(tick int64) bounce.Input { return q.Latch.Take(tick).Input() }
