package sandbox

import (
	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// Buttons is the sandbox's live input, as any game on the loop keeps its
// own: a fixed.Button for each action that gives the world input, kept by
// the loop's rule for input edges (fixed.Devices keeps the same). A press
// fed between two ticks reaches exactly one tick, the next; presses fed in
// several frames before one tick count, each; a frame of many ticks gives
// its presses to the first and the later ones see the buttons held.
//
// The window tells the sandbox of a key's press (an action, Do), not how
// long the key is held, so each action is a tap: pressed and let go in its
// frame. The world's input is all presses (bounce.Input.Held is zero): what
// a tick does is Input, one byte as recordings store it.
type Buttons struct {
	Jump, Kick, KickLeft, KickRight, Teleport fixed.Button
	// kick is the kick pressed latest: a tick kicks once, that way, as
	// bounce.Input.Merge keeps the later of two kicks.
	kick bounce.Kick
}

// tap returns the Buttons of action a pressed once in a frame, if a gives
// the world input.
func tap(a instrument.Action) (Buttons, bool) {
	once := fixed.Button{Presses: 1, Releases: 1}
	var b Buttons
	switch a {
	case Jump:
		b.Jump = once
	case Kick:
		b.Kick, b.kick = once, bounce.KickUp
	case KickLeft:
		b.KickLeft, b.kick = once, bounce.KickLeft
	case KickRight:
		b.KickRight, b.kick = once, bounce.KickRight
	case Teleport:
		b.Teleport = once
	default:
		return Buttons{}, false
	}
	return b, true
}

// Merge returns what a tick takes when b, fed first, and next, fed later,
// both came before it: each button's presses of both (fixed.Button.Merge:
// the loop's rule) and the kick the world's rule keeps (bounce.Input.Merge:
// the later), each rule written once, where it belongs.
func (b Buttons) Merge(next Buttons) Buttons {
	return Buttons{
		Jump: b.Jump.Merge(next.Jump), Kick: b.Kick.Merge(next.Kick),
		KickLeft: b.KickLeft.Merge(next.KickLeft), KickRight: b.KickRight.Merge(next.KickRight),
		Teleport: b.Teleport.Merge(next.Teleport),
		kick:     bounce.Input{Kick: b.kick}.Merge(bounce.Input{Kick: next.kick}).Kick,
	}
}

// Held returns what the later ticks of b's frame take: each button held
// or not, no press.
func (b Buttons) Held() Buttons {
	return Buttons{Jump: b.Jump.Held(), Kick: b.Kick.Held(), KickLeft: b.KickLeft.Held(),
		KickRight: b.KickRight.Held(), Teleport: b.Teleport.Held()}
}

// Input returns the world input of a tick that took b: a jump and a
// teleport if their buttons went down since the previous tick (however
// often: the jumper jumps from the ground once, ball 1 lands in one
// place), and the latest kick.
func (b Buttons) Input() bounce.Input {
	return bounce.Input{Jump: b.Jump.JustPressed(), Kick: b.kick, Teleport: b.Teleport.JustPressed()}
}
