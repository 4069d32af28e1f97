package netplay_test

import (
	"fmt"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
	"tickbox/sim/rng"
)

// pattern draws a session's options from seed: the mode, 2 to 4 peers,
// the delay, the window, the link's delay, jitter, loss and reordering,
// and the stagger.
func pattern(seed uint64) netplay.Options {
	r := rng.RNG{State: seed}
	n := func(k uint64) int { return int(r.Uint64() % k) }
	o := netplay.DefaultOptions()
	o.Mode = netplay.Modes[n(3)]
	o.Peers = 2 + n(3)
	o.Ticks = 120 + int64(n(120))
	o.Every = 1 + n(40)
	o.Seed = seed
	o.Delay, o.Window = 0, 0
	switch o.Mode {
	case netplay.Delay:
		o.Delay = 1 + n(6)
	case netplay.Rollback:
		o.Delay, o.Window = n(3), 1+n(12)
	}
	ms := func(k uint64) time.Duration { return time.Duration(n(k)) * time.Millisecond }
	o.Link = netplay.Link{Delay: ms(200), Jitter: ms(80), Loss: float64(n(50)) / 100, Reorder: float64(n(30)) / 100}
	o.Stagger = ms(120)
	return o
}

// Under any link and mode, every peer ends bit for bit where one machine
// running the same inputs does, and every confirmed state a peer reports
// is that machine's at the tick: every tick from 1, each once, in order,
// however many the confirmed state moves by at once.
func TestEveryPeerEndsAsALocalRun(t *testing.T) {
	patterns := 3000
	if testing.Short() {
		patterns = 300
	}
	cfg := bounce.DefaultConfig()
	for seed := range uint64(patterns) {
		o := pattern(seed)
		want := local(t, o, cfg, bots(o, seed, 6))
		s := session(t, o, worlds(cfg), bots(o, seed, 6))
		last := make([]int64, o.Peers)
		s.OnConfirmed(func(p int, tick int64, w netplay.Bounce) {
			if tick != last[p]+1 || w.Fingerprint() != want[tick] {
				t.Fatalf("pattern %d (%+v): peer %d reported tick %d after %d, fingerprint %016x, want %016x",
					seed, o, p+1, tick, last[p], w.Fingerprint(), want[tick])
			}
			last[p] = tick
		})
		if err := s.Run(nil); err != nil {
			t.Fatalf("pattern %d (%+v): %v", seed, o, err)
		}
		for p := range o.Peers {
			if got := s.State(p).Fingerprint(); got != want[o.Ticks] || last[p] != o.Ticks {
				t.Fatalf("pattern %d (%+v): peer %d ended at %016x (last confirmed %d), a local run at %016x",
					seed, o, p+1, got, last[p], want[o.Ticks])
			}
		}
		if d := s.Desync(); d.Found {
			t.Fatalf("pattern %d: a desync at tick %d where every peer agrees", seed, d.Tick)
		}
	}
}

// The patterns do what they are for: some roll back, some stall, some
// lose packets and are told to wait; a test of only perfect links would
// pass a session that never predicts. And no rollback goes back further
// than the prediction window, though a rollback saves only the states it
// needs (before the bound, many peers here went back further).
func TestPatternsRollBackAndStall(t *testing.T) {
	cfg := bounce.DefaultConfig()
	var total netplay.Stats
	for seed := range uint64(200) {
		o := pattern(seed)
		s := session(t, o, worlds(cfg), bots(o, seed, 6))
		if err := s.Run(nil); err != nil {
			t.Fatal(err)
		}
		for p := range o.Peers {
			st := s.Stats(p)
			total.Rollbacks += st.Rollbacks
			total.Stalls += st.Stalls
			total.Misses += st.Misses
			total.Waits += st.Waits
			total.Deepest = max(total.Deepest, st.Deepest)
			if st.Deepest > int64(o.Window) {
				t.Errorf("pattern %d (%+v): peer %d rolled back %d ticks, past its window", seed, o, p+1, st.Deepest)
			}
		}
	}
	if total.Rollbacks == 0 || total.Stalls == 0 || total.Misses == 0 || total.Waits == 0 || total.Deepest < 8 {
		t.Errorf("200 patterns: %+v; want rollbacks, stalls, misses, waits and a rollback of 8 or more", total)
	}
}

// Over a link of no delay the peers play as one machine: no stall, no
// prediction, no rollback, every tick confirmed as it runs, in every mode.
func TestZeroDelayPlaysAsLocal(t *testing.T) {
	cfg := bounce.DefaultConfig()
	for _, mode := range netplay.Modes {
		for _, peers := range []int{2, 3, 8} {
			t.Run(fmt.Sprintf("%v/%d", mode, peers), func(t *testing.T) {
				o := netplay.DefaultOptions()
				o.Mode, o.Peers, o.Ticks, o.Window = mode, peers, 600, 0
				switch mode {
				case netplay.Delay:
					o.Delay = 2
				case netplay.Rollback:
					o.Window = netplay.DefaultWindow
				}
				want := local(t, o, cfg, bots(o, 3, 4))
				s := session(t, o, worlds(cfg), bots(o, 3, 4))
				var reported []int64
				s.OnConfirmed(func(p int, tick int64, w netplay.Bounce) {
					if p == 0 {
						reported = append(reported, tick)
					}
					if w.Fingerprint() != want[tick] {
						t.Fatalf("peer %d at tick %d: %016x, a local run %016x", p+1, tick, w.Fingerprint(), want[tick])
					}
				})
				if err := s.Run(nil); err != nil {
					t.Fatal(err)
				}
				for p := range peers {
					st := s.Stats(p)
					if st.Stalls != 0 || st.Rollbacks != 0 || st.Misses != 0 || st.Waits != 0 || st.Ticks != o.Ticks {
						t.Errorf("peer %d: %+v; want %d ticks and nothing else", p+1, st, o.Ticks)
					}
				}
				if len(reported) != int(o.Ticks) || reported[0] != 1 || reported[len(reported)-1] != o.Ticks {
					t.Errorf("peer 1 reported %d confirmed ticks (%v ...); want each of 1..%d once", len(reported), reported[:min(5, len(reported))], o.Ticks)
				}
			})
		}
	}
}
