package tape

// DefaultEvery is defaultEvery, for the tests of a recording's size.
const DefaultEvery = defaultEvery

// Total is total, for the tests of a replay's progress.
func (p *Player[I]) Total() int64 { return p.total() }
