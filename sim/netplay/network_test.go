package netplay

import (
	"cmp"
	"math"
	"slices"
	"testing"
	"time"

	"tickbox/sim/rng"
)

// scanNetwork is the network as it was before each receiver had its heap:
// one slice of every packet in flight, in order of arrival, which every
// poll scanned whole. It stays here as the reference the heaps must
// deliver as, and as the baseline of BenchmarkDeliver.
type scanNetwork[I any] struct {
	link   Link
	rng    rng.RNG
	flight []*packet[I]
	free   []*packet[I]
	seq    int64
}

func (n *scanNetwork[I]) fresh() *packet[I] {
	if k := len(n.free); k > 0 {
		p := n.free[k-1]
		n.free = n.free[:k-1]
		return p
	}
	return &packet[I]{}
}

func (n *scanNetwork[I]) send(p *packet[I], now int64) {
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

func (n *scanNetwork[I]) deliver(to int, now int64, take func(*packet[I])) {
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

// carrier is what a frame asks of a network, the heaps' or the scan's.
type carrier interface {
	fresh() *packet[int]
	send(p *packet[int], now int64)
	deliver(to int, now int64, take func(*packet[int]))
}

// slowLink is the link: 8 peers over it keep some 10,000 packets
// in flight.
var slowLink = Link{Delay: 10 * time.Second, Jitter: 10 * time.Second, Loss: 0.9, Reorder: 1}

// frames runs k frames of peers peers at 60 Hz on n from frame first:
// each peer sends every other a packet, then takes what has arrived for
// it, noting each packet's sender and sequence in got, if not nil.
func frames(n carrier, peers, first, k int, got *[]int64) {
	for f := first; f < first+k; f++ {
		now := int64(f) * int64(time.Second) / 60
		for p := range peers {
			for j := range peers {
				if j != p {
					pk := n.fresh()
					pk.from, pk.to = p, j
					n.send(pk, now)
				}
			}
			n.deliver(p, now, func(pk *packet[int]) {
				if got != nil {
					*got = append(*got, int64(pk.from), pk.seq)
				}
			})
		}
	}
}

// The heaps deliver every packet the scan did, to the same peer, at the
// same frame, in the same order: the same links and seeds play the same
// games as before.
func TestHeapsDeliverAsTheScanDid(t *testing.T) {
	for _, l := range []Link{{}, {Delay: 80 * time.Millisecond, Jitter: 40 * time.Millisecond, Loss: 0.2, Reorder: 0.1}, slowLink} {
		heaps := &network[int]{link: l, rng: rng.RNG{State: 7}}
		scan := &scanNetwork[int]{link: l, rng: rng.RNG{State: 7}}
		var want, got []int64
		frames(scan, 4, 0, 3000, &want) // 4 peers: the scan is slow under -race
		frames(heaps, 4, 0, 3000, &got)
		if len(want) == 0 || !slices.Equal(got, want) || heaps.inFlight() != len(scan.flight) {
			t.Errorf("link %+v: the heaps delivered %d packets, %d in flight; the scan %d, %d in flight; or in another order",
				l, len(got)/2, heaps.inFlight(), len(want)/2, len(scan.flight))
		}
	}
}

// BenchmarkDeliver measures a frame of 8 peers (each sends 7 packets and
// takes what has arrived) over the slow link, some 10,000 packets
// in flight, with the heaps and with the scan they replaced, in the same
// run: batches of each alternate, so load from other processes falls on
// both alike. scan/heaps is the ratio of the best batch of each.
func BenchmarkDeliver(b *testing.B) {
	heaps := &network[int]{link: slowLink, rng: rng.RNG{State: 1}}
	scan := &scanNetwork[int]{link: slowLink, rng: rng.RNG{State: 1}}
	const warm, batch = 3000, 60 // 50 s: past the longest flight, 40 s
	frames(heaps, 8, 0, warm, nil)
	frames(scan, 8, 0, warm, nil)
	frame := warm
	bestHeaps, bestScan := time.Duration(math.MaxInt64), time.Duration(math.MaxInt64)
	for b.Loop() {
		start := time.Now()
		frames(heaps, 8, frame, batch, nil)
		mid := time.Now()
		frames(scan, 8, frame, batch, nil)
		bestHeaps, bestScan = min(bestHeaps, mid.Sub(start)), min(bestScan, time.Since(mid))
		frame += batch
	}
	b.ReportMetric(float64(bestHeaps.Nanoseconds())/batch, "ns/frame-heaps")
	b.ReportMetric(float64(bestScan.Nanoseconds())/batch, "ns/frame-scan")
	b.ReportMetric(float64(bestScan)/float64(bestHeaps), "scan/heaps")
	b.ReportMetric(float64(heaps.inFlight()), "in-flight")
}
