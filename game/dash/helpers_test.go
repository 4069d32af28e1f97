//go:build !headless

package main

import (
	"io"
	"testing"

	"tickbox/game/dash/world"
	"tickbox/game/shell"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

// newLoop makes a loop of a fresh game of seed 1 on a virtual clock, with
// rec's recording settings (the world's Rules always) and dev's.
func newLoop(t testing.TB, o fixed.Options, rec tape.Options, dev instrument.DevOptions) (*game, *shell.Loop[fixed.Devices]) {
	t.Helper()
	g := newGame(1)
	o.Clock, o.Log, o.Name = &fixed.VirtualClock{}, io.Discard, "dash"
	rec.Rules = world.Rules
	l, err := shell.New(g, o, rec, dev)
	if err != nil {
		t.Fatal(err)
	}
	g.loop = l
	return g, l
}
