package peers

import (
	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
)

// This file is where tickbox-window net meets netplay.Peer's types: the
// one place to change when the Peer's API does (each player's input in
// its own slot, the sandbox's world then stepping them merged).

// netWorld is the world a NetModel's peer steps.
type netWorld = *bounce.World

// netPeer is this machine's peer of the sandbox.
type netPeer = *netplay.Peer[netWorld, bounce.Input]

// newNetWorld makes the world at tick 0.
func newNetWorld(cfg bounce.Config) (netWorld, error) { return bounce.New(cfg) }

// worldOf is the bounce world of w, which the painter draws.
func worldOf(w netWorld) *bounce.World { return w }

// watch has p's confirmed states, corrections and confirmed inputs (every
// player's, merged) reported to m.
func (m *NetModel) watch(p netPeer) {
	p.OnConfirmed(func(tick int64, w netWorld) { m.confirmed(tick, worldOf(w)) })
	p.OnCorrection(func(c netplay.Correction, w netWorld) { m.snaps.correct(c, worldOf(w), m.now) })
	p.OnConfirmedInput(func(_ int64, in bounce.Input) { m.tally.add(in) })
}
