package sandbox

import (
	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
)

// tap returns the world input of action a pressed once in a frame, if a
// gives the world input.
//
// The keys' input waits for the next tick in a fixed.Latch of
// bounce.Input, as any game's window on package game/shell keeps its
// input: the window reads keys once per frame, but ticks run zero, one or
// several times per frame, so input cannot be handed to "this frame's
// tick". Everything fed before a tick runs is merged into that tick's
// input by the loop's rule for buttons (bounce.Input.Merge: a jump and a
// kick in the same frame both happen, two presses count two and jump
// once, a second kick replaces the first), and the ticks after it get the
// buttons held, no press (Held), until more is fed. The window tells the
// sandbox of a key's press (an action, Do), not how long the key is held,
// so each action is a tap: pressed and let go in its frame.
func tap(a instrument.Action) (bounce.Input, bool) {
	switch a {
	case Jump:
		return bounce.Input{Jump: bounce.Tap(true)}, true
	case Kick:
		return bounce.Input{Kick: bounce.KickUp}, true
	case KickLeft:
		return bounce.Input{Kick: bounce.KickLeft}, true
	case KickRight:
		return bounce.Input{Kick: bounce.KickRight}, true
	case Teleport:
		return bounce.Input{Teleport: bounce.Tap(true)}, true
	}
	return bounce.Input{}, false
}
