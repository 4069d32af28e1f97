package netplay

import (
	"net/netip"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/rng"
)

// memNet is a network in memory: each address's datagrams in the order
// sent, a share of them lost as a seeded generator draws.
type memNet struct {
	boxes map[netip.AddrPort][]heldDatagram
	loss  float64
	dice  rng.RNG
}

type memPort struct {
	n    *memNet
	addr netip.AddrPort
}

func (p memPort) Send(to netip.AddrPort, b []byte) error {
	if p.n.dice.Float64() < p.n.loss {
		return nil
	}
	p.n.boxes[to] = append(p.n.boxes[to], heldDatagram{append([]byte(nil), b...), p.addr})
	return nil
}

func (p memPort) Receive(buf []byte) (int, netip.AddrPort, bool) {
	box := p.n.boxes[p.addr]
	if len(box) == 0 {
		return 0, netip.AddrPort{}, false
	}
	p.n.boxes[p.addr] = box[1:]
	return copy(buf, box[0].b), box[0].from, true
}

func memAddr(i int) netip.AddrPort {
	return netip.AddrPortFrom(netip.AddrFrom4([4]byte{192, 0, 2, byte(i)}), 7000)
}

// hoppers are the players' inputs: player p jumps on about one tick in 4,
// from its own seed.
func hoppers(k int) []fixed.Inputs[bounce.Input] {
	in := make([]fixed.Inputs[bounce.Input], k)
	for p := range in {
		r := rng.RNG{State: uint64(p) + 20}
		in[p] = fixed.InputFunc[bounce.Input](func(int64) bounce.Input { return bounce.Input{Jump: bounce.Tap(r.Uint64()%4 == 0)} })
	}
	return in
}

// oneMachine is the fingerprint of a world run for o's ticks with every
// player's input read Delay ticks before, merged in the players' order.
func oneMachine(t *testing.T, o Options, cfg bounce.Config) uint64 {
	w, err := bounce.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	in := hoppers(o.Peers)
	for tick := range o.Ticks {
		var joined bounce.Input
		if tick >= int64(o.Delay) {
			for _, p := range in {
				joined = joined.Merge(p.Take(tick - int64(o.Delay)))
			}
		}
		w.Step(joined)
	}
	return w.Fingerprint()
}

// A spectator of player 1 gets every player's confirmed inputs and ends
// where one machine does, running each tick once, over a network that
// loses a quarter of the datagrams, in rollback (with and without input delay)
// and lockstep; the players end there too, and settle.
func TestSpectatorEndsWhereThePlayersDo(t *testing.T) {
	for _, c := range []struct {
		mode          Mode
		delay, window int
	}{{Rollback, 0, 8}, {Rollback, 2, 4}, {Lockstep, 0, 0}} {
		o := DefaultOptions()
		o.Mode, o.Delay, o.Window, o.Ticks, o.Peers = c.mode, c.delay, c.window, 600, 3
		cfg := bounce.DefaultConfig()
		net := &memNet{boxes: map[netip.AddrPort][]heldDatagram{}, loss: 0.25, dice: rng.RNG{State: 41}}
		peers, sp := spectated(t, o, cfg, net)
		for f := 0; ; f++ {
			now := time.Duration(f) * time.Second / 60
			if f > 20*int(o.Ticks) {
				t.Fatalf("%v: not over in %d frames: spectator at tick %d %+v; player 1 at %d %+v", c, f, sp.Tick(), sp.Stats(), peers[0].Tick(), peers[0].Stats())
			}
			done := sp.Done()
			for _, p := range peers {
				if err := p.Advance(now); err != nil {
					t.Fatal(err)
				}
				done = done && p.Done() && p.Settled()
			}
			if err := sp.Advance(now); err != nil {
				t.Fatal(err)
			}
			if done {
				break
			}
		}
		want := oneMachine(t, o, cfg)
		if f, st := sp.State().Fingerprint(), sp.Stats(); f != want || st.Ticks != o.Ticks || st.Traffic.Received == 0 {
			t.Errorf("%v: the spectator ended at %016x after %d ticks, one machine at %016x after %d; traffic %+v", c, f, st.Ticks, want, o.Ticks, st.Traffic)
		}
		for q, p := range peers {
			if f := p.State().Fingerprint(); f != want {
				t.Errorf("%v: player %d ended at %016x, one machine at %016x", c, q+1, f, want)
			}
		}
	}
}

// spectated makes o's players over net, each on its jumper, and a
// spectator that player 1 serves.
func spectated(t *testing.T, o Options, cfg bounce.Config, net *memNet) ([]*Peer[Bounce, bounce.Input], *Spectator[Bounce, bounce.Input]) {
	t.Helper()
	fresh := func() (Bounce, error) { return NewBounce(cfg) }
	addrs := make([]netip.AddrPort, o.Peers)
	for q := range addrs {
		addrs[q] = memAddr(q + 1)
	}
	var peers []*Peer[Bounce, bounce.Input]
	for q, in := range hoppers(o.Peers) {
		w, _ := fresh()
		p, err := NewPeer(o, PeerConfig[bounce.Input]{Player: q + 1, Addrs: addrs, Transport: memPort{net, addrs[q]}, Nonce: 0xfeed, Inputs: in, Spectators: 2}, w, fresh)
		if err != nil {
			t.Fatal(err)
		}
		peers = append(peers, p)
	}
	at := memAddr(100)
	if err := peers[0].AddSpectator(SpectatorJoin{at, 0x5eed}); err != nil {
		t.Fatal(err)
	}
	w, _ := fresh()
	sp, err := NewSpectator(o, SpectatorConfig{Host: addrs[0], Transport: memPort{net, at}, Nonce: 0x5eed}, w)
	if err != nil {
		t.Fatal(err)
	}
	return peers, sp
}

