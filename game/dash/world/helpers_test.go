package world

import (
	"io"
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/policy"
	"tickbox/sim/tape"
)

// taped is a loop with the recording part attached.
type taped struct {
	*fixed.Loop[fixed.Devices]
	tp *tape.Tape[fixed.Devices]
}

// Tape returns the recording part.
func (l taped) Tape() *tape.Tape[fixed.Devices] { return l.tp }

// newLoop makes a headless loop of a fresh world of seed 1 on a virtual
// clock: the world's ticks, with no window and no display; rec, if given,
// is what its recording part records, plays back and checks.
func newLoop(t testing.TB, o fixed.Options, rec ...tape.Options) (*State, taped) {
	t.Helper()
	policy.Register() // the tests run the world under tickbox and godot too
	w := New(1)
	var r tape.Options
	if len(rec) > 0 {
		r = rec[0]
	}
	l, err := attach(w, o, r)
	if err != nil {
		t.Fatal(err)
	}
	return w, l
}

// attach makes a headless loop of w on a virtual clock, logging nowhere,
// with the recording part attached as r says (the world's name and
// Rules always).
func attach(w *State, o fixed.Options, r tape.Options) (taped, error) {
	o.Clock, o.Log, o.Name = &fixed.VirtualClock{}, io.Discard, "dash"
	r.Name, r.Rules, r.Log = "dash", Rules, io.Discard
	l, err := fixed.New[fixed.Devices](w, o)
	if err != nil {
		return taped{}, err
	}
	tp, err := tape.Attach[fixed.Devices](l, w, r)
	return taped{l, tp}, err
}

// keys returns a frame's input of a jump pressed (Space) and the arrows
// held, as a frame's fixed.ReadDevices gives them: for the tests.
func keys(jump, left, right bool) fixed.Devices {
	var in fixed.Devices
	if jump {
		in.Keys[fixed.KeySpace] = fixed.Button{Down: true, Presses: 1}
	}
	in.Keys[fixed.KeyArrowLeft].Down, in.Keys[fixed.KeyArrowRight].Down = left, right
	return in
}
