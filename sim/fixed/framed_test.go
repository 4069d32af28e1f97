package fixed_test

import (
	"testing"

	"tickbox/sim/fixed"
)

// counter is a game of no input that counts its ticks.
type counter struct{ n int }

func (c *counter) Step(fixed.None) { c.n++ }

// framed is a counter that notes every frame it is told of (fixed.Framer).
type framed struct {
	counter
	ticks []int
}

func (g *framed) Framed(f *fixed.Frame) { g.ticks = append(g.ticks, f.Ticks) }

// A Framer hears of every frame once its ticks have run, Run's lean
// frames too.
func TestFramer(t *testing.T) {
	g := &framed{}
	l := newLoop(t, g, fixed.Options{Clock: &fixed.VirtualClock{}})
	advance(t, l, 2*tick)
	if _, err := l.Run(3 * tick); err != nil {
		t.Fatal(err)
	}
	if len(g.ticks) != 2 || g.ticks[0] != 2 || g.ticks[1] != 3 || g.n != 5 {
		t.Errorf("Framed heard frames of %v ticks after %d ticks; want [2 3] after 5", g.ticks, g.n)
	}
}
