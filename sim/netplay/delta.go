package netplay

import (
	"encoding/binary"
	"errors"
)

// The wire writes each input's encoding against the one before it (GGRS's
// approach: XOR, then the runs of zeros skipped), through these two
// functions, so that another delta of the same shape (tape's, when it has
// one) plugs in here and nowhere else. appendDelta appends the delta of
// in against ref to dst; readDelta reads the delta at the start of src
// against ref, appends the input to dst, and returns how many bytes of src
// it read, refusing an input longer than most. Neither keeps its slices.
var (
	appendDelta = appendXOR
	readDelta   = readXOR
)

// appendXOR writes in against ref as its length, then each run of bytes
// that differ from ref's (ref reads as zeros past its end) as the run's
// length c ≥ 1, the bytes s before it that do not differ (since the run
// before), and the c bytes of in XOR ref; then a 0. All are uvarints but
// the XORed bytes. An input the same as ref takes 2 bytes.
func appendXOR(dst, ref, in []byte) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(in)))
	from := 0
	for i := 0; i < len(in); {
		if in[i] == byteAt(ref, i) {
			i++
			continue
		}
		j := i + 1
		for j < len(in) && in[j] != byteAt(ref, j) {
			j++
		}
		dst = binary.AppendUvarint(dst, uint64(j-i))
		dst = binary.AppendUvarint(dst, uint64(i-from))
		for k := i; k < j; k++ {
			dst = append(dst, in[k]^byteAt(ref, k))
		}
		from, i = j, j
	}
	return append(dst, 0)
}

// byteAt is b[i], or 0 past b's end.
func byteAt(b []byte, i int) byte {
	if i < len(b) {
		return b[i]
	}
	return 0
}

var errDelta = errors.New("netplay: a garbled input delta")

// readXOR reads appendXOR's delta. It never panics on any src and
// allocates only if dst has no room.
func readXOR(dst, ref, src []byte, most int) ([]byte, int, error) {
	size, off := binary.Uvarint(src)
	if off <= 0 || size > uint64(most) {
		return dst, 0, errDelta
	}
	start := len(dst)
	for i := range int(size) {
		dst = append(dst, byteAt(ref, i))
	}
	at := 0 // the next byte of the input a run may start at
	for {
		c, n := binary.Uvarint(src[off:])
		if n <= 0 {
			return dst[:start], 0, errDelta
		}
		off += n
		if c == 0 {
			return dst, off, nil
		}
		s, n := binary.Uvarint(src[off:])
		if n <= 0 || s > size || c > size || uint64(at)+s+c > size || len(src)-off-n < int(c) {
			return dst[:start], 0, errDelta
		}
		off += n
		at += int(s)
		for k := range int(c) {
			dst[start+at+k] ^= src[off+k]
		}
		off, at = off+int(c), at+int(c)
	}
}
