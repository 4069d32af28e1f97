package replay

import (
	"encoding/binary"
	"fmt"
)

// FormatError is what Decode returns for a file it refuses: the byte offset
// in the file where the problem was found, and what it is.
type FormatError struct {
	Offset int
	What   string
	Err    error // the cause, when it has a type of its own: a *sim.VersionError
}

func (e *FormatError) Error() string { return fmt.Sprintf("byte %d: %s", e.Offset, e.What) }

// Unwrap returns the cause, so that errors.As finds a *sim.VersionError.
func (e *FormatError) Unwrap() error { return e.Err }

// reader reads the fields of a replay in order. After the first problem it
// keeps the error, returns zeros and reads nothing more, so decoding code
// reads straight through and checks once per section.
type reader struct {
	data []byte
	off  int
	err  *FormatError
	keep bool // keep what is read: false to check a file only
}

// fail records a problem at byte at, unless one was recorded already.
func (r *reader) fail(at int, format string, args ...any) {
	if r.err == nil {
		r.err = &FormatError{Offset: at, What: fmt.Sprintf(format, args...)}
	}
}

func (r *reader) remaining() int { return len(r.data) - r.off }

// take returns the next n bytes, or nil after recording that the file ends
// before what needs them.
func (r *reader) take(n int, what string) []byte {
	if r.err != nil {
		return nil
	}
	if n > r.remaining() {
		r.fail(r.off, "truncated: %s needs %d bytes, %d remain", what, n, r.remaining())
		return nil
	}
	b := r.data[r.off : r.off+n]
	r.off += n
	return b
}

func (r *reader) uint64(what string) uint64 {
	if b := r.take(8, what); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

// uvarint reads a varint that must be in its shortest form, so that every
// value has exactly one encoding and a decoded file re-encodes to itself.
func (r *reader) uvarint(what string) uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.data[r.off:])
	switch {
	case n == 0:
		r.fail(r.off, "truncated: %s (a varint) runs past the end", what)
	case n < 0:
		r.fail(r.off, "%s: varint longer than 64 bits", what)
	case n > 1 && r.data[r.off+n-1] == 0:
		r.fail(r.off, "%s: varint not in its shortest form", what)
	default:
		r.off += n
		return v
	}
	return 0
}

// bounded reads a uvarint that must be at most limit, naming the rule.
func (r *reader) bounded(what string, limit uint64) uint64 {
	at := r.off
	v := r.uvarint(what)
	if v > limit {
		r.fail(at, "%s %d: must be at most %d", what, v, limit)
		return 0
	}
	return v
}
