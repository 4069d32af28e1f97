package world

import (
	"io"
	"testing"

	"tickbox/sim/fixed"
)

// newLoop makes a headless loop of a fresh world of seed 1 on a virtual
// clock: the world's ticks, with no window and no display.
func newLoop(t testing.TB, o fixed.Options) (*State, *fixed.Loop[fixed.Devices]) {
	t.Helper()
	w := New(1)
	o.Clock, o.Log, o.Name, o.Rules = &fixed.VirtualClock{}, io.Discard, "dash", Rules
	l, err := fixed.New[fixed.Devices](w, o)
	if err != nil {
		t.Fatal(err)
	}
	return w, l
}
