//go:build !headless

package shell_test

import (
	"io"
	"slices"
	"strings"
	"testing"

	"tickbox/game/shell"
	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

// Update gives the loop what the game's Update returns, as Feed does.
func TestUpdateFeedsTheGamesInput(t *testing.T) {
	g := &runner{}
	g.Next = fixedtest.Press{Jump: true}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{Policy: "tickbox"})
	if err := l.Update(); err != nil {
		t.Fatal(err)
	}
	g.Next = fixedtest.Press{}
	fixedtest.Advance(t, l, 2*tick)
	if want := []fixedtest.Press{{Jump: true}, {}}; !slices.Equal(g.Inputs, want) {
		t.Fatalf("the ticks took %v, want %v", g.Inputs, want)
	}
}

// New takes the recording part's settings (tape.Options) and the dev
// layer's, and refuses, naming them, a part of another type and dev
// settings out of range, which the dev layer it attaches would not take.
func TestNewTakesTheParts(t *testing.T) {
	t.Setenv(instrument.DevEnv, "") // the dev layer off unless asked for here
	o := fixed.Options{Clock: &fixed.VirtualClock{}, Log: io.Discard}
	for _, c := range []struct {
		part shell.Part
		want string
	}{
		{tape.Options{Every: -1}, "Options.Every"},
		{instrument.DevOptions{On: true, FPSCap: -1}, "DevOptions.FPSCap -1"},
		{"dev", "a part of type string"},
	} {
		if _, err := shell.New[fixedtest.Press](&runner{}, o, c.part); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("New with %#v: %v; want an error naming %q", c.part, err, c.want)
		}
	}
	l, err := shell.New[fixedtest.Press](&runner{}, o, nil, instrument.DevOptions{})
	if err != nil || l.Dev() != nil {
		t.Errorf("New with no part and zero dev settings: %v, dev layer %v; want none, off", err, l != nil && l.Dev() != nil)
	}
}
