package sim

import (
	"fmt"
	"math"
)

// hash is FNV-1a 64 (Fowler, Noll, Vo) over little-endian bytes. It is tiny,
// has no tables and needs no allocation, which is all a desync check needs:
// equal states give equal fingerprints and a one-bit change almost surely
// changes it. It is not a cryptographic hash.
type hash uint64

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func newHash() hash { return fnvOffset }

// uint64 adds the eight little-endian bytes of v.
func (h *hash) uint64(v uint64) {
	x := *h
	for range 8 {
		x ^= hash(v & 0xff)
		x *= fnvPrime
		v >>= 8
	}
	*h = x
}

// float adds the bits of v, so that 0 and -0 differ, as they do in the state.
func (h *hash) float(v float64) { h.uint64(math.Float64bits(v)) }

func (h hash) sum() uint64 { return uint64(h) }

// FormatFingerprint writes a fingerprint as 16 lowercase hex digits, the form
// every output of Tickbox uses.
func FormatFingerprint(f uint64) string { return fmt.Sprintf("%016x", f) }

// Hash is FNV-1a 64 over everything a Config holds, in this order: model,
// version, rate, balls, seed (each as eight little-endian bytes), width,
// height, bumper x, bumper y, bumper radius, ball radius, restitution,
// gravity, jump speed (as their bits), build. Equal configs hash alike; a
// change to any field, down to the last bit of a float, changes the hash
// almost surely.
func (c Config) Hash() uint64 {
	h := newHash()
	for _, v := range []uint64{uint64(c.Model), uint64(c.Version), uint64(c.Rate), uint64(c.Balls), c.Seed} {
		h.uint64(v)
	}
	for _, v := range c.floats() {
		h.float(v)
	}
	h.uint64(uint64(c.Build))
	return h.sum()
}
