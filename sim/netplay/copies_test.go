package netplay_test

import (
	"runtime"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
)

// A rollback peer holds at most window + 3 copies of the state: the live
// one, window + 1 saved (every state a rollback may restore or a
// confirmed tick be read from), and the walk's, counted as the states it
// makes; and a session over a lossy link of the smallest window and of
// the default one still ends as one machine does, rolling back. (The
// ring held 2 × window + 2 before, 2 × window + 4 copies a peer.)
func TestStateCopiesAtMostWindowPlus3(t *testing.T) {
	for _, window := range []int{1, netplay.DefaultWindow, netplay.MaxWindow} {
		o := netplay.DefaultOptions()
		o.Window, o.Ticks = window, 1200
		o.Link = netplay.Link{Delay: 40 * time.Millisecond, Jitter: 30 * time.Millisecond, Loss: 0.2, Reorder: 0.1}
		made := make([]int, o.Peers)
		fresh := func(p int) (netplay.Bounce, error) {
			made[p]++
			return netplay.NewBounce(bounce.DefaultConfig())
		}
		s := session(t, o, fresh, bots(o, 7, 3))
		if err := s.Run(nil); err != nil {
			t.Fatal(err)
		}
		want := local(t, o, bounce.DefaultConfig(), bots(o, 7, 3))[o.Ticks]
		for p, n := range made {
			if n > window+3 {
				t.Errorf("window %d: peer %d made %d states, past window + 3 = %d", window, p+1, n, window+3)
			}
			if f := s.State(p).Fingerprint(); f != want || s.Stats(p).Rollbacks == 0 {
				t.Errorf("window %d: peer %d ended at %016x, one machine at %016x; %+v", window, p+1, f, want, s.Stats(p))
			}
		}
	}
}

// TestPeerMemory prints what a peer holds at 10,000 balls with window 8
// (9.4 MiB with 2 × window + 4 copies), and holds it to window + 3 copies
// of the world and a MiB for the rest (queues, buffers):
//
//	go test ./sim/netplay -run PeerMemory -v
func TestPeerMemory(t *testing.T) {
	cfg := bounce.DefaultConfig()
	cfg.Balls = 10_000
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	before := heap()
	w, err := netplay.NewBounce(cfg)
	if err != nil {
		t.Fatal(err)
	}
	world := heap() - before
	o := netplay.DefaultOptions()
	before = heap()
	s := session(t, o, func(int) (netplay.Bounce, error) { return netplay.NewBounce(cfg) }, bots(o, 1, 5))
	peer := (heap() - before) / uint64(o.Peers)
	most := uint64(o.Window+3)*world + 1<<20
	t.Logf("10,000 balls, window %d: a world %.2f MiB, a peer %.2f MiB (%.1f worlds)", o.Window, mib(world), mib(peer), float64(peer)/float64(world))
	if peer > most {
		t.Errorf("a peer holds %.2f MiB, past window + 3 worlds and a MiB, %.2f", mib(peer), mib(most))
	}
	runtime.KeepAlive(w)
	runtime.KeepAlive(s)
}

func mib(b uint64) float64 { return float64(b) / (1 << 20) }
