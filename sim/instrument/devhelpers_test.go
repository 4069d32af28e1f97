package instrument_test

import (
	"io"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/instrument"
)

// counter is a game of no input that counts its ticks.
type counter struct{ n int }

func (c *counter) Step(fixed.None) { c.n++ }

// tick is one tick at 60 Hz, rounded up to the nanosecond.
const tick = fixedtest.Tick

// attach makes a loop of g with o, logging nowhere, and attaches the dev
// layer to it with dev's (at most one) settings.
func attach[I fixed.Input[I]](t *testing.T, g fixed.Stepper[I], o fixed.Options, dev ...instrument.DevOptions) (*fixed.Loop[I], *instrument.Dev) {
	t.Helper()
	var o2 instrument.DevOptions
	if len(dev) > 0 {
		o2 = dev[0]
	}
	if o.Log == nil {
		o.Log = io.Discard
	}
	if o2.Log == nil {
		o2.Log = io.Discard
	}
	l := fixedtest.New(t, fixed.New[I], g, o)
	d, err := instrument.Attach(l, g, o2)
	if err != nil {
		t.Fatal(err)
	}
	return l, d
}

// devLoop makes a loop of g with the dev layer attached, on a virtual
// clock, with o's other options and dev's (at most one) settings.
func devLoop[I fixed.Input[I]](t *testing.T, g fixed.Stepper[I], o fixed.Options, dev ...instrument.DevOptions) (*fixed.Loop[I], *instrument.Dev, *fixed.VirtualClock) {
	t.Helper()
	clock := &fixed.VirtualClock{}
	o.Clock = clock
	l, d := attach(t, g, o, dev...)
	return l, d, clock
}

// runFrames runs n frames of d each on clock, begun by the dev layer.
func runFrames(t *testing.T, dv *instrument.Dev, clock *fixed.VirtualClock, d time.Duration, n int) {
	t.Helper()
	for range n {
		clock.Advance(d)
		if _, err := dv.Frame(); err != nil {
			t.Fatal(err)
		}
	}
}
