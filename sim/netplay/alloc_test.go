package netplay_test

import (
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
)

// Once it holds as many packets as the link keeps in flight, a session
// allocates nothing a tick, rollbacks and the confirmed states it reports
// included.
func TestSessionAllocatesNothingATick(t *testing.T) {
	o := netplay.DefaultOptions()
	o.Ticks = 20_000
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
		t.Errorf("%v allocations an instant", n)
	}
	if reported == 0 {
		t.Error("no confirmed state reported")
	}
	if s.Stats(0).Rollbacks == before {
		t.Errorf("no rollback in the instants measured: %+v", s.Stats(0))
	}
}
