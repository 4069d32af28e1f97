package netplay

import (
	"fmt"
	"net/netip"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/tape"
)

// Peer is one machine's end of a session: its player, its own copy of
// the state, and the remote players at their addresses, over any
// Transport. The game's loop drives it once a frame: AddInput (or an
// Inputs given at the start), Advance with the time its clock reads, then
// State to draw and Confirmed. It reads no clock of its own, so
// a test drives it on any clock. It is not safe for concurrent use.
type Peer[S tape.State[Players[I]], I comparable] struct {
	p      *peer[S, I]
	o      Options
	latest latest[I]
	life   life
	ended  bool // End was called
}

// PeerConfig is where a Peer plays: its player (from 1), every player's
// address (Addrs[q-1] is player q's; its own is not used), the transport,
// and the session's nonce, which a Handshake agrees on.
type PeerConfig[I any] struct {
	Player    int
	Addrs     []netip.AddrPort
	Transport Transport
	Nonce     uint32
	// Inputs, if not nil, is its player's input: Take(t) is called once
	// for every tick t it runs forward, in order. Nil: the input last
	// given to AddInput.
	Inputs fixed.Inputs[I]
	// Interrupt is the silence after which a player is reported
	// interrupted (0: 0.5 s); Timeout the silence after which it is
	// disconnected (0: 2 s), its input the zero input from then on.
	Interrupt, Timeout time.Duration
	// Spectators is the most spectators it serves (0: none, to
	// maxSpectators): each gets every player's confirmed inputs
	// (AddSpectator), and is given up after Timeout of silence.
	Spectators int
}

// latest is the input last added, as Inputs.
type latest[I any] struct{ in I }

func (h *latest[I]) Take(int64) I { return h.in }

// NewPeer makes a machine's peer of a session of o.Peers players. state
// is the state every peer starts from; fresh makes another such state (a
// few are made, for its saved states). Stagger and Skew are the simulated
// session's and are refused here.
func NewPeer[S tape.State[Players[I]], I comparable](o Options, c PeerConfig[I], state S, fresh func() (S, error)) (*Peer[S, I], error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	switch {
	case o.Stagger != 0 || o.Skew != 0:
		return nil, fmt.Errorf("netplay: a Peer runs on its machine's clock: Stagger and Skew are the simulated session's")
	case c.Player < 1 || c.Player > o.Peers:
		return nil, fmt.Errorf("netplay: player %d: must be 1 to %d, one of the session's players", c.Player, o.Peers)
	case len(c.Addrs) != o.Peers:
		return nil, fmt.Errorf("netplay: %d addresses for %d players", len(c.Addrs), o.Peers)
	case c.Transport == nil:
		return nil, fmt.Errorf("netplay: no transport")
	case c.Spectators < 0 || c.Spectators > maxSpectators:
		return nil, fmt.Errorf("netplay: %d spectators: must be 0 to %d", c.Spectators, maxSpectators)
	}
	for q, a := range c.Addrs {
		for r := q + 1; r < len(c.Addrs); r++ {
			if a == c.Addrs[r] && q != c.Player-1 && r != c.Player-1 {
				return nil, fmt.Errorf("netplay: players %d and %d are both at %v", q+1, r+1, a)
			}
		}
	}
	m := &Peer[S, I]{o: o}
	in := c.Inputs
	if in == nil {
		in = &m.latest
	}
	p, err := newPeer(c.Player-1, &m.o, state, in, fresh, wiring{c.Transport, c.Addrs, c.Nonce})
	if err != nil {
		return nil, err
	}
	m.p = p
	m.life = newLife(o.Peers, c.Player-1, c.Interrupt, c.Timeout)
	if c.Spectators > 0 {
		p.spect = newSpectators[I](c.Spectators, o.Peers, m.life.timeout)
	}
	return m, nil
}

// AddInput makes in its player's input from now on, for every tick it
// reads one for, until the next AddInput (with no Inputs given).
func (m *Peer[S, I]) AddInput(in I) { m.latest.in = in }

