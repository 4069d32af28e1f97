package autosave_test

import (
	"testing"
	"time"

	"tickbox/sim/autosave"
	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/tape"
)

// taped is a loop with the recording part and autosave attached: the
// loop's methods, and Tape for the part.
type taped[I fixed.Input[I]] struct {
	*fixed.Loop[I]
	tp *tape.Tape[I]
}

// Tape returns the recording part.
func (l taped[I]) Tape() *tape.Tape[I] { return l.tp }

// newLoop makes a loop of g on a virtual clock with o, logging nowhere,
// and attaches the recording part with r, if given, and autosave (its Name and Log the
// loop's if unset). It fails the test on an error.
func newLoop[I fixed.Input[I]](t *testing.T, g fixed.Stepper[I], o fixed.Options, r ...tape.Options) taped[I] {
	t.Helper()
	var opts tape.Options
	if len(r) > 0 {
		opts = r[0]
	}
	l, err := attach(g, o, opts)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// attach makes a loop of g on a virtual clock with o, logging nowhere,
// and attaches the recording part with r (its Name and Log the loop's if
// unset) and autosave.
func attach[I fixed.Input[I]](g fixed.Stepper[I], o fixed.Options, r tape.Options) (taped[I], error) {
	o = fixedtest.Quiet(o)
	l, err := fixed.New(g, o)
	if err != nil {
		return taped[I]{}, err
	}
	if r.Name == "" {
		r.Name = o.Name
	}
	if r.Log == nil {
		r.Log = o.Log
	}
	tp, err := tape.Attach(l, g, r)
	if err != nil {
		return taped[I]{}, err
	}
	autosave.Attach(tp)
	return taped[I]{l, tp}, nil
}

// advance runs a frame of d, failing the test on an error.
func advance[I fixed.Input[I]](t *testing.T, l taped[I], d time.Duration) fixed.Frame {
	t.Helper()
	return fixedtest.Advance[I](t, l.Loop, d)
}
