// Package tapetest is for tests of recordings: it reads and changes one
// input of a tape as a damaged or doctored file would hold it, through
// tape.Inputs, as a tool would.
package tapetest

import (
	"bytes"
	"fmt"

	"tickbox/sim/tape"
)

// SetInput makes in the encoding of event i's input of r, which must be
// an input: its delta is written against the input before, and the next
// input's against in, so that every other input stays as it was; an
// error if i is no input event or an input of r does not decode.
func SetInput(r *tape.Recording, i int, in []byte) error {
	if err := isInput(r, i); err != nil {
		return err
	}
	if len(in) == 0 || len(in) > tape.MaxInput {
		return fmt.Errorf("tapetest: an input of %d bytes: must be 1 to %d", len(in), tape.MaxInput)
	}
	whole, err := wholeInputs(r)
	if err != nil {
		return err
	}
	whole[i] = in
	var x tape.Inputs
	for k, e := range r.Events {
		if e.Rate != 0 {
			continue
		}
		if d := x.Append(nil, whole[k]); k >= i {
			r.Events[k].Input = d
		}
		if k > i {
			break
		}
	}
	return nil
}

// Input returns the encoding of event i's input of r, whole, read from
// the first input on: an error if i is no input event or an input up to
// it does not read.
func Input(r *tape.Recording, i int) ([]byte, error) {
	if err := isInput(r, i); err != nil {
		return nil, err
	}
	whole, err := wholeInputs(r)
	if err != nil {
		return nil, err
	}
	return whole[i], nil
}

// isInput returns an error unless event i of r is an input.
func isInput(r *tape.Recording, i int) error {
	if i < 0 || i >= len(r.Events) || r.Events[i].Rate != 0 {
		return fmt.Errorf("tapetest: event %d: not an input of the recording's %d events", i, len(r.Events))
	}
	return nil
}

// wholeInputs returns every input of r whole, at its event's index.
func wholeInputs(r *tape.Recording) ([][]byte, error) {
	whole := make([][]byte, len(r.Events))
	var x tape.Inputs
	for k, e := range r.Events {
		if e.Rate != 0 {
			continue
		}
		b, err := x.Next(e)
		if err != nil {
			return nil, err
		}
		whole[k] = bytes.Clone(b)
	}
	return whole, nil
}
