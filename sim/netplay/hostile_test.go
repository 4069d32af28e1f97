package netplay

import (
	"net/netip"
	"slices"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/rng"
)

// hostile is a transport between a peer and its link that, as a relay
// that means harm would, hands the peer besides each datagram now and
// then: a duplicate, an old one again, one with a bit flipped, one cut
// short, garbage, one from an address no peer has, and one of another
// session (the same message with its inputs changed, under another
// nonce). It counts what it made of each kind.
type hostile struct {
	Transport
	rng     rng.RNG
	foreign *wire[bounce.Input]
	own     *wire[bounce.Input]
	queue   []held
	old     [][]byte
	made    Traffic // the bad datagrams it made, by the count each should land in
	scratch message[bounce.Input]
}

type held struct {
	b    []byte
	from netip.AddrPort
}

func (h *hostile) Receive(buf []byte) (int, netip.AddrPort, bool) {
	if len(h.queue) == 0 {
		n, from, ok := h.Transport.Receive(buf)
		if !ok {
			return 0, from, false
		}
		h.spoil(slices.Clone(buf[:n]), from)
	}
	d := h.queue[0]
	h.queue = h.queue[1:]
	return copy(buf, d.b), d.from, true
}

// spoil queues the real datagram b and the bad ones it draws: another
// session's before it, so that its inputs would come first, the others
// after.
func (h *hostile) spoil(b []byte, from netip.AddrPort) {
	h.old = append(h.old, b)
	put := func(c []byte, f netip.AddrPort) { h.queue = append(h.queue, held{c, f}) }
	kind := h.rng.Uint64() % 16
	if kind == 6 && h.own.decode(b, &h.scratch, func(int64) bounce.Input { return bounce.Input{} }) == accepted {
		for i := range h.scratch.inputs {
			h.scratch.inputs[i] = bounce.Input{Teleport: bounce.Tap(true)}
		}
		c, _, _, _ := h.foreign.encode(nil, &h.scratch, bounce.Input{})
		put(c, from)
		h.made.Stale++
	}
	put(b, from)
	switch kind {
	case 0:
		put(b, from)
	case 1:
		put(h.old[h.rng.Uint64()%uint64(len(h.old))], from)
	case 2:
		c := slices.Clone(b)
		i := 3 + h.rng.Uint64()%uint64(len(c)-3)
		c[i] ^= 1 << (h.rng.Uint64() % 8)
		put(c, from)
		h.made.Garbled++
	case 3:
		put(b[:h.rng.Uint64()%uint64(len(b))], from)
		h.made.Garbled++ // or stray, when cut within the header
	case 4:
		put([]byte("GET / HTTP/1.1\r\n\r\n"), from)
		h.made.Stray++
	case 5:
		put(b, netip.MustParseAddrPort("[2001:db8::1]:7000"))
		h.made.Stray++
	}
}

// Through a hostile relay, every peer still ends where one machine does;
// every bad datagram is refused and counted (a cut one as stray or
// garbled), and none of another session is taken.
func TestHostileRelayChangesNothing(t *testing.T) {
	o := DefaultOptions()
	o.Ticks = 1200
	o.Link = Link{Delay: 40 * time.Millisecond, Jitter: 20 * time.Millisecond, Loss: 0.05, Reorder: 0.1}
	cfg := bounce.DefaultConfig()
	jumper := func(p int) fixed.Inputs[bounce.Input] {
		r := rng.RNG{State: uint64(p) + 10}
		return fixed.InputFunc[bounce.Input](func(int64) bounce.Input {
			return bounce.Input{Jump: bounce.Tap(r.Uint64()%5 == 0)}
		})
	}
	s, err := New(o, func(int) (Bounce, error) { return NewBounce(cfg) }, []fixed.Inputs[bounce.Input]{jumper(0), jumper(1)})
	if err != nil {
		t.Fatal(err)
	}
	var relays []*hostile
	for id, p := range s.peers {
		h := &hostile{Transport: p.tr, rng: rng.RNG{State: uint64(id) + 1},
			own: &wire[bounce.Input]{nonce: p.nonce}, foreign: &wire[bounce.Input]{nonce: p.nonce ^ 0x0101}}
		p.tr, relays = h, append(relays, h)
	}
	if err := s.Run(nil); err != nil {
		t.Fatal(err)
	}
	w, _ := bounce.New(cfg)
	in := []fixed.Inputs[bounce.Input]{jumper(0), jumper(1)}
	for tick := range o.Ticks {
		w.Step(in[0].Take(tick).Merge(in[1].Take(tick)))
	}
	for id, h := range relays {
		got := s.Stats(id).Traffic
		if f := s.State(id).Fingerprint(); f != w.Fingerprint() {
			t.Errorf("peer %d ended at %016x, one machine at %016x", id+1, f, w.Fingerprint())
		}
		if got.Stale != h.made.Stale || got.Stray+got.Garbled != h.made.Stray+h.made.Garbled || h.made.Stale == 0 || h.made.Garbled == 0 {
			t.Errorf("peer %d counted %+v; the relay made %+v", id+1, got, h.made)
		}
	}
}

