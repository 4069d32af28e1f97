package netplay

import (
	"fmt"
	"net/netip"
	"time"

	"tickbox/sim/tape"
)

// GGRS's spectator session's defaults: more than spectateBehind ticks of
// inputs waiting, it runs spectateCatchUp ticks more a frame to catch up.
const (
	spectateBehind  = 10
	spectateCatchUp = 1
)

// Spectator watches a session from a player's machine, its host (GGRS's
// SpectatorSession, GGPO's spectator backend): the host sends it every
// player's confirmed inputs, and it runs the game from them, one tick a
// frame (two while it is behind), never predicting and never rolling
// back, so its state is always a confirmed one. Its loop drives it as a
// Peer's: Advance once a frame, then State to draw. It reads no clock of
// its own, and is not safe for concurrent use.
type Spectator[S tape.State[Players[I]], I comparable] struct {
	o       Options
	state   S
	queues  []queue[I]
	n       int64
	c       SpectatorConfig
	wire    wire[I]
	out, in spectateMessage[I]
	sendBuf []byte
	recvBuf []byte
	zero    func(int64) I
	began   bool
	start   time.Duration
	heard   bool
	came    time.Duration
	stats   Stats
	input   Players[I] // the tick's input, filled in place
	took    func(tick int64, in *Players[I])
}

// SpectatorConfig is where a Spectator watches from: its host's address,
// the transport, the nonce of the host's link to it (its handshake's),
// and the silence after which its host is gone (0: 2 s).
type SpectatorConfig struct {
	Host      netip.AddrPort
	Transport Transport
	Nonce     uint32
	Timeout   time.Duration
}

// NewSpectator makes a spectator of a session of o (the players' options:
// o.Peers players, o.Ticks ticks) from state, the state every player
// starts from.
func NewSpectator[S tape.State[Players[I]], I comparable](o Options, c SpectatorConfig, state S) (*Spectator[S, I], error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	if c.Transport == nil {
		return nil, fmt.Errorf("netplay: no transport")
	}
	if c.Timeout <= 0 {
		c.Timeout = defaultTimeout
	}
	s := &Spectator[S, I]{o: o, state: state, queues: make([]queue[I], o.Peers), c: c, wire: wire[I]{nonce: c.Nonce},
		recvBuf: make([]byte, maxReceive), zero: func(int64) I { var z I; return z }}
	if err := s.wire.codec.check(); err != nil {
		return nil, err
	}
	return s, nil
}

// Advance runs one frame at now, on the caller's clock: it takes the
// inputs that have arrived, runs the ticks it has every input of (one, or
// more while it is behind), and tells the host what it has.
func (s *Spectator[S, I]) Advance(now time.Duration) error {
	if !s.began {
		s.began, s.start = true, now
	}
	s.poll(now)
	s.stats.Frames++
	for run := 0; s.n < s.o.end() && s.known() > s.n; run++ {
		if run > 0 && (run > spectateCatchUp || s.known()-s.n <= spectateBehind) {
			break
		}
		s.join(s.n)
		if s.took != nil {
			s.took(s.n, &s.input)
		}
		s.state.Step(s.input)
		s.n++
		s.stats.Ticks++
	}
	s.stats.Confirmed = s.n
	return s.send()
}

// join fills tick t's input as a Peer's step takes it (peer.fill):
// every player's, each in its own slot.
func (s *Spectator[S, I]) join(t int64) {
	s.input.N = int64(len(s.queues))
	for q := range s.queues {
		s.input.In[q] = s.queues[q].at(t)
	}
}

// known is the first tick some player's input has not come for.
func (s *Spectator[S, I]) known() int64 {
	k := s.queues[0].known
	for q := range s.queues {
		k = min(k, s.queues[q].known)
	}
	return k
}

// poll takes every datagram that has arrived, refusing and counting those
// that are not its host's spectator messages.
func (s *Spectator[S, I]) poll(now time.Duration) {
	for {
		n, from, ok := s.c.Transport.Receive(s.recvBuf)
		if !ok {
			return
		}
		r := stray
		if from == s.c.Host {
			r = s.wire.decodeSpectate(s.recvBuf[:n], &s.in, s.zero)
		}
		if r == accepted && len(s.in.players) != len(s.queues) {
			r = garbled
		}
		s.stats.Traffic.count(r)
		if r == accepted {
			s.heard, s.came = true, now
			s.learn(&s.in)
		}
	}
}

// learn adds the inputs of m that come next, as far as its queues hold.
func (s *Spectator[S, I]) learn(m *spectateMessage[I]) {
	for q, ins := range m.players {
		qu := &s.queues[q]
		for i, in := range ins {
			if m.from+int64(i) != qu.known {
				continue
			}
			if added, _ := qu.add(in, s.n, s.n); !added {
				break
			}
		}
	}
}

// send tells the host the ticks it has every input of.
func (s *Spectator[S, I]) send() error {
	s.out.seq++
	s.out.ackTicks, s.out.from, s.out.players = s.known(), 0, s.out.players[:0]
	b, _, err := s.wire.encodeSpectate(s.sendBuf[:0], &s.out, 0)
	if err != nil {
		return err
	}
	s.sendBuf = b
	s.stats.Traffic.Sent++
	s.stats.Traffic.SentBytes += int64(len(b))
	if err := s.c.Transport.Send(s.c.Host, b); err != nil {
		return fmt.Errorf("netplay: spectator sending to its host at %v: %w", s.c.Host, err)
	}
	return nil
}

// State is its state, to draw and read only: every tick of it confirmed.
func (s *Spectator[S, I]) State() S { return s.state }

// Tick is the ticks it has run.
func (s *Spectator[S, I]) Tick() int64 { return s.n }

// Done reports whether it has run the session's ticks: never, in an
// open-ended session (Ticks 0), which it watches until its host leaves
// (Gone).
func (s *Spectator[S, I]) Done() bool { return s.n >= s.o.end() }

// Gone reports whether its host has been silent past the timeout at now
// (since the first Advance, before it was heard) while it still lacks
// some input: the host left, or the link broke, and no input will come.
// A spectator that has every input runs on to the end.
func (s *Spectator[S, I]) Gone(now time.Duration) bool {
	if s.known() >= s.o.end() {
		return false
	}
	last := s.start
	if s.heard {
		last = max(last, s.came)
	}
	return s.began && now-last >= s.c.Timeout
}

// Stats are its figures so far: frames, ticks run (each confirmed) and
// the traffic.
func (s *Spectator[S, I]) Stats() Stats { return s.stats }

// OnInput has f called with each tick and the input its step takes,
// every player's in its own slot, as a recording takes it; in is valid
// only during the call.
func (s *Spectator[S, I]) OnInput(f func(tick int64, in *Players[I])) { s.took = f }
