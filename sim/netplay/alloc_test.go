package netplay_test

import (
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
)

// Once it holds as many packets as the link keeps in flight, a session
// allocates nothing a tick, rollbacks, the confirmed states it reports and
// the transport included, with two players and with three (whose
// messages tell each third player's inputs).
func TestSessionAllocatesNothingATick(t *testing.T) {
	for _, peers := range []int{2, 3} {
		sessionAllocatesNothing(t, peers)
	}
}

func sessionAllocatesNothing(t *testing.T, peers int) {
	o := netplay.DefaultOptions()
	o.Ticks, o.Peers = 20_000, peers
	o.Link = netplay.Link{Delay: 60 * time.Millisecond, Jitter: 30 * time.Millisecond, Loss: 0.1, Reorder: 0.1}
	s := session(t, o, worlds(bounce.DefaultConfig()), bots(o, 2, 5))
	var reported int64
	s.OnConfirmed(func(int, int64, netplay.Bounce) { reported++ })
	if err := s.Advance(2000); err != nil { // grow every pool first
		t.Fatal(err)
	}
	before := s.Stats(0).Rollbacks
	if n := testing.AllocsPerRun(2000, func() {
		if err := s.Advance(1); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("%d players: %v allocations an instant", peers, n)
	}
	if reported == 0 {
		t.Errorf("%d players: no confirmed state reported", peers)
	}
	if s.Stats(0).Rollbacks == before {
		t.Errorf("%d players: no rollback in the instants measured: %+v", peers, s.Stats(0))
	}
}
