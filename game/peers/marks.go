package peers

// markCount is how many of a peer's latest frames the timeline shows: two
// seconds at 60 Hz.
const markCount = 120

// mark is one frame of a peer: the ticks it ran again (a rollback, 0 for
// none), whether it stalled (ran no tick), whether it waited for the
// others on a recommendation.
type mark struct {
	Rerun       int64
	Stall, Wait bool
}

// marks are a peer's latest markCount frames, in a ring.
type marks struct {
	ring [markCount]mark
	n    int64 // frames marked so far
}

func (m *marks) reset() { *m = marks{} }

func (m *marks) add(k mark) {
	m.ring[m.n%markCount] = k
	m.n++
}

// Len is how many marks it holds, up to markCount.
func (m *marks) Len() int { return int(min(m.n, markCount)) }

// At is the i-th mark it holds, 0 the oldest.
func (m *marks) At(i int) mark { return m.ring[(m.n-int64(m.Len())+int64(i))%markCount] }
