package netplay

import (
	"encoding"
	"encoding/binary"
	"fmt"
)

// inputCodec turns a game's inputs into bytes and back, as a recording
// does (package tape): by the type's own methods (AppendBinary or
// MarshalBinary, and UnmarshalBinary) when it has them, else by
// encoding/binary. With the methods it allocates nothing; it keeps the
// input it works on, so that the interface conversions do not either.
type inputCodec[I any] struct {
	in, out I
}

// append appends in's encoding to dst.
func (c *inputCodec[I]) append(dst []byte, in I) ([]byte, error) {
	c.in = in
	var err error
	switch m := any(&c.in).(type) { // a pointer's methods include the value's
	case encoding.BinaryAppender:
		dst, err = m.AppendBinary(dst)
	case encoding.BinaryMarshaler:
		var b []byte
		b, err = m.MarshalBinary()
		dst = append(dst, b...)
	default:
		dst, err = binary.Append(dst, binary.LittleEndian, &c.in)
	}
	if err != nil {
		return dst, fmt.Errorf("netplay: input %T: %w", in, err)
	}
	return dst, nil
}

// decode returns the input b encodes.
func (c *inputCodec[I]) decode(b []byte) (I, error) {
	var zero I
	c.out = zero
	if u, ok := any(&c.out).(encoding.BinaryUnmarshaler); ok {
		if err := u.UnmarshalBinary(b); err != nil {
			return zero, err
		}
		return c.out, nil
	}
	if err := c.decodeBinary(b); err != nil {
		return zero, err
	}
	return c.out, nil
}

// decodeBinary decodes b with encoding/binary, which panics on a struct
// with unexported fields: that is an error here.
func (c *inputCodec[I]) decodeBinary(b []byte) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("netplay: input %T: %v: give it exported fields, or AppendBinary and UnmarshalBinary methods", c.out, p)
		}
	}()
	n, err := binary.Decode(b, binary.LittleEndian, &c.out)
	switch {
	case err != nil:
		return err
	case n != len(b):
		return fmt.Errorf("netplay: input %T: %d bytes left over", c.out, len(b)-n)
	}
	return nil
}

// check returns an error naming I if its zero input does not encode and
// decode back to itself.
func (c *inputCodec[I]) check() error {
	var zero I
	b, err := c.append(nil, zero)
	if err != nil {
		return err
	}
	if _, err := c.decode(b); err != nil {
		return fmt.Errorf("netplay: input %T: its zero input's encoding %x does not decode: %w", zero, b, err)
	}
	return nil
}
