package netplay

import (
	"cmp"
	"slices"

	"tickbox/sim/rng"
)

// network holds the packets in flight between peers, in order of arrival,
// and reuses delivered packets' storage, so that a steady run allocates
// none once it holds as many as the link keeps in flight.
type network[I any] struct {
	link   Link
	rng    rng.RNG
	flight []*packet[I]
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
	i, _ := slices.BinarySearchFunc(n.flight, p, func(a, b *packet[I]) int {
		if a.arrive != b.arrive {
			return cmp.Compare(a.arrive, b.arrive)
		}
		return cmp.Compare(a.seq, b.seq)
	})
	n.flight = slices.Insert(n.flight, i, p)
}

// deliver hands each packet for peer to that has arrived by now to take,
// in order of arrival, and takes it out of flight.
func (n *network[I]) deliver(to int, now int64, take func(*packet[I])) {
	kept := n.flight[:0]
	for _, p := range n.flight {
		if p.to == to && p.arrive <= now {
			take(p)
			n.free = append(n.free, p)
			continue
		}
		kept = append(kept, p)
	}
	clear(n.flight[len(kept):])
	n.flight = kept
}
