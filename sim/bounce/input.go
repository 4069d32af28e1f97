package bounce

import (
	"fmt"

	"tickbox/sim/fixed"
)

// Kick is the direction of a kick given to every ball.
type Kick uint8

// The kick directions. KickNone must stay zero: the zero Input does nothing.
const (
	KickNone Kick = iota
	KickLeft
	KickRight
	KickUp
)

// Input is what the player did in one tick. It is applied at the start of the
// tick it is recorded for, before anything moves. The zero Input does nothing.
//
// Its jump and teleport are buttons, kept by the loop's rule for input
// (fixed.Button: presses counted between ticks, Merge and Held), so that
// a press read in any frame reaches exactly one tick. The world acts on
// presses only: a tick whose jump went down since the previous one
// (JustPressed) jumps once, however often it went down; a button held
// does nothing more. Recordings store what the world acts on (AppendBinary).
type Input struct {
	Jump     fixed.Button // the jumper jumps, if it is on the ground
	Kick     Kick         // every ball gets a push this way
	Teleport fixed.Button // ball 1 moves to a random place in the box and snaps there
}

// Tap returns a button pressed and let go once since the previous tick
// if pressed, else one untouched: a key's press as a script, a window or a
// recording gives it to the world.
func Tap(pressed bool) fixed.Button {
	if !pressed {
		return fixed.Button{}
	}
	return fixed.Button{Presses: 1, Releases: 1}
}

// Input bits in toByte's encoding.
const (
	inputJump     = 1 << 0
	inputKickMask = 3 << 1 // two bits, the Kick value
	inputTeleport = 1 << 3
	inputKnown    = inputJump | inputKickMask | inputTeleport
)

// Merge combines two inputs for one tick, in, then next read after it:
// each button's presses of both (fixed.Button.Merge), and next's kick, if
// any, replaces in's. (With Held, it makes Input a fixed.Input, which a
// fixed.Latch holds until a tick takes it.)
func (in Input) Merge(next Input) Input {
	in.Jump = in.Jump.Merge(next.Jump)
	in.Teleport = in.Teleport.Merge(next.Teleport)
	if next.Kick != KickNone {
		in.Kick = next.Kick
	}
	return in
}

// Held returns what the later ticks of in's frame take: the buttons held
// or not, no press, and no kick (a kick is a press too).
func (in Input) Held() Input { return Input{Jump: in.Jump.Held(), Teleport: in.Teleport.Held()} }

// toByte encodes what the world does with the input in one byte, the form
// replays store: bit 0 a jump pressed, bits 1-2 the kick, bit 3 a teleport
// pressed.
func (in Input) toByte() byte {
	b := byte(in.Kick&3) << 1
	if in.Jump.JustPressed() {
		b |= inputJump
	}
	if in.Teleport.JustPressed() {
		b |= inputTeleport
	}
	return b
}

// inputFromByte decodes toByte's encoding, each press a Tap. A byte with
// unknown bits set is an error, so a corrupted replay is caught rather than
// half-applied.
func inputFromByte(b byte) (Input, error) {
	if b&^inputKnown != 0 {
		return Input{}, fmt.Errorf("input byte %#02x: only bits 0-3 are defined", b)
	}
	return Input{
		Jump:     Tap(b&inputJump != 0),
		Kick:     Kick(b&inputKickMask) >> 1,
		Teleport: Tap(b&inputTeleport != 0),
	}, nil
}

// String names the input for logs and dumps, e.g. "jump+kick-right".
func (in Input) String() string {
	if in.toByte() == 0 {
		return "none"
	}
	s := ""
	add := func(part string) {
		if s != "" {
			s += "+"
		}
		s += part
	}
	if in.Jump.JustPressed() {
		add("jump")
	}
	if in.Kick != KickNone {
		add("kick-" + in.Kick.String())
	}
	if in.Teleport.JustPressed() {
		add("teleport")
	}
	return s
}

// String names the direction.
func (k Kick) String() string {
	switch k {
	case KickNone:
		return "none"
	case KickLeft:
		return "left"
	case KickRight:
		return "right"
	case KickUp:
		return "up"
	}
	return fmt.Sprintf("Kick(%d)", uint8(k))
}

// AppendBinary appends the input's one byte (toByte): the encoding a
// recording stores (encoding.BinaryAppender).
func (in Input) AppendBinary(b []byte) ([]byte, error) { return append(b, in.toByte()), nil }

// UnmarshalBinary decodes AppendBinary's one byte; any other length, or
// a byte with unknown bits, is an error.
func (in *Input) UnmarshalBinary(b []byte) error {
	if len(b) != 1 {
		return fmt.Errorf("input of %d bytes: an input is one byte", len(b))
	}
	v, err := inputFromByte(b[0])
	if err != nil {
		return err
	}
	*in = v
	return nil
}
