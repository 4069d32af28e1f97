//go:build !headless

package shell

import (
	"tickbox/sim/netplay"
	"tickbox/sim/tape"
)

// This file is where a Net meets netplay.Peer's making and its input:
// the one place to change when the Peer's API does (each player's input
// in its own slot, say).

// newPeer makes this machine's peer once the handshake is done, on the
// handshake's transport and nonce, its player's input the loop's.
func (n *Net[S, I]) newPeer() (*netplay.Peer[S, I], error) {
	fresh, err := n.world()
	if err != nil {
		return nil, err
	}
	c := netplay.PeerConfig[I]{Player: n.o.Player, Addrs: n.o.Addrs, Transport: n.shake.Transport(),
		Nonce: n.shake.Nonce(), Inputs: netInputs[S, I]{n}, Timeout: n.o.Timeout}
	return netplay.NewPeer(n.o.Session, c, fresh, n.world)
}

// netInputs is a Net's player's input as its peer takes it
// (netplay.PeerConfig.Inputs).
type netInputs[S tape.State[I], I netplay.Input[I]] struct{ n *Net[S, I] }

// Take gives the peer the input the loop's ticks brought since it last
// took one: a tick the peer could not run (waiting for the others) keeps
// its input for the next, merged.
func (t netInputs[S, I]) Take(int64) I {
	in := t.n.queued
	var zero I
	t.n.queued = zero
	return in
}
