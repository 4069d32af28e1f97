package netplay

import (
	"fmt"
	"net/netip"
	"time"
)

// maxJoins bounds the spectators a player's handshake notes: a stranger
// sending requests of other randoms cannot grow the list past it.
const maxJoins = 64

// SpectatorJoin is a spectator whose handshake a player accepted: its
// address, and the nonce of the host's link to it (its random).
type SpectatorJoin struct {
	Addr  netip.AddrPort
	Nonce uint32
}

// NewSpectatorHandshake makes a spectator's handshake with the player at
// host, over tr: it agrees on the settings as a player's does, though it
// plays no player, and its nonce is its own random (the host's link to it
// is its own). The host's player number is learnt from its replies
// (Host).
func NewSpectatorHandshake(tr Transport, host netip.AddrPort, settings []Setting, random uint32, wait time.Duration) (*Handshake, error) {
	return newHandshake(tr, -1, []netip.AddrPort{host}, settings, random, wait)
}

// Host is the player a spectator's host plays (from 1), once it replied;
// 0 before, and for a player's handshake.
func (h *Handshake) Host() int { return h.host }

// Spectators are the spectators whose handshakes it accepted so far, in
// the order they came: a player's handshake goes on accepting them during
// play, through Transport. A spectator that starts again (another random
// at the same address) comes again; the newest at an address is the one.
func (h *Handshake) Spectators() []SpectatorJoin { return h.spectators }

// takeSpectator answers a spectator's request, and notes the spectator
// when its settings agree: one whose settings differ is answered too, so
// that it refuses them, but never noted, and the player plays on.
func (h *Handshake) takeSpectator(from netip.AddrPort, random uint32, text string) {
	h.sendTo(from, syncReply, random)
	if h.compare(0, from, text) != nil || len(h.spectators) >= maxJoins {
		return
	}
	for _, s := range h.spectators {
		if s.Addr == from && s.Nonce == random {
			return
		}
	}
	h.spectators = append(h.spectators, SpectatorJoin{from, random})
}

// String is "spectator at ADDR".
func (s SpectatorJoin) String() string { return fmt.Sprintf("spectator at %v", s.Addr) }
