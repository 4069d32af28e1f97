package tape

import (
	"bytes"
	"encoding"
	"encoding/binary"
	"fmt"
)

// codec encodes and decodes a game's inputs as the package comment says:
// by the type's own methods when it has them, else by encoding/binary.
// It keeps the zero input's encoding, which is never recorded.
type codec[I any] struct {
	zero []byte
	buf  []byte // the latest input's encoding, reused
	in   I      // the latest input, where encoding/binary reads it from (no allocation per tick)
}

// newCodec returns the codec of I, or an error naming the type if its
// inputs cannot be encoded and decoded back.
func newCodec[I any]() (*codec[I], error) {
	c := &codec[I]{}
	zero, err := c.encode(c.in)
	if err != nil {
		return nil, err
	}
	c.zero = bytes.Clone(zero)
	if _, err := c.decode(c.zero); err != nil {
		return nil, err
	}
	return c, nil
}

// encode returns in's encoding, valid until the next call.
func (c *codec[I]) encode(in I) ([]byte, error) {
	var err error
	c.in = in
	switch m := any(&c.in).(type) { // a pointer's methods include the value's
	case encoding.BinaryAppender:
		c.buf, err = m.AppendBinary(c.buf[:0])
	case encoding.BinaryMarshaler:
		c.buf, err = m.MarshalBinary()
	default:
		c.buf, err = binary.Append(c.buf[:0], binary.LittleEndian, &c.in)
	}
	if err != nil {
		return nil, fmt.Errorf("tape: input %T: %w", in, err)
	}
	if len(c.buf) > MaxInput {
		return nil, fmt.Errorf("tape: input %T of %d bytes: at most %d", in, len(c.buf), MaxInput)
	}
	return c.buf, nil
}

// isZero reports whether b is the zero input's encoding.
func (c *codec[I]) isZero(b []byte) bool { return bytes.Equal(b, c.zero) }

// decode returns the input b encodes. encoding/binary panics on a struct
// with unexported fields, which cannot be set; that is an error here.
func (c *codec[I]) decode(b []byte) (in I, err error) {
	if u, ok := any(&in).(encoding.BinaryUnmarshaler); ok {
		if err := u.UnmarshalBinary(b); err != nil {
			return in, fmt.Errorf("tape: input %T %x: %w", in, b, err)
		}
		return in, nil
	}
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("tape: input %T: %v: give it exported fields, or MarshalBinary and UnmarshalBinary methods", in, p)
		}
	}()
	n, err := binary.Decode(b, binary.LittleEndian, &in)
	switch {
	case err != nil:
		return in, fmt.Errorf("tape: input %T %x: %w", in, b, err)
	case n != len(b):
		return in, fmt.Errorf("tape: input %T %x: %d bytes left over", in, b, len(b)-n)
	}
	return in, nil
}
