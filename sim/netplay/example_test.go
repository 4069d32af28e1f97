package netplay_test

import (
	"encoding/binary"
	"fmt"
	"net/netip"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
)

// tug is a small game for two: a knot on a rope that each player pulls
// toward their own side, one step a tick.
type tug struct{ Knot, Tick int64 }

// pull is a player's input: -1 pulls left, 1 right, 0 rests.
type pull int8

// Step takes every player's input, each in its own slot.
func (g *tug) Step(in netplay.Players[pull]) {
	for q := 1; q <= int(in.N); q++ {
		g.Knot += int64(in.Of(q))
	}
	g.Tick++
}

func (g *tug) Fingerprint() uint64 { return uint64(g.Knot)*1_000_003 + uint64(g.Tick) }

func (g *tug) MarshalBinary() ([]byte, error) { return binary.Append(nil, binary.LittleEndian, g) }

func (g *tug) UnmarshalBinary(b []byte) error {
	_, err := binary.Decode(b, binary.LittleEndian, g)
	return err
}

// mailboxes are an in-memory network: what a port sends to an address
// waits in that address's box until its port takes it.
type mailboxes map[netip.AddrPort][]letter

type letter struct {
	from netip.AddrPort
	b    []byte
}

// port is one address's end of mailboxes: a netplay.Transport.
type port struct {
	boxes mailboxes
	self  netip.AddrPort
}

func (p port) Send(to netip.AddrPort, b []byte) error {
	p.boxes[to] = append(p.boxes[to], letter{p.self, append([]byte(nil), b...)})
	return nil
}

func (p port) Receive(buf []byte) (int, netip.AddrPort, bool) {
	box := p.boxes[p.self]
	if len(box) == 0 {
		return 0, netip.AddrPort{}, false
	}
	p.boxes[p.self] = box[1:]
	return copy(buf, box[0].b), box[0].from, true
}

// Two players of a small game, each a Peer of its own, play 600 ticks
// over a simulated link of 50 ms each way, 10 ms of jitter and a tenth of
// the datagrams lost, on one virtual clock at 60 Hz: each predicts the
// other's input, rolls back when a prediction was wrong, and both end
// where one machine of both players' inputs does.
func Example() {
	o := netplay.DefaultOptions()
	o.Ticks = 600
	link := netplay.Link{Delay: 50 * time.Millisecond, Jitter: 10 * time.Millisecond, Loss: 0.1}
	boxes := mailboxes{}
	addrs := []netip.AddrPort{netip.MustParseAddrPort("192.0.2.1:7000"), netip.MustParseAddrPort("192.0.2.2:7000")}
	// Player 1 pulls left 2 ticks in 3; player 2 pulls right in runs of
	// 10 ticks, one in every 20. (A game's loop gives its player's input
	// with AddInput each frame instead.)
	input := func(q int) fixed.Inputs[pull] {
		return fixed.InputFunc[pull](func(t int64) pull {
			if q == 1 {
				return pull(-min(t%3, 1))
			}
			return pull((t / 10) % 2)
		})
	}
	var peers []*netplay.Peer[*tug, pull]
	var links []*netplay.Impaired
	for q := 1; q <= 2; q++ {
		l, err := netplay.Impair(port{boxes, addrs[q-1]}, link, uint64(q))
		if err != nil {
			panic(err)
		}
		c := netplay.PeerConfig[pull]{Player: q, Addrs: addrs, Transport: l, Nonce: 42, Inputs: input(q)}
		p, err := netplay.NewPeer(o, c, &tug{}, func() (*tug, error) { return &tug{}, nil })
		if err != nil {
			panic(err)
		}
		peers, links = append(peers, p), append(links, l)
	}
	done := func() bool {
		for _, p := range peers {
			if !p.Done() || !p.Settled() {
				return false
			}
		}
		return true
	}
	for frame := 0; !done(); frame++ {
		now := time.Duration(frame) * time.Second / time.Duration(o.Rate)
		for i, p := range peers {
			if err := links[i].Release(now); err != nil {
				panic(err)
			}
			if err := p.Advance(now); err != nil {
				panic(err)
			}
		}
	}
	for i, p := range peers {
		st := p.Stats()
		fmt.Printf("player %d: tick %d, knot at %d, rolled back %t\n", i+1, p.State().Tick, p.State().Knot, st.Rollbacks > 0)
	}
	one := &tug{} // one machine of both players' inputs
	for t := range o.Ticks {
		one.Step(netplay.PlayersOf(input(1).Take(t), input(2).Take(t)))
	}
	fmt.Printf("one machine: tick %d, knot at %d\n", one.Tick, one.Knot)
	fmt.Println("agreed:", peers[0].State().Fingerprint() == one.Fingerprint() && peers[1].State().Fingerprint() == one.Fingerprint())
	// Output:
	// player 1: tick 600, knot at -100, rolled back true
	// player 2: tick 600, knot at -100, rolled back true
	// one machine: tick 600, knot at -100
	// agreed: true
}
