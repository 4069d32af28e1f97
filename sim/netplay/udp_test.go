package netplay

import (
	"net/netip"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/rng"
)

// loopbacks are the addresses the UDP tests listen on: IPv4's and IPv6's
// loopback, a port the system picks.
var loopbacks = []string{"127.0.0.1:0", "[::1]:0"}

func listen(t *testing.T, addr string) *UDP {
	t.Helper()
	u, err := ListenUDP(netip.MustParseAddrPort(addr))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = u.Close() })
	return u
}

// waitArrival waits for a datagram to be queued on u, failing after a
// bound far past any loopback's delay.
func waitArrival(t *testing.T, u *UDP) {
	t.Helper()
	select {
	case <-u.arrived:
	case <-time.After(10 * time.Second):
		t.Fatalf("no datagram arrived at %v in 10 s", u.Addr())
	}
}

// A datagram sent over loopback arrives whole, from the sender's address
// as it names itself; Receive with nothing queued says so at once; a
// closed transport's Send is an error.
func TestUDPLoopback(t *testing.T) {
	for _, addr := range loopbacks {
		a, b := listen(t, addr), listen(t, addr)
		buf := make([]byte, maxReceive)
		if _, _, ok := b.Receive(buf); ok {
			t.Fatalf("%s: a datagram before any was sent", addr)
		}
		if err := a.Send(b.Addr(), []byte("hello")); err != nil {
			t.Fatal(err)
		}
		waitArrival(t, b)
		n, from, ok := b.Receive(buf)
		if !ok || string(buf[:n]) != "hello" || from != a.Addr() {
			t.Errorf("%s: received %q from %v (%v), want \"hello\" from %v", addr, buf[:n], from, ok, a.Addr())
		}
		if err := a.Close(); err != nil {
			t.Fatal(err)
		}
		if err := a.Send(b.Addr(), []byte("again")); err == nil {
			t.Errorf("%s: a closed transport sent", addr)
		}
	}
}

// Two peers, each on its own UDP socket, play 600 ticks over loopback,
// IPv4 and IPv6, in rollback, and end where one machine does: the codec
// and the transport together. Each frame waits for the other's datagram
// to be queued (or a second, for one lost), never a fixed time.
func TestPeersPlayOverUDP(t *testing.T) {
	for _, addr := range loopbacks {
		o := DefaultOptions()
		o.Ticks = 600
		cfg := bounce.DefaultConfig()
		jumper := func(p int) fixed.Inputs[bounce.Input] {
			r := rng.RNG{State: uint64(p) + 20}
			return fixed.InputFunc[bounce.Input](func(int64) bounce.Input { return bounce.Input{Jump: bounce.Tap(r.Uint64()%4 == 0)} })
		}
		socks := []*UDP{listen(t, addr), listen(t, addr)}
		addrs := []netip.AddrPort{socks[0].Addr(), socks[1].Addr()}
		fresh := func() (Bounce, error) { return NewBounce(cfg) }
		var peers []*peer[Bounce, bounce.Input]
		for id := range 2 {
			w, _ := fresh()
			p, err := newPeer(id, &o, w, jumper(id), fresh, wiring{socks[id], addrs, 0xfeed})
			if err != nil {
				t.Fatal(err)
			}
			peers = append(peers, p)
		}
		if err := playUDP(t, peers, socks); err != nil {
			t.Fatalf("%s: %v", addr, err)
		}
		w, _ := fresh()
		in := []fixed.Inputs[bounce.Input]{jumper(0), jumper(1)}
		for tick := range o.Ticks {
			w.World.Step(in[0].Take(tick).Merge(in[1].Take(tick)))
		}
		for id, p := range peers {
			if f := p.state.Fingerprint(); f != w.Fingerprint() || p.stats.Traffic.Received == 0 {
				t.Errorf("%s: peer %d ended at %016x, one machine at %016x; traffic %+v", addr, id+1, f, w.Fingerprint(), p.stats.Traffic)
			}
		}
	}
}

// playUDP runs the peers' frames on a clock of 60 Hz that moves a frame
// each time every peer has had a datagram (or a second has passed), until
// every peer is done, or 10,000 frames or a minute have passed.
func playUDP(t *testing.T, peers []*peer[Bounce, bounce.Input], socks []*UDP) error {
	deadline := time.Now().Add(time.Minute)
	for f := int64(0); f < 10_000 && time.Now().Before(deadline); f++ {
		now := f * int64(time.Second) / 60
		for _, u := range socks {
			select {
			case <-u.arrived: // a datagram of a frame before, taken
			default:
			}
		}
		for _, p := range peers {
			if err := p.send(now); err != nil {
				return err
			}
		}
		for _, u := range socks {
			select {
			case <-u.arrived:
			case <-time.After(time.Second):
			}
		}
		done := true
		for _, p := range peers {
			if err := p.tick(now); err != nil {
				return err
			}
			done = done && p.done()
		}
		if done {
			return nil
		}
	}
	t.Fatal("the peers did not end in 10,000 frames or a minute")
	return nil
}

// Once its buffers are made, a UDP transport sends and takes a datagram
// without allocating, as a session's tick must.
func TestUDPAllocatesNothing(t *testing.T) {
	for _, addr := range loopbacks {
		a, b := listen(t, addr), listen(t, addr)
		out, in := make([]byte, 40), make([]byte, maxReceive)
		bound := time.NewTimer(time.Minute)
		defer bound.Stop()
		n := testing.AllocsPerRun(200, func() {
			if err := a.Send(b.Addr(), out); err != nil {
				t.Fatal(err)
			}
			for {
				if _, _, ok := b.Receive(in); ok {
					return
				}
				select {
				case <-b.arrived:
				case <-bound.C:
					t.Fatal("no datagram in a minute")
				}
			}
		})
		if n != 0 {
			t.Errorf("%s: %v allocations a datagram", addr, n)
		}
	}
}