// A spectator that goes silent holds no player back: its host gives it up
// after the timeout and settles.
func TestASilentSpectatorHoldsNoOneBack(t *testing.T) {
	o := DefaultOptions()
	o.Ticks = 300
	net := &memNet{boxes: map[netip.AddrPort][]heldDatagram{}}
	peers, sp := spectated(t, o, bounce.DefaultConfig(), net)
	for f := 0; ; f++ {
		now := time.Duration(f) * time.Second / 60
		if f < 100 {
			if err := sp.Advance(now); err != nil {
				t.Fatal(err)
			}
		}
		done := true
		for _, p := range peers {
			if err := p.Advance(now); err != nil {
				t.Fatal(err)
			}
			done = done && p.Done() && p.Settled()
		}
		if done {
			if end := o.Ticks + int64(defaultTimeout*60/time.Second); int64(f) > end+60 {
				t.Errorf("settled at frame %d: the spectator, silent from frame 100, held its host past frame %d", f, end)
			}
			return
		}
		if f > 10*int(o.Ticks) {
			t.Fatalf("the players never settled with a silent spectator")
		}
	}
}

// OnPlayerInput tells each confirmed tick's input of every player once,
// in order: each player's own, read Delay ticks before (zero before),
// over a network that loses a quarter of the datagrams.
func TestOnPlayerInputTellsEveryPlayersInput(t *testing.T) {
	o := DefaultOptions()
	o.Ticks, o.Peers, o.Delay = 300, 3, 2
	net := &memNet{boxes: map[netip.AddrPort][]heldDatagram{}, loss: 0.25, dice: rng.RNG{State: 7}}
	peers, _ := spectated(t, o, bounce.DefaultConfig(), net)
	want := hoppers(o.Peers)
	next, bad := int64(0), 0
	peers[1].OnPlayerInput(func(tick int64, player int, in bounce.Input) {
		var w bounce.Input
		if tick >= int64(o.Delay) {
			w = want[player-1].Take(tick - int64(o.Delay))
		}
		if tick*int64(o.Peers)+int64(player-1) != next || in != w {
			bad++
		}
		next++
	})
	for f := 0; !peers[1].Done(); f++ {
		if f > 20*int(o.Ticks) {
			t.Fatal("not done")
		}
		for _, p := range peers {
			if err := p.Advance(time.Duration(f) * time.Second / 60); err != nil {
				t.Fatal(err)
			}
		}
	}
	if bad > 0 || next != o.Ticks*int64(o.Peers) {
		t.Errorf("%d of %d inputs told out of order or wrong; want %d, every player's of every tick", bad, next, o.Ticks*int64(o.Peers))
	}
}

// A spectator that joins once its host's ring no longer holds tick 0 is
// given up at once, never sent a tick's inputs the ring has overwritten.
func TestASpectatorTooLateIsGivenUp(t *testing.T) {
	o := DefaultOptions()
	o.Ticks = spectateSize + 200
	net := &memNet{boxes: map[netip.AddrPort][]heldDatagram{}}
	peers, sp := spectated(t, o, bounce.DefaultConfig(), net)
	late := memAddr(101)
	for f := 0; ; f++ {
		now := time.Duration(f) * time.Second / 60
		if peers[0].Confirmed() == spectateSize+50 && len(peers[0].p.spect.list) == 1 {
			if err := peers[0].AddSpectator(SpectatorJoin{late, 9}); err != nil {
				t.Fatal(err)
			}
		}
		if err := sp.Advance(now); err != nil {
			t.Fatal(err)
		}
		done := true
		for _, p := range peers {
			if err := p.Advance(now); err != nil {
				t.Fatal(err)
			}
			done = done && p.Done() && p.Settled()
		}
		if done {
			break
		}
		if f > 10*int(o.Ticks) {
			t.Fatal("the players never settled with a spectator too late")
		}
	}
	if n := len(net.boxes[late]); n != 0 {
		t.Errorf("the late spectator was sent %d messages, want none: the ring no longer holds its first ticks", n)
	}
}

// A spectator that has every input runs on to the end though its host
// has left: it is not gone.
func TestASpectatorWithEveryInputIsNotGone(t *testing.T) {
	o := DefaultOptions()
	o.Ticks = 120
	net := &memNet{boxes: map[netip.AddrPort][]heldDatagram{}}
	peers, sp := spectated(t, o, bounce.DefaultConfig(), net)
	if err := sp.Advance(0); err != nil { // its clock starts: no input yet
		t.Fatal(err)
	}
	f := 0
	for ; !peers[0].Done() || !peers[0].Settled(); f++ { // the spectator takes its inputs, and runs none
		now := time.Duration(f) * time.Second / 60
		for _, p := range peers {
			if err := p.Advance(now); err != nil {
				t.Fatal(err)
			}
		}
		sp.poll(now)
		if err := sp.send(); err != nil {
			t.Fatal(err)
		}
		if f > 1000 {
			t.Fatal("the players never settled")
		}
	}
	late := time.Duration(f)*time.Second/60 + 10*defaultTimeout
	if sp.Gone(late) {
		t.Error("gone with every input had, its host silent")
	}
	for ; !sp.Done(); late += time.Second / 60 {
		if err := sp.Advance(late); err != nil {
			t.Fatal(err)
		}
	}
	if sp.Tick() != o.Ticks {
		t.Errorf("ran %d ticks, want %d", sp.Tick(), o.Ticks)
	}
}
