//go:build !headless

package main

import (
	"io"
	"testing"

	"tickbox/game/dash/world"
	"tickbox/game/shell"
	"tickbox/sim/fixed"
)

// newLoop makes a loop of a fresh game of seed 1 on a virtual clock.
func newLoop(t testing.TB, o fixed.Options) (*game, *shell.Loop[fixed.Devices]) {
	t.Helper()
	g := newGame(1)
	o.Clock, o.Log, o.Name, o.Rules = &fixed.VirtualClock{}, io.Discard, "dash", world.Rules
	l, err := shell.New(g, o)
	if err != nil {
		t.Fatal(err)
	}
	g.loop = l
	return g, l
}
