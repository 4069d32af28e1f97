package tape

import (
	"bytes"
	"fmt"
)

// repeat is the delta of an input against itself: a tick that takes the
// input before, written in a file as an event of its own kind, with no
// bytes. Events share it: it is never written to.
var repeat = []byte{0, 0}

// Inputs reads a recording's inputs whole, in order, from their deltas,
// or writes them so: each is against the one before, the first against
// none. The zero Inputs is at the start of a recording. It allocates
// once, room for two inputs of MaxInput bytes.
type Inputs struct {
	prev, buf []byte
}

// grow makes room for two inputs of MaxInput bytes, once.
func (x *Inputs) grow() {
	if cap(x.prev) < MaxInput || cap(x.buf) < MaxInput {
		room := make([]byte, 2*MaxInput)
		x.prev = append(room[:0:MaxInput], x.prev...)
		x.buf = room[MaxInput:MaxInput]
	}
}

// reset starts x over, at the start of a recording, keeping its room.
func (x *Inputs) reset() {
	x.grow()
	x.prev, x.buf = x.prev[:0], x.buf[:0]
}

// Next returns the encoding of e's input, e being the input event after
// the one Next was given last: valid until the next call. A delta that is
// not one AppendDelta writes, with bytes left over, or of an input of no
// bytes, is an error naming the event.
func (x *Inputs) Next(e Event) ([]byte, error) {
	x.grow()
	out, n, err := ReadDelta(x.buf[:0], x.prev, e.Input, MaxInput)
	switch {
	case err != nil:
		return nil, fmt.Errorf("tape: %v: %w", e, err)
	case n != len(e.Input):
		return nil, fmt.Errorf("tape: %v: %d bytes after its delta", e, len(e.Input)-n)
	case len(out) == 0:
		return nil, fmt.Errorf("tape: %v: an input of no bytes, must be 1 to %d", e, MaxInput)
	}
	x.prev, x.buf = out, x.prev
	return x.prev, nil
}

// Append appends to dst the delta of in against the input before, and
// makes in the input before the next.
func (x *Inputs) Append(dst, in []byte) []byte {
	dst = AppendDelta(dst, x.prev, in)
	x.commit(in)
	return dst
}

// delta returns the delta of in against the input before without making
// in the input before (commit does): appended to arena, or repeat if in
// is the input before. arena grows in blocks, so that a recorder
// allocates once in many ticks, and the events it gave out keep theirs.
func (x *Inputs) delta(arena, in []byte) (d, grown []byte) {
	if len(x.prev) > 0 && bytes.Equal(in, x.prev) {
		return repeat, arena
	}
	const block = 64 << 10
	if most := 2*len(in) + 32; cap(arena)-len(arena) < most {
		arena = make([]byte, 0, max(block, most))
	}
	at := len(arena)
	arena = AppendDelta(arena, x.prev, in)
	return arena[at:len(arena):len(arena)], arena
}

// commit makes in the input before the next.
func (x *Inputs) commit(in []byte) {
	x.grow()
	x.prev = append(x.prev[:0], in...)
}
