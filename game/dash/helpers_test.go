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

// keys returns a frame's input of a jump pressed (Space) and the arrows
// held, as a frame's fixed.ReadDevices gives them: for the tests
// (the world's tests have their own).
func keys(jump, left, right bool) fixed.Devices {
	var in fixed.Devices
	if jump {
		in.Keys[fixed.KeySpace] = fixed.Button{Down: true, Presses: 1}
	}
	in.Keys[fixed.KeyArrowLeft].Down, in.Keys[fixed.KeyArrowRight].Down = left, right
	return in
}
