//go:build !headless

package peers

import (
	"tickbox/sim/bounce"
	"tickbox/sim/lab"
	"tickbox/sim/netplay"
)

// This file is where tickbox-window net meets netplay.Peer's types: the
// one place to change when the Peer's API does. The peer steps the lab's
// NetWorld, the sandbox's world with every player's input in its own
// slot, merged by the world itself (its one jumper).

// watch has p's confirmed states, corrections and confirmed inputs (each
// player's) reported to m.
func (m *netModel) watch(p *netplay.Peer[lab.NetWorld, bounce.Input]) {
	p.OnConfirmed(func(tick int64, w lab.NetWorld) { m.confirmed(tick, w.World) })
	p.OnCorrection(func(c netplay.Correction, w lab.NetWorld) { m.snaps.correct(c, w.World, m.now) })
	p.OnConfirmedInput(func(_ int64, in *netplay.Players[bounce.Input]) {
		for q := range in.N {
			m.tally.add(in.In[q])
		}
	})
}
