package netplay

import (
	"cmp"
	"encoding/binary"
	"math"
	"net/netip"
	"slices"
	"testing"
	"time"

	"tickbox/sim/rng"
)

// scanNetwork is the simulated link as it was before each receiver had
// its heap: one slice of every datagram in flight, in order of arrival,
// which every poll scanned whole. It stays here as the reference the
// heaps must deliver as, and as the baseline of BenchmarkDeliver.
type scanNetwork struct {
	link   Link
	rng    rng.RNG
	now    int64
	flight []*datagram
	seq    int64
}

func (n *scanNetwork) send(from, to int, b []byte) {
	flight, lost := n.link.travel(&n.rng)
	if lost {
		return
	}
	n.seq++
	d := &datagram{from: from, to: to, arrive: n.now + int64(flight), seq: n.seq, b: slices.Clone(b)}
	i, _ := slices.BinarySearchFunc(n.flight, d, func(a, b *datagram) int {
		if a.arrive != b.arrive {
			return cmp.Compare(a.arrive, b.arrive)
		}
		return cmp.Compare(a.seq, b.seq)
	})
	n.flight = slices.Insert(n.flight, i, d)
}

// scanPort is one peer's end of a scanNetwork.
type scanPort struct {
	net *scanNetwork
	id  int
}

func (s scanPort) Send(to netip.AddrPort, b []byte) error {
	if j, ok := simPeer(to); ok {
		s.net.send(s.id, j, b)
	}
	return nil
}

func (s scanPort) Receive(buf []byte) (int, netip.AddrPort, bool) {
	for i, d := range s.net.flight {
		if d.to == s.id && d.arrive <= s.net.now {
			s.net.flight = slices.Delete(s.net.flight, i, i+1)
			return copy(buf, d.b), simAddr(d.from), true
		}
	}
	return 0, netip.AddrPort{}, false
}

// carrier is what a frame asks of a network, the heaps' or the scan's:
// each peer's Transport, and the clock set.
type carrier interface {
	port(id int) Transport
	at(now int64)
}

type heapCarrier struct{ *simNet }

func (h heapCarrier) port(id int) Transport { return h.endpoint(id) }
func (h heapCarrier) at(now int64)          { h.now = now }

type scanCarrier struct{ *scanNetwork }

func (s scanCarrier) port(id int) Transport { return scanPort{s.scanNetwork, id} }
func (s scanCarrier) at(now int64)          { s.now = now }

// slowLink is the link: 8 peers over it keep some 10,000
// datagrams in flight.
var slowLink = Link{Delay: 10 * time.Second, Jitter: 10 * time.Second, Loss: 0.9, Reorder: 1}

// frames runs k frames of peers peers at 60 Hz on n from frame first:
// each peer sends every other a datagram numbered in send order, then
// takes what has arrived for it, noting each one's sender and number in
// got, if not nil.
func frames(n carrier, ports []Transport, first, k int, got *[]int64) {
	var out, in [8]byte
	sent := uint64(first * len(ports) * len(ports))
	for f := first; f < first+k; f++ {
		n.at(int64(f) * int64(time.Second) / 60)
		for p, t := range ports {
			for j := range ports {
				if j != p {
					sent++
					binary.LittleEndian.PutUint64(out[:], sent)
					_ = t.Send(simAddr(j), out[:])
				}
			}
			for {
				size, from, ok := t.Receive(in[:])
				if !ok {
					break
				}
				if got != nil {
					j, _ := simPeer(from)
					*got = append(*got, int64(j), int64(binary.LittleEndian.Uint64(in[:size])))
				}
			}
		}
	}
}

func ports(n carrier, peers int) []Transport {
	var ps []Transport
	for id := range peers {
		ps = append(ps, n.port(id))
	}
	return ps
}

