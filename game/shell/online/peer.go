//go:build !headless

package online

import (
	"tickbox/sim/netplay"
	"tickbox/sim/tape"
)

// This file is where a Player meets netplay.Peer's types, its making and
// its input: the one place to change when the Peer's API does (each
// player's input in its own slot, say).

// World is what a Player's world is: a tape.State (Step, Fingerprint, a
// snapshot) whose Step takes a tick's input of every player, each in its
// own slot (netplay.Players).
type World[I comparable] interface {
	tape.State[netplay.Players[I]]
}

// Input is what one player's input is: comparable, so that a
// prediction is seen to go wrong, and merged: the inputs of the frames
// before one tick, as the loop's Latch merges them (never the players':
// each has its own slot).
type Input[I any] interface {
	comparable
	Merge(next I) I
}

// newPeer makes this machine's peer once the handshake is done, on the
// handshake's transport and nonce, its player's input the loop's.
func (n *Player[S, I]) newPeer() (*netplay.Peer[S, I], error) {
	fresh, err := n.world()
	if err != nil {
		return nil, err
	}
	c := netplay.PeerConfig[I]{Player: n.o.Player, Addrs: n.o.Addrs, Transport: n.shake.Transport(),
		Nonce: n.shake.Nonce(), Inputs: netInputs[S, I]{n}, Timeout: n.o.Timeout}
	return netplay.NewPeer(n.o.Session, c, fresh, n.world)
}

// netInputs is a Player's input as its peer takes it
// (netplay.PeerConfig.Inputs).
type netInputs[S World[I], I Input[I]] struct{ n *Player[S, I] }

// Take gives the peer the input the loop's ticks brought since it last
// took one: a tick the peer could not run (waiting for the others) keeps
// its input for the next, merged.
func (t netInputs[S, I]) Take(int64) I {
	in := t.n.queued
	var zero I
	t.n.queued = zero
	return in
}
