package netplay

import (
	"container/heap"
	"net/netip"

	"tickbox/sim/rng"
)

// simNet is the simulated link as a network of Transports, one a peer, on
// the session's virtual clock: each datagram sent draws its fate from the
// link (Link.travel), then waits in its receiver's heap until the clock
// reaches its arrival. It copies each datagram into storage it reuses, so
// a steady run allocates nothing once it holds as many datagrams as the
// link keeps in flight.
//
// Each receiver's datagrams are a heap ordered by arrival, so a peer's
// poll looks only at the datagrams that have arrived for it: a scan of
// every datagram in flight made 8 peers over a slow lossy link (some
// 10,000 in flight) go at under a tick a second.
type simNet struct {
	link   Link
	rng    rng.RNG
	now    int64   // ns on the virtual clock, set by the session
	flight []inbox // by receiver
	free   []*datagram
	seq    int64
}

// datagram is one datagram in flight on the simulated link.
type datagram struct {
	from, to int
	arrive   int64          // ns on the virtual clock
	seq      int64          // send order, to keep arrivals at one instant in it
	dest     netip.AddrPort // Impaired's: where it goes
	b        []byte
}

// simAddr is the address peer id has on the simulated link: 192.0.2.x,
// the documentation network (RFC 5737), so that it is never taken for a
// real one.
func simAddr(id int) netip.AddrPort {
	return netip.AddrPortFrom(netip.AddrFrom4([4]byte{192, 0, 2, byte(id + 1)}), 1)
}

// simPeer is the peer simAddr gives a, if any.
func simPeer(a netip.AddrPort) (int, bool) {
	b := a.Addr().As16()
	if !a.Addr().Is4() || a.Port() != 1 || b[12] != 192 || b[13] != 0 || b[14] != 2 || b[15] == 0 {
		return 0, false
	}
	return int(b[15]) - 1, true
}

// endpoint is peer id's Transport on the link.
func (n *simNet) endpoint(id int) Transport { return &simPort{n, id} }

// simPort is one peer's end of a simNet.
type simPort struct {
	net *simNet
	id  int
}

// Send puts a copy of b in flight to the peer at to, or drops it, as the
// link draws; a datagram to an address no peer has is lost.
func (s *simPort) Send(to netip.AddrPort, b []byte) error {
	if j, ok := simPeer(to); ok {
		s.net.send(s.id, j, b)
	}
	return nil
}

// Receive takes the first datagram for this peer that has arrived by now.
func (s *simPort) Receive(buf []byte) (int, netip.AddrPort, bool) {
	d := s.net.take(s.id)
	if d == nil {
		return 0, netip.AddrPort{}, false
	}
	n := copy(buf, d.b)
	s.net.free = append(s.net.free, d)
	return n, simAddr(d.from), true
}

// send draws b's fate and puts a copy of it in flight from peer from to
// peer to, at now, or drops it.
func (n *simNet) send(from, to int, b []byte) {
	flight, lost := n.link.travel(&n.rng)
	if lost {
		return
	}
	d := n.fresh()
	n.seq++
	d.from, d.to, d.arrive, d.seq, d.b = from, to, n.now+int64(flight), n.seq, append(d.b[:0], b...)
	for len(n.flight) <= to {
		n.flight = append(n.flight, nil)
	}
	heap.Push(&n.flight[to], d)
}

// fresh returns a datagram to fill, a reused one if any.
func (n *simNet) fresh() *datagram {
	if k := len(n.free); k > 0 {
		d := n.free[k-1]
		n.free = n.free[:k-1]
		return d
	}
	return &datagram{}
}

// take takes out of flight the first datagram for peer to that has
// arrived by now, if any; the caller frees it.
func (n *simNet) take(to int) *datagram {
	if to >= len(n.flight) {
		return nil
	}
	a := &n.flight[to]
	if len(*a) == 0 || (*a)[0].arrive > n.now {
		return nil
	}
	return heap.Pop(a).(*datagram)
}

// inFlight is how many datagrams are in flight.
func (n *simNet) inFlight() int {
	k := 0
	for _, a := range n.flight {
		k += len(a)
	}
	return k
}

// inbox is one receiver's datagrams in flight, a heap (container/heap)
// whose least is the first to arrive: by arrival time, then in the order
// sent.
type inbox []*datagram

func (a inbox) Len() int { return len(a) }

func (a inbox) Less(i, j int) bool {
	if a[i].arrive != a[j].arrive {
		return a[i].arrive < a[j].arrive
	}
	return a[i].seq < a[j].seq
}

func (a inbox) Swap(i, j int) { a[i], a[j] = a[j], a[i] }

func (a *inbox) Push(x any) { *a = append(*a, x.(*datagram)) }

func (a *inbox) Pop() any {
	old := *a
	d := old[len(old)-1]
	old[len(old)-1] = nil
	*a = old[:len(old)-1]
	return d
}
