package bounce

import (
	"encoding/binary"
	"math"

	"tickbox/sim/tape"
)

// hasher is FNV-1a 64 (tape.FNV, the recordings' own) of the world's
// numbers: each goes in as its eight bytes, least significant first, a
// float as its bits (math.Float64bits).
type hasher struct{ tape.FNV }

// newHasher returns the hash of nothing, FNV-1a's offset basis.
func newHasher() hasher { return hasher{tape.NewFNV()} }

// Uint64 adds v's eight bytes, least significant first.
func (h *hasher) Uint64(v uint64) {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], v)
	h.Bytes(b[:])
}

// Float adds v's bits, so that 0 and -0 differ, as they do in a state.
func (h *hasher) Float(v float64) { h.Uint64(math.Float64bits(v)) }
