package tape_test

import (
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/tape"
)

// tick is one tick at 60 Hz, rounded up to the nanosecond.
const tick = fixedtest.Tick

// taped is a loop with the recording part attached: the loop's methods,
// and Tape for the part.
type taped[I fixed.Input[I]] struct {
	*fixed.Loop[I]
	tp *tape.Tape[I]
}

// Tape returns the recording part.
func (l taped[I]) Tape() *tape.Tape[I] { return l.tp }

// newLoop makes a loop of g on a virtual clock with o, logging nowhere,
// and attaches the recording part with r, if given (its Name and Log the
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
// unset).
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
	return taped[I]{l, tp}, err
}

// advance runs a frame of d, failing the test on an error.
func advance[I fixed.Input[I]](t *testing.T, l taped[I], d time.Duration) fixed.Frame {
	t.Helper()
	return fixedtest.Advance[I](t, l.Loop, d)
}

// frame60 is a frame at 60 fps.
const frame60 = 16_666_667 * time.Nanosecond

// recorder returns a loop of a replayable game on clock recording into
// path, failing the test if it cannot start.
func recorder(t *testing.T, clock *fixed.VirtualClock, path string) taped[fixedtest.Press] {
	t.Helper()
	l := newLoop[fixedtest.Press](t, &fixedtest.Replayable{}, fixed.Options{Name: "runner", Clock: clock})
	if err := l.Tape().Record(path); err != nil {
		t.Fatal(err)
	}
	return l
}

// playFor runs n frames of frame on clock, jumping now and then.
func playFor(t *testing.T, l taped[fixedtest.Press], clock *fixed.VirtualClock, frame time.Duration, n int) {
	t.Helper()
	for i := range n {
		l.Feed(fixedtest.Press{Jump: i%40 == 3, Run: i%3 == 0})
		clock.Advance(frame)
		if _, err := l.Frame(); err != nil {
			t.Fatal(err)
		}
	}
}

// loadTape reads a saved recording, failing the test if it does not
// decode.
func loadTape(t *testing.T, path string) *tape.Recording {
	t.Helper()
	r, err := tape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
