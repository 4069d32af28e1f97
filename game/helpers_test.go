//go:build !headless

package game

import (
	"io"
	"testing"
	"tickbox/game/windowflags"

	"tickbox/sim/loop"
)

// virtualGame makes a Game from play's flags args on a virtual clock,
// which the test advances itself.
func virtualGame(t *testing.T, args ...string) (*Game, *loop.VirtualClock) {
	t.Helper()
	o, err := windowflags.ParsePlay(args, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	clock := &loop.VirtualClock{}
	g, err := NewGame(o, clock, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	return g, clock
}
