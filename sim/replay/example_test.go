package replay_test

import (
	"fmt"
	"os"
	"path/filepath"

	"tickbox/sim"
	"tickbox/sim/replay"
)

// Record ten seconds of a session with a jump and a kick, save it, load it
// and play it back.
func Example() {
	dir, err := os.MkdirTemp("", "replay")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "session.tbr")

	world, err := sim.New(sim.DefaultConfig())
	if err != nil {
		panic(err)
	}
	rec, err := replay.NewRecorder(path, world)
	if err != nil {
		panic(err)
	}
	for world.Tick < 600 {
		var in sim.Input
		in.Jump = world.Tick == 0
		if world.Tick == 90 {
			in.Kick = sim.KickLeft
		}
		rec.Add(world.Tick, in)
		world.Step(in)
		rec.Stepped(world)
	}
	if err := rec.Close(); err != nil {
		panic(err)
	}

	r, err := replay.Load(path)
	if err != nil {
		panic(err)
	}
	p, played, err := replay.NewPlayer(r)
	if err != nil {
		panic(err)
	}
	for !p.Done(played) {
		p.Step(played)
	}
	_, bad := p.Mismatch()
	fmt.Printf("%d events, %d checkpoints, mismatch %v\n", len(r.Events), len(r.Checkpoints), bad)
	fmt.Println("same world:", played.Fingerprint() == world.Fingerprint())
	// Output:
	// 2 events, 10 checkpoints, mismatch false
	// same world: true
}
