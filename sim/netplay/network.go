package netplay

import (
	"container/heap"

	"tickbox/sim/rng"
)

// network holds the packets in flight between peers, for each receiver in
// order of arrival, and reuses delivered packets' storage, so that a
// steady run allocates none once it holds as many as the link keeps in
// flight.
//
// Each receiver's packets are a heap ordered by arrival, so a peer's poll
// looks only at the packets that have arrived for it: it scanned every
// packet in flight, and 8 peers over a slow lossy link keep some 10,000 in
// flight, which made such a run go at under a tick a second.
type network[I any] struct {
	link   Link
	rng    rng.RNG
	flight []arrivals[I] // by receiver
	free   []*packet[I]
	seq    int64
}

// fresh returns an empty packet to fill and send.
func (n *network[I]) fresh() *packet[I] {
	if k := len(n.free); k > 0 {
		p := n.free[k-1]
		n.free = n.free[:k-1]
		return p
	}
	return &packet[I]{}
}

// send puts p in flight at now (ns), or drops it, as the link draws.
func (n *network[I]) send(p *packet[I], now int64) {
	flight, lost := n.link.travel(&n.rng)
	if lost {
		n.free = append(n.free, p)
		return
	}
	n.seq++
	p.arrive, p.seq = now+int64(flight), n.seq
	for len(n.flight) <= p.to {
		n.flight = append(n.flight, nil)
	}
	heap.Push(&n.flight[p.to], p)
}

// deliver hands each packet for peer to that has arrived by now to take,
// in order of arrival, and takes it out of flight.
func (n *network[I]) deliver(to int, now int64, take func(*packet[I])) {
	if to >= len(n.flight) {
		return
	}
	a := &n.flight[to]
	for len(*a) > 0 && (*a)[0].arrive <= now {
		p := heap.Pop(a).(*packet[I])
		take(p)
		n.free = append(n.free, p)
	}
}

// inFlight is how many packets are in flight.
func (n *network[I]) inFlight() int {
	k := 0
	for _, a := range n.flight {
		k += len(a)
	}
	return k
}

// arrivals is one receiver's packets in flight, a heap (container/heap)
// whose least is the first to arrive: by arrival time, then in the order
// sent.
type arrivals[I any] []*packet[I]

func (a arrivals[I]) Len() int { return len(a) }

func (a arrivals[I]) Less(i, j int) bool {
	if a[i].arrive != a[j].arrive {
		return a[i].arrive < a[j].arrive
	}
	return a[i].seq < a[j].seq
}

func (a arrivals[I]) Swap(i, j int) { a[i], a[j] = a[j], a[i] }

func (a *arrivals[I]) Push(x any) { *a = append(*a, x.(*packet[I])) }

func (a *arrivals[I]) Pop() any {
	old := *a
	p := old[len(old)-1]
	old[len(old)-1] = nil
	*a = old[:len(old)-1]
	return p
}
