package world

import (
	"io"
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/policy"
)

// newLoop makes a headless loop of a fresh world of seed 1 on a virtual
// clock: the world's ticks, with no window and no display; rec, if given,
// is what it records, plays back and checks.
func newLoop(t testing.TB, o fixed.Options, rec ...fixed.RecordOptions) (*State, *fixed.Loop[fixed.Devices]) {
	t.Helper()
	policy.Register() // the tests run the world under tickbox and godot too
	w := New(1)
	o.Clock, o.Log, o.Name = &fixed.VirtualClock{}, io.Discard, "dash"
	var r fixed.RecordOptions
	if len(rec) > 0 {
		r = rec[0]
	}
	r.Rules = Rules
	l, err := fixed.New[fixed.Devices](w, o, r)
	if err != nil {
		t.Fatal(err)
	}
	return w, l
}
