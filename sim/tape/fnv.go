package tape

import "fmt"

// FNV is FNV-1a 64 (Fowler, Noll, Vo) of what is added to it, written
// out: tiny, with no tables and no allocation (hash/fnv's would allocate
// its state on every tick that seals a fingerprint), which is all a desync
// check needs: equal states give equal fingerprints and a one-bit change
// almost surely changes it. It is not a cryptographic hash. Start from
// NewFNV; a fingerprint that goes on from another starts from that one.
type FNV uint64

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// NewFNV returns the hash of nothing, FNV-1a's offset basis.
func NewFNV() FNV { return fnvOffset }

// Bytes adds b.
func (h *FNV) Bytes(b []byte) {
	x := *h
	for _, c := range b {
		x ^= FNV(c)
		x *= fnvPrime
	}
	*h = x
}

// Sum returns the hash.
func (h FNV) Sum() uint64 { return uint64(h) }

// Format returns a fingerprint as every output of Tickbox shows it: 16
// lowercase hex digits.
func Format(fp uint64) string { return fmt.Sprintf("%016x", fp) }
