package netplay

import (
	"net/netip"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/rng"
)

// Three players over a simulated link of loss, jitter and reordering;
// player 3 goes silent at a tick that differs by seed. The two survivors
// give it up at the same tick (GGPO's and GGRS's least last frame among
// the survivors), however different the inputs of it each had when it
// noticed, and end in agreement, where one machine ends with player 3's
// input zero from that tick. Each survivor deciding alone, at the first
// tick it lacked, parted them.
func TestSurvivorsAgreeOnTheDisconnectTick(t *testing.T) {
	differed := 0
	for seed := uint64(1); seed <= 12; seed++ {
		o := DefaultOptions()
		o.Peers, o.Ticks = 3, 600
		net := &simNet{link: Link{Delay: 40 * time.Millisecond, Jitter: 40 * time.Millisecond, Loss: 0.3, Reorder: 0.2}, rng: rng.RNG{State: seed}}
		addrs := []netip.AddrPort{simAddr(0), simAddr(1), simAddr(2)}
		jump := func(q int, n int64) bounce.Input {
			r := rng.RNG{State: seed<<32 + uint64(q)<<20 + uint64(n)}
			return bounce.Input{Jump: bounce.Tap(r.Uint64()%3 == 0)}
		}
		fresh := func() (Bounce, error) { return NewBounce(bounce.DefaultConfig()) }
		var peers []*Peer[Bounce, bounce.Input]
		said := make([][]Event, 3)
		for q := 1; q <= 3; q++ {
			w, _ := fresh()
			in := fixed.InputFunc[bounce.Input](func(n int64) bounce.Input { return jump(q, n) })
			p, err := NewPeer(o, PeerConfig[bounce.Input]{Player: q, Addrs: addrs, Transport: net.endpoint(q - 1), Nonce: 7, Inputs: in}, w, fresh)
			if err != nil {
				t.Fatal(err)
			}
			p.OnEvent(func(e Event) { said[q-1] = append(said[q-1], e) })
			peers = append(peers, p)
		}
		kill := 150 + int64(seed)*17
		noted := false
		for f := int64(0); !(peers[0].Done() && peers[1].Done()); f++ {
			if f > 20_000 {
				t.Fatalf("seed %d: survivors not done in 20,000 frames: confirmed %d and %d", seed, peers[0].Confirmed(), peers[1].Confirmed())
			}
			now := time.Duration(f) * time.Second / 60
			net.now = int64(now)
			for q, p := range peers {
				if q == 2 && p.Tick() >= kill {
					continue // silent from here
				}
				if err := p.Advance(now); err != nil {
					t.Fatal(err)
				}
			}
			if !noted && len(said[0]) > 0 && len(said[1]) > 0 { // both said it interrupted: its last inputs are in
				noted = true
				if peers[0].p.queues[2].known != peers[1].p.queues[2].known {
					differed++
				}
			}
		}
		g1, ok1 := peers[0].Gone(3)
		g2, ok2 := peers[1].Gone(3)
		if !ok1 || !ok2 || g1 != g2 {
			t.Errorf("seed %d: player 3 gone at %d (%v) for player 1, %d (%v) for player 2; events %v, %v", seed, g1, ok1, g2, ok2, said[0], said[1])
			continue
		}
		w, _ := fresh()
		for n := range o.Ticks {
			in := jump(1, n).Merge(jump(2, n))
			if n < g1 {
				in = in.Merge(jump(3, n))
			}
			w.World.Step(in)
		}
		for q, p := range peers[:2] {
			if f := p.State().Fingerprint(); f != w.Fingerprint() || p.Desync().Found {
				t.Errorf("seed %d: player %d ended at %016x (desync %+v); one machine with player 3 zero from tick %d at %016x",
					seed, q+1, f, p.Desync(), g1, w.Fingerprint())
			}
		}
	}
	if differed == 0 {
		t.Error("in no seed did the survivors have different inputs of player 3 when it fell silent: the test shows no agreement")
	}
}
