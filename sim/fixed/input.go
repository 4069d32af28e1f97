package fixed

import (
	"encoding"

	"tickbox/sim/loop"
	"tickbox/sim/tape"
)

// Stepper is what a Loop ticks: a game's state and its Step, with no
// display. Step advances the state by one tick, exactly one fixed step
// (1/Rate s), with the tick's input. It must not read a clock or depend
// on when it is called: a frame may run it 0 times, once or many times,
// and a replay runs it under any frames at all. It keeps what drawing
// needs: each value's previous state beside its current one ([Pair]). A
// game in a window (package tickbox/game/fixed's Game) is a Stepper with
// its Update and Draw around it.
type Stepper[I any] interface {
	Step(in I)
}

// Input is what a game's input type does so that every frame's input
// reaches exactly one tick, the next, however many ticks the frame runs
// (loop.Input; package tickbox/sim/loop's Latch is what keeps it).
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
type Input[I any] = loop.Input[I]

// Latch is where a loop keeps the live input fed until ticks take it:
// loop.Latch, for a game that keeps its own (a Stepper that is also its
// loop's Inputs).
type Latch[I Input[I]] = loop.Latch[I]

// None is the input of a game that takes none: its ticks all take None{}.
type None struct{}

// Merge returns None{}.
func (None) Merge(None) None { return None{} }

// Held returns None{}.
func (None) Held() None { return None{} }

// Rated is a game whose step follows the tick rate (most: one tick is
// 1/Rate s of game time): tape.Rated, which a playback calls too. The
// loop calls SetRate with the rate before the first tick and whenever it
// changes ([Loop.SetRate], a recording played back), between two ticks.
// A game without it is ticked at Options.Rate, which it must know, and
// its rate cannot change.
type Rated = tape.Rated

// Replayable is a game whose state can be recorded, played back and
// synctested (see package tickbox/sim/tape for what its Step must keep to
// qualify): it gives a fingerprint of its state and saves and restores
// it. UnmarshalBinary restores into the game the state MarshalBinary
// saved, whatever the game held.
type Replayable interface {
	Fingerprint() uint64
	encoding.BinaryMarshaler
	encoding.BinaryUnmarshaler
}