// The round trip is timed over the slowest link too: 10 s each way, 600
// messages in flight, more than a ring of 256 send times held.
func TestRoundTripOverTheSlowestLink(t *testing.T) {
	o := DefaultOptions()
	o.Ticks = 60
	o.Link = Link{Delay: MaxLatency}
	none := fixed.InputFunc[bounce.Input](func(int64) bounce.Input { return bounce.Input{} })
	s, err := New(o, func(int) (Bounce, error) { return NewBounce(bounce.DefaultConfig()) }, []fixed.Inputs[bounce.Input]{none, none})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Run(nil); err != nil {
		t.Fatal(err)
	}
	for id, p := range s.peers {
		rtt := time.Duration(p.rtt[1-id])
		if frame := time.Second / 60; !p.timed[1-id] || rtt < 2*MaxLatency || rtt > 2*MaxLatency+2*frame+time.Millisecond {
			t.Errorf("peer %d measured a round trip of %v (timed: %v) over a link of %v each way", id+1, rtt, p.timed[1-id], MaxLatency)
		}
	}
}

// The round trip a peer measures is the link's, there and back, and the
// frames each end waited to read it: each message names the latest it
// had, and how long it held it (in whole ms, so 1 ms more at most).
func TestRoundTrip(t *testing.T) {
	o := DefaultOptions()
	o.Ticks = 600
	o.Link = Link{Delay: 50 * time.Millisecond, Jitter: 10 * time.Millisecond}
	none := fixed.InputFunc[bounce.Input](func(int64) bounce.Input { return bounce.Input{} })
	s, err := New(o, func(int) (Bounce, error) { return NewBounce(bounce.DefaultConfig()) }, []fixed.Inputs[bounce.Input]{none, none})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Run(nil); err != nil {
		t.Fatal(err)
	}
	for id, p := range s.peers {
		rtt := time.Duration(p.rtt[1-id])
		if frame := time.Second / 60; rtt < 100*time.Millisecond || rtt > 120*time.Millisecond+2*frame+time.Millisecond {
			t.Errorf("peer %d measured a round trip of %v over a link of 50 ms and 10 ms of jitter each way", id+1, rtt)
		}
	}
}

// A message that acknowledges more than was sent (forged, or a bug's)
// counts only as far as what was: the inputs still unacknowledged stay
// held and sent.
func TestAcksCountAsFarAsSent(t *testing.T) {
	o := DefaultOptions()
	o.Link = Link{Delay: 100 * time.Millisecond}
	s, err := New(o, func(int) (Bounce, error) { return NewBounce(bounce.DefaultConfig()) }, jumpers(o, 5))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Advance(30); err != nil {
		t.Fatal(err)
	}
	p := s.peers[0]
	p.receive(1, &message[bounce.Input]{seq: 1, ackInputs: 1 << 30, ackPrints: 1 << 30}, s.now, false)
	if own := p.queues[0].known; p.acks[1] > own || p.prints.acked[1] > p.prints.ownN {
		t.Errorf("acknowledged to tick %d, having sent to %d; checkpoint %d, having %d", p.acks[1], own, p.prints.acked[1], p.prints.ownN)
	}
}
