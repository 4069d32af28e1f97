package fixed_test

import (
	"slices"
	"testing"
	"time"

	"tickbox/sim/fixed"
)

// half is a little more than half a tick: two make a tick.
const half = tick/2 + time.Nanosecond

// Each frame's input reaches exactly one tick, the next: a jump pressed in
// a frame of three ticks jumps once, a key held runs all three, frames of
// no tick keep their input, merged, for the next tick; a tick no frame's
// input reached takes what is held.
func TestInputReachesTheNextTick(t *testing.T) {
	for _, c := range []struct {
		name   string
		frames []time.Duration // each frame's length (the textbook policy: whole ticks)
		feed   []press         // each frame's input
		want   []press         // every tick's input
	}{
		{"a jump in a frame of 3 ticks", []time.Duration{3 * tick}, []press{{Jump: true}},
			[]press{{Jump: true}, {}, {}}},
		{"held through a frame of 3 ticks", []time.Duration{3 * tick}, []press{{Run: true}},
			[]press{{Run: true}, {Run: true}, {Run: true}}},
		{"a jump in a frame of no tick is kept", []time.Duration{half / 2, half, half},
			[]press{{Jump: true}, {}, {}}, []press{{Jump: true}}},
		{"jumps of two frames before a tick jump once", []time.Duration{half, half},
			[]press{{Jump: true}, {Jump: true}}, []press{{Jump: true}}},
		{"what is held is the latest frame's", []time.Duration{half, half, 2 * tick},
			[]press{{Run: true}, {}, {}}, []press{{}, {}, {}}},
		{"no input since: what is held", []time.Duration{tick, 2 * tick},
			[]press{{Run: true, Jump: true}}, []press{{Jump: true, Run: true}, {Run: true}, {Run: true}}},
	} {
		g := &runner{}
		l := newLoop[press](t, g, fixed.Options{Policy: "tickbox"})
		for i, d := range c.frames {
			if i < len(c.feed) {
				l.Feed(c.feed[i])
			}
			advance(t, l, d)
		}
		if !slices.Equal(g.Inputs, c.want) {
			t.Errorf("%s: the ticks took %v, want %v", c.name, g.Inputs, c.want)
		}
	}
}

// SetInputs gives the ticks another source of input, by tick number; nil
// gives them back to the game's Update.
func TestSetInputs(t *testing.T) {
	g := &runner{}
	l := newLoop[press](t, g, fixed.Options{Policy: "tickbox"})
	l.SetInputs(fixed.InputFunc[press](func(tick int64) press { return press{Jump: tick == 1} }))
	advance(t, l, 3*tick)
	l.SetInputs(nil)
	l.Feed(press{Run: true})
	advance(t, l, tick)
	if want := []press{{}, {Jump: true}, {}, {Run: true}}; !slices.Equal(g.Inputs, want) {
		t.Fatalf("the ticks took %v, want %v", g.Inputs, want)
	}
}
