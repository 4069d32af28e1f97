package fixed_test

import (
	"slices"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
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
		frames []time.Duration   // each frame's length (the textbook policy: whole ticks)
		feed   []fixedtest.Press // each frame's input
		want   []fixedtest.Press // every tick's input
	}{
		{"a jump in a frame of 3 ticks", []time.Duration{3 * tick}, []fixedtest.Press{{Jump: true}},
			[]fixedtest.Press{{Jump: true}, {}, {}}},
		{"held through a frame of 3 ticks", []time.Duration{3 * tick}, []fixedtest.Press{{Run: true}},
			[]fixedtest.Press{{Run: true}, {Run: true}, {Run: true}}},
		{"a jump in a frame of no tick is kept", []time.Duration{half / 2, half, half},
			[]fixedtest.Press{{Jump: true}, {}, {}}, []fixedtest.Press{{Jump: true}}},
		{"jumps of two frames before a tick jump once", []time.Duration{half, half},
			[]fixedtest.Press{{Jump: true}, {Jump: true}}, []fixedtest.Press{{Jump: true}}},
		{"what is held is the latest frame's", []time.Duration{half, half, 2 * tick},
			[]fixedtest.Press{{Run: true}, {}, {}}, []fixedtest.Press{{}, {}, {}}},
		{"no input since: what is held", []time.Duration{tick, 2 * tick},
			[]fixedtest.Press{{Run: true, Jump: true}}, []fixedtest.Press{{Jump: true, Run: true}, {Run: true}, {Run: true}}},
	} {
		g := &fixedtest.Runner{}
		l := newLoop[fixedtest.Press](t, g, fixed.Options{Policy: "tickbox"})
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
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{Policy: "tickbox"})
	l.SetInputs(fixed.InputFunc[fixedtest.Press](func(tick int64) fixedtest.Press { return fixedtest.Press{Jump: tick == 1} }))
	advance(t, l, 3*tick)
	l.SetInputs(nil)
	l.Feed(fixedtest.Press{Run: true})
	advance(t, l, tick)
	if want := []fixedtest.Press{{}, {Jump: true}, {}, {Run: true}}; !slices.Equal(g.Inputs, want) {
		t.Fatalf("the ticks took %v, want %v", g.Inputs, want)
	}
}
