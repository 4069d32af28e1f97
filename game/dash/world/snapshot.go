package world

import (
	"encoding/binary"
	"fmt"
	"math"

	"tickbox/sim/fixed"
	"tickbox/sim/tape"
)

// Fingerprint is FNV-1a 64 over the world's snapshot: every field, in
// the order of the world's type, floats as their bits.
func (w *State) Fingerprint() uint64 {
	var buf [512]byte // more than the snapshot's 312 bytes: no allocation
	b, _ := binary.Append(buf[:0], binary.LittleEndian, w)
	h := tape.NewFNV()
	h.Bytes(b)
	return h.Sum()
}

// worldSize is the snapshot's length in bytes.
var worldSize = binary.Size(State{})

// MarshalBinary saves the world: every field, little-endian, floats as
// their bits (encoding/binary), so that a restored world is this one to
// the bit.
func (w *State) MarshalBinary() ([]byte, error) {
	return binary.Append(make([]byte, 0, worldSize), binary.LittleEndian, w)
}

// UnmarshalBinary restores a world MarshalBinary saved.
func (w *State) UnmarshalBinary(b []byte) error {
	var v State
	if n, err := binary.Decode(b, binary.LittleEndian, &v); err != nil || n != len(b) {
		return fmt.Errorf("dash: a snapshot of %d bytes, want %d", len(b), worldSize)
	}
	if err := fixed.CheckRate(v.Rate); err != nil {
		return fmt.Errorf("dash: a snapshot: %w", err)
	}
	if math.IsNaN(v.Player.Pos.Current.X) {
		return fmt.Errorf("dash: a snapshot with the player at NaN: not a world")
	}
	*w = v
	return nil
}
