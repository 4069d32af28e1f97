//go:build !headless

package shell_test

import (
	"slices"
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// Update gives the loop what the game's Update returns, as Feed does.
func TestUpdateFeedsTheGamesInput(t *testing.T) {
	g := &runner{}
	g.Next = press{Jump: true}
	l := newLoop[press](t, g, fixed.Options{Policy: "tickbox"})
	if err := l.Update(); err != nil {
		t.Fatal(err)
	}
	g.Next = press{}
	fixedtest.Advance(t, l, 2*tick)
	if want := []press{{Jump: true}, {}}; !slices.Equal(g.Inputs, want) {
		t.Fatalf("the ticks took %v, want %v", g.Inputs, want)
	}
}
