package netplay

import "tickbox/sim/bounce"

// Bounce is the bounce world as the tests' game: every player's input,
// merged in the players' order, drives its one jumper, as tickbox net
// plays it (sim/lab's NetWorld). The merge is this game's rule for its
// one jumper, not the session's.
type Bounce struct{ *bounce.World }

// Step runs a tick with every player's input merged.
func (b Bounce) Step(in Players[bounce.Input]) { b.World.Step(mergeAll(&in)) }

// CopyFrom copies src's world into b's: a ring of Bounces copies in place.
func (b Bounce) CopyFrom(src Bounce) { b.World.CopyFrom(src.World) }

func mergeAll(in *Players[bounce.Input]) bounce.Input {
	var m bounce.Input
	for q := range in.N {
		m = m.Merge(in.In[q])
	}
	return m
}

// NewBounce makes a Bounce of cfg's world.
func NewBounce(cfg bounce.Config) (Bounce, error) {
	w, err := bounce.New(cfg)
	return Bounce{w}, err
}
