package netplay

import (
	"net/netip"
	"strings"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/rng"
)

// Two public Peers, each on its own UDP socket, driven as a game's loop
// drives them (AddInput, Advance with the time, State), play 600 ticks
// and end where one machine does with every player's inputs, players
// numbered from 1.
func TestPeerPlaysAsOneMachine(t *testing.T) {
	o := DefaultOptions()
	o.Ticks = 600
	cfg := bounce.DefaultConfig()
	fresh := func() (Bounce, error) { return NewBounce(cfg) }
	socks := []*UDP{listen(t, "127.0.0.1:0"), listen(t, "127.0.0.1:0")}
	addrs := []netip.AddrPort{socks[0].Addr(), socks[1].Addr()}
	var peers []*Peer[Bounce, bounce.Input]
	for q := 1; q <= 2; q++ {
		w, _ := fresh()
		p, err := NewPeer(o, PeerConfig[bounce.Input]{Player: q, Addrs: addrs, Transport: socks[q-1], Nonce: 0xbeef}, w, fresh)
		if err != nil {
			t.Fatal(err)
		}
		peers = append(peers, p)
	}
	// Player q jumps on the ticks its generator draws, read at the tick
	// its peer is about to run: the input it reads for tick n is jump(q, n).
	jump := func(q int, n int64) bounce.Input {
		r := rng.RNG{State: uint64(q)*1000 + uint64(n)}
		return bounce.Input{Jump: bounce.Tap(r.Uint64()%3 == 0)}
	}
	deadline := time.Now().Add(time.Minute)
	for f := int64(0); !(peers[0].Done() && peers[1].Done()); f++ {
		if time.Now().After(deadline) || f > 10_000 {
			t.Fatalf("not done in 10,000 frames or a minute: confirmed %d and %d", peers[0].Confirmed(), peers[1].Confirmed())
		}
		now := time.Duration(f) * time.Second / 60
		for q, p := range peers {
			p.AddInput(jump(q+1, p.Tick()))
			if err := p.Advance(now); err != nil {
				t.Fatal(err)
			}
		}
		for _, u := range socks {
			select {
			case <-u.arrived:
			case <-time.After(time.Second):
			}
		}
	}
	w, _ := fresh()
	for n := range o.Ticks {
		w.World.Step(jump(1, n).Merge(jump(2, n)))
	}
	for q, p := range peers {
		if p.State().Fingerprint() != w.Fingerprint() || p.Confirmed() != o.Ticks || p.Network(3-(q+1)).Received == 0 {
			t.Errorf("player %d ended at %016x confirmed %d, one machine at %016x", q+1, p.State().Fingerprint(), p.Confirmed(), w.Fingerprint())
		}
	}
}

// A Peer's player counts from 1: 0 and one past the players are refused,
// naming the rule.
func TestPeerPlayerFromOne(t *testing.T) {
	o := DefaultOptions()
	w, _ := NewBounce(bounce.DefaultConfig())
	fresh := func() (Bounce, error) { return NewBounce(bounce.DefaultConfig()) }
	addrs := []netip.AddrPort{netip.MustParseAddrPort("127.0.0.1:1"), netip.MustParseAddrPort("127.0.0.1:2")}
	for _, q := range []int{0, 3} {
		_, err := NewPeer(o, PeerConfig[bounce.Input]{Player: q, Addrs: addrs, Transport: listen(t, "127.0.0.1:0")}, w, fresh)
		if err == nil || !strings.Contains(err.Error(), "must be 1 to 2") {
			t.Errorf("player %d: %v, want refused as must be 1 to 2", q, err)
		}
	}
}
