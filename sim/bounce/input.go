package bounce

import "fmt"

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
type Input struct {
	Jump     bool // the jumper jumps, if it is on the ground
	Kick     Kick // every ball gets a push this way
	Teleport bool // ball 1 moves to a random place in the box and snaps there
}

// Input bits in Byte's encoding.
const (
	inputJump     = 1 << 0
	inputKickMask = 3 << 1 // two bits, the Kick value
	inputTeleport = 1 << 3
	inputKnown    = inputJump | inputKickMask | inputTeleport
)

// Merge combines two inputs for one tick, in, then next read after it:
// either jump or teleport counts, and next's kick, if any, replaces in's.
// (With Held, it makes Input a loop.Input, which a loop.Latch holds until
// a tick takes it.)
func (in Input) Merge(next Input) Input {
	in.Jump = in.Jump || next.Jump
	in.Teleport = in.Teleport || next.Teleport
	if next.Kick != KickNone {
		in.Kick = next.Kick
	}
	return in
}

// Held returns the zero Input: everything the player does to the world
// is a press, which one tick takes, none a key held over several.
func (Input) Held() Input { return Input{} }

// IsZero reports whether the input does nothing.
func (in Input) IsZero() bool { return in == Input{} }

// Byte encodes the input in one byte, the form replays store: bit 0 jump,
// bits 1-2 the kick, bit 3 teleport.
func (in Input) Byte() byte {
	b := byte(in.Kick&3) << 1
	if in.Jump {
		b |= inputJump
	}
	if in.Teleport {
		b |= inputTeleport
	}
	return b
}

// InputFromByte decodes Byte's encoding. A byte with unknown bits set is an
// error, so a corrupted replay is caught rather than half-applied.
func InputFromByte(b byte) (Input, error) {
	if b&^inputKnown != 0 {
		return Input{}, fmt.Errorf("input byte %#02x: only bits 0-3 are defined", b)
	}
	return Input{
		Jump:     b&inputJump != 0,
		Kick:     Kick(b&inputKickMask) >> 1,
		Teleport: b&inputTeleport != 0,
	}, nil
}

// String names the input for logs and dumps, e.g. "jump+kick-right".
func (in Input) String() string {
	if in.IsZero() {
		return "none"
	}
	s := ""
	add := func(part string) {
		if s != "" {
			s += "+"
		}
		s += part
	}
	if in.Jump {
		add("jump")
	}
	if in.Kick != KickNone {
		add("kick-" + in.Kick.String())
	}
	if in.Teleport {
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

// AppendBinary appends the input's one byte (Byte): the encoding a
// recording stores (encoding.BinaryAppender).
func (in Input) AppendBinary(b []byte) ([]byte, error) { return append(b, in.Byte()), nil }

// UnmarshalBinary decodes AppendBinary's one byte; any other length, or
// a byte with unknown bits, is an error.
func (in *Input) UnmarshalBinary(b []byte) error {
	if len(b) != 1 {
		return fmt.Errorf("input of %d bytes: an input is one byte", len(b))
	}
	v, err := InputFromByte(b[0])
	if err != nil {
		return err
	}
	*in = v
	return nil
}