// The heaps deliver every datagram the scan did, to the same peer, at
// the same frame, in the same order: the same links and seeds play the
// same games as before.
func TestHeapsDeliverAsTheScanDid(t *testing.T) {
	for _, l := range []Link{{}, {Delay: 80 * time.Millisecond, Jitter: 40 * time.Millisecond, Loss: 0.2, Reorder: 0.1}, slowLink} {
		heaps := heapCarrier{&simNet{link: l, rng: rng.RNG{State: 7}}}
		scan := scanCarrier{&scanNetwork{link: l, rng: rng.RNG{State: 7}}}
		var want, got []int64
		frames(scan, ports(scan, 4), 0, 3000, &want) // 4 peers: the scan is slow under -race
		frames(heaps, ports(heaps, 4), 0, 3000, &got)
		if len(want) == 0 || !slices.Equal(got, want) || heaps.inFlight() != len(scan.flight) {
			t.Errorf("link %+v: the heaps delivered %d datagrams, %d in flight; the scan %d, %d in flight; or in another order",
				l, len(got)/2, heaps.inFlight(), len(want)/2, len(scan.flight))
		}
	}
}

// A datagram sent is a copy: the sender may reuse its buffer at once.
// One to an address no peer has is lost, and a buffer too short gets the
// datagram cut to it.
func TestSimPortCopiesAndDrops(t *testing.T) {
	n := &simNet{}
	a, b := n.endpoint(0), n.endpoint(1)
	msg := []byte("hello")
	_ = a.Send(simAddr(1), msg)
	_ = a.Send(netip.MustParseAddrPort("192.0.2.9:2"), msg)
	copy(msg, "HELLO")
	buf := make([]byte, 16)
	size, from, ok := b.Receive(buf)
	if !ok || string(buf[:size]) != "hello" || from != simAddr(0) {
		t.Fatalf("received %q from %v (%v), want \"hello\" from %v", buf[:size], from, ok, simAddr(0))
	}
	_ = a.Send(simAddr(1), msg)
	if size, _, ok := b.Receive(buf[:2]); !ok || string(buf[:size]) != "HE" {
		t.Errorf("into 2 bytes: %q (%v), want \"HE\"", buf[:size], ok)
	}
	if _, _, ok := b.Receive(buf); ok || n.inFlight() != 0 {
		t.Errorf("a datagram to no peer arrived, or %d are in flight", n.inFlight())
	}
}

// BenchmarkDeliver measures a frame of 8 peers (each sends 7 datagrams
// and takes what has arrived) over the slow link, some 10,000
// datagrams in flight, with the heaps and with the scan they replaced, in
// the same run: batches of each alternate, so load from other processes
// falls on both alike. scan/heaps is the ratio of the best batch of each.
func BenchmarkDeliver(b *testing.B) {
	heaps := heapCarrier{&simNet{link: slowLink, rng: rng.RNG{State: 1}}}
	scan := scanCarrier{&scanNetwork{link: slowLink, rng: rng.RNG{State: 1}}}
	hp, sp := ports(heaps, 8), ports(scan, 8)
	const warm, batch = 3000, 60 // 50 s: past the longest flight, 40 s
	frames(heaps, hp, 0, warm, nil)
	frames(scan, sp, 0, warm, nil)
	frame := warm
	bestHeaps, bestScan := time.Duration(math.MaxInt64), time.Duration(math.MaxInt64)
	for b.Loop() {
		start := time.Now()
		frames(heaps, hp, frame, batch, nil)
		mid := time.Now()
		frames(scan, sp, frame, batch, nil)
		bestHeaps, bestScan = min(bestHeaps, mid.Sub(start)), min(bestScan, time.Since(mid))
		frame += batch
	}
	b.ReportMetric(float64(bestHeaps.Nanoseconds())/batch, "ns/frame-heaps")
	b.ReportMetric(float64(bestScan.Nanoseconds())/batch, "ns/frame-scan")
	b.ReportMetric(float64(bestScan)/float64(bestHeaps), "scan/heaps")
	b.ReportMetric(float64(heaps.inFlight()), "in-flight")
}
