package sandbox

import (
	"tickbox/sim"
	"tickbox/sim/fixed"
)

// InputQueue holds what the player did for the next tick to run: the
// live input the loop's ticks take, a fixed.Latch, as any game's window on
// package game/fixed keeps its input. The window reads keys once per
// frame, but ticks run zero, one or several times per frame, so input
// cannot be handed to "this frame's tick": it waits here until a tick
// takes it. Everything fed before a tick runs is merged into that tick's
// input (sim.Input.Merge: a jump and a kick in the same frame both
// happen; a second kick replaces the first), and the ticks after it get
// nothing (sim.Input.Held) until more is fed.
type InputQueue = fixed.Latch[sim.Input]
