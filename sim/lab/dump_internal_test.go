package lab

import (
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

// The dump shows a change of rate as one, an input as the world's Input
// prints it, an input that does not decode in hex, and a delta that does
// not read as what is wrong with it: each event a line, none refused (the
// golden replay -dump shows a whole file's).
func TestDumpShowsEachEvent(t *testing.T) {
	jumper := bounce.Input{Jump: bounce.Tap(true)}
	jump, err := jumper.AppendBinary(nil)
	if err != nil {
		t.Fatal(err)
	}
	var w tape.Inputs
	events := []tape.Event{
		{Tick: 0, Rate: 120},
		{Tick: 1, Input: w.Append(nil, jump)},
		{Tick: 2, Input: w.Append(nil, []byte{0xff, 0xff})},
		{Tick: 3, Input: []byte{0xff}},
	}
	want := []string{"rate 120 Hz", jumper.String(), "ffff (does not decode)", "delta ff (does not read: "}
	var x tape.Inputs
	for i, e := range events {
		if got := describeEvent(&x, e); len(got) < len(want[i]) || got[:len(want[i])] != want[i] {
			t.Errorf("event %d: %q, want %q", i, got, want[i])
		}
	}
}
