package netplay

import (
	"net/netip"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/rng"
)

// Two Peers over loopback UDP on one made-up clock; player 2 stops at its
// tick 200 (its process gone): player 1 says it interrupted 500 ms after
// its last message, disconnected 2 s after, plays on to the end with its
// input the zero input from the tick it names, and ends where one machine
// does with that input.
func TestPeerPlaysOnWithoutADisconnectedPlayer(t *testing.T) {
	o := DefaultOptions()
	o.Ticks = 600
	cfg := bounce.DefaultConfig()
	fresh := func() (Bounce, error) { return NewBounce(cfg) }
	socks := []*UDP{listen(t, "127.0.0.1:0"), listen(t, "127.0.0.1:0")}
	addrs := []netip.AddrPort{socks[0].Addr(), socks[1].Addr()}
	jump := func(q int, n int64) bounce.Input {
		r := rng.RNG{State: uint64(q)*1000 + uint64(n)}
		return bounce.Input{Jump: bounce.Tap(r.Uint64()%3 == 0)}
	}
	var peers []*Peer[Bounce, bounce.Input]
	for q := 1; q <= 2; q++ {
		w, _ := fresh()
		p, err := NewPeer(o, PeerConfig[bounce.Input]{Player: q, Addrs: addrs, Transport: socks[q-1], Nonce: 1}, w, fresh)
		if err != nil {
			t.Fatal(err)
		}
		peers = append(peers, p)
	}
	var events []Event
	peers[0].OnEvent(func(e Event) { events = append(events, e) })
	var lastHeard time.Duration
	for f := int64(0); !peers[0].Done(); f++ {
		if f > 20_000 {
			t.Fatalf("player 1 not done in 20,000 frames: confirmed %d, events %v", peers[0].Confirmed(), events)
		}
		now := time.Duration(f) * time.Second / 60
		live := peers[1].Tick() < 200
		for q, p := range peers {
			if q == 1 && !live {
				continue
			}
			p.AddInput(jump(q+1, p.Tick()))
			if err := p.Advance(now); err != nil {
				t.Fatal(err)
			}
		}
		if at, ok := peers[0].heard(2); ok {
			lastHeard = at
		}
		for _, u := range socks[:2*btoi(live)] { // a datagram for each, while both play
			select {
			case <-u.arrived:
			case <-time.After(time.Second):
			}
		}
	}
	if len(events) != 2 || events[0].Kind != Interrupted || events[1].Kind != Disconnected || events[1].Player != 2 {
		t.Fatalf("events %v, want player 2 interrupted then disconnected", events)
	}
	frame := time.Second / 60
	if d := events[0].At - lastHeard; d < defaultInterrupt || d > defaultInterrupt+frame {
		t.Errorf("interrupted %v after the last message, want %v", d, defaultInterrupt)
	}
	if d := events[1].At - lastHeard; d < defaultTimeout || d > defaultTimeout+frame {
		t.Errorf("disconnected %v after the last message, want %v", d, defaultTimeout)
	}
	cut, ok := peers[0].Gone(2)
	if !ok || cut != events[1].Tick || cut < 150 {
		t.Fatalf("Gone(2) = %d, %v; the event says %d, and player 2 ran to 200", cut, ok, events[1].Tick)
	}
	w, _ := fresh()
	for n := range o.Ticks {
		in := jump(1, n)
		if n < cut {
			in = in.Merge(jump(2, n))
		}
		w.World.Step(in)
	}
	if f := peers[0].State().Fingerprint(); f != w.Fingerprint() || peers[0].Confirmed() != o.Ticks {
		t.Errorf("player 1 ended at %016x, confirmed %d; one machine with player 2 zero from tick %d at %016x", f, peers[0].Confirmed(), cut, w.Fingerprint())
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
