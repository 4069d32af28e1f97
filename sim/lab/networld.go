package lab

import (
	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
)

// NetWorld is the bounce world as a netplay session's game. A session
// hands its step every player's input, each in its own slot; the world
// has one jumper, which all the players drive, so its step merges them in
// the players' order (bounce.Input.Merge: a jump or a teleport of any
// counts, the last player's kick wins), as one machine of every player's
// inputs does (netInputs): the merge is this game's rule, not netplay's.
type NetWorld struct{ *bounce.World }

// NewNetWorld makes a NetWorld of cfg's world.
func NewNetWorld(cfg bounce.Config) (NetWorld, error) {
	w, err := bounce.New(cfg)
	return NetWorld{w}, err
}

// Step runs a tick with every player's input merged.
func (w NetWorld) Step(in netplay.Players[bounce.Input]) { w.World.Step(merged(&in)) }

// merged is the one input of the world's jumper: every player's, merged
// in the players' order.
func merged(in *netplay.Players[bounce.Input]) bounce.Input {
	var m bounce.Input
	for q := range in.N {
		m = m.Merge(in.In[q])
	}
	return m
}

// CopyFrom makes w's world a copy of src's, in place: a session saves
// its states that way, allocating nothing.
func (w NetWorld) CopyFrom(src NetWorld) { w.World.CopyFrom(src.World) }
