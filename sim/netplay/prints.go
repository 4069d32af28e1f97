package netplay

// printsSize is the checkpoints' fingerprints a peer holds of its own and
// of each other peer's, from the oldest not yet compared or acknowledged.
const printsSize = 1024

// prints are one peer's fingerprints at the checkpoints (checkpoint k is
// the confirmed state at tick k × Every, k from 1), its own and those it
// received, and the first checkpoint where another peer's differed.
type prints struct {
	own      [printsSize]uint64
	ownN     int64 // own fingerprints of checkpoints 1..ownN
	remote   [][printsSize]uint64
	remoteN  []int64 // checkpoints 1..remoteN[j] received from peer j
	compared []int64 // checkpoints 1..compared[j] compared with peer j's
	acked    []int64 // peer j has this peer's checkpoints 1..acked[j]
	desync   Desync
}

// Desync is the first checkpoint at which two peers' fingerprints
// differed, as one of them found it.
type Desync struct {
	Found        bool
	Tick         int64 // the checkpoint's tick: the states once Tick ticks ran
	Peer, Other  int   // the peer that found it, and the peer whose fingerprint differed
	Mine, Theirs uint64
}

func newPrints(peers int) prints {
	return prints{
		remote:   make([][printsSize]uint64, peers),
		remoteN:  make([]int64, peers),
		compared: make([]int64, peers),
		acked:    make([]int64, peers),
	}
}

// floor is the oldest own checkpoint some peer still needs.
func (p *prints) floor(self int) int64 {
	f := p.ownN
	for j := range p.compared {
		if j != self {
			f = min(f, p.compared[j], p.acked[j])
		}
	}
	return f
}

// full reports whether the own fingerprints leave less than room for
// another window's checkpoints.
func (p *prints) full(self int) bool { return p.ownN-p.floor(self) >= printsSize/2 }

// add notes the own fingerprint of the next checkpoint.
func (p *prints) add(f uint64) {
	p.ownN++
	p.own[p.ownN%printsSize] = f
}

// receive takes peer j's fingerprints of checkpoints from, from+1, ...,
// those that are new and fit.
func (p *prints) receive(j int, from int64, fs []uint64) {
	for i, f := range fs {
		k := from + int64(i)
		if k != p.remoteN[j]+1 {
			continue
		}
		if k-p.compared[j] >= printsSize {
			return
		}
		p.remote[j][k%printsSize] = f
		p.remoteN[j] = k
	}
}

// compare compares every checkpoint both this peer and peer j have, and
// notes the first that differs; every is the ticks between checkpoints.
func (p *prints) compare(self, j int, every int64) {
	for k := p.compared[j] + 1; k <= min(p.ownN, p.remoteN[j]); k++ {
		mine, theirs := p.own[k%printsSize], p.remote[j][k%printsSize]
		if mine != theirs && (!p.desync.Found || k*every < p.desync.Tick) {
			p.desync = Desync{true, k * every, self, j, mine, theirs}
		}
		p.compared[j] = k
	}
}
