package replay_test

import (
	"testing"

	"tickbox/sim"
	"tickbox/sim/replay"
	"tickbox/sim/simtest"
)

// record steps w for ticks ticks of input, recording them, and returns the
// recording.
func record(t testing.TB, w *sim.World, ticks int64, input func(int64) sim.Input) *replay.Recording {
	t.Helper()
	return recordAs(t, w, w.Config.Build, ticks, input)
}

// recordAs is record with the recording labelled as made by build b while
// w runs its own (see simtest.Record).
func recordAs(t testing.TB, w *sim.World, b sim.Build, ticks int64, input func(int64) sim.Input) *replay.Recording {
	t.Helper()
	return simtest.Record(t, w, b).Until(w.Tick+ticks, input).Done()
}

// busyInput is the input script that uses every input.
var busyInput = simtest.BusyInput

// newWorld makes a default world changed by edit.
func newWorld(t testing.TB, edit func(*sim.Config)) *sim.World {
	t.Helper()
	c := sim.DefaultConfig()
	if edit != nil {
		edit(&c)
	}
	w, err := sim.New(c)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// encode marshals r or fails the test.
func encode(t testing.TB, r *replay.Recording) []byte {
	t.Helper()
	data, err := r.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// play plays r to its end and returns the player and the world.
func play(t testing.TB, r *replay.Recording) (*replay.Player, *sim.World) {
	t.Helper()
	p, w, err := replay.NewPlayer(r)
	if err != nil {
		t.Fatal(err)
	}
	for !p.Done(w) {
		p.Step(w)
	}
	return p, w
}