// Advance runs one frame at now, on the caller's clock: it takes what has
// arrived, reads its player's input, sends the others what they lack,
// corrects a wrong prediction, and runs a tick if it may (none while it
// waits on a recommendation, or is too far ahead).
// Before and after, it notes a player silent past Interrupt or Timeout,
// or heard again ([Peer.OnEvent]).
// After End it does nothing.
func (m *Peer[S, I]) Advance(now time.Duration) error {
	if m.ended {
		return nil
	}
	watch(&m.life, now, m.p)
	if err := m.p.send(int64(now)); err != nil {
		return err
	}
	err := m.p.tick(int64(now))
	watch(&m.life, now, m.p)
	return err
}

// OnEvent has f called on each player's interruption, resumption and
// disconnection, during Advance.
func (m *Peer[S, I]) OnEvent(f func(Event)) { m.life.event = f }

// Gone is the first tick player q's input is the zero input for, once q
// is disconnected: with three players or more, the tick the survivors
// agree on, which may be earlier than the Event said, once another
// survivor said it lacked q's inputs from an earlier one.
func (m *Peer[S, I]) Gone(q int) (tick int64, ok bool) {
	if !m.p.isGone(q - 1) {
		return 0, false
	}
	return m.p.goneAt[q-1], true
}

// OnConfirmed has f called as its confirmed state moves on, as
// Session.OnConfirmed, with the tick and the state, to read only.
func (m *Peer[S, I]) OnConfirmed(f func(tick int64, state S)) {
	m.p.confirmed = func(_ int, tick int64, s S) { f(tick, s) }
}

// OnConfirmedInput has f called as its confirmed state moves on with
// each confirmed tick and the input its step took: every player's real
// input, each in its slot, as a recording of the session takes it. in is
// to read only, and only during the call.
func (m *Peer[S, I]) OnConfirmedInput(f func(tick int64, in *Players[I])) { m.p.took = f }

// State is the newest state, to draw and read only: ticks after Confirmed
// may be run again.
func (m *Peer[S, I]) State() S { return m.p.state }

// Tick is the ticks its state has run.
func (m *Peer[S, I]) Tick() int64 { return m.p.n }

// Confirmed is the ticks confirmed: every input real, never run again.
func (m *Peer[S, I]) Confirmed() int64 { return m.p.c }

// Stats are its figures so far.
func (m *Peer[S, I]) Stats() Stats { return m.p.stats }

// Network is what it knows of its link to player q (from 1).
func (m *Peer[S, I]) Network(q int) Network { return m.p.network(q - 1) }

// heard is when the latest message from player q came, on the clock
// Advance is given; ok is false before any did.
func (m *Peer[S, I]) heard(q int) (at time.Duration, ok bool) {
	return time.Duration(m.p.came[q-1]), m.p.heard[q-1]
}

// Desync is the first checkpoint whose fingerprints differed between it
// and another player, if one did; its Peer and Other count from 0, as
// Session's do.
func (m *Peer[S, I]) Desync() Desync { return m.p.prints.desync }

// Done reports whether it has confirmed Options.Ticks ticks and compared
// every checkpoint with every other player, or was ended (End).
func (m *Peer[S, I]) Done() bool { return m.ended || m.p.done() }

// End ends its session here, as the game decides (an open-ended one,
// Ticks 0, ends only so, or at OpenTicks): from now on Advance does
// nothing, so it sends nothing more, and Done and Settled report true.
// The other players see it as one that left, as GGRS's and GGPO's do a
// session dropped: interrupted after Interrupt of silence, then
// disconnected after Timeout, its input the zero input from the first
// tick the survivors lack of it (Gone), which is at or after the ticks it
// confirmed when every input it sent arrived. Its state stays as it is.
func (m *Peer[S, I]) End() { m.ended = true }

// Settled reports whether every other player has acknowledged all of its
// inputs and fingerprints: once Done and Settled it may stop, the others
// needing nothing more of it.
func (m *Peer[S, I]) Settled() bool {
	if m.ended {
		return true
	}
	if !m.p.spectatorsSettled(m.o.end()) {
		return false
	}
	last := m.o.end() / int64(m.o.Every)
	for j := range m.p.acks {
		if j != m.p.id && !m.p.isGone(j) && (m.p.acks[j] < m.o.end() || m.p.prints.acked[j] < last) {
			return false
		}
	}
	return true
}
