package netplay

import (
	"fmt"
	"net/netip"
	"time"
)

// spectateSize is the ticks of every player's confirmed inputs a player
// keeps for its spectators: a spectator that falls further behind (or
// joins once the session is further on) is given up, so that a slow
// spectator never holds the players back.
const spectateSize = 1024

// maxSpectators is the most spectators a Peer serves.
const maxSpectators = 16

// AddSpectator serves spectator j, one its Handshake accepted
// (Handshake.Spectators), from now on: every player's confirmed inputs
// from tick 0, until it has them all, falls spectateSize (1,024) ticks
// behind, or is silent past the timeout. A spectator at an address
// already served is one that started again. It fails past
// PeerConfig.Spectators.
func (m *Peer[S, I]) AddSpectator(j SpectatorJoin) error {
	if m.p.spect == nil {
		return fmt.Errorf("netplay: %v: it serves no spectator (PeerConfig.Spectators 0)", j)
	}
	return m.p.spect.add(j)
}

// spectateMost is the most ticks of inputs one spectator's message offers
// (fewer go when they do not fit a datagram).
const spectateMost = 256

// spectators are the spectators a player serves (GGRS's and GGPO's
// spectators): every player's confirmed inputs from tick 0, kept in a
// ring of spectateSize ticks made once, and each spectator's link.
type spectators[I comparable] struct {
	most    int
	players int
	timeout int64
	ring    []I   // tick t's input of player q at (t mod spectateSize) × players + q
	fed     int64 // the ring has every confirmed tick below fed
	list    []watcher[I]
	out, in spectateMessage[I]
	buf     []byte
	zero    func(int64) I
}

// watcher is one spectator's link: its address, its wire (of its own
// nonce), the ticks it has, and when it was last heard.
type watcher[I comparable] struct {
	addr  netip.AddrPort
	wire  wire[I]
	acked int64 // it has every input below this tick
	sent  uint16
	came  int64 // ns; -1 until its first frame here
	gone  bool
}

func newSpectators[I comparable](most, players int, timeout time.Duration) *spectators[I] {
	return &spectators[I]{most: most, players: players, timeout: int64(timeout), ring: make([]I, spectateSize*players),
		out: spectateMessage[I]{players: make([][]I, players)}, zero: func(int64) I { var z I; return z }}
}

// add serves spectator j from now on: a spectator at an address already
// served is one that started again, on another nonce.
func (s *spectators[I]) add(j SpectatorJoin) error {
	for i := range s.list {
		if w := &s.list[i]; w.addr == j.Addr {
			*w = watcher[I]{addr: j.Addr, wire: wire[I]{nonce: j.Nonce}, came: -1}
			return nil
		}
	}
	if len(s.list) >= s.most {
		return fmt.Errorf("netplay: %v: it serves at most %d spectators (PeerConfig.Spectators)", j, s.most)
	}
	s.list = append(s.list, watcher[I]{addr: j.Addr, wire: wire[I]{nonce: j.Nonce}, came: -1})
	return nil
}

// at is the watcher at address a, nil for none.
func (s *spectators[I]) at(a netip.AddrPort) *watcher[I] {
	for i := range s.list {
		if s.list[i].addr == a {
			return &s.list[i]
		}
	}
	return nil
}

// feedSpectators keeps every player's inputs of the ticks confirmed since
// the last call, giving up a spectator still missing the tick they replace.
func (p *peer[S, I]) feedSpectators() {
	s := p.spect
	if s == nil {
		return
	}
	for ; s.fed < p.c; s.fed++ {
		for i := range s.list {
			if w := &s.list[i]; w.acked <= s.fed-spectateSize {
				w.gone = true
			}
		}
		at := int(s.fed&(spectateSize-1)) * s.players
		for q := range p.queues {
			s.ring[at+q] = p.queues[q].at(s.fed)
		}
	}
}

// sendSpectators sends each spectator the confirmed inputs it lacks, and
// gives up one silent past the timeout.
func (p *peer[S, I]) sendSpectators(now int64) error {
	s := p.spect
	if s == nil {
		return nil
	}
	for i := range s.list {
		w := &s.list[i]
		if w.came < 0 {
			w.came = now
		}
		if w.gone || now-w.came >= s.timeout || w.acked < s.fed-spectateSize { // joined too late, or fell behind
			w.gone = true
			continue
		}
		if err := s.send(w, p.tr); err != nil {
			return fmt.Errorf("netplay: peer %d: %w", p.id+1, err)
		}
	}
	return nil
}

// send sends w the inputs from the first tick it lacks.
func (s *spectators[I]) send(w *watcher[I], tr Transport) error {
	n := int(min(s.fed-w.acked, spectateMost))
	for q := range s.out.players {
		s.out.players[q] = s.out.players[q][:0]
		for t := w.acked; t < w.acked+int64(n); t++ {
			s.out.players[q] = append(s.out.players[q], s.ring[int(t&(spectateSize-1))*s.players+q])
		}
	}
	w.sent++
	s.out.seq, s.out.from = w.sent, w.acked
	b, _, err := w.wire.encodeSpectate(s.buf[:0], &s.out, n)
	if err != nil {
		return err
	}
	s.buf = b
	return tr.Send(w.addr, b)
}

// takeSpectator takes datagram b from address from, counting it, if a
// spectator served is there, and reports whether one was.
func (p *peer[S, I]) takeSpectator(from netip.AddrPort, b []byte, now int64) bool {
	s := p.spect
	if s == nil {
		return false
	}
	w := s.at(from)
	if w == nil || w.gone {
		return false
	}
	r := w.wire.decodeSpectate(b, &s.in, s.zero)
	if r == accepted {
		w.acked = max(w.acked, min(s.in.ackTicks, s.fed))
		w.came = now
	}
	p.stats.Traffic.count(r)
	return true
}

// spectatorsSettled reports whether every spectator served has every
// input up to ticks, or was given up.
func (p *peer[S, I]) spectatorsSettled(ticks int64) bool {
	if p.spect == nil {
		return true
	}
	for _, w := range p.spect.list {
		if !w.gone && w.acked < ticks {
			return false
		}
	}
	return true
}

// count counts a datagram taken: accepted, or refused for r.
func (t *Traffic) count(r refusal) {
	switch r {
	case accepted:
		t.Received++
	case stray:
		t.Stray++
	case stale:
		t.Stale++
	default:
		t.Garbled++
	}
}
