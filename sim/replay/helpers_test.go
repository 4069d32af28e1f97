package replay_test

import (
	"testing"

	"tickbox/sim"
	"tickbox/sim/replay"
)

// busyInput is a fixed input script that uses every input: jumps, kicks in
// each direction, teleports.
func busyInput(tick int64) sim.Input {
	var in sim.Input
	in.Jump = tick%90 == 7
	if tick%120 == 60 {
		in.Kick = sim.Kick(1 + tick/120%3)
	}
	in.Teleport = tick%500 == 250
	return in
}

// record steps w for ticks ticks of input, recording them, and returns the
// recording.
func record(t testing.TB, w *sim.World, ticks int64, input func(int64) sim.Input) *replay.Recording {
	t.Helper()
	return recordAs(t, w, w.Config.Build, ticks, input)
}

// recordAs is record with the recording labelled as made by build b while
// w runs its own: what a build that fuses records while it believes it is
// strict. The fingerprints are sealed for the label's config, so only what
// the world does can fail them.
func recordAs(t testing.TB, w *sim.World, b sim.Build, ticks int64, input func(int64) sim.Input) *replay.Recording {
	t.Helper()
	var label sim.World
	label.CopyFrom(w)
	label.Config.Build = b
	rec, err := replay.NewRecorder(t.TempDir()+"/unused.tbr", &label)
	if err != nil {
		t.Fatal(err)
	}
	for range ticks {
		in := input(w.Tick)
		if err := rec.Add(w.Tick, in); err != nil {
			t.Fatal(err)
		}
		w.Step(in)
		if err := rec.Stepped(w); err != nil {
			t.Fatal(err)
		}
	}
	return rec.Recording()
}

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
