package fixed_test

import (
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// newLoop makes a loop of g on a virtual clock with o, logging nowhere.
func newLoop[I fixed.Input[I]](t *testing.T, g fixed.Stepper[I], o fixed.Options) *fixed.Loop[I] {
	t.Helper()
	return fixedtest.New(t, fixed.New[I], g, o)
}

// advance runs a frame of d, failing the test on an error.
func advance[I fixed.Input[I]](t *testing.T, l *fixed.Loop[I], d time.Duration) fixed.Frame {
	t.Helper()
	return fixedtest.Advance[I](t, l, d)
}

// tick is one tick at 60 Hz, rounded up to the nanosecond.
const tick = fixedtest.Tick
