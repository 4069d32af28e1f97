package netplay

import (
	"net/netip"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/rng"
)

// A Peer reports each rollback it runs twice, as a Session does: the
// state it predicted at To (Done false), then the one the ticks run
// again made there (Done true), From before To; over a link of 50 ms
// each way with players jumping at random there are some.
func TestPeerReportsItsCorrections(t *testing.T) {
	o := DefaultOptions()
	o.Ticks = 300
	fresh := func() (Bounce, error) { return NewBounce(bounce.DefaultConfig()) }
	socks := []*UDP{listen(t, "127.0.0.1:0"), listen(t, "127.0.0.1:0")}
	addrs := []netip.AddrPort{socks[0].Addr(), socks[1].Addr()}
	var peers []*Peer[Bounce, bounce.Input]
	var links []*Impaired
	reports, bad := make([]int64, 2), 0
	for q := 1; q <= 2; q++ {
		link, err := Impair(socks[q-1], Link{Delay: 50 * time.Millisecond}, uint64(q))
		if err != nil {
			t.Fatal(err)
		}
		w, _ := fresh()
		p, err := NewPeer(o, PeerConfig[bounce.Input]{Player: q, Addrs: addrs, Transport: link, Nonce: 7}, w, fresh)
		if err != nil {
			t.Fatal(err)
		}
		done := true // the last report's Done: each rollback opens with false
		p.OnCorrection(func(c Correction, _ Bounce) {
			if c.Done == done || c.From >= c.To {
				bad++
			}
			done = c.Done
			reports[q-1]++
		})
		peers, links = append(peers, p), append(links, link)
	}
	deadline := time.Now().Add(time.Minute)
	for f := int64(0); !(peers[0].Done() && peers[1].Done()); f++ {
		if time.Now().After(deadline) {
			t.Fatalf("not done in a minute: confirmed %d and %d", peers[0].Confirmed(), peers[1].Confirmed())
		}
		now := time.Duration(f) * time.Second / 60
		for q, p := range peers {
			r := rng.RNG{State: uint64(q)*1000 + uint64(p.Tick())}
			p.AddInput(bounce.Input{Jump: bounce.Tap(r.Uint64()%5 == 0)})
			if err := links[q].Release(now); err != nil {
				t.Fatal(err)
			}
			if err := p.Advance(now); err != nil {
				t.Fatal(err)
			}
		}
		time.Sleep(100 * time.Microsecond) // the datagrams cross loopback
	}
	for q, p := range peers {
		if n := p.Stats().Rollbacks; reports[q] != 2*n || bad != 0 {
			t.Errorf("player %d: %d reports for %d rollbacks (%d out of order); want two a rollback", q+1, reports[q], n, bad)
		}
	}
	if peers[0].Stats().Rollbacks+peers[1].Stats().Rollbacks == 0 {
		t.Error("no rollback over 50 ms: the test saw no correction")
	}
}
