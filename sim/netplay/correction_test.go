package netplay_test

import (
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
)

// A correction gives the state a peer predicted and showed, then the state
// the ticks run again made at the same tick: the first is the state the
// peer was at after its last frame; the second, unless a later rollback
// ran its tick again, is a local run's; and a wrong prediction makes
// them differ.
func TestACorrectionGivesThePredictedAndTheCorrectedState(t *testing.T) {
	o := netplay.DefaultOptions()
	o.Ticks, o.Link = 600, netplay.Link{Delay: 100 * time.Millisecond, Jitter: 20 * time.Millisecond}
	cfg := bounce.DefaultConfig()
	want := local(t, o, cfg, bots(o, 3, 4))
	s := session(t, o, worlds(cfg), bots(o, 3, 4))
	shown := make([]uint64, o.Peers) // each peer's state after the last instant
	ticks := make([]int64, o.Peers)
	var predicted [netplay.MaxPeers]uint64
	dones := make([][]done, o.Peers)
	var pairs, differ int
	s.OnCorrection(func(p int, c netplay.Correction, w netplay.Bounce) {
		switch {
		case c.From >= c.To || w.Tick != c.To:
			t.Fatalf("peer %d: correction %+v of a world at tick %d; want From < To, the world at To", p+1, c, w.Tick)
		case !c.Done:
			if w.Fingerprint() != shown[p] || c.To != ticks[p] {
				t.Fatalf("peer %d: predicted %016x at %d; it showed %016x at %d", p+1, w.Fingerprint(), c.To, shown[p], ticks[p])
			}
			predicted[p] = w.Fingerprint()
			return
		}
		pairs++
		if predicted[p] != w.Fingerprint() {
			differ++
		}
		dones[p] = append(dones[p], done{c, w.Fingerprint()})
	})
	for !confirmed(s, o) {
		if s.Now() > time.Minute {
			t.Fatalf("not every tick confirmed after %v", s.Now())
		}
		if err := s.Advance(1); err != nil {
			t.Fatal(err)
		}
		for p := range o.Peers {
			shown[p], ticks[p] = s.State(p).Fingerprint(), s.State(p).Tick
		}
	}
	var rollbacks int64
	checked := 0
	for p := range o.Peers {
		rollbacks += s.Stats(p).Rollbacks
		for k, d := range dones[p] {
			if final(dones[p][k+1:], d.c.To) {
				checked++
				if d.fp != want[d.c.To] {
					t.Errorf("peer %d: corrected %016x at %d, never run again; a local run %016x", p+1, d.fp, d.c.To, want[d.c.To])
				}
			}
		}
	}
	if int64(pairs) != rollbacks || differ == 0 || checked == 0 {
		t.Errorf("%d corrections, %d rollbacks, %d of them changed the state; want one a rollback, some changing it", pairs, rollbacks, differ)
	}
	t.Logf("%d corrections, %d changed the state, %d checked against a local run", pairs, differ, checked)
}

// done is a corrected state's fingerprint, with its correction.
type done struct {
	c  netplay.Correction
	fp uint64
}

// final reports whether none of the later corrections ran tick again.
func final(later []done, tick int64) bool {
	for _, d := range later {
		if d.c.From < tick {
			return false
		}
	}
	return true
}

// confirmed reports whether every peer of s confirmed every tick.
func confirmed(s *netplay.Session[netplay.Bounce, bounce.Input], o netplay.Options) bool {
	for p := range o.Peers {
		if s.Stats(p).Confirmed < o.Ticks {
			return false
		}
	}
	return true
}
