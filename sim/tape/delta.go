package tape

import (
	"encoding/binary"
	"fmt"
	"math"
)

// AppendDelta appends the delta of in against ref to dst and returns the
// extended slice. It allocates only if dst has no room.
//
// A delta is an input's encoding written against a reference input's
// (the input before it, on a tape or on the wire): the bytes of the two
// XORed, then the runs of zeros skipped (the GGRS approach: XOR, then
// run-length). Against the same input it takes 2 bytes, a cursor moved
// a pixel 6, where package fixed's Devices is 776 bytes whole. It reads
// its own end, so that a tape or a packet holds deltas one after another
// with no length between them:
//
//	length   uvarint: len(in) XOR len(ref), 0 when both are as long
//	runs     each: uvarint c ≥ 1, the bytes in the run; uvarint s, the
//	         bytes before it that are the same in both (counted from
//	         the run before, or from the start), ≥ 1 but in the first
//	         run; then the c bytes of in XOR ref, none of them zero (ref
//	         reads as zeros past its end)
//	end      uvarint 0
//
// Every input has one delta against a reference, and ReadDelta accepts
// only that one: a delta read back writes the same bytes.
func AppendDelta(dst, ref, in []byte) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(in)^len(ref)))
	from := 0 // the first byte after the run before
	for i := 0; i < len(in); {
		if in[i] == at(ref, i) {
			i++
			continue
		}
		j := i + 1
		for j < len(in) && in[j] != at(ref, j) {
			j++
		}
		dst = binary.AppendUvarint(dst, uint64(j-i))
		dst = binary.AppendUvarint(dst, uint64(i-from))
		for k := i; k < j; k++ {
			dst = append(dst, in[k]^at(ref, k))
		}
		from, i = j, j
	}
	return append(dst, 0)
}

// at returns b[i], or 0 past b's end.
func at(b []byte, i int) byte {
	if i < len(b) {
		return b[i]
	}
	return 0
}

// ReadDelta reads the delta at the start of src against ref, appends the
// input it gives to dst, and returns the extended slice and how many
// bytes of src it read. An input longer than most bytes, or a delta that
// is truncated, garbled, or not the one AppendDelta writes, is an error
// (a *FormatError at its offset in src), with dst as it was; it never
// panics, and allocates only if dst has no room.
func ReadDelta(dst, ref, src []byte, most int) (out []byte, n int, err error) {
	r := reader{data: src}
	size := r.number("the length", 0, math.MaxUint64) ^ uint64(len(ref))
	if r.err == nil && (most < 0 || size > uint64(most)) {
		r.fail(0, "an input of %d bytes: at most %d", size, most)
	}
	out, from := dst, 0
	for r.err == nil {
		c := r.number("a run's length", 0, size-uint64(from))
		if r.err != nil || c == 0 {
			break
		}
		s := r.number("the bytes before a run", 0, size-uint64(from)-c)
		if r.err == nil && s == 0 && from > 0 {
			r.fail(r.off-1, "a run right after the one before: they are one run")
		}
		out = r.run(out, ref, from, int(s), int(c))
		from += int(s) + int(c)
	}
	if r.err != nil {
		r.err.What = "delta: " + r.err.What
		return dst, r.off, r.err
	}
	for i := from; i < int(size); i++ {
		out = append(out, at(ref, i))
	}
	return out, r.off, nil
}

// reader reads the fields of a tape or a delta in order. After the first
// problem it keeps the error and reads nothing more, so each field is
// checked once.
type reader struct {
	data []byte
	off  int
	err  *FormatError
}

func (r *reader) fail(at int, format string, args ...any) {
	if r.err == nil {
		r.err = &FormatError{at, fmt.Sprintf(format, args...)}
	}
}

func (r *reader) left() int { return len(r.data) - r.off }

// number reads a uvarint in its shortest form (every value has one
// encoding, so a decoded file encodes back to itself) of lo to hi.
func (r *reader) number(what string, lo, hi uint64) uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.data[r.off:])
	switch {
	case n == 0:
		r.fail(r.off, "truncated: %s runs past the end", what)
	case n < 0:
		r.fail(r.off, "%s: a varint longer than 64 bits", what)
	case n > 1 && r.data[r.off+n-1] == 0:
		r.fail(r.off, "%s: a varint not in its shortest form", what)
	case v < lo || v > hi:
		r.fail(r.off, "%s %d: must be %d to %d", what, v, lo, hi)
	default:
		r.off += n
		return v
	}
	return 0
}

// bytes returns the next n bytes, or nil once the data has ended.
func (r *reader) bytes(n uint64, what string) []byte {
	if r.err == nil && n > uint64(r.left()) {
		r.fail(r.off, "truncated: %s needs %d bytes, %d remain", what, n, r.left())
	}
	if r.err != nil {
		return nil
	}
	b := r.data[r.off : r.off+int(n)]
	r.off += int(n)
	return b
}

// run appends to out the s bytes of ref from from on, then the c bytes of
// the run XOR ref.
func (r *reader) run(out, ref []byte, from, s, c int) []byte {
	if r.err == nil && c > r.left() {
		r.fail(r.off, "truncated: a run of %d bytes, %d remain", c, r.left())
	}
	if r.err != nil {
		return out
	}
	for i := from; i < from+s; i++ {
		out = append(out, at(ref, i))
	}
	for k, x := range r.data[r.off : r.off+c] {
		if x == 0 {
			r.fail(r.off+k, "a zero in a run: the same byte in both ends a run")
			return out
		}
		out = append(out, x^at(ref, from+s+k))
	}
	r.off += c
	return out
}
