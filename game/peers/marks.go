package peers

// MarkCount is how many of a peer's latest frames the timeline shows: two
// seconds at 60 Hz.
const MarkCount = 120

// Mark is one frame of a peer: the ticks it ran again (a rollback, 0 for
// none), whether it stalled (ran no tick), whether it waited for the
// others on a recommendation.
type Mark struct {
	Rerun       int64
	Stall, Wait bool
}

// Marks are a peer's latest MarkCount frames, in a ring.
type Marks struct {
	ring [MarkCount]Mark
	n    int64 // frames marked so far
}

func (m *Marks) reset() { *m = Marks{} }

func (m *Marks) add(k Mark) {
	m.ring[m.n%MarkCount] = k
	m.n++
}

// Len is how many marks it holds, up to MarkCount.
func (m *Marks) Len() int { return int(min(m.n, MarkCount)) }

// At is the i-th mark it holds, 0 the oldest.
func (m *Marks) At(i int) Mark { return m.ring[(m.n-int64(m.Len())+int64(i))%MarkCount] }
