package fixed_test

import (
	"io"
	"testing"
	"time"

	"tickbox/sim/fixed"
)

// tick is one tick at 60 Hz, rounded up to the nanosecond.
const tick = 16_666_667 * time.Nanosecond

// newLoop makes a loop of g on a virtual clock with o, logging nowhere.
func newLoop[I fixed.Input[I]](t *testing.T, g fixed.Stepper[I], o fixed.Options) *fixed.Loop[I] {
	t.Helper()
	if o.Log == nil {
		o.Log = io.Discard
	}
	if o.Clock == nil {
		o.Clock = &fixed.VirtualClock{}
	}
	l, err := fixed.New(g, o)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// advance runs a frame of d, failing the test on an error.
func advance[I fixed.Input[I]](t *testing.T, l *fixed.Loop[I], d time.Duration) fixed.Frame {
	t.Helper()
	f, err := l.Advance(d)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
