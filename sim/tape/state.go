package tape

import "encoding"

// State is a game state a tape can record and play back: a fixed.Stepper
// (Step runs one tick with its input) that also gives its fingerprint and
// saves and restores itself. See the package comment for the rules its
// Step must keep.
type State[I any] interface {
	// Step runs one tick with in.
	Step(in I)
	// Fingerprint is a hash of everything a tick can change (FNV-1a 64
	// over the fields' bits in a fixed order does): two states with the
	// same fingerprint are taken to be the same.
	Fingerprint() uint64
	// MarshalBinary saves the state; UnmarshalBinary restores exactly
	// that state into the value it is called on, whatever it held.
	encoding.BinaryMarshaler
	encoding.BinaryUnmarshaler
}

// snapshot saves s into buf, reusing it when s can append
// (encoding.BinaryAppender), so that a synctest allocates nothing a tick.
func snapshot[I any](s State[I], buf []byte) ([]byte, error) {
	if a, ok := s.(encoding.BinaryAppender); ok {
		return a.AppendBinary(buf[:0])
	}
	return s.MarshalBinary()
}
