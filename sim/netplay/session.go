package netplay

import (
	"fmt"
	"tickbox/sim/tape"
	"time"

	"net/netip"

	"tickbox/sim/fixed"
	"tickbox/sim/rng"
)

// stuck is the virtual time a session may go without confirming a tick
// or comparing a checkpoint before Run gives up, beyond what its options
// make it wait (stuckAfter).
const stuck = 60 * time.Second

// stuckAfter is how long Run waits for progress: stuck more than the last
// peer's start and than a packet's longest flight there and back. Stagger
// is a setting, not a fault: 8 peers staggered 9 s start the last 63 s
// late, and a fixed minute failed them with an error no flag explained.
func (o Options) stuckAfter() time.Duration {
	flight := o.Link.Delay + o.Link.Jitter + o.Link.Delay + o.Link.Jitter // a packet held back
	return stuck + time.Duration(o.Peers-1)*o.Stagger + 2*flight
}

// sessionNonce is the nonce of a simulated session of link seed seed:
// drawn from a generator of its own, so that the link's draws stay as
// they were.
func sessionNonce(seed uint64) uint32 {
	r := rng.RNG{State: seed ^ 0x6e6f6e6365} // "nonce"
	return uint32(r.Uint64())
}

// Session is a game played by Options.Peers peers over a simulated link,
// on a virtual clock, so that a run is the same on every machine: the
// link's losses and delays come from its seed. It is not safe for
// concurrent use.
type Session[S tape.State[Players[I]], I comparable] struct {
	o     Options
	peers []*peer[S, I]
	net   simNet
	now   int64 // ns
	batch []*peer[S, I]
}

// New makes a session. fresh(p) makes a state of peer p's game in the
// state every peer starts from (peer p may run another build, as a desync
// hunt does); it is called a few times a peer, for its state and its saved
// states. inputs[p] is player p's input; Take(t) is called once for every
// tick t the peer runs forward, in order, and its input goes to tick
// t + Delay.
func New[S tape.State[Players[I]], I comparable](o Options, fresh func(peer int) (S, error), inputs []fixed.Inputs[I]) (*Session[S, I], error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	if len(inputs) != o.Peers {
		return nil, fmt.Errorf("netplay: %d inputs for %d peers", len(inputs), o.Peers)
	}
	s := &Session[S, I]{o: o, net: simNet{link: o.Link, rng: rng.RNG{State: o.Seed}}}
	addrs := make([]netip.AddrPort, o.Peers)
	for id := range addrs {
		addrs[id] = simAddr(id)
	}
	nonce := sessionNonce(o.Seed)
	for id := range o.Peers {
		state, err := fresh(id)
		if err != nil {
			return nil, err
		}
		p, err := newPeer(id, &s.o, state, inputs[id], func() (S, error) { return fresh(id) }, wiring{s.net.endpoint(id), addrs, nonce})
		if err != nil {
			return nil, err
		}
		s.peers = append(s.peers, p)
	}
	return s, nil
}

// OnConfirmed has f called as each peer's confirmed state moves on, with
// the tick it is at and the state, to read only and only during the call:
// every tick from 1 is reported once, in order, even when several are
// confirmed at once, and a tick run again never is. Set it before the
// first Advance or Run: the ticks confirmed before are not reported.
func (s *Session[S, I]) OnConfirmed(f func(peer int, tick int64, state S)) {
	for _, p := range s.peers {
		p.confirmed = f
	}
}

// Run plays until every peer has confirmed Options.Ticks ticks and
// compared every checkpoint with every other peer. progress, if not nil,
// is called after each instant with the fewest ticks a peer confirmed. It
// returns an error if nothing moves for a minute of virtual time past the
// last peer's start and the link's slowest round trip.
// An open-ended session (Ticks 0) has no end to run to: Run refuses it,
// and its caller drives it with Advance.
func (s *Session[S, I]) Run(progress func(confirmed int64)) error {
	if s.o.Ticks == 0 {
		return fmt.Errorf("netplay: an open-ended session (Ticks 0) has no end to run to: drive it with Advance")
	}
	last, moved, limit := s.progress(), s.now, int64(s.o.stuckAfter())
	for !s.done() {
		if err := s.instant(); err != nil {
			return err
		}
		if now := s.progress(); now != last {
			last, moved = now, s.now
		} else if s.now-moved > limit {
			return fmt.Errorf("netplay: nothing confirmed or compared for %v of virtual time (a minute past the last peer's start and the link's slowest round trip), at %v",
				time.Duration(limit), s.Now())
		}
		if progress != nil {
			progress(s.confirmed())
		}
	}
	return nil
}

// Advance runs the next n instants, each the frames of the peers whose
// next frame is the earliest, as Run does, without checking for the end:
// a caller that drives its own loop (a window, a test) calls it and reads
// the peers between calls.
func (s *Session[S, I]) Advance(n int) error {
	for range n {
		if err := s.instant(); err != nil {
			return err
		}
	}
	return nil
}

// instant runs the frames of every peer whose next frame is the earliest:
// all of their first halves, then all of their second.
func (s *Session[S, I]) instant() error {
	s.now = s.peers[0].next()
	for _, p := range s.peers {
		s.now = min(s.now, p.next())
	}
	s.batch = s.batch[:0]
	for _, p := range s.peers {
		if p.next() == s.now {
			s.batch = append(s.batch, p)
		}
	}
	s.net.now = s.now
	for _, p := range s.batch {
		if err := p.send(s.now); err != nil {
			return err
		}
	}
	for _, p := range s.batch {
		if err := p.tick(s.now); err != nil {
			return err
		}
	}
	return nil
}

func (s *Session[S, I]) done() bool {
	for _, p := range s.peers {
		if !p.done() {
			return false
		}
	}
	return true
}

// progress is a count that grows whenever any peer confirms a tick or
// compares a checkpoint.
func (s *Session[S, I]) progress() int64 {
	var n int64
	for _, p := range s.peers {
		n += p.c
		for _, k := range p.prints.compared {
			n += k
		}
	}
	return n
}

func (s *Session[S, I]) confirmed() int64 {
	c := s.peers[0].c
	for _, p := range s.peers {
		c = min(c, p.c)
	}
	return c
}

// Now is the virtual time the session is at.
func (s *Session[S, I]) Now() time.Duration { return time.Duration(s.now) }

// Stats returns peer p's figures.
func (s *Session[S, I]) Stats(p int) Stats { return s.peers[p].stats }

// State returns peer p's state, to read only.
func (s *Session[S, I]) State(p int) S { return s.peers[p].state }

// Desync returns the first checkpoint whose fingerprints differed between
// two peers, if any did.
func (s *Session[S, I]) Desync() Desync {
	var d Desync
	for _, p := range s.peers {
		if e := p.prints.desync; e.Found && (!d.Found || e.Tick < d.Tick) {
			d = e
		}
	}
	return d
}

// SetLink changes the link from now on, for the packets sent after this
// call, as a window's keys do; the packets in flight keep their fates. It
// returns an *OptionError, and changes nothing, for a link that breaks a
// rule.
func (s *Session[S, I]) SetLink(l Link) error {
	if err := l.Validate(); err != nil {
		return err
	}
	s.o.Link, s.net.link = l, l
	return nil
}

// Options returns the session's options, its link as it is now.
func (s *Session[S, I]) Options() Options { return s.o }
